import { group, words } from "../../shared/content-model/fields.ts";
import { defineKind, type SeedFile } from "../../shared/content-model/kind.ts";
import { LABELS, line, passage } from "./parts.ts";

const oneLabel = (en: string, ru: string, uz: string) => ({
  plural: words(en, ru, uz),
  singular: words(en, ru, uz),
  new: words(en, ru, uz),
});

/**
 * The cookie notice's words (spec §4: a title, a text in three parts whose second is the
 * link to the cookie policy, and the accept button) and the forms' consent sentence.
 * Every page carries them.
 */
export const consent = defineKind({
  name: "consent",
  area: "pages",
  inboxPath: "pages/cookie-notice",
  label: oneLabel("Cookie notice and consent", "Уведомление о cookie и согласие", "Cookie haqida xabar va rozilik"),
  singleton: "consent",
  titleField: "title",
  order: "manual",
  preview: { drawn: "consent" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/site-words.ts")).consentSeed] },
  fields: {
    title: line(
      words("Cookie notice: title", "Уведомление о cookie: заголовок", "Cookie haqida xabar: sarlavha"),
      120,
      words(
        "The notice appears 8 seconds after a first visit, until the visitor accepts or rejects cookies.",
        "Уведомление появляется через 8 секунд после первого входа, пока посетитель не примет или не отклонит cookie.",
        "Xabar birinchi tashrifdan 8 soniya oʻtib chiqadi va tashrif buyuruvchi cookie-fayllarni qabul qilmaguncha yoki rad etmaguncha koʻrinadi.",
      ),
    ),
    notice: group({
      label: words("Cookie notice: text", "Уведомление о cookie: текст", "Cookie haqida xabar: matn"),
      help: words(
        "Three parts read as one sentence: the link to the cookie policy sits between the first and the last.",
        "Три части читаются одним предложением: ссылка на политику cookie стоит между первой и последней.",
        "Uch qism bitta gap boʻlib oʻqiladi: cookie siyosatiga havola birinchi va oxirgi qism orasida turadi.",
      ),
      fields: {
        before: passage(words("Before the link", "До ссылки", "Havoladan oldin"), 600),
        link: line(LABELS.link, 120),
        after: line(words("After the link", "После ссылки", "Havoladan keyin"), 200),
      },
    }),
    button: line(words("Accept button", "Кнопка «Принять»", "“Qabul qilish” tugmasi"), 40),
    reject: line(words("Reject button", "Кнопка «Отклонить»", "“Rad etish” tugmasi"), 40),
    close: line(
      words("Close button (read aloud)", "Кнопка закрытия (для чтецов)", "Yopish tugmasi (ovozli oʻqish)"),
      80,
    ),
    region: line(
      words("Name of the notice (read aloud)", "Название уведомления (для чтецов)", "Xabar nomi (ovozli oʻqish)"),
      80,
    ),
    forms: group({
      label: words("Consent in the forms", "Согласие в формах", "Shakllardagi rozilik"),
      help: words(
        "The box visitors tick before sending a form; the link opens the privacy policy.",
        "Флажок, который посетитель отмечает перед отправкой формы; ссылка открывает политику конфиденциальности.",
        "Tashrif buyuruvchi shaklni yuborishdan oldin belgilaydigan katakcha; havola maxfiylik siyosatini ochadi.",
      ),
      fields: {
        text: passage(words("Sentence", "Фраза", "Gap"), 400),
        linkText: line(LABELS.link, 120),
      },
    }),
  },
});

/** The page a visitor sees after sending a form (/thank-you). */
export const thankYouPage = defineKind({
  name: "thank-you-page",
  area: "pages",
  inboxPath: "pages/thank-you",
  label: oneLabel("Thank-you page", "Страница благодарности", "Minnatdorchilik sahifasi"),
  address: "/thank-you",
  singleton: "thank-you",
  titleField: "heading",
  order: "manual",
  preview: { page: "/thank-you" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/site-words.ts")).thankYouSeed] },
  fields: {
    title: line(
      words("Title in the browser tab", "Заголовок во вкладке браузера", "Brauzer varagʻidagi sarlavha"),
      120,
    ),
    description: passage(
      words("Description for link previews", "Описание для превью ссылок", "Havola koʻrinishi uchun tavsif"),
      320,
    ),
    heading: line(words("Heading", "Заголовок", "Sarlavha"), 160),
    text: passage(LABELS.text, 800),
    button: line(
      LABELS.button,
      60,
      words("Leads back to the home page.", "Ведёт на главную.", "Bosh sahifaga qaytaradi."),
    ),
    social: line(words("Social networks heading", "Заголовок соцсетей", "Ijtimoiy tarmoqlar sarlavhasi"), 120),
    application: group({
      label: words("After a job application", "После отклика на вакансию", "Vakansiyaga arizadan keyin"),
      help: words(
        "Shown instead of the words above when a job application was sent: applications are answered within five business days.",
        "Показывается вместо текста выше после отклика на вакансию: на отклики отвечают в течение пяти рабочих дней.",
        "Vakansiyaga ariza yuborilganda yuqoridagi matn oʻrniga koʻrsatiladi: arizalarga besh ish kuni ichida javob beriladi.",
      ),
      fields: {
        description: passage(
          words("Description for link previews", "Описание для превью ссылок", "Havola koʻrinishi uchun tavsif"),
          320,
        ),
        heading: line(words("Heading", "Заголовок", "Sarlavha"), 160),
        text: passage(LABELS.text, 800),
      },
    }),
  },
});

/** The page of an address that does not exist (status 404), in every language. */
export const notFoundPage = defineKind({
  name: "not-found-page",
  area: "pages",
  inboxPath: "pages/not-found",
  label: oneLabel("Page not found", "Страница не найдена", "Sahifa topilmadi"),
  singleton: "not-found",
  titleField: "heading",
  order: "manual",
  preview: { drawn: "not-found" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/site-words.ts")).notFoundSeed] },
  fields: {
    title: line(
      words("Title in the browser tab", "Заголовок во вкладке браузера", "Brauzer varagʻidagi sarlavha"),
      120,
    ),
    description: passage(words("Description", "Описание", "Tavsif"), 320),
    heading: line(words("Heading", "Заголовок", "Sarlavha"), 160),
    text: passage(
      LABELS.text,
      800,
      words(
        "Links to the home page, services, case studies, careers and the blog follow it.",
        "За ним следуют ссылки на главную, услуги, кейсы, карьеру и блог.",
        "Undan keyin bosh sahifa, xizmatlar, keyslar, karyera va blogga havolalar keladi.",
      ),
    ),
    home: line(words("Home page link", "Ссылка на главную", "Bosh sahifa havolasi"), 60),
  },
});
