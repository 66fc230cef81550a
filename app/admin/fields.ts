import type { ListName } from "../../shared/inbox.ts";
import { isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { tashkentLocal } from "./tashkent-time.ts";
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

/** Short month names as the inbox writes them (CLDR's abbreviations for each language). */
const MONTHS: Record<Language, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  ru: ["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.", "нояб.", "дек."],
  uz: ["yan", "fev", "mar", "apr", "may", "iyn", "iyl", "avg", "sen", "okt", "noy", "dek"],
};

/**
 * "22 Nov 2026, 14:05", "22 нояб. 2026 г., 14:05", "22-noy, 2026, 14:05": a moment in Tashkent
 * time, where the staff work, in the inbox's language. Written out here rather than by Intl:
 * browsers carry different date data (Chromium has none for Uzbek and writes "2026 M11 22"),
 * and the browser must render exactly the server's text (issue 25).
 */
export function formatWhen(iso: unknown, lang = "en"): string {
  if (!iso || Number.isNaN(Date.parse(String(iso)))) return "";
  const [date = "", time = ""] = tashkentLocal(String(iso)).split("T");
  return formatDay(date, lang, time);
}

/**
 * "1 Dec 2026", "1 дек. 2026 г.", "1-dek, 2026": a Tashkent day ("2026-12-01") as the inbox
 * writes it, with a time of that day ("14:30") after it when given.
 */
export function formatDay(day: string, lang = "en", time?: string | null): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const name = MONTHS[isLanguage(lang) ? lang : "en"][month - 1];
  const written =
    lang === "ru"
      ? `${date} ${name} ${year} г.`
      : lang === "uz"
        ? `${date}-${name}, ${year}`
        : `${date} ${name} ${year}`;
  return time ? `${written}, ${time}` : written;
}
