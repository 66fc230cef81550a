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
