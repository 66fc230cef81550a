import type { Language } from "./i18n/languages.ts";
import { isDay } from "./follow-up.ts";

/**
 * A day typed into an inbox form the way the staff member's language writes it, day first
 * (24.11.2026 in Russian and Uzbek, 24/11/2026 in English), the same in every browser: a
 * native date field follows the browser's locale, not the inbox's (issue 37.6).
 */
export const DAY_PATTERN: Record<Language, string> = { en: "DD/MM/YYYY", ru: "ДД.ММ.ГГГГ", uz: "KK.OO.YYYY" };

const SEPARATOR: Record<Language, string> = { en: "/", ru: ".", uz: "." };

/** "2026-11-24" as the language writes it in a form: "24.11.2026", "24/11/2026"; "" for none. */
export function writeTypedDay(iso: string, lang: Language): string {
  if (!isDay(iso)) return "";
  const [year, month, day] = iso.split("-");
  return [day, month, year].join(SEPARATOR[lang]);
}

/**
 * What was typed, as a day: "2026-11-24" for a real day written day, month, year (any of
 * . / - or a space between; one-digit days and months too) or as ISO; "" when nothing was
 * typed; null when it is no day, for the form to say so rather than drop it.
 */
export function readTypedDay(text: string | null | undefined): string | null {
  const typed = (text ?? "").trim();
  if (!typed) return "";
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const written = /^(\d{1,2})[./\-\s]+(\d{1,2})[./\-\s]+(\d{4})$/.exec(typed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : written ? [written[3], written[2], written[1]] : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isDay(value) ? value : null;
}
