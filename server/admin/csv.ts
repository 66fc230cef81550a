import { stringify } from "csv-stringify/sync";
import type { Row } from "../db/sql.ts";
import type { ListName } from "./inbox.ts";

/** The columns of each list's export, in order: [header, column]. */
export const CSV_COLUMNS: Record<ListName, [string, string][]> = {
  requests: [
    ["Received", "created_at"],
    ["Status", "status"],
    ["Full name", "full_name"],
    ["Company", "company_name"],
    ["Email", "email"],
    ["Phone", "phone"],
    ["Message", "message"],
    ["Attachment", "attachment_name"],
    ["Language", "language"],
    ["ID", "id"],
  ],
  applications: [
    ["Received", "created_at"],
    ["Status", "status"],
    ["First name", "first_name"],
    ["Last name", "last_name"],
    ["Email", "email"],
    ["Phone", "phone"],
    ["Position", "position"],
    ["Message", "message"],
    ["CV", "attachment_name"],
    ["Language", "language"],
    ["ID", "id"],
  ],
  subscribers: [
    ["Subscribed", "created_at"],
    ["Status", "status"],
    ["Email", "email"],
    ["Language", "language"],
    ["Unsubscribed", "unsubscribed_at"],
    ["Unsubscribe link", "unsubscribe_url"],
  ],
};

/**
 * A spreadsheet cell that starts with = + - @ (or a tab or carriage return) would be run as
 * a formula by Excel and LibreOffice; a leading apostrophe keeps it text.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** UTF-8 with a byte-order mark, so spreadsheet programs read Cyrillic and Uzbek letters right. */
export function toCsv(list: ListName, rows: Row[]): string {
  const columns = CSV_COLUMNS[list];
  const records = rows.map((row) =>
    columns.map(([, column]) => neutralizeFormula(row[column] == null ? "" : String(row[column]))),
  );
  return `\uFEFF${stringify([columns.map(([header]) => header), ...records], { record_delimiter: "windows" })}`;
}
