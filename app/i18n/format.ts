import { LOCALES, type Language } from "../../shared/i18n/languages.ts";

/** Month names as each language writes them in a date: Russian's in the genitive ("12 ноября"). */
const MONTHS_IN_DATE: Record<Language, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  ru: [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
  ],
  uz: ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr", "noyabr", "dekabr"],
};

/** Month names on their own ("ноябрь 2026 г."): only Russian's differ from the ones in a date. */
const MONTHS_ALONE: Record<Language, readonly string[]> = {
  ...MONTHS_IN_DATE,
  ru: [
    "январь",
    "февраль",
    "март",
    "апрель",
    "май",
    "июнь",
    "июль",
    "август",
    "сентябрь",
    "октябрь",
    "ноябрь",
    "декабрь",
  ],
};

function calendarDay(isoDate: string): [year: number, month: number, day: number] {
  const [year = 0, month = 1, day = 1] = isoDate.slice(0, 10).split("-").map(Number);
  return [year, month, day];
}

/**
 * A calendar day as each language writes it (issue 29.6), on every page: "12 November 2026",
 * "12 ноября 2026 г." (unbreakable), "2026-yil 12-noyabr". Written out rather than by Intl, whose Uzbek
 * ("12-noyabr, 2026") is not the Uzbek convention and which browsers carry differently.
 */
export function formatDate(isoDate: string, lang: Language): string {
  const [year, month, day] = calendarDay(isoDate);
  const name = MONTHS_IN_DATE[lang][month - 1];
  // A Russian date never breaks across lines, as Russian typesetting wants.
  if (lang === "ru") return `${day}\u00a0${name}\u00a0${year}\u00a0г.`;
  if (lang === "uz") return `${year}-yil ${day}-${name}`;
  return `${day} ${name} ${year}`;
}

/** A date as a page shows it: machine-readable for `<time>`, and in the language's convention. */
export interface ShownDate {
  iso: string;
  text: string;
}

/**
 * Formatted by the loader, so that a page drawn from the shell (the policies) does not carry
 * every language's month names to every page.
 */
export const shownDate = (isoDate: string, lang: Language): ShownDate => ({
  iso: isoDate,
  text: formatDate(isoDate, lang),
});

/** Short month names for the inbox's tables; Uzbek writes its months whole (no abbreviation is usual). */
const MONTHS_SHORT: Record<Language, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  ru: ["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.", "нояб.", "дек."],
  uz: MONTHS_IN_DATE.uz,
};

/** "1 Dec 2026", "1\u00a0дек.\u00a02026\u00a0г.", "2026-yil 1-dekabr": a calendar day for the inbox's tables. */
export function formatShortDate(isoDate: string, lang: Language): string {
  const [year, month, day] = calendarDay(isoDate);
  const name = MONTHS_SHORT[lang][month - 1];
  if (lang === "ru") return `${day}\u00a0${name}\u00a0${year}\u00a0г.`;
  if (lang === "uz") return `${year}-yil ${day}-${name}`;
  return `${day} ${name} ${year}`;
}

/**
 * The calendar day and time of an instant in Tashkent, where the company works. Intl reads the
 * zone's rules; the numbers it gives are the same in every runtime, whatever date data it
 * carries for a language (Chromium has none for Uzbek).
 */
const TASHKENT = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Tashkent",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment in Tashkent time as a person writes it in each language: "5 December 2026, 17:58",
 * "5 декабря 2026 г., 17:58", "2026-yil 5-dekabr, 17:58" ("short" abbreviates the month in
 * English and Russian, for the inbox's tables); "" for what is not a moment. Written out like
 * `formatDate`, so the browser shows exactly the server's text.
 */
export function formatMoment(iso: unknown, lang: Language, months: "long" | "short" = "long"): string {
  const time = iso instanceof Date ? iso.getTime() : typeof iso === "string" ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return "";
  const parts = Object.fromEntries(TASHKENT.formatToParts(time).map((part) => [part.type, part.value]));
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const clock = `${parts.hour}:${parts.minute}`;
  const name = (months === "short" ? MONTHS_SHORT : MONTHS_IN_DATE)[lang][month - 1];
  if (lang === "ru") return `${day}\u00a0${name}\u00a0${year}\u00a0г., ${clock}`;
  if (lang === "uz") return `${year}-yil ${day}-${name}, ${clock}`;
  return `${day} ${name} ${year}, ${clock}`;
}

/** A month of a year, in the same conventions: "November 2026", "ноябрь 2026 г.", "2026-yil noyabr". */
export function formatMonth(isoDate: string, lang: Language): string {
  const [year, month] = calendarDay(isoDate);
  const name = MONTHS_ALONE[lang][month - 1];
  if (lang === "ru") return `${name}\u00a0${year}\u00a0г.`;
  if (lang === "uz") return `${year}-yil ${name}`;
  return `${name} ${year}`;
}

/** "UZS 15,000,000–25,000,000": a range of money in the page's language, without fractions. */
export function formatMoneyRange(min: number, max: number, currency: string, lang: Language): string {
  const format = new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency, maximumFractionDigits: 0 });
  return min === max ? format.format(min) : format.formatRange(min, max);
}
