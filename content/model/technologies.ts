import { group, list, words } from "../../shared/content-model/fields.ts";
import { defineKind, type SeedFile } from "../../shared/content-model/kind.ts";
import { callToAction, LABELS, line, passage, points, seo, titleOnly } from "./parts.ts";

/** The technologies page (/technologies): the stack by area, what each part is used for, and the principles behind it. */
export const technologiesPage = defineKind({
  name: "technologies-page",
  area: "pages",
  inboxPath: "pages/technologies",
  label: {
    plural: words("Technologies page", "Страница технологий", "Texnologiyalar sahifasi"),
    singular: words("Technologies page", "Страница технологий", "Texnologiyalar sahifasi"),
    new: words("Technologies page", "Страница технологий", "Texnologiyalar sahifasi"),
  },
  address: "/technologies",
  singleton: "technologies",
  titleField: "title",
  order: "manual",
  preview: { page: "/technologies" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/technologies.ts")).technologiesSeed] },
  fields: {
    meta: seo(),
    title: line(LABELS.title),
    lead: passage(LABELS.lead, 1200),
    areas: list({
      label: words("Areas", "Направления", "Yoʻnalishlar"),
      required: true,
      max: 12,
      of: group({
        label: words("Area", "Направление", "Yoʻnalish"),
        fields: {
          title: line(LABELS.title),
          text: passage(LABELS.text, 1500),
          items: list({
            label: words("Technologies", "Технологии", "Texnologiyalar"),
            required: true,
            max: 20,
            of: group({
              label: words("Technology", "Технология", "Texnologiya"),
              fields: {
                name: line(LABELS.name, 80),
                use: passage(words("What we use it for", "Для чего мы её используем", "Nima uchun foydalanamiz"), 400),
              },
            }),
          }),
        },
      }),
    }),
    usesToggle: line(
      words(
        "Button that shows the uses (phones)",
        "Кнопка, раскрывающая назначение (телефоны)",
        "Vazifalarni ochadigan tugma (telefonlar)",
      ),
      80,
    ),
    principles: group({
      label: words("Principles", "Принципы", "Tamoyillar"),
      fields: { ...titleOnly(), items: points(LABELS.items, LABELS.item, { max: 8 }) },
    }),
    cta: callToAction(),
  },
});
