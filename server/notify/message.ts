import { invitationDetails } from "../auth/accounts.ts";
import { passwordResetDetails } from "../auth/password-resets.ts";
import type { Config } from "../config.ts";
import { accountByEmail, getAccount } from "../db/accounts.ts";
import type { CompanyDetails } from "../../content/model/company.ts";
import { getApplicationWithFile } from "../db/applications.ts";
import { getContactRequestWithFile } from "../db/contact-requests.ts";
import type { Db } from "../db/database.ts";
import { getEntryContact } from "../db/inbox-entries.ts";
import { getEntryEvent } from "../db/entry-events.ts";
import { eventFiles, type EventFile } from "../db/entry-event-files.ts";
import type { FileStore } from "../files/file-store.ts";
import { storedFileBytes } from "../conversations/reply-files.ts";
import { getInboundMail, inboundAttachments } from "../db/inbound-mail.ts";
import { getLeadSource } from "../db/lead-sources.ts";
import { getSubscriber } from "../db/subscribers.ts";
import type { OutboxRow } from "../db/outbox.ts";
import { confirmationLink } from "../newsletter/subscriptions.ts";
import { newsletterMessage } from "../newsletter/sends.ts";
import { entryTitle } from "../content/entries.ts";
import { publicContentOf } from "../content/public-content.ts";
import { mailSiteIn } from "../content/site-details.ts";
import { openings } from "../../content/model/index.ts";
import { mailIdentity, threadHeaders, type MailIdentity } from "../conversations/threading.ts";
import { isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { isEntryList, type EntryList } from "../../shared/inbox.ts";
import { listAddress, listLanguage, readerLanguage } from "./addresses.ts";
import { plainName } from "./plain-name.ts";
import { digestContent } from "./digest.ts";
import { webhookAlertContent } from "../webhooks/alert-mail.ts";
import { WEBHOOK_ALERTS } from "../webhooks/health.ts";
import {
  mailLanguage,
  type CalendarPart,
  type ConversationSubject,
  type MailContent,
  type MailTemplates,
  type SourceLine,
} from "./mail-content.ts";
import { interviewMessage } from "../hiring/interview-mail.ts";
import { newsletterTestMessage } from "../newsletter/tests.ts";
import { formatFileSize } from "../../shared/i18n/file-size.ts";

/**
 * A message of the outbox, ready for a channel: a one-line subject, a plain-text body
 * and, for e-mail, an HTML body. Staff notifications go to the channel's own address
 * (NOTIFY_EMAIL, or the address set for their list; the Telegram chat); a message for
 * someone else names them in `to`.
 */
export interface OutboxMessage {
  subject: string;
  text: string;
  html?: string;
  to?: string;
  /** For staff: the e-mail comes from "Lojuvard website" rather than "Lojuvard". */
  staff?: boolean;
  /** The name it comes from, in the reader's language (the templates word it for staff). */
  sender?: string;
  /** Where an answer to the e-mail goes: the sender of a submission, a conversation's mailbox, a team. */
  replyTo?: MailAddress;
  /** The threading headers of a conversation's e-mail (server/conversations/threading.ts). */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  /** Extra e-mail headers (List-Unsubscribe on newsletters). */
  headers?: Record<string, string>;
  /** An interview's calendar file (an invitation, its update or its cancellation). */
  calendar?: CalendarPart;
  /** Files sent with a message to a sender, read from the file store when the message is composed. */
  attachments?: MailAttachment[];
}

/** A file an e-mail carries (nodemailer makes it a MIME part). */
interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** An address, with the person's name when known (the mail library encodes it safely). */
type MailAddress = string | { name: string; address: string };

export type LinkConfig = Pick<Config, "SITE_URL" | "PORT">;

export type Composed = Omit<OutboxMessage, "subject" | "text" | "html" | "calendar" | "attachments"> & {
  content: MailContent;
  /** The files to send with it, as stored. */
  files?: EventFile[];
};

/** Where links in messages point: SITE_URL, else the server on this machine. */
export function linkOrigin(config: Partial<LinkConfig>): string {
  const base = config.SITE_URL ?? `http://localhost:${config.PORT ?? 3000}`;
  return base.replace(/\/+$/, "");
}

/** An outbox row as composing reads it: the channel decides whose language a staff notification is in. */
type ComposedRow = Pick<OutboxRow, "kind" | "subjectId" | "recipient"> & { channel?: string };

/**
 * Composes one outbox row's message from what the database holds now, with the site's
 * templates; null when what it is about is gone (erased, withdrawn, unsubscribed), and
 * the outbox then drops it. What senders sent is named to staff, never included; the files
 * staff send a sender are read whole at each attempt, so a retry sends the same files. Each
 * message is in its reader's language (decision 076): a sender's, a member of staff's
 * account's, or the one set for the address or the Telegram chat a staff notification goes to.
 */
export async function composeMessage(
  db: Db,
  row: ComposedRow,
  deps: { templates: MailTemplates; links?: Partial<LinkConfig>; identity?: MailIdentity; files?: FileStore },
): Promise<OutboxMessage | null> {
  const origin = linkOrigin(deps.links ?? {});
  const siteContent = publicContentOf({ db });
  const { company } = await mailSiteIn(siteContent, "en");
  const composed = await contentOf(db, row, origin, deps.identity ?? mailIdentity(deps.links ?? {}), company);
  if (!composed) return null;
  const { content, files, ...envelope } = composed;
  // The company's details as staff keep them at the moment of sending, in the message's language.
  const rendered = await deps.templates.render(content, await mailSiteIn(siteContent, mailLanguage(content)));
  const attachments = files?.length ? await attachmentsOf(files, deps.files) : undefined;
  return {
    ...rendered,
    ...withoutUndefined(envelope),
    ...(attachments ? { attachments } : {}),
    ...(row.recipient ? { to: row.recipient } : {}),
  };
}

/** The files of a message, read from the store; a message that has files is never sent without them. */
async function attachmentsOf(files: EventFile[], store: FileStore | undefined): Promise<MailAttachment[]> {
  if (!store) throw new Error("The message has files, and no file store was given to read them from");
  return Promise.all(
    files.map(async (file) => ({
      filename: file.name,
      contentType: file.mime,
      content: await storedFileBytes(store, file.storedName),
    })),
  );
}

async function contentOf(
  db: Db,
  row: ComposedRow,
  origin: string,
  identity: MailIdentity,
  company: CompanyDetails,
): Promise<Composed | null> {
  const { subjectId } = row;
  switch (row.kind) {
    case "contact": {
      const request = await getContactRequestWithFile(db, subjectId);
      if (!request) return null;
      const lang = await noticeLanguage(db, row, "requests");
      return {
        content: {
          template: "staff-contact",
          lang,
          fields: {
            name: oneLine(request.fullName),
            company: oneLine(request.companyName),
            email: oneLine(request.email),
            phone: oneLine(request.phone),
            language: oneLine(request.language),
          },
          attachment: attachment(request, lang),
          message: request.message,
          receivedAt: request.createdAt,
          inboxUrl: `${origin}/admin/requests/${encodeURIComponent(subjectId)}`,
          source: await sourceLine(db, "requests", subjectId),
        },
        staff: true,
        to: await listAddress(db, "requests"),
        // Pressing Reply in a mail program writes to the person who asked.
        replyTo: { name: oneLine(request.fullName), address: oneLine(request.email) },
      };
    }
    case "application": {
      const application = await getApplicationWithFile(db, subjectId);
      if (!application) return null;
      const lang = await noticeLanguage(db, row, "applications");
      return {
        content: {
          template: "staff-application",
          lang,
          fields: {
            name: `${oneLine(application.firstName)} ${oneLine(application.lastName)}`.trim(),
            position: application.position
              ? ((await entryTitle(db, openings, application.position, lang)) ?? oneLine(application.position))
              : "",
            email: oneLine(application.email),
            phone: oneLine(application.phone),
            language: oneLine(application.language),
          },
          cv: attachment(application, lang),
          message: application.message,
          receivedAt: application.createdAt,
          inboxUrl: `${origin}/admin/applications/${encodeURIComponent(subjectId)}`,
          source: await sourceLine(db, "applications", subjectId),
        },
        staff: true,
        to: await listAddress(db, "applications"),
        replyTo: {
          name: `${oneLine(application.firstName)} ${oneLine(application.lastName)}`.trim(),
          address: oneLine(application.email),
        },
      };
    }
    case "subscriber": {
      const subscriber = await getSubscriber(db, subjectId);
      if (!subscriber?.confirmedAt) return null;
      return {
        content: {
          template: "staff-subscriber",
          lang: await noticeLanguage(db, row, null),
          email: oneLine(subscriber.email),
          language: oneLine(subscriber.language),
          confirmedAt: subscriber.confirmedAt,
          inboxUrl: `${origin}/admin/subscribers`,
        },
        staff: true,
      };
    }
    case "invitation": {
      const invitation = await invitationDetails(db, subjectId, origin);
      return invitation ? { content: { template: "invitation", ...invitation } } : null;
    }
    case "password-reset": {
      const reset = await passwordResetDetails(db, subjectId, origin);
      return reset ? { content: { template: "password-reset", ...reset } } : null;
    }
    case "contact-acknowledgement": {
      const request = await getContactRequestWithFile(db, subjectId);
      if (!request) return null;
      return {
        content: {
          template: "contact-acknowledgement",
          lang: language(request.language),
          name: plainName(request.fullName),
        },
        ...(await threadHeaders(
          db,
          identity,
          { list: "requests", id: subjectId },
          {
            part: "0",
            teamAddress: company.email.sales,
          },
        )),
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
          name: plainName(application.firstName),
          // The sender's mail never names an opening visitors cannot see.
          position: application.position
            ? ((await entryTitle(db, openings, application.position, lang, { publicOnly: true })) ?? null)
            : null,
        },
        ...(await threadHeaders(
          db,
          identity,
          { list: "applications", id: subjectId },
          {
            part: "0",
            teamAddress: company.email.careers,
          },
        )),
      };
    }
    case "request-reply":
    case "application-reply": {
      const event = await getEntryEvent(db, subjectId);
      if (!event || event.kind !== "reply" || !isEntryList(event.list)) return null;
      const list = event.list;
      const entry = await getEntryContact(db, list, event.entryId);
      if (!entry) return null;
      const lang = language(event.language);
      return {
        content: {
          template: "conversation-reply",
          lang,
          conversation: await conversationSubject(db, list, entry.position, lang),
          body: event.body ?? "",
        },
        files: await eventFiles(db, [event.id]),
        ...(await threadHeaders(
          db,
          identity,
          { list, id: entry.id },
          {
            part: event.id,
            before: event.createdAt,
            teamAddress: list === "requests" ? company.email.sales : company.email.careers,
          },
        )),
      };
    }
    case "assignment": {
      const event = await getEntryEvent(db, subjectId);
      if (!event || event.kind !== "assigned" || !event.assigneeId || !isEntryList(event.list)) return null;
      const entry = await getEntryContact(db, event.list, event.entryId);
      const assignee = await getAccount(db, event.assigneeId);
      // Given to someone else since, or erased: nothing to tell.
      if (!entry || !assignee || entry.assigneeId !== assignee.id) return null;
      return {
        content: {
          template: "staff-assignment",
          lang: language(assignee.language),
          list: event.list,
          name: oneLine(entry.name),
          by: oneLine(event.createdBy),
          inboxUrl: `${origin}/admin/${event.list}/${encodeURIComponent(entry.id)}`,
        },
        staff: true,
      };
    }
    case "reply-received": {
      const mail = await getInboundMail(db, subjectId);
      if (!mail || !isEntryList(mail.list) || !mail.entryId) return null;
      const entry = await getEntryContact(db, mail.list, mail.entryId);
      if (!entry) return null;
      const reader = row.recipient ? await accountByEmail(db, row.recipient) : undefined;
      const files = await inboundAttachments(db, mail.id);
      // The owner reads it in their inbox's language; the list's address in the one set for it.
      const lang = row.recipient ? language(reader?.language) : await listLanguage(db, mail.list);
      return {
        content: {
          template: "staff-reply",
          lang,
          list: mail.list,
          name: oneLine(entry.name),
          from: mail.fromName ? `${oneLine(mail.fromName)} <${oneLine(mail.fromAddress)}>` : oneLine(mail.fromAddress),
          text: mail.body.slice(0, REPLY_EXCERPT_LENGTH),
          attachments: files
            .filter((file) => file.uploadId)
            .map((file) => attachment({ fileName: file.name, fileSize: file.size }, lang) ?? oneLine(file.name)),
          refused: files.filter((file) => !file.uploadId).map((file) => oneLine(file.name)),
          inboxUrl: `${origin}/admin/${mail.list}/${encodeURIComponent(entry.id)}`,
        },
        staff: true,
        to: await listAddress(db, mail.list),
        replyTo: mail.fromName ? { name: oneLine(mail.fromName), address: mail.fromAddress } : mail.fromAddress,
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
    case "newsletter-test":
      return newsletterTestMessage(db, subjectId, origin);
    case "interview-invitation":
    case "interview-interviewer":
      return interviewMessage(db, row, { origin, identity, company });
    case WEBHOOK_ALERTS.failing:
    case WEBHOOK_ALERTS.recovered: {
      const content = await webhookAlertContent(db, row, origin);
      return content ? { content, staff: true } : null;
    }
    case "digest": {
      const content = await digestContent(db, subjectId, origin);
      return content ? { content, staff: true } : null;
    }
    default:
      // An unknown kind cannot be composed; the outbox treats it as gone.
      return null;
  }
}

/** The longest part of a sender's reply quoted in the e-mail that announces it; the inbox shows it whole. */
const REPLY_EXCERPT_LENGTH = 2000;

/** The one subject of a conversation: a quote request, or an application and its opening's title. */
async function conversationSubject(
  db: Db,
  list: EntryList,
  position: string,
  lang: Language,
): Promise<ConversationSubject> {
  if (list === "requests") return { list };
  // The sender's mail never names an opening visitors cannot see.
  const title = position ? await entryTitle(db, openings, position, lang, { publicOnly: true }) : undefined;
  return { list, position: title ?? null };
}

/** "linkedin / q4-logistics" and the visit's first page, for staff; null when nothing is known. */
async function sourceLine(db: Db, list: EntryList, id: string): Promise<SourceLine | null> {
  const source = await getLeadSource(db, list, id);
  if (!source) return null;
  const names = [source.source, source.medium, source.campaign].filter(Boolean).map(oneLine).join(" / ");
  const landing = oneLine(source.landing);
  return names || landing ? { names, landing } : null;
}

/**
 * The language of a staff notification about a new entry: the Telegram chat's on Telegram;
 * by e-mail, the language set for the address it goes to (its list's, else NOTIFY_EMAIL's).
 */
async function noticeLanguage(db: Db, row: ComposedRow, list: EntryList | null): Promise<Language> {
  if (row.channel === "telegram") return readerLanguage(db, "telegram");
  return list ? listLanguage(db, list) : readerLanguage(db, "default");
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
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

/** A file named with its size as people write it ("brief.pdf (248 kB)", "скан.png (45 байт)"); null when it is no longer stored. */
function attachment(row: { fileName: string | null; fileSize: number | null }, lang: Language): string | null {
  if (row.fileName === null) return null;
  return `${oneLine(row.fileName)} (${formatFileSize(Number(row.fileSize), lang)})`;
}
