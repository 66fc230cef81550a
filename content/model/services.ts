import { group, list, text, words } from "../../shared/content-model/fields.ts";
import { defineKind, type SeedFile } from "../../shared/content-model/kind.ts";
import {
  bullets,
  callToAction,
  heading,
  keyFigure,
  LABELS,
  line,
  passage,
  points,
  ownPage,
  seo,
  titleOnly,
} from "./parts.ts";

const OWN_PAGE = ownPage(
  words(
    "On: the service has a page at its address and a link in the menus. Off: it is shown on the services page and the home page only.",
    "Включено: у услуги есть страница по её адресу и ссылка в меню. Выключено: она показана только на странице услуг и на главной.",
    "Yoqilgan: xizmatning oʻz manzilida sahifasi va menyuda havolasi bor. Oʻchirilgan: u faqat xizmatlar sahifasida va bosh sahifada koʻrinadi.",
  ),
);

/**
 * A service (issue 27): its name in the menus, its card on the home page, its row on the
 * services page and, for most, a page of its own at /services/<id>. New services appear
 * in the menus and on the services page in the order staff arrange them.
 */
export const services = defineKind({
  name: "service",
  area: "pages",
  inboxPath: "pages/services",
  label: {
    plural: words("Services", "Услуги", "Xizmatlar"),
    singular: words("Service", "Услуга", "Xizmat"),
    new: words("New service", "Новая услуга", "Yangi xizmat"),
  },
  address: "/services/:id",
  titleField: "name",
  order: "manual",
  // A service without a page of its own is seen as its row on the services page.
  preview: { pageOf: ({ id, doc }) => (doc.hasPage ? `/services/${id}` : "/services") },
  seed: { entries: async (): Promise<SeedFile> => (await import("../seed/services.ts")).serviceSeeds },
  fields: {
    name: line(
      words("Name in the menus", "Название в меню", "Menyudagi nomi"),
      80,
      words(
        "Short: the header's and the footer's menus show it.",
        "Коротко: его показывают меню в шапке и в подвале.",
        "Qisqa: sarlavha va pastki qismdagi menyular uni koʻrsatadi.",
      ),
    ),
    card: group({
      label: words("Card on the home page", "Карточка на главной", "Bosh sahifadagi kartochka"),
      fields: { title: line(LABELS.title), text: passage(LABELS.text, 600) },
    }),
    summary: group({
      label: words("Row on the services page", "Строка на странице услуг", "Xizmatlar sahifasidagi qator"),
      fields: {
        title: line(LABELS.title),
        text: passage(LABELS.text, 1000),
        points: bullets(words("Key points", "Главное", "Asosiy jihatlar"), LABELS.item, 8),
      },
    }),
    hasPage: OWN_PAGE,
    page: group({
      label: words("Its page", "Её страница", "Uning sahifasi"),
      requiredWhen: "hasPage",
      fields: {
        meta: seo(),
        title: line(LABELS.title),
        lead: passage(LABELS.lead, 1000),
        offerings: group({
          label: words("What is offered", "Что предлагается", "Nima taklif etiladi"),
          fields: { ...heading(), keyFigure: keyFigure(), items: points(LABELS.items, LABELS.item, { max: 8 }) },
        }),
        process: group({
          label: words("How the work goes", "Как идёт работа", "Ish qanday boradi"),
          fields: { ...heading(), keyFigure: keyFigure(), steps: points(LABELS.steps, LABELS.step, { max: 8 }) },
        }),
        technologies: group({
          label: words("Technologies", "Технологии", "Texnologiyalar"),
          fields: {
            ...titleOnly(),
            keyFigure: keyFigure(),
            groups: list({
              label: words("Groups", "Группы", "Guruhlar"),
              required: true,
              max: 8,
              of: group({
                label: words("Group", "Группа", "Guruh"),
                fields: {
                  name: line(LABELS.name, 80),
                  items: list({
                    label: words("Technologies", "Технологии", "Texnologiyalar"),
                    help: words(
                      "One per line; the same in every language.",
                      "По одной на строку; одинаковые на всех языках.",
                      "Har biri alohida qatorda; hamma tillarda bir xil.",
                    ),
                    required: true,
                    lines: true,
                    max: 20,
                    of: text({ label: words("Technology", "Технология", "Texnologiya"), max: 80 }),
                  }),
                },
              }),
            }),
          },
        }),
        deliverables: group({
          label: words("What the client receives", "Что получает клиент", "Mijoz nima oladi"),
          fields: { ...titleOnly(), items: bullets(LABELS.items, LABELS.item, 12) },
        }),
        faq: group({
          label: words("Questions and answers", "Вопросы и ответы", "Savol va javoblar"),
          fields: {
            ...titleOnly(),
            keyFigure: keyFigure(),
            items: list({
              label: words("Questions", "Вопросы", "Savollar"),
              required: true,
              max: 12,
              of: group({
                label: words("Question", "Вопрос", "Savol"),
                fields: {
                  question: line(words("Question", "Вопрос", "Savol"), 300),
                  answer: passage(words("Answer", "Ответ", "Javob"), 2000),
                },
              }),
            }),
          },
        }),
        cta: callToAction(),
      },
    }),
  },
});

/** The services page (/services): its words around the list of services, which come from the services themselves. */
export const servicesPage = defineKind({
  name: "services-page",
  area: "pages",
  inboxPath: "pages/services-page",
  label: {
    plural: words("Services page", "Страница услуг", "Xizmatlar sahifasi"),
    singular: words("Services page", "Страница услуг", "Xizmatlar sahifasi"),
    new: words("Services page", "Страница услуг", "Xizmatlar sahifasi"),
  },
  address: "/services",
  singleton: "services",
  titleField: "title",
  order: "manual",
  preview: { page: "/services" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/services.ts")).servicesPageSeed] },
  fields: {
    meta: seo(),
    title: line(LABELS.title),
    lead: passage(LABELS.lead, 1200),
    approach: group({
      label: words("How we work", "Как мы работаем", "Qanday ishlaymiz"),
      fields: { ...heading(), steps: points(LABELS.steps, LABELS.step, { max: 8 }) },
    }),
    engagement: group({
      label: words("Ways to work together", "Форматы работы", "Hamkorlik shakllari"),
      fields: { ...titleOnly(), models: points(LABELS.items, LABELS.item, { max: 8 }) },
    }),
    cta: callToAction(),
  },
});
