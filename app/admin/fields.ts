import type { ListName } from "../../shared/inbox.ts";
import { isLanguage } from "../../shared/i18n/languages.ts";
import { formatMoment, formatShortDate } from "../i18n/format.ts";
import type { Area } from "../../shared/staff.ts";
import type { InboxCatalogue } from "./i18n/index.ts";

type Row = Record<string, unknown>;
type Column = keyof InboxCatalogue["lists"]["columns"];
type Field = keyof InboxCatalogue["detail"]["fields"];

/** How each list is shown in the inbox: the area it belongs to, who a row is, its columns and fields. */
export const LIST_VIEWS: Record<
  ListName,
  { area: Area; name: (row: Row) => string; columns: Column[]; fields: Field[]; file: Field | null }
> = {
  requests: {
    area: "requests",
    name: (row) => String(row.fullName),
    columns: ["companyName", "email", "phone"],
    fields: ["fullName", "companyName", "email", "phone", "message", "language"],
    file: "attachment",
  },
  applications: {
    area: "applications",
    name: (row) => `${String(row.firstName)} ${String(row.lastName)}`,
    columns: ["position", "email", "phone"],
    fields: ["firstName", "lastName", "email", "phone", "position", "message", "language"],
    file: "cv",
  },
  subscribers: {
    area: "subscribers",
    name: (row) => String(row.email),
    columns: ["language", "unsubscribedAt"],
    fields: ["email", "language"],
    file: null,
  },
};

/**
 * "22 Nov 2026, 14:05", "22 нояб. 2026 г., 14:05", "2026-yil 22-noyabr, 14:05": a moment in
 * Tashkent time, where the staff work, in the inbox's language, written the way the site and
 * the e-mails write it (app/i18n/format.ts), so the browser renders exactly the server's text.
 */
export function formatWhen(iso: unknown, lang = "en"): string {
  return unbroken(formatMoment(iso, isLanguage(lang) ? lang : "en", "short"), lang);
}

/**
 * "1 Dec 2026", "1 дек. 2026 г.", "2026-yil 1-dekabr": a Tashkent day ("2026-12-01") as the
 * inbox writes it, with a time of that day ("14:30") after it when given.
 */
export function formatDay(day: string, lang = "en", time?: string | null): string {
  const written = formatShortDate(day, isLanguage(lang) ? lang : "en");
  return unbroken(time ? `${written}, ${time}` : written, lang);
}

/**
 * The date is one unit in a table's narrow cell, as Russian's no-break spaces make it: a word
 * joiner keeps "26-noyabr" from breaking at its hyphen (Manrope has no no-break hyphen).
 */
function unbroken(text: string, lang: string): string {
  return lang === "uz" ? text.replace(/(\d)-(?=\p{L})/gu, "$1-\u2060").replace("yil ", "yil\u00a0") : text;
}
