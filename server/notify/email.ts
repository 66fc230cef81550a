import { createTransport } from "nodemailer";
import type { Config } from "../config.ts";
import { mailIdentity } from "../conversations/threading.ts";
import type { OutboxMessage } from "./message.ts";

/** Sends one message; rejects when the channel did not accept it. */
export type Sender = (message: OutboxMessage) => Promise<void>;

/**
 * Unless SMTP_URL says otherwise (as query parameters), a mail server gets this long:
 * the outbox worker sends one message at a time, so a silent server must not hold it.
 */
const SMTP_TIMEOUTS = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "30000" };

/**
 * E-mail through the SMTP server of SMTP_URL (nodemailer builds the MIME): HTML with its
 * plain-text alternative, from MAIL_FROM (else no-reply at the site's host), to
 * NOTIFY_EMAIL unless the message names its recipient, with a conversation's threading
 * headers when it has them.
 */
export function emailSender(
  config: Pick<Config, "SMTP_URL" | "NOTIFY_EMAIL" | "SITE_URL" | "MAIL_FROM" | "MAIL_REPLY_ADDRESS" | "IMAP_URL">,
): Sender {
  if (!config.SMTP_URL || !config.NOTIFY_EMAIL) throw new Error("SMTP_URL and NOTIFY_EMAIL are required");
  const url = new URL(config.SMTP_URL);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  const transport = createTransport(url.toString());
  const { from } = mailIdentity(config);
  const staff = config.NOTIFY_EMAIL;
  return async (message) => {
    const info = await transport.sendMail({
      // Staff see the website as the sender (named in their language); visitors see the company.
      from: { name: message.sender ?? (message.staff ? "Lojuvard website" : "Lojuvard"), address: from },
      to: message.to ?? staff,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.messageId ? { messageId: message.messageId } : {}),
      ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
      ...(message.references ? { references: message.references } : {}),
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
      // An invitation as calendar programs read it (RFC 6047): a text/calendar part with its method, and the file.
      ...(message.calendar
        ? {
            icalEvent: {
              method: message.calendar.method,
              filename: message.calendar.method === "CANCEL" ? "cancel.ics" : "invite.ics",
              content: message.calendar.content,
            },
          }
        : {}),
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    });
    if (info.rejected.length > 0) throw new Error(`The mail server refused ${info.rejected.join(", ")}`);
  };
}
