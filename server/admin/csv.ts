import { stringify } from "csv-stringify/sync";
import type { ListName } from "./inbox.ts";

/** The words of a column's header, as the inbox names the field. */
type CsvHeader =
  | "received"
  | "status"
  | "step"
  | "fullName"
  | "companyName"
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "position"
  | "message"
  | "attachment"
  | "cv"
  | "language"
  | "id"
  | "subscribed"
  | "confirmed"
  | "unsubscribed"
  | "unsubscribeLink"
  | "owner"
  | "sourcePage"
  | "sourceLanding"
  | "sourceReferrer"
  | "sourceName"
  | "sourceMedium"
  | "sourceCampaign"
  | "sourceTerm"
  | "sourceContent";

/**
 * The words an export is written in: the exporting member's inbox language, the same
 * labels for statuses and hiring steps as the inbox shows (never a code like `in_progress`).
 */
export interface CsvWords {
  headers: Record<CsvHeader, string>;
  status(status: string): string;
  language(code: string): string;
}

/** How a cell is written: as stored, or as a status or a language in the export's words. */
type CellKind = "text" | "status" | "language";
/** A column: its header, the row's field, and how the cell is written. */
type Column = [CsvHeader, string, CellKind?];

/** Who owns an entry and where it came from: the last columns of the requests' and applications' exports. */
const LEAD_COLUMNS: Column[] = [
  ["owner", "ownerName"],
  ["sourcePage", "sourcePage"],
  ["sourceLanding", "sourceLanding"],
  ["sourceReferrer", "sourceReferrer"],
  ["sourceName", "sourceName"],
  ["sourceMedium", "sourceMedium"],
  ["sourceCampaign", "sourceCampaign"],
  ["sourceTerm", "sourceTerm"],
  ["sourceContent", "sourceContent"],
];

/** The columns of each list's export, in order. */
export const CSV_COLUMNS: Record<ListName, Column[]> = {
  requests: [
    ["received", "createdAt"],
    ["status", "status", "status"],
    ["fullName", "fullName"],
    ["companyName", "companyName"],
    ["email", "email"],
    ["phone", "phone"],
    ["message", "message"],
    ["attachment", "attachmentName"],
    ["language", "language", "language"],
    ["id", "id"],
    ...LEAD_COLUMNS,
  ],
  applications: [
    ["received", "createdAt"],
    ["step", "status", "status"],
    ["firstName", "firstName"],
    ["lastName", "lastName"],
    ["email", "email"],
    ["phone", "phone"],
    ["position", "position"],
    ["message", "message"],
    ["cv", "attachmentName"],
    ["language", "language", "language"],
    ["id", "id"],
    ...LEAD_COLUMNS,
  ],
  subscribers: [
    ["subscribed", "createdAt"],
    ["confirmed", "confirmedAt"],
    ["email", "email"],
    ["language", "language", "language"],
    ["unsubscribed", "unsubscribedAt"],
    ["unsubscribeLink", "unsubscribeUrl"],
  ],
};

/**
 * A spreadsheet cell that starts with = + - @ (or a tab or carriage return) would be run as
 * a formula by Excel and LibreOffice; a leading apostrophe keeps it text.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * UTF-8 with a byte-order mark, so spreadsheet programs read Cyrillic and Uzbek letters
 * right. Every cell is quoted: a line break or tab inside a message stays inside its
 * cell (unquoted, a bare line feed would start a new row whose first cell could be a
 * live formula), and a cell that starts like a formula is made text.
 */
export function toCsv(columns: Column[], rows: Record<string, unknown>[], words: CsvWords): string {
  const records = rows.map((row) =>
    columns.map(([, field, kind = "text"]) => {
      const value = row[field] == null ? "" : String(row[field]);
      const text = !value || kind === "text" ? value : kind === "status" ? words.status(value) : words.language(value);
      return neutralizeFormula(text);
    }),
  );
  const headers = columns.map(([header]) => words.headers[header]);
  return `\uFEFF${stringify([headers, ...records], { record_delimiter: "windows", quoted: true })}`;
}
