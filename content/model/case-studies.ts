import { LANGUAGES } from "../../shared/i18n/languages.ts";
import { date, group, image, list, markdown, text, words, type StaffWords } from "../../shared/content-model/fields.ts";
import { defineKind, type SeedFile } from "../../shared/content-model/kind.ts";
import { searchAppearance } from "./parts.ts";
import type { Issue } from "../../shared/content-model/validation.ts";
import { sectorsField, servicesField } from "./sectors.ts";

/** A titled paragraph (a step of the work, a feature), its words per language. */
const points = (
  label: StaffWords,
  item: StaffWords,
  options: { required?: boolean; min?: number; max: number; help?: StaffWords },
) =>
  list({
    label,
    ...options,
    of: group({
      label: item,
      fields: {
        title: text({ label: words("Heading", "Заголовок", "Sarlavha"), localized: true, required: true, max: 120 }),
        text: text({
          label: words("Text", "Текст", "Matn"),
          localized: true,
          required: true,
          max: 600,
          multiline: true,
        }),
      },
    }),
  });

const paragraphs = words(
  "A few paragraphs; an empty line starts a new one.",
  "Несколько абзацев; пустая строка начинает новый.",
  "Bir necha xatboshi; boʻsh qator yangisini boshlaydi.",
);

/**
 * A case study: /casestudies/<id>, told as challenge, process, solution and results, with
 * its figures, four features, screens of the product and the client's words. It shows on
 * the case list, the home page's portfolio and the pages of its sectors and services.
 */
