import { image, relation, text, words } from "../../shared/content-model/fields.ts";
import { defineKind, type SeedFile } from "../../shared/content-model/kind.ts";
import { sectorsField, servicesField } from "./sectors.ts";

/**
 * What a client said about working with the company: shown on the home page, on the case
 * study it belongs to, and on the pages of its sectors and services.
 */
export const testimonials = defineKind({
  name: "testimonial",
  area: "proof",
  inboxPath: "proof/testimonials",
  label: {
    plural: words("Testimonials", "Отзывы", "Fikrlar"),
    singular: words("Testimonial", "Отзыв", "Fikr"),
    new: words("New testimonial", "Новый отзыв", "Yangi fikr"),
  },
  titleField: "person",
  order: "manual",
  preview: { page: "/" },
  seed: { entries: async (): Promise<SeedFile> => (await import("../seed/testimonials.ts")).testimonialSeed },
  fields: {
    words: text({
      label: words("What they said", "Что сказал клиент", "Mijoz nima dedi"),
      localized: true,
      required: true,
      max: 600,
      multiline: true,
    }),
    person: text({
      label: words("Who said it", "Кто сказал", "Kim aytdi"),
      help: words(
        "Their name if they agreed to it, otherwise their role: “Director, a private preschool”.",
        "Имя, если человек согласился, иначе должность: «Директор частного детского сада».",
        "Agar inson rozi boʻlsa, ismi, aks holda lavozimi: «Xususiy bogʻcha direktori».",
      ),
      localized: true,
      required: true,
      max: 160,
    }),
    role: text({
      label: words("Their role", "Должность", "Lavozimi"),
      help: words(
        "When “Who said it” is a name: their role, e.g. “Deputy chairman of the board”. Shown under the name; without a photo the name's initials are drawn.",
        "Если в поле «Кто сказал» имя: должность, например «Заместитель председателя правления». Показывается под именем; без фото рисуются инициалы.",
        "Agar «Kim aytdi» maydonida ism boʻlsa: lavozimi, masalan «Boshqaruv raisining oʻrinbosari». Ism ostida koʻrsatiladi; surat boʻlmasa, ismning bosh harflari chiziladi.",
      ),
      localized: true,
      max: 160,
    }),
    organisation: text({
      label: words("Organisation", "Организация", "Tashkilot"),
      help: words(
        "Optional, only with the client's permission.",
        "Необязательно, только с разрешения клиента.",
        "Ixtiyoriy, faqat mijozning ruxsati bilan.",
      ),
      localized: true,
      max: 160,
    }),
    photo: image({ label: words("Photo", "Фото", "Surat") }),
    caseStudy: relation({
      label: words("Case study", "Кейс", "Keys"),
      help: words(
        "The case study page that shows these words.",
        "Страница кейса, на которой показываются эти слова.",
        "Ushbu fikr koʻrsatiladigan keys sahifasi.",
      ),
      to: "case-study",
    }),
    sectors: sectorsField(
      words(
        "The industry pages that show these words.",
        "Страницы отраслей, на которых показываются эти слова.",
        "Ushbu fikr koʻrsatiladigan soha sahifalari.",
      ),
    ),
    services: servicesField(
      words(
        "The service pages that show these words.",
        "Страницы услуг, на которых показываются эти слова.",
        "Ushbu fikr koʻrsatiladigan xizmat sahifalari.",
      ),
    ),
  },
});
