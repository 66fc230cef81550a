import { stringify } from "csv-stringify/sync";
import { HIRING_STEPS } from "../../shared/inbox.ts";
import type { ListName } from "./inbox.ts";

/** A column: its header, and the row's field or how the cell is made from the row. */
type Column = [string, string | ((row: Record<string, unknown>) => unknown)];

/**
 * An application's step as the careers page names it in English (`steps`, the page's
 * seven steps as staff keep them), for people reading the spreadsheet.
 */
export function stepName(status: string, steps: readonly { title: string }[]): string {
  if (status === "rejected") return "Rejected";
  if (status === "withdrawn") return "Withdrawn";
  const index = (HIRING_STEPS as readonly string[]).indexOf(status);
  return steps[index]?.title ?? status;
}

/** The columns of each list's export, in order. */
export const CSV_COLUMNS: Record<ListName, Column[]> = {
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
    ["Step", "stepName"],
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
    ["Confirmed", "confirmedAt"],
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
export function toCsv(columns: Column[], rows: Record<string, unknown>[]): string {
  const records = rows.map((row) =>
    columns.map(([, field]) => {
      const value = typeof field === "function" ? field(row) : row[field];
      return neutralizeFormula(value == null ? "" : String(value));
    }),
  );
  return `\uFEFF${stringify([columns.map(([header]) => header), ...records], { record_delimiter: "windows", quoted: true })}`;
}
