import { stringify } from "csv-stringify/sync";
import type { ListName } from "./inbox.ts";

/** The columns of each list's export, in order: [header, field]. */
export const CSV_COLUMNS: Record<ListName, [string, string][]> = {
  requests: [
    ["Received", "createdAt"],
    ["Status", "status"],
    ["Full name", "fullName"],
    ["Company", "companyName"],
    ["Email", "email"],
    ["Phone", "phone"],
    ["Message", "message"],
    ["Attachment", "attachmentName"],
    ["Language", "language"],
    ["ID", "id"],
  ],
  applications: [
    ["Received", "createdAt"],
    ["Status", "status"],
    ["First name", "firstName"],
    ["Last name", "lastName"],
    ["Email", "email"],
    ["Phone", "phone"],
    ["Position", "position"],
    ["Message", "message"],
    ["CV", "attachmentName"],
    ["Language", "language"],
    ["ID", "id"],
  ],
  subscribers: [
    ["Subscribed", "createdAt"],
    ["Status", "status"],
    ["Email", "email"],
    ["Language", "language"],
    ["Unsubscribed", "unsubscribedAt"],
    ["Unsubscribe link", "unsubscribeUrl"],
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
export function toCsv(columns: [string, string][], rows: Record<string, unknown>[]): string {
  const records = rows.map((row) =>
    columns.map(([, field]) => neutralizeFormula(row[field] == null ? "" : String(row[field]))),
  );
  return `\uFEFF${stringify([columns.map(([header]) => header), ...records], { record_delimiter: "windows", quoted: true })}`;
}
