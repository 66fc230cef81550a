import { file, group, image, list, text, words } from "../../shared/content-model/fields.ts";
import { defineKind, type SeedFile } from "../../shared/content-model/kind.ts";
import { callToAction, figures, keyFigure, LABELS, line, paragraphs, passage, seo, titleOnly } from "./parts.ts";

/**
 * The about page (/company/aboutus): the company's story and history, its figures, the
 * central office (its address comes from the company's details), the offices, quality
 * management and the portfolio PDF to download, one file per language.
 */
export const aboutPage = defineKind({
  name: "about-page",
  area: "pages",
  inboxPath: "pages/about",
  label: {
    plural: words("About page", "Страница о компании", "Kompaniya haqida sahifasi"),
    singular: words("About page", "Страница о компании", "Kompaniya haqida sahifasi"),
    new: words("About page", "Страница о компании", "Kompaniya haqida sahifasi"),
  },
  address: "/company/aboutus",
  singleton: "about",
  titleField: "title",
  order: "manual",
  preview: { page: "/company/aboutus" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/about.ts")).aboutSeed] },
  fields: {
    meta: seo(),
    title: line(LABELS.title),
    lead: passage(LABELS.lead, 1200),
    story: group({
      label: words("Our story", "Наша история", "Bizning tariximiz"),
      fields: { ...titleOnly(), paragraphs: paragraphs() },
    }),
    timeline: group({
      label: words("History, year by year", "История по годам", "Yillar boʻyicha tarix"),
      fields: {
        ...titleOnly(),
        keyFigure: keyFigure(),
        items: list({
          label: words("Milestones", "Вехи", "Muhim bosqichlar"),
          required: true,
          max: 30,
          of: group({
            label: words("Milestone", "Веха", "Bosqich"),
            fields: {
              year: text({ label: words("Year", "Год", "Yil"), required: true, max: 20 }),
              title: line(LABELS.title),
              text: passage(LABELS.text, 800),
            },
          }),
        }),
      },
    }),
    stats: group({
      label: words("Figures", "Цифры", "Raqamlar"),
      help: words(
        "The title is read by screen readers only.",
        "Заголовок читают только экранные чтецы.",
        "Sarlavhani faqat ekran oʻquvchi dasturlar oʻqiydi.",
      ),
      fields: { ...titleOnly(), items: figures() },
    }),
    office: group({
      label: words("Central office", "Центральный офис", "Markaziy ofis"),
      help: words(
        "The address itself comes from the company's details.",
        "Сам адрес берётся из данных компании.",
        "Manzilning oʻzi kompaniya maʼlumotlaridan olinadi.",
      ),
      fields: {
        ...titleOnly(),
        keyFigure: keyFigure(),
        text: passage(LABELS.text, 1200),
        addressLabel: line(words("Address label", "Подпись адреса", "Manzil yozuvi"), 60),
        hoursLabel: line(words("Office hours label", "Подпись часов работы", "Ish vaqti yozuvi"), 60),
        hours: line(words("Office hours", "Часы работы", "Ish vaqti"), 120),
        mapAlt: line(
          words("What the map shows", "Что показывает карта", "Xaritada nima tasvirlangan"),
          300,
          words(
            "Read aloud by screen readers in place of the drawn map.",
            "Экранные чтецы прочитают это вместо нарисованной карты.",
            "Ekran oʻquvchi dasturlar chizilgan xarita oʻrniga shu matnni oʻqiydi.",
          ),
        ),
        photos: list({
          label: words("Photos of the office", "Фото офиса", "Ofis suratlari"),
          help: words(
            "Optional, up to three: the building, a meeting room, the team at work. Shown in a row under the address and the map; without any, the drawn map is the office's picture.",
            "Необязательно, до трёх: здание, переговорная, команда за работой. Показываются в ряд под адресом и картой; пока их нет, картинкой офиса служит нарисованная карта.",
            "Ixtiyoriy, uchtagacha: bino, majlislar xonasi, ish paytidagi jamoa. Manzil va xarita ostida qatorda koʻrsatiladi; suratlar boʻlmasa, ofis rasmi sifatida chizilgan xarita turadi.",
          ),
          max: 3,
          of: group({
            label: words("Photo", "Фото", "Surat"),
            fields: {
              image: image({ label: words("Photo", "Фото", "Surat"), required: true, altFrom: "alt" }),
              alt: text({
                label: words("What the photo shows", "Что на фото", "Suratda nima bor"),
                help: words(
                  "Read aloud by screen readers in place of the photo.",
                  "Экранные чтецы прочитают это вместо фото.",
                  "Ekran oʻquvchi dasturlar surat oʻrniga shuni oʻqiydi.",
                ),
                localized: true,
                required: true,
                max: 300,
              }),
            },
          }),
        }),
      },
    }),
    offices: group({
      label: words("Our offices", "Наши офисы", "Ofislarimiz"),
      fields: {
        ...titleOnly(),
        keyFigure: keyFigure(),
        items: list({
          label: words("Offices", "Офисы", "Ofislar"),
          required: true,
          max: 12,
          of: group({
            label: words("Office", "Офис", "Ofis"),
            fields: {
              city: line(words("City", "Город", "Shahar"), 80),
              country: line(words("Country", "Страна", "Mamlakat"), 80),
              text: passage(LABELS.text, 600),
            },
          }),
        }),
      },
    }),
    quality: group({
      label: words("Quality management", "Управление качеством", "Sifat menejmenti"),
      fields: { ...titleOnly(), paragraphs: paragraphs() },
    }),
    portfolio: group({
      label: words("Company portfolio", "Портфолио компании", "Kompaniya portfoliosi"),
      fields: {
        ...titleOnly(),
        text: passage(LABELS.text, 600),
        button: line(LABELS.button, 80),
        fileLabel: line(
          words("Line under the button", "Строка под кнопкой", "Tugma ostidagi satr"),
          120,
          words(
            "What the file is: “PDF, company profile”.",
            "Что это за файл: «PDF, профиль компании».",
            "Fayl nima ekanini yozing: “PDF, kompaniya profili”.",
          ),
        ),
        file: file({
          label: words("PDF to download", "PDF для скачивания", "Yuklab olinadigan PDF"),
          help: words(
            "One file per language. Until one is uploaded, the site offers the portfolio it draws from its own pages.",
            "Свой файл для каждого языка. Пока файл не загружен, сайт предлагает портфолио, собранное из его страниц.",
            "Har bir til uchun alohida fayl. Fayl yuklanmaguncha sayt oʻz sahifalaridan tuzilgan portfolioni taklif qiladi.",
          ),
          localized: true,
          required: true,
        }),
      },
    }),
    cta: callToAction(),
  },
});
