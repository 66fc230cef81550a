import { date, group, list, text, words } from "../../shared/content-model/fields.ts";
import { defineKind, type SeedFile } from "../../shared/content-model/kind.ts";
import { LABELS, line, passage, policySections, seo } from "./parts.ts";

const DATE_HELP = words(
  "The pages write it out in the page's language: 17 October 2023.",
  "Страницы пишут её словами на языке страницы: 17 октября 2023 г.",
  "Sahifalar uni sahifa tilida yozadi: 2023-yil 17-oktabr.",
);

const CONTACT_LAST = words(
  "Numbered in this order. The privacy e-mail from the company's details follows the last section.",
  "Нумеруются в этом порядке. После последнего раздела стоит адрес для вопросов о данных из данных компании.",
  "Shu tartibda raqamlanadi. Oxirgi boʻlimdan keyin kompaniya maʼlumotlaridagi maxfiylik manzili turadi.",
);

const policyLabel = (en: string, ru: string, uz: string) => ({
  plural: words(en, ru, uz),
  singular: words(en, ru, uz),
  new: words(en, ru, uz),
});

/** The privacy policy (/privacy-policy, spec §2): nine sections, effective and last-updated dates. */
export const privacyPolicy = defineKind({
  name: "privacy-policy",
  area: "pages",
  inboxPath: "pages/privacy-policy",
  label: policyLabel("Privacy policy", "Политика конфиденциальности", "Maxfiylik siyosati"),
  address: "/privacy-policy",
  singleton: "privacy",
  titleField: "title",
  order: "manual",
  preview: { page: "/privacy-policy" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/policies.ts")).privacySeed] },
  fields: {
    meta: seo(),
    title: line(LABELS.title),
    effectiveLabel: line(
      words("Effective date label", "Подпись даты вступления в силу", "Kuchga kirish sanasi yozuvi"),
      60,
    ),
    effective: date({
      label: words("Effective date", "Дата вступления в силу", "Kuchga kirish sanasi"),
      help: DATE_HELP,
      required: true,
    }),
    updatedLabel: line(words("Last updated label", "Подпись даты обновления", "Yangilangan sana yozuvi"), 60),
    updated: date({
      label: words("Last updated", "Дата обновления", "Yangilangan sana"),
      help: DATE_HELP,
      required: true,
    }),
    sections: { ...policySections({ max: 20 }), help: CONTACT_LAST },
  },
});

/**
 * The cookie policy (/cookie-policy, spec §2): shown only to visitors with a stored
 * language. Its sections, its last-updated date and the table of the cookies set.
 */
export const cookiePolicy = defineKind({
  name: "cookie-policy",
  area: "pages",
  inboxPath: "pages/cookie-policy",
  label: policyLabel("Cookie policy", "Политика использования cookie", "Cookie-fayllar siyosati"),
  address: "/cookie-policy",
  singleton: "cookies",
  titleField: "title",
  order: "manual",
  preview: { page: "/cookie-policy" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/policies.ts")).cookiePolicySeed] },
  fields: {
    meta: seo(),
    title: line(LABELS.title),
    updatedLabel: line(words("Last updated label", "Подпись даты обновления", "Yangilangan sana yozuvi"), 60),
    updated: date({
      label: words("Last updated", "Дата обновления", "Yangilangan sana"),
      help: DATE_HELP,
      required: true,
    }),
    sections: { ...policySections({ max: 20 }), help: CONTACT_LAST },
    table: group({
      label: words("Table of cookies", "Таблица файлов cookie", "Cookie-fayllar jadvali"),
      fields: {
        caption: line(words("Caption", "Подпись таблицы", "Jadval sarlavhasi"), 200),
        headers: group({
          label: words("Column headings", "Заголовки столбцов", "Ustun sarlavhalari"),
          fields: {
            name: line(LABELS.name, 60),
            purpose: line(words("Purpose", "Назначение", "Vazifasi"), 60),
            duration: line(words("Duration", "Срок", "Muddati"), 60),
            type: line(words("Type", "Тип", "Turi"), 60),
          },
        }),
        rows: list({
          label: words("Cookies", "Файлы cookie", "Cookie-fayllar"),
          required: true,
          max: 30,
          of: group({
            label: words("Cookie", "Файл cookie", "Cookie-fayl"),
            fields: {
              name: text({
                label: words(
                  "Name as the browser stores it",
                  "Имя, как его хранит браузер",
                  "Brauzer saqlaydigan nomi",
                ),
                required: true,
                max: 80,
              }),
              purpose: passage(words("Purpose", "Назначение", "Vazifasi"), 400),
              duration: line(words("Duration", "Срок", "Muddati"), 80),
              type: line(words("Type", "Тип", "Turi"), 80),
            },
          }),
        }),
      },
    }),
  },
});

/** The accessibility statement (/accessibility), linked from the footer, with the day it was last reviewed. */
export const accessibilityStatement = defineKind({
  name: "accessibility-statement",
  area: "pages",
  inboxPath: "pages/accessibility",
  label: policyLabel("Accessibility statement", "Заявление о доступности", "Foydalanish qulayligi bayonoti"),
  address: "/accessibility",
  singleton: "accessibility",
  titleField: "title",
  order: "manual",
  preview: { page: "/accessibility" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/policies.ts")).accessibilitySeed] },
  fields: {
    meta: seo(),
    title: line(LABELS.title),
    lead: passage(LABELS.lead, 1200),
    updatedLabel: line(words("Last reviewed label", "Подпись даты проверки", "Tekshirilgan sana yozuvi"), 60),
    reviewed: date({
      label: words("Last reviewed", "Дата проверки", "Tekshirilgan sana"),
      help: DATE_HELP,
      required: true,
    }),
    sections: {
      ...policySections({ max: 20 }),
      help: words(
        "Numbered in this order. The general e-mail from the company's details follows the section before last (feedback).",
        "Нумеруются в этом порядке. Общий адрес из данных компании стоит после предпоследнего раздела (обратная связь).",
        "Shu tartibda raqamlanadi. Kompaniya maʼlumotlaridagi umumiy manzil oxiridan bitta oldingi boʻlimdan (fikr-mulohaza) keyin turadi.",
      ),
    },
  },
});
