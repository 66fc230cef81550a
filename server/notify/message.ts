import { invitationDetails } from "../auth/accounts.ts";
import type { Config } from "../config.ts";
import { getApplicationWithFile } from "../db/applications.ts";
import { getContactRequestWithFile } from "../db/contact-requests.ts";
import type { Db } from "../db/database.ts";
import { getApplicationEvent } from "../db/application-events.ts";
import { getSubscriber } from "../db/subscribers.ts";
import type { OutboxRow } from "../db/schema.ts";
import { confirmationLink } from "../newsletter/subscriptions.ts";
import { newsletterMessage } from "../newsletter/sends.ts";
import { entryTitle } from "../content/entries.ts";
import { publicContentOf } from "../content/public-content.ts";
import { mailSiteIn } from "../content/site-details.ts";
import { openings } from "../../content/model/index.ts";
import { isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { mailLanguage, type MailContent, type MailTemplates } from "./mail-content.ts";
import { formatFileSize } from "../../shared/i18n/file-size.ts";

/**
 * A message of the outbox, ready for a channel: a one-line subject, a plain-text body
 * and, for e-mail, an HTML body. Staff notifications go to the channel's own address
 * (NOTIFY_EMAIL, the Telegram chat); a message for someone else names them in `to`.
 */
export interface OutboxMessage {
  subject: string;
  text: string;
  html?: string;
  to?: string;
  /** Where an answer to the e-mail goes (the team that sent it). */
  replyTo?: string;
  /** Extra e-mail headers (List-Unsubscribe on newsletters). */
  headers?: Record<string, string>;
}

export type LinkConfig = Pick<Config, "SITE_URL" | "PORT">;

/** Where links in messages point: SITE_URL, else the server on this machine. */
function linkOrigin(config: Partial<LinkConfig>): string {
  const base = config.SITE_URL ?? `http://localhost:${config.PORT ?? 3000}`;
  return base.replace(/\/+$/, "");
}

/**
 * Composes one outbox row's message from what the database holds now, with the site's
 * templates; null when what it is about is gone (erased, withdrawn, unsubscribed), and
 * the outbox then drops it. Attachments are named, never included.
 */
export async function composeMessage(
  db: Db,
  row: Pick<OutboxRow, "kind" | "subjectId" | "recipient">,
  deps: { templates: MailTemplates; links?: Partial<LinkConfig> },
): Promise<OutboxMessage | null> {
  const origin = linkOrigin(deps.links ?? {});
  const composed = await contentOf(db, row, origin);
  if (!composed) return null;
  // The company's details as staff keep them at the moment of sending.
  const site = await mailSiteIn(publicContentOf({ db }), mailLanguage(composed.content));
  const rendered = await deps.templates.render(composed.content, site);
  const replyTo = composed.replyTo ? site.company.email[composed.replyTo] : undefined;
  return {
    ...rendered,
    ...(row.recipient ? { to: row.recipient } : {}),
    ...(replyTo ? { replyTo } : {}),
    ...(composed.headers ? { headers: composed.headers } : {}),
  };
}

async function contentOf(
  db: Db,
  row: Pick<OutboxRow, "kind" | "subjectId" | "recipient">,
  origin: string,
): Promise<{ content: MailContent; headers?: Record<string, string>; replyTo?: "sales" | "careers" } | null> {
  const { subjectId } = row;
  switch (row.kind) {
    case "contact": {
      const request = await getContactRequestWithFile(db, subjectId);
      if (!request) return null;
      return {
        content: {
          template: "staff-contact",
          fields: {
            name: oneLine(request.fullName),
            company: oneLine(request.companyName),
            email: oneLine(request.email),
            phone: oneLine(request.phone),
            attachment: attachment(request),
            language: oneLine(request.language),
          },
          message: request.message,
          receivedAt: when(request.createdAt),
          inboxUrl: `${origin}/admin/requests/${encodeURIComponent(subjectId)}`,
        },
      };
    }
    case "application": {
      const application = await getApplicationWithFile(db, subjectId);
      if (!application) return null;
      return {
        content: {
          template: "staff-application",
          fields: {
            name: `${oneLine(application.firstName)} ${oneLine(application.lastName)}`.trim(),
            position: application.position
              ? ((await entryTitle(db, openings, application.position, "en")) ?? oneLine(application.position))
              : "",
            email: oneLine(application.email),
            phone: oneLine(application.phone),
            cv: attachment(application),
            language: oneLine(application.language),
          },
          message: application.message,
          receivedAt: when(application.createdAt),
          inboxUrl: `${origin}/admin/applications/${encodeURIComponent(subjectId)}`,
        },
      };
    }
    case "subscriber": {
      const subscriber = await getSubscriber(db, subjectId);
      if (!subscriber?.confirmedAt) return null;
      return {
        content: {
          template: "staff-subscriber",
          email: oneLine(subscriber.email),
          language: oneLine(subscriber.language),
          confirmedAt: when(subscriber.confirmedAt),
          inboxUrl: `${origin}/admin/subscribers`,
        },
      };
    }
    case "invitation": {
      const invitation = await invitationDetails(db, subjectId, origin);
      return invitation ? { content: { template: "invitation", ...invitation } } : null;
    }
    case "contact-acknowledgement": {
      const request = await getContactRequestWithFile(db, subjectId);
      if (!request) return null;
      return {
        content: {
          template: "contact-acknowledgement",
          lang: language(request.language),
          name: oneLine(request.fullName),
        },
        replyTo: "sales",
      };
    }
    case "application-acknowledgement": {
      const application = await getApplicationWithFile(db, subjectId);
      if (!application) return null;
      const lang = language(application.language);
      return {
        content: {
          template: "application-acknowledgement",
          lang,
          name: oneLine(application.firstName),
          position: application.position
            ? ((await entryTitle(db, openings, application.position, lang)) ?? null)
            : null,
        },
        replyTo: "careers",
      };
    }
    case "application-reply": {
      const event = await getApplicationEvent(db, subjectId);
      if (!event || event.kind !== "reply") return null;
      return {
        content: {
          template: "application-reply",
          lang: language(event.language),
          subject: oneLine(event.subject),
          body: event.body ?? "",
        },
        replyTo: "careers",
      };
    }
    case "subscription-confirmation": {
      const subscriber = await getSubscriber(db, subjectId);
      if (!subscriber || subscriber.confirmedAt || subscriber.unsubscribedAt) return null;
      const lang = language(subscriber.language);
      return {
        content: { template: "subscription-confirmation", lang, link: await confirmationLink(db, subscriber, origin) },
      };
    }
    case "newsletter":
      return newsletterMessage(db, subjectId, origin);
    default:
      // An unknown kind cannot be composed; the outbox treats it as gone.
      return null;
  }
}

function language(value: string | null | undefined): Language {
  return isLanguage(value) ? value : "en";
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
  return `${oneLine(row.fileName)} (${formatFileSize(Number(row.fileSize), "en")})`;
}

function when(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
