import { group, words } from "../../shared/content-model/fields.ts";
import { defineKind, type ViewOfKind, type SeedFile } from "../../shared/content-model/kind.ts";
import { heading, keyFigure, LABELS, line, passage, points, seo, titleOnly } from "./parts.ts";

const label = (en: string, ru: string, uz: string, max = 120) => line(words(en, ru, uz), max);

/**
 * The careers page's words (/company/careers), edited by recruiters: the page, the seven
 * steps of hiring (always seven, the steps of the applications' pipeline, in its order),
 * the filters of the openings, an opening's page and the application form.
 */
export const careersPage = defineKind({
  name: "careers-page",
  area: "careers",
  inboxPath: "careers",
  label: {
    plural: words("Careers page", "Страница карьеры", "Karyera sahifasi"),
    singular: words("Careers page", "Страница карьеры", "Karyera sahifasi"),
    new: words("Careers page", "Страница карьеры", "Karyera sahifasi"),
  },
  address: "/company/careers",
  singleton: "careers",
  titleField: "title",
  order: "manual",
  preview: { page: "/company/careers" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/careers.ts")).careersSeed] },
  fields: {
    meta: seo(),
    title: line(LABELS.title),
    lead: passage(LABELS.lead, 1200),
    benefits: group({
      label: words("Why join us", "Почему к нам", "Nega bizga qoʻshilish kerak"),
      fields: { ...titleOnly(), keyFigure: keyFigure(), items: points(LABELS.items, LABELS.item, { max: 8 }) },
    }),
    process: group({
      label: words("How we hire", "Как мы нанимаем", "Qanday ishga olamiz"),
      fields: {
        ...heading(),
        keyFigure: keyFigure(),
        steps: points(
          LABELS.steps,
          LABELS.step,
          { min: 7, max: 7 },
          words(
            "Always seven, in this order: they are the steps of every application in the inbox, and the applicant's e-mails name them.",
            "Всегда семь, в этом порядке: это этапы каждого отклика во входящих, и письма кандидатам называют их.",
            "Har doim yettita, shu tartibda: ular kiruvchi xabarlardagi har bir arizaning bosqichlari, nomzodlarga xatlar ham ularni nomlaydi.",
          ),
        ),
      },
    }),
    openings: group({
      label: words("Open positions", "Открытые вакансии", "Ochiq vakansiyalar"),
      fields: {
        ...heading(),
        keyFigure: keyFigure(),
        filtersTitle: label("Name of the filters", "Название фильтров", "Filtrlar nomi"),
        filtersButton: label("Filters button (phones)", "Кнопка фильтров (телефоны)", "Filtrlar tugmasi (telefonlar)"),
        filtersChosen: label(
          "Filters chosen (read aloud)",
          "Выбрано фильтров (для чтецов)",
          "Tanlangan filtrlar (ovozli oʻqish)",
        ),
        location: label("Location filter", "Фильтр города", "Joylashuv filtri"),
        department: label("Department filter", "Фильтр направления", "Yoʻnalish filtri"),
        jobType: label("Job type filter", "Фильтр типа занятости", "Bandlik turi filtri"),
        workplace: label("Workplace filter", "Фильтр формата работы", "Ish formati filtri"),
        all: label("Any value", "Любое значение", "Istalgan qiymat"),
        apply: label("Show button", "Кнопка «Показать»", "“Koʻrsatish” tugmasi"),
        reset: label("Reset filters", "Сброс фильтров", "Filtrlarni tozalash"),
        empty: group({
          label: words("When nothing matches", "Когда ничего не найдено", "Hech narsa topilmaganda"),
          fields: { title: line(LABELS.title), text: passage(LABELS.text, 600) },
        }),
        posted: label("Date posted label", "Подпись даты публикации", "Eʼlon sanasi yozuvi"),
      },
    }),
    job: group({
      label: words("An opening's page", "Страница вакансии", "Vakansiya sahifasi"),
      fields: {
        backToList: label("Back to the list", "Назад к списку", "Roʻyxatga qaytish"),
        responsibilities: label("Responsibilities heading", "Заголовок обязанностей", "Vazifalar sarlavhasi"),
        requirements: label("Requirements heading", "Заголовок требований", "Talablar sarlavhasi"),
        offer: label(
          "What we offer heading",
          "Заголовок «Что мы предлагаем»",
          "“Biz nimani taklif qilamiz” sarlavhasi",
        ),
        closed: group({
          label: words("When the opening is closed", "Когда вакансия закрыта", "Vakansiya yopilganda"),
          fields: { title: line(LABELS.title), text: passage(LABELS.text, 600) },
        }),
        validThrough: label("Last day label", "Подпись последнего дня", "Oxirgi kun yozuvi"),
        applyTitle: label("Application heading", "Заголовок отклика", "Ariza sarlavhasi"),
        applyText: passage(words("Application introduction", "Вступление к отклику", "Arizaga kirish matni"), 600),
        share: label("Share heading", "Заголовок «Поделиться»", "“Ulashish” sarlavhasi"),
      },
    }),
    form: group({
      label: words("Application form", "Форма отклика", "Ariza shakli"),
      fields: {
        legend: label("Name of the form (read aloud)", "Название формы (для чтецов)", "Shakl nomi (ovozli oʻqish)"),
        firstName: label("First name", "Имя", "Ism"),
        lastName: label("Last name", "Фамилия", "Familiya"),
        email: label("E-mail", "Электронная почта", "Elektron pochta"),
        phone: label("Phone", "Телефон", "Telefon"),
        message: label("Cover letter", "Сопроводительное письмо", "Qoʻshimcha xat"),
        messageHint: passage(words("Cover letter hint", "Подсказка к письму", "Xat uchun maslahat"), 300),
        cv: label("CV", "Резюме", "Rezyume"),
        position: label("Position", "Вакансия", "Vakansiya"),
        generalApplication: label("No position chosen", "Без выбранной вакансии", "Vakansiya tanlanmagan"),
        submit: label("Send button", "Кнопка отправки", "Yuborish tugmasi"),
        sending: label("While sending", "Во время отправки", "Yuborilayotganda"),
      },
    }),
  },
});

/** The careers page's words as pages (and the application form) read them, in one language. */
export type CareersWords = ViewOfKind<typeof careersPage>;
