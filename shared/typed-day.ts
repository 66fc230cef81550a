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

/** A minute of a day on a 24-hour clock, as every language of the inbox writes it. */
export const TIME_PATTERN = "14:30";

/**
 * A day and a time typed together ("01.12.2026 15:00", or ISO "2026-12-01T15:00") as the
 * local time "2026-12-01T15:00"; null when either part is not one.
 */
export function readTypedMoment(text: string): string | null {
  const found = /^(.+?)[\sT,]+(\d{1,2}):(\d{2})$/.exec(text.trim());
  const day = found ? readTypedDay(found[1]) : null;
  if (!found || !day || Number(found[2]) > 23 || Number(found[3]) > 59) return null;
  return `${day}T${found[2]!.padStart(2, "0")}:${found[3]}`;
}

/** "2026-12-01T15:00" as the language writes it in a form: "01.12.2026 15:00". */
export function writeTypedMoment(local: string, lang: Language): string {
  const [day = "", time = ""] = local.split("T");
  const written = writeTypedDay(day, lang);
  return written && time ? `${written} ${time.slice(0, 5)}` : "";
}
