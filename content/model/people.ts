import { boolean, choice, group, image, text, words } from "../../shared/content-model/fields.ts";
import { defineKind, type SeedFile } from "../../shared/content-model/kind.ts";
import { BEARDS, HAIR_COLOURS, HAIRSTYLES, SKIN_TONES } from "../../shared/portrait.ts";

/** Where a person works: the company's six offices. */
export const OFFICES = [
  { value: "tashkent", label: words("Tashkent", "Ташкент", "Toshkent") },
  { value: "bukhara", label: words("Bukhara", "Бухара", "Buxoro") },
  { value: "london", label: words("London", "Лондон", "London") },
  { value: "new-york", label: words("New York", "Нью-Йорк", "Nyu-York") },
  { value: "dubai", label: words("Dubai", "Дубай", "Dubay") },
  { value: "phnom-penh", label: words("Phnom Penh", "Пномпень", "Pnompen") },
] as const;

/**
 * A person on the people page: a leader (portrait and a short biography) or a member of
 * the team. Without a photo, a drawn portrait in the site's one style stands in, drawn on
 * the server from the person's id and the look chosen here (shared/portrait.ts).
 */
export const people = defineKind({
  name: "person",
  area: "people",
  inboxPath: "people",
  label: {
    plural: words("People", "Команда", "Jamoa"),
    singular: words("Person", "Сотрудник", "Xodim"),
    new: words("New person", "Новый сотрудник", "Yangi xodim"),
  },
  titleField: "name",
  order: "manual",
  preview: { page: "/company/people" },
  seed: { entries: async (): Promise<SeedFile> => (await import("../seed/people.ts")).peopleSeed },
  fields: {
    group: choice({
      label: words("Shown under", "Раздел страницы", "Sahifa boʻlimi"),
      required: true,
      options: [
        { value: "leader", label: words("Leadership", "Руководство", "Rahbariyat") },
        { value: "team", label: words("Team", "Команда", "Jamoa") },
      ],
    }),
    name: text({
      label: words("Name", "Имя и фамилия", "Ism va familiya"),
      help: words(
        "As the person writes it in each language's alphabet.",
        "Как человек сам пишет его на алфавите каждого языка.",
        "Inson uni har bir til alifbosida qanday yozsa, shunday.",
      ),
      localized: true,
      required: true,
      max: 80,
    }),
    role: text({ label: words("Role", "Должность", "Lavozim"), localized: true, required: true, max: 120 }),
    office: choice({ label: words("Office", "Офис", "Ofis"), required: true, options: OFFICES }),
    bio: text({
      label: words("Short biography", "Коротко о человеке", "Qisqacha maʼlumot"),
      help: words(
        "One or two sentences under a leader's portrait.",
        "Одно-два предложения под портретом руководителя.",
        "Rahbar portreti ostidagi bir-ikki gap.",
      ),
      localized: true,
      max: 280,
      multiline: true,
    }),
    photo: image({
      label: words("Photo", "Фото", "Surat"),
      help: words(
        "A portrait photo, face in the middle. Without one, the drawn portrait below stands in.",
        "Портретное фото, лицо по центру. Пока его нет, показывается рисованный портрет ниже.",
        "Portret surati, yuz oʻrtada. Surat boʻlmasa, quyidagi chizilgan portret koʻrsatiladi.",
      ),
    }),
    look: group({
      label: words("Drawn portrait", "Рисованный портрет", "Chizilgan portret"),
      help: words(
        "Shown until a photo is set, in the same style as everyone's. Anything left unchosen is picked for the person.",
        "Показывается, пока нет фото, в том же стиле, что у всех. Невыбранное подбирается само.",
        "Surat qoʻyilmaguncha koʻrsatiladi, hammaniki bilan bir xil uslubda. Tanlanmagan narsa oʻzi tanlanadi.",
      ),
      fields: {
        hair: choice({ label: words("Hair", "Причёска", "Soch turmagi"), options: HAIRSTYLES }),
        hairColour: choice({ label: words("Hair colour", "Цвет волос", "Soch rangi"), options: HAIR_COLOURS }),
        skin: choice({ label: words("Skin tone", "Тон кожи", "Teri rangi"), options: SKIN_TONES }),
        beard: choice({ label: words("Beard", "Борода", "Soqol"), options: BEARDS }),
        glasses: boolean({ label: words("Glasses", "Очки", "Koʻzoynak") }),
      },
    }),
  },
});
