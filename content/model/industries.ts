import { group, words } from "../../shared/content-model/fields.ts";
import { defineKind, type SeedFile } from "../../shared/content-model/kind.ts";
import { callToAction, figures, keyFigure, LABELS, line, ownPage, passage, points, seo, titleOnly } from "./parts.ts";

/**
 * An industry the company serves (issue 27): its name in the menus, its card on the home
 * page and, when staff turn it on, a page of its own at /industry/<id> (an industry with
 * no page is a card on the home page only). Case studies name the industries they belong
 * to, and each industry's page shows them.
 */
export const industries = defineKind({
  name: "industry",
  area: "pages",
  inboxPath: "pages/industries",
  label: {
    plural: words("Industries", "Отрасли", "Sohalar"),
    singular: words("Industry", "Отрасль", "Soha"),
    new: words("New industry", "Новая отрасль", "Yangi soha"),
  },
  address: "/industry/:id",
  titleField: "name",
  order: "manual",
  // An industry without a page of its own is a card on the home page.
  preview: { pageOf: ({ id, doc }) => (doc.hasPage ? `/industry/${id}` : "/") },
  seed: { entries: async (): Promise<SeedFile> => (await import("../seed/industries.ts")).industrySeeds },
  fields: {
    name: line(
      words("Name in the menus", "Название в меню", "Menyudagi nomi"),
      80,
      words(
        "Short: the header's menu shows it.",
        "Коротко: его показывает меню в шапке.",
        "Qisqa: sarlavhadagi menyu uni koʻrsatadi.",
      ),
    ),
    card: group({
      label: words("Card on the home page", "Карточка на главной", "Bosh sahifadagi kartochka"),
      help: words(
        "The home page shows the industries chosen in its own settings, in their order.",
        "Главная показывает отрасли, выбранные в её настройках, в их порядке.",
        "Bosh sahifa oʻz sozlamalarida tanlangan sohalarni oʻsha tartibda koʻrsatadi.",
      ),
      fields: { title: line(LABELS.title), text: passage(LABELS.text, 600) },
    }),
    hasPage: ownPage(
      words(
        "On: the industry has a page at its address and a link in the menu. Off: it is a card on the home page only.",
        "Включено: у отрасли есть страница по её адресу и ссылка в меню. Выключено: это только карточка на главной.",
        "Yoqilgan: sohaning oʻz manzilida sahifasi va menyuda havolasi bor. Oʻchirilgan: u faqat bosh sahifadagi kartochka.",
      ),
    ),
    page: group({
      label: words("Its page", "Её страница", "Uning sahifasi"),
      requiredWhen: "hasPage",
      fields: {
        meta: seo(),
        title: line(LABELS.title),
        lead: passage(LABELS.lead, 1200),
        challenges: group({
          label: words("Challenges", "Трудности", "Muammolar"),
          fields: { ...titleOnly(), keyFigure: keyFigure(), items: points(LABELS.items, LABELS.item, { max: 8 }) },
        }),
        solutions: group({
          label: words("What we build", "Что мы создаём", "Nimalar yaratamiz"),
          fields: { ...titleOnly(), keyFigure: keyFigure(), items: points(LABELS.items, LABELS.item, { max: 8 }) },
        }),
        proof: group({
          label: words("Why us", "Почему мы", "Nega biz"),
          fields: { ...titleOnly(), items: figures() },
        }),
        cta: callToAction(),
      },
    }),
  },
});
