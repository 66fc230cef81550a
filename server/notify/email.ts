import { createTransport } from "nodemailer";
import type { Config } from "../config.ts";
import type { OutboxMessage } from "./message.ts";

/** Sends one message; rejects when the channel did not accept it. */
export type Sender = (message: OutboxMessage) => Promise<void>;

/**
 * Unless SMTP_URL says otherwise (as query parameters), a mail server gets this long:
 * the outbox worker sends one message at a time, so a silent server must not hold it.
 */
const SMTP_TIMEOUTS = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "30000" };

/** The address messages come from: no-reply at the site's host (replies go to `replyTo`). */
function senderHost(config: Pick<Config, "SITE_URL">): string {
  let host = "lojuvard.uz";
  if (config.SITE_URL) {
    try {
      host = new URL(config.SITE_URL).hostname || host;
    } catch {
      // SITE_URL is validated at start-up; keep the default if it is not a URL after all.
    }
  }
  return host;
}

/**
 * E-mail through the SMTP server of SMTP_URL (nodemailer builds the MIME): HTML with its
 * plain-text alternative, to NOTIFY_EMAIL unless the message names its recipient.
 */
export function emailSender(config: Pick<Config, "SMTP_URL" | "NOTIFY_EMAIL" | "SITE_URL">): Sender {
  if (!config.SMTP_URL || !config.NOTIFY_EMAIL) throw new Error("SMTP_URL and NOTIFY_EMAIL are required");
  const url = new URL(config.SMTP_URL);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  const transport = createTransport(url.toString());
  const host = senderHost(config);
  const staff = config.NOTIFY_EMAIL;
  return async (message) => {
    const to = message.to ?? staff;
    // Staff see the website as the sender; visitors see the company.
    const from = `"${message.to ? "Lojuvard" : "Lojuvard website"}" <no-reply@${host}>`;
    const info = await transport.sendMail({
      from,
      to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    });
    if (info.rejected.length > 0) throw new Error(`The mail server refused ${info.rejected.join(", ")}`);
  };
}
