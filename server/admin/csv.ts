import { stringify } from "csv-stringify/sync";
import careers from "../../content/pages/careers/en.ts";
import { HIRING_STEPS } from "../../shared/inbox.ts";
import type { ListName } from "./inbox.ts";

/** A column: its header, and the row's field or how the cell is made from the row. */
type Column = [string, string | ((row: Record<string, unknown>) => unknown)];

/** An application's step as the careers page names it, for people reading the spreadsheet. */
const STEP_NAMES: Record<string, string> = {
  ...Object.fromEntries(HIRING_STEPS.map((step, index) => [step, careers.process.steps[index]?.title ?? step])),
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** Who owns an entry and where it came from: the last columns of the requests' and applications' exports. */
const LEAD_COLUMNS: Column[] = [
  ["Owner", "ownerName"],
  ["Sent from", "sourcePage"],
  ["First page of the visit", "sourceLanding"],
  ["Came from", "sourceReferrer"],
  ["Source", "sourceName"],
  ["Medium", "sourceMedium"],
  ["Campaign", "sourceCampaign"],
  ["Keyword", "sourceTerm"],
  ["Ad", "sourceContent"],
];

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
    ...LEAD_COLUMNS,
  ],
  applications: [
    ["Received", "createdAt"],
    ["Step", (row) => STEP_NAMES[String(row.status)] ?? row.status],
    ["First name", "firstName"],
    ["Last name", "lastName"],
    ["Email", "email"],
    ["Phone", "phone"],
    ["Position", "position"],
    ["Message", "message"],
    ["CV", "attachmentName"],
    ["Language", "language"],
    ["ID", "id"],
    ...LEAD_COLUMNS,
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
