import { LOCALES, type Language } from "../../shared/i18n/languages.ts";

/** "14 October 2026" in the page's language; dates are calendar days, so UTC. */
export function formatDate(isoDate: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "October 2026", "Октябрь 2026", "Oktabr 2026": a month label (spec §3), capitalized as a heading. */
export function formatMonth(isoDate: string, lang: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const month = new Intl.DateTimeFormat(LOCALES[lang], { month: "long", timeZone: "UTC" }).format(date);
  return `${month.charAt(0).toLocaleUpperCase(LOCALES[lang])}${month.slice(1)} ${date.getUTCFullYear()}`;
}

/** "UZS 15,000,000–25,000,000": a range of money in the page's language, without fractions. */
export function formatMoneyRange(min: number, max: number, currency: string, lang: Language): string {
  const format = new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency, maximumFractionDigits: 0 });
  return min === max ? format.format(min) : format.formatRange(min, max);
}
