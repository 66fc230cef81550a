import { choice, group, list, relation, words } from "../../shared/content-model/fields.ts";
import { defineKind, type SeedFile } from "../../shared/content-model/kind.ts";
import {
  callToAction,
  duplicates,
  figures,
  heading,
  keyFigure,
  LABELS,
  line,
  paragraphs,
  passage,
  seo,
  titleOnly,
} from "./parts.ts";

/** The sections below the home page's first screen, which staff put in order or leave out. */
const HOME_SECTIONS = [
  { value: "services", label: words("What we do", "Что мы делаем", "Nima qilamiz") },
  {
    value: "about",
    label: words("About the company and figures", "О компании и цифры", "Kompaniya haqida va raqamlar"),
  },
  { value: "industries", label: words("Industries", "Отрасли", "Sohalar") },
  { value: "portfolio", label: words("Case studies", "Кейсы", "Keyslar") },
  { value: "testimonials", label: words("What clients say", "Отзывы клиентов", "Mijozlar fikri") },
  { value: "clients", label: words("Client logos", "Логотипы клиентов", "Mijozlar logotiplari") },
  { value: "articles", label: words("Latest articles", "Последние статьи", "Soʻnggi maqolalar") },
  { value: "cta", label: words("Closing call to action", "Призыв в конце страницы", "Sahifa oxiridagi chaqiriq") },
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number]["value"];

const linkText = (help: ReturnType<typeof words>) => line(LABELS.link, 80, help);

/** The home page (/): its first screen, its sections in the order staff choose, and their words. */
export const homePage = defineKind({
  name: "home-page",
  area: "pages",
  inboxPath: "pages/home",
  label: {
    plural: words("Home page", "Главная страница", "Bosh sahifa"),
    singular: words("Home page", "Главная страница", "Bosh sahifa"),
    new: words("Home page", "Главная страница", "Bosh sahifa"),
  },
  address: "/",
  singleton: "home",
  titleField: "heroTitle",
  order: "manual",
  preview: { page: "/" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/home.ts")).homeSeed] },
  fields: {
    meta: seo(),
    heroEyebrow: line(words("Line above the heading", "Строка над заголовком", "Sarlavha ustidagi satr"), 120),
    heroTitle: line(words("Heading", "Заголовок", "Sarlavha"), 160),
    heroLead: passage(LABELS.lead, 800),
    heroQuote: line(
      words("Main button", "Главная кнопка", "Asosiy tugma"),
      60,
      words("Opens the quote form.", "Открывает форму заявки на расчёт.", "Narx soʻrovi shaklini ochadi."),
    ),
    heroCases: line(
      words("Second button", "Вторая кнопка", "Ikkinchi tugma"),
      60,
      words("Leads to the case studies.", "Ведёт к кейсам.", "Keyslarga olib boradi."),
    ),
    sections: list({
      label: words("Sections, in order", "Разделы по порядку", "Boʻlimlar tartibi"),
      help: words(
        "What the home page shows below its first screen, in this order. A section left out of the list is not shown.",
        "Что главная показывает под первым экраном, в этом порядке. Раздела, которого нет в списке, на странице нет.",
        "Bosh sahifa birinchi ekrandan keyin shu tartibda koʻrsatadigan boʻlimlar. Roʻyxatda yoʻq boʻlim koʻrsatilmaydi.",
      ),
      max: HOME_SECTIONS.length,
      of: choice({ label: words("Section", "Раздел", "Boʻlim"), options: HOME_SECTIONS }),
    }),
    services: group({
      label: words("What we do", "Что мы делаем", "Nima qilamiz"),
      fields: {
        ...heading(),
        keyFigure: keyFigure(),
        items: list({
          label: words("Services shown", "Показанные услуги", "Koʻrsatiladigan xizmatlar"),
          help: words(
            "In this order; each card's words are the service's own (its card on the home page).",
            "В этом порядке; слова каждой карточки берутся из самой услуги (её карточка на главной).",
            "Shu tartibda; har bir kartochka matni xizmatning oʻzidan olinadi (bosh sahifadagi kartochkasi).",
          ),
          required: true,
          max: 12,
          of: relation({ label: words("Service", "Услуга", "Xizmat"), to: "service" }),
        }),
      },
    }),
    about: group({
      label: words("About the company", "О компании", "Kompaniya haqida"),
      fields: {
        ...titleOnly(),
        paragraphs: paragraphs(),
        link: linkText(
          words(
            "Leads to the about page.",
            "Ведёт на страницу о компании.",
            "Kompaniya haqidagi sahifaga olib boradi.",
          ),
        ),
      },
    }),
    achievements: group({
      label: words("Figures", "Цифры", "Raqamlar"),
      fields: { ...heading(), items: figures() },
    }),
    industries: group({
      label: words("Industries", "Отрасли", "Sohalar"),
      fields: {
        ...heading(),
        keyFigure: keyFigure(),
        items: list({
          label: words("Industries shown", "Показанные отрасли", "Koʻrsatiladigan sohalar"),
          help: words(
            "In this order; each card's words are the industry's own (its card on the home page).",
            "В этом порядке; слова каждой карточки берутся из самой отрасли (её карточка на главной).",
            "Shu tartibda; har bir kartochka matni sohaning oʻzidan olinadi (bosh sahifadagi kartochkasi).",
          ),
          required: true,
          max: 16,
          of: relation({ label: words("Industry", "Отрасль", "Soha"), to: "industry" }),
        }),
      },
    }),
    portfolio: group({
      label: words("Case studies", "Кейсы", "Keyslar"),
      fields: {
        ...heading(),
        link: linkText(words("Leads to all case studies.", "Ведёт ко всем кейсам.", "Barcha keyslarga olib boradi.")),
      },
    }),
    articles: group({
      label: words("Latest articles", "Последние статьи", "Soʻnggi maqolalar"),
      fields: {
        ...heading(),
        keyFigure: keyFigure(),
        link: linkText(words("Leads to the blog.", "Ведёт в блог.", "Blogga olib boradi.")),
      },
    }),
    cta: callToAction(),
  },
  rules: (doc) => [
    ...duplicates("sections", doc.sections),
    ...duplicates("services.items", doc.services.items),
    ...duplicates("industries.items", doc.industries.items),
  ],
});
