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
