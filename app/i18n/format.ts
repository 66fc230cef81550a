import { LOCALES, type Language } from "../../shared/i18n/languages.ts";

/**
 * "14 October 2026" in the page's language; dates are calendar days, so UTC. A Russian date
 * ("12 ноября 2026 г.") never breaks across lines, as Russian typesetting wants.
 */
export function formatDate(isoDate: string, lang: Language): string {
  const date = new Intl.DateTimeFormat(LOCALES[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
  return lang === "ru" ? date.replaceAll(" ", "\u00a0") : date;
}

/** "October 2026", "Октябрь 2026", "Oktabr 2026": a month label (spec §3), capitalized as a heading. */
export function formatMonth(isoDate: string, lang: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const month = new Intl.DateTimeFormat(LOCALES[lang], { month: "long", timeZone: "UTC" }).format(date);
  return `${month.charAt(0).toLocaleUpperCase(LOCALES[lang])}${month.slice(1)} ${date.getUTCFullYear()}`;
}
