import { invitationMail } from "../auth/invitation-mail.ts";
import type { Config } from "../config.ts";
import { getApplicationWithFile } from "../db/applications.ts";
import { getContactRequestWithFile } from "../db/contact-requests.ts";
import type { Db } from "../db/database.ts";
import { getSubscriber } from "../db/subscribers.ts";

/**
 * A message of the outbox, the same for every channel: a one-line subject and a plain-text
 * body. Staff notifications go to the channel's own address (NOTIFY_EMAIL, the Telegram
 * chat); a message for someone else (an invitation) names its recipient in `to`.
 */
export interface NotificationMessage {
  subject: string;
  text: string;
  to?: string;
}

export type LinkConfig = Pick<Config, "SITE_URL" | "PORT">;

/** Where staff open the inbox: SITE_URL, else the server on this machine. */
function adminBaseUrl(config: Partial<LinkConfig>): string {
  const base = config.SITE_URL ?? `http://localhost:${config.PORT ?? 3000}`;
  return base.replace(/\/+$/, "");
}

/**
 * Renders the notification of one submission from what the database holds now, or
 * null when the submission no longer exists (it was erased). Attachments are named,
 * never included.
 */
export async function renderNotification(
  db: Db,
  kind: string,
  subjectId: string,
  config: Partial<LinkConfig> = {},
): Promise<NotificationMessage | null> {
  const base = adminBaseUrl(config);
  switch (kind) {
    case "contact": {
      const row = await getContactRequestWithFile(db, subjectId);
      if (!row) return null;
      const name = oneLine(row.fullName);
      const company = oneLine(row.companyName);
      return {
        subject: `New quote request from ${name}${company ? ` (${company})` : ""}`,
        text: body("A new quote request arrived on the website.", [
          ["Name", name],
          ["Company", company],
          ["E-mail", oneLine(row.email)],
          ["Phone", oneLine(row.phone)],
          ["Attachment", attachment(row)],
          ["Language", oneLine(row.language)],
          ["Received", when(row.createdAt)],
          ["Message", row.message],
          ["Open in the inbox", `${base}/admin/requests/${encodeURIComponent(subjectId)}`],
        ]),
      };
    }
    case "application": {
      const row = await getApplicationWithFile(db, subjectId);
      if (!row) return null;
      const name = `${oneLine(row.firstName)} ${oneLine(row.lastName)}`.trim();
      const position = oneLine(row.position);
      return {
        subject: `New job application from ${name}${position ? ` for ${position}` : " (general application)"}`,
        text: body("A new job application arrived on the website.", [
          ["Name", name],
          ["Position", position || "General application (no position chosen)"],
          ["E-mail", oneLine(row.email)],
          ["Phone", oneLine(row.phone)],
          ["CV", attachment(row)],
          ["Language", oneLine(row.language)],
          ["Received", when(row.createdAt)],
          ["Message", row.message],
          ["Open in the inbox", `${base}/admin/applications/${encodeURIComponent(subjectId)}`],
        ]),
      };
    }
    case "subscriber": {
      const row = await getSubscriber(db, subjectId);
      if (!row) return null;
      const email = oneLine(row.email);
      return {
        subject: `New newsletter subscriber: ${email}`,
        text: body("Someone subscribed to the newsletter on the website.", [
          ["E-mail", email],
          ["Language", oneLine(row.language)],
          ["Received", when(row.createdAt)],
          ["Open in the inbox", `${base}/admin/subscribers`],
        ]),
      };
    }
    case "invitation":
      return invitationMail(db, subjectId, base);
    default:
      // An unknown kind cannot be rendered; the outbox treats it as gone.
      return null;
  }
}

function body(intro: string, fields: [string, string][]): string {
  const lines = [intro, ""];
  for (const [label, value] of fields) {
    if (value.includes("\n")) lines.push("", `${label}:`, value, "");
    else lines.push(`${label}: ${value}`);
  }
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

/** Visitor text for a single line (a subject, a field): no line breaks or control characters. */
function oneLine(value: unknown): string {
  return (
    String(value ?? "")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
      .replace(/\s{2,}/g, " ")
      .trim()
  );
}

function attachment(row: { fileName: string | null; fileSize: number | null }): string {
  if (row.fileName === null) return "(file no longer stored)";
  return `${oneLine(row.fileName)} (${formatSize(Number(row.fileSize))})`;
}

function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function when(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