export const caseStudies = defineKind({
  name: "case-study",
  area: "proof",
  inboxPath: "proof/cases",
  label: {
    plural: words("Case studies", "Кейсы", "Keyslar"),
    singular: words("Case study", "Кейс", "Keys"),
    new: words("New case study", "Новый кейс", "Yangi keys"),
  },
  address: "/casestudies/:id",
  titleField: "title",
  order: "manual",
  preview: { drawn: "case-study" },
  seed: { entries: async (): Promise<SeedFile> => (await import("../seed/case-studies.ts")).caseStudySeed },
  fields: {
    title: text({ label: words("Title", "Заголовок", "Sarlavha"), localized: true, required: true, max: 160 }),
    client: text({
      label: words("Client and product", "Клиент и продукт", "Mijoz va mahsulot"),
      help: words(
        "Above the title and on the cards: who the client is and what was built, e.g. “State bank · Preferential lending”. Name no client who has not agreed to it.",
        "Над заголовком и на карточках: кто клиент и что сделано, например «Государственный банк · Льготное кредитование». Не называйте клиента без его согласия.",
        "Sarlavha ustida va kartochkalarda: mijoz kim va nima qilingan, masalan «Davlat banki · Imtiyozli kreditlash». Mijozning roziligisiz uning nomini yozmang.",
      ),
      localized: true,
      required: true,
      max: 120,
    }),
    summary: text({
      label: words("Summary", "Кратко", "Qisqacha"),
      help: words(
        "Two or three sentences under the title and on the cards.",
        "Два-три предложения под заголовком и на карточках.",
        "Sarlavha ostida va kartochkalarda koʻrinadigan ikki-uch gap.",
      ),
      localized: true,
      required: true,
      max: 500,
      multiline: true,
    }),
    published: date({
      label: words("Date published", "Дата публикации", "Eʼlon qilingan sana"),
      help: words(
        "The day the case study first appeared; search engines show it as the story's date.",
        "День, когда кейс впервые вышел на сайте; поисковые системы показывают его как дату материала.",
        "Keys saytda birinchi marta chiqqan kun; qidiruv tizimlari uni material sanasi sifatida koʻrsatadi.",
      ),
      required: true,
    }),
    sectors: sectorsField(
      words(
        "The industry pages that show this case study.",
        "Страницы отраслей, на которых показывается этот кейс.",
        "Ushbu keys koʻrsatiladigan soha sahifalari.",
      ),
    ),
    services: servicesField(
      words(
        "The service pages that show this case study.",
        "Страницы услуг, на которых показывается этот кейс.",
        "Ushbu keys koʻrsatiladigan xizmat sahifalari.",
      ),
    ),
    figures: list({
      label: words("Figures", "Цифры", "Raqamlar"),
      help: words(
        "Set large under the heading: a value (“10 trillion”) and what it counts (“soms of loans per year”). The first one is also on the cards.",
        "Крупно под заголовком: значение («10 трлн») и что оно считает («сумов кредитов в год»). Первая цифра есть и на карточках.",
        "Sarlavha ostida yirik harflarda: qiymat («10 trln») va u nimani bildirishi («soʻm kredit yiliga»). Birinchisi kartochkalarda ham chiqadi.",
      ),
      required: true,
      max: 4,
      of: group({
        label: words("Figure", "Цифра", "Raqam"),
        fields: {
          value: text({ label: words("Value", "Значение", "Qiymat"), localized: true, required: true, max: 40 }),
          label: text({
            label: words("What it counts", "Что она означает", "Nimani bildiradi"),
            localized: true,
            required: true,
            max: 80,
          }),
        },
      }),
    }),
    gallery: list({
      label: words("Screens", "Экраны", "Ekranlar"),
      help: words(
        "Screens of the product, all shown full size in the page's gallery; the first one also stands beside the title and on the cards. A screen with words in it is chosen per language, so each language shows its own.",
        "Экраны продукта: все они показаны в полный размер в галерее страницы, а первый также стоит рядом с заголовком и на карточках. Экран с текстом выбирается для каждого языка отдельно, чтобы каждый язык показывал свой.",
        "Mahsulot ekranlari: hammasi sahifa galereyasida toʻliq oʻlchamda koʻrsatiladi, birinchisi esa sarlavha yonida va kartochkalarda ham turadi. Matnli ekran har bir til uchun alohida tanlanadi, shunda har bir til oʻzinikini koʻrsatadi.",
      ),
      required: true,
      max: 8,
      of: group({
        label: words("Screen", "Экран", "Ekran"),
        fields: {
          image: image({
            label: words("Image", "Изображение", "Rasm"),
            localized: true,
            required: true,
            altFrom: "alt",
          }),
          alt: text({
            label: words("What the screen shows", "Что показывает экран", "Ekranda nima koʻrsatilgan"),
            help: words(
              "Read aloud by screen readers in place of the image: the product, the view and what matters on it.",
              "Экранные чтецы прочитают это вместо изображения: продукт, экран и главное на нём.",
              "Ekran oʻquvchi dasturlar rasm oʻrniga shuni oʻqiydi: mahsulot, ekran va undagi asosiy narsa.",
            ),
            localized: true,
            required: true,
            max: 400,
            multiline: true,
          }),
        },
      }),
    }),
    challenge: markdown({
      label: words("The challenge", "Задача", "Vazifa"),
      help: paragraphs,
      localized: true,
      required: true,
      max: 5000,
    }),
    process: points(words("How we worked", "Как мы работали", "Qanday ishladik"), words("Step", "Шаг", "Qadam"), {
      required: true,
      min: 3,
      max: 7,
    }),
    solution: markdown({
      label: words("The solution", "Решение", "Yechim"),
      help: paragraphs,
      localized: true,
      required: true,
      max: 5000,
    }),
    results: list({
      label: words("Results", "Результаты", "Natijalar"),
      required: true,
      max: 8,
      of: text({ label: words("Result", "Результат", "Natija"), localized: true, max: 300 }),
    }),
    features: points(
      words("Key features", "Ключевые возможности", "Asosiy imkoniyatlar"),
      words("Feature", "Возможность", "Imkoniyat"),
      {
        required: true,
        min: 4,
        max: 4,
        help: words("Exactly four.", "Ровно четыре.", "Aynan toʻrtta."),
      },
    ),
    quote: group({
      label: words("The client's words", "Слова клиента", "Mijoz fikri"),
      help: words(
        "Optional. A person is named by their role unless they agreed to their name.",
        "Необязательно. Человека называют по должности, если он не согласился на своё имя.",
        "Ixtiyoriy. Inson ismini berishga rozi boʻlmasa, lavozimi bilan ataladi.",
      ),
      fields: {
        words: text({
          label: words("What they said", "Что сказал клиент", "Mijoz nima dedi"),
          localized: true,
          max: 600,
          multiline: true,
        }),
        role: text({
          label: words("Who said it", "Кто сказал", "Kim aytdi"),
          help: words(
            "Their role, e.g. “Director, a private preschool”.",
            "Должность, например «Директор частного детского сада».",
            "Lavozimi, masalan «Xususiy bogʻcha direktori».",
          ),
          localized: true,
          max: 160,
        }),
        organisation: text({
          label: words("Organisation", "Организация", "Tashkilot"),
          localized: true,
          max: 160,
        }),
        photo: image({ label: words("Photo", "Фото", "Surat") }),
      },
    }),
    flowTitle: text({
      label: words("Title of the flow", "Заголовок схемы", "Sxema sarlavhasi"),
      help: words(
        "Optional: a process the product carries from start to end, drawn as connected stages.",
        "Необязательно: процесс, который продукт ведёт от начала до конца, в виде связанных этапов.",
        "Ixtiyoriy: mahsulot boshidan oxirigacha olib boradigan jarayon, bogʻlangan bosqichlar koʻrinishida.",
      ),
      localized: true,
      max: 160,
    }),
    flow: points(words("Stages of the flow", "Этапы схемы", "Sxema bosqichlari"), words("Stage", "Этап", "Bosqich"), {
      max: 6,
    }),
    seo: searchAppearance(),
  },
  rules: (doc, complete) => {
    if (!complete) return [];
    const issues: Issue[] = [];
    const quoted = LANGUAGES.some((lang) => doc.quote.words[lang].trim());
    for (const lang of LANGUAGES) {
      // Words need a speaker, in every language, once given in one.
      if (quoted && !doc.quote.words[lang].trim()) issues.push({ field: "quote.words", lang, problem: "required" });
      if (quoted && !doc.quote.role[lang].trim()) issues.push({ field: "quote.role", lang, problem: "required" });
      if (doc.flow.length && !doc.flowTitle[lang].trim())
        issues.push({ field: "flowTitle", lang, problem: "required" });
    }
    return issues;
  },
});
