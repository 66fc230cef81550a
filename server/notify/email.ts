import { createTransport } from "nodemailer";
import type { Config } from "../config.ts";
import type { NotificationMessage } from "./message.ts";

/** Sends one notification; rejects when the channel did not accept it. */
export type Sender = (message: NotificationMessage) => Promise<void>;

/**
 * Unless SMTP_URL says otherwise (as query parameters), a mail server gets this long:
 * the outbox worker sends one message at a time, so a silent server must not hold it.
 */
const SMTP_TIMEOUTS = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "30000" };

/** The address notifications come from: no-reply at the site's host. */
function senderAddress(config: Pick<Config, "SITE_URL">): string {
  let host = "lojuvard.uz";
  if (config.SITE_URL) {
    try {
      host = new URL(config.SITE_URL).hostname || host;
    } catch {
      // SITE_URL is validated at start-up; keep the default if it is not a URL after all.
    }
  }
  return `"Lojuvard website" <no-reply@${host}>`;
}

/** E-mail through the SMTP server of SMTP_URL, as plain text: to NOTIFY_EMAIL unless the message names its recipient. */
export function emailSender(config: Pick<Config, "SMTP_URL" | "NOTIFY_EMAIL" | "SITE_URL">): Sender {
  if (!config.SMTP_URL || !config.NOTIFY_EMAIL) throw new Error("SMTP_URL and NOTIFY_EMAIL are required");
  const url = new URL(config.SMTP_URL);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  const transport = createTransport(url.toString());
  const from = senderAddress(config);
  const staff = config.NOTIFY_EMAIL;
  return async (message) => {
    const to = message.to ?? staff;
    const info = await transport.sendMail({ from, to, subject: message.subject, text: message.text });
    if (info.rejected.length > 0) throw new Error(`The mail server refused ${info.rejected.join(", ")}`);
  };
}
