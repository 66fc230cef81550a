import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { simpleParser, type AddressObject, type Attachment, type ParsedMail } from "mailparser";
import type { Database } from "../db/database.ts";
import { getEntryContact } from "../db/inbox-entries.ts";
import {
  claimInboundMail,
  insertInboundAttachment,
  isMailboxKeyStored,
  messageIdStored,
  type InboundMail,
} from "../db/inbound-mail.ts";
import { enqueue } from "../db/outbox.ts";
import { getAccount } from "../db/accounts.ts";
import { insertUpload } from "../db/uploads.ts";
import type { FileStore } from "../files/file-store.ts";
import { downloadName } from "../submissions/upload-route.ts";
import { ZIP_DIRECTORY_BYTES, zipEntryNames } from "../submissions/zip-directory.ts";
import { MAIL_ATTACHMENT_KINDS, sniffKind } from "../../shared/forms/uploads.ts";
import type { MailIdentity } from "./threading.ts";
import { tokenOfMessageId } from "./threading.ts";
import { looksLikeToken, verifyToken, type Conversation } from "./tokens.ts";

/**
 * A message read from the conversations' mailbox, stored once: in the conversation its
 * token names (in the address it was sent to, or in the Message-IDs it answers), with its
 * files kept like uploads (type decided from the bytes, size limited), its sender's words
 * as text, and its conversation's owner told. A message whose token is forged, or that
 * names no conversation, is kept for staff as unmatched; a file too large or of another
 * type is refused and noted. Nothing is ever dropped without a trace.
 */
export interface IncomingDeps {
  database: Database;
  files: FileStore;
  identity: MailIdentity;
  /** The largest file kept (UPLOAD_MAX_MB). */
  maxFileBytes: number;
  /** E-mail can be sent: the owner is told of the reply. */
  mail: boolean;
}

export interface MailboxMessage {
  /** "<UIDVALIDITY>:<UID>" */
  mailboxKey: string;
  size: number;
  /** The message's header block. */
  headers: Buffer;
  /** The whole message; absent when it was too large to read. */
  source?: Buffer;
}

/** The upload category of files kept from e-mails (never uploaded through the API). */
export const MAIL_UPLOAD_CATEGORY = "mail";
/** Text kept of one message; longer text is cut (the mailbox keeps the message whole). */
const MAX_TEXT_LENGTH = 100_000;
const MAX_HEADER_TEXT = 500;

type Match = { conversation: Conversation } | { problem: "forged" | "noToken" };

export async function storeIncoming(
  deps: IncomingDeps,
  message: MailboxMessage,
  now = new Date().toISOString(),
): Promise<"stored" | "known"> {
  const { database } = deps;
  if (await isMailboxKeyStored(database.db, message.mailboxKey)) return "known";
  let parsed: ParsedMail | undefined;
  try {
    parsed = await simpleParser(message.source ?? message.headers, { keepCidLinks: true });
  } catch {
    // Unreadable as MIME: kept as a note with what the header block says, read in the mailbox.
    parsed = await simpleParser(message.headers).catch(() => undefined);
  }
  const match = parsed ? await matchConversation(database, deps.identity, parsed) : ({ problem: "noToken" } as const);
  let conversation = "conversation" in match ? match.conversation : null;
  const entry = conversation ? await getEntryContact(database.db, conversation.list, conversation.id) : undefined;
  if (conversation && !entry) conversation = null;
  const messageId = parsed?.messageId ? oneLine(parsed.messageId).slice(0, MAX_HEADER_TEXT) : null;
  const duplicate = messageId !== null && (await messageIdStored(database.db, messageId));
  const problem: string | null = duplicate
    ? "duplicate"
    : !message.source
      ? "tooLarge"
      : !parsed
        ? "unreadable"
        : "problem" in match
          ? match.problem
          : !conversation
            ? "gone"
            : null;
  const from = parsed?.from?.value.find((entry) => entry.address) ?? { address: "", name: "" };
  const mail: InboundMail = {
    id: randomUUID(),
    mailboxKey: message.mailboxKey,
    messageId,
    list: conversation?.list ?? null,
    entryId: conversation?.id ?? null,
    problem,
    fromAddress: oneLine(from.address ?? "").slice(0, MAX_HEADER_TEXT),
    fromName: oneLine(from.name).slice(0, MAX_HEADER_TEXT),
    subject: oneLine(parsed?.subject ?? "").slice(0, MAX_HEADER_TEXT),
    body: message.source && parsed ? storableText(parsed.text ?? "").slice(0, MAX_TEXT_LENGTH) : "",
    size: message.size,
    sentAt: parsed?.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null,
    handledAt: null,
    handledBy: null,
    createdAt: now,
  };
  // A duplicate's files are the first copy's; files are written before the transaction and
  // removed again if another instance stored the message first.
  const files = duplicate || !message.source || !parsed ? [] : await keepFiles(deps, parsed.attachments);
  const kept = files.flatMap((file) => (file.storedName ? [file.storedName] : []));
  try {
    const stored = await database.transaction(async (tx) => {
      if (!(await claimInboundMail(tx, mail))) return false;
      for (const file of files) {
        if (file.storedName) {
          await insertUpload(tx, {
            id: file.storedName,
            category: MAIL_UPLOAD_CATEGORY,
            storedName: file.storedName,
            originalName: file.name,
            mime: file.mime!,
            size: file.size,
            createdAt: now,
            usedAt: now,
          });
        }
        await insertInboundAttachment(tx, {
          id: randomUUID(),
          mailId: mail.id,
          uploadId: file.storedName,
          name: file.name,
          size: file.size,
          problem: file.problem,
        });
      }
      if (conversation && entry && !duplicate && deps.mail) {
        const owner = entry.assigneeId ? await getAccount(tx, entry.assigneeId) : undefined;
        await enqueue(tx, {
          channel: "email",
          kind: "reply-received",
          subjectId: mail.id,
          ...(owner?.email ? { recipient: owner.email } : {}),
          now,
        });
      }
      return true;
    });
    if (!stored) {
      for (const name of kept) await deps.files.remove(name);
      return "known";
    }
  } catch (error) {
    for (const name of kept) await deps.files.remove(name);
    throw error;
  }
  return "stored";
}

/**
 * The conversation a message belongs to: a token in an address it was sent to
 * (inbox+<token>@…), else in a Message-ID it answers. A token-shaped text whose signature
 * does not hold is a forgery, never matched to anyone's conversation.
 */
async function matchConversation(database: Database, identity: MailIdentity, mail: ParsedMail): Promise<Match> {
  const candidates = [...addressTokens(identity, mail), ...headerTokens(mail)];
  for (const token of candidates) {
    const conversation = await verifyToken(database.db, token);
    if (conversation) return { conversation };
  }
  return { problem: candidates.length > 0 ? "forged" : "noToken" };
}

/** Tokens in the plus part of addresses the message was sent to, at the conversations' mailbox. */
function addressTokens(identity: MailIdentity, mail: ParsedMail): string[] {
  if (!identity.replyAddress) return [];
  const at = identity.replyAddress.lastIndexOf("@");
  const local = identity.replyAddress.slice(0, at).toLowerCase();
  const domain = identity.replyAddress.slice(at + 1).toLowerCase();
  const addresses = [
    ...addressesOf(mail.to),
    ...addressesOf(mail.cc),
    ...["delivered-to", "x-original-to", "envelope-to"].flatMap((name) => headerAddresses(mail, name)),
  ];
  const tokens: string[] = [];
  for (const address of addresses) {
    const lower = address.toLowerCase();
    const prefix = `${local}+`;
    if (lower.startsWith(prefix) && lower.endsWith(`@${domain}`)) {
      tokens.push(lower.slice(prefix.length, lower.length - domain.length - 1));
    }
  }
  return [...new Set(tokens)];
}

/** Tokens in the Message-IDs a message answers, newest first. */
function headerTokens(mail: ParsedMail): string[] {
  const references = Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : [];
  const ids = [mail.inReplyTo ?? "", ...references.toReversed()].flatMap((value) => value.match(/<[^<>]+>/g) ?? []);
  const tokens = ids.map(tokenOfMessageId).filter((token): token is string => !!token && looksLikeToken(token));
  return [...new Set(tokens)];
}

function addressesOf(value: AddressObject | AddressObject[] | undefined): string[] {
  const objects = Array.isArray(value) ? value : value ? [value] : [];
  return objects
    .flatMap((object) =>
      object.value.flatMap((entry) => [entry.address, ...(entry.group ?? []).map((member) => member.address)]),
    )
    .filter((address): address is string => Boolean(address));
}

function headerAddresses(mail: ParsedMail, name: string): string[] {
  const value = mail.headers.get(name);
  if (!value) return [];
  if (typeof value === "string") return value.match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
  if (typeof value === "object" && "value" in value && Array.isArray(value.value)) {
    return addressesOf(value as AddressObject);
  }
  return [];
}

interface KeptFile {
  /** The stored file (and upload id); null when refused. */
  storedName: string | null;
  name: string;
  mime: string | null;
  size: number;
  problem: "tooLarge" | "type" | null;
}

/** Each attachment kept like an upload, or refused with a reason: over the size limit, or not a type the site accepts. */
async function keepFiles(deps: IncomingDeps, attachments: Attachment[]): Promise<KeptFile[]> {
  const files: KeptFile[] = [];
  const tailBytes = MAIL_ATTACHMENT_KINDS.some((kind) => kind.zipEntry) ? ZIP_DIRECTORY_BYTES : 0;
  for (const attachment of attachments) {
    const given = storableText(oneLine(attachment.filename ?? "")).slice(0, 200) || "attachment";
    if (attachment.size > deps.maxFileBytes) {
      files.push({ storedName: null, name: given, mime: null, size: attachment.size, problem: "tooLarge" });
      continue;
    }
    const saved = await deps.files.save(Readable.from([attachment.content]), { isTruncated: () => false, tailBytes });
    // A kind whose signature is shared (a DOCX is a ZIP) must have its entry in the archive's directory.
    const kind = sniffKind(saved.head, MAIL_ATTACHMENT_KINDS, () => zipEntryNames(saved.tail, saved.size));
    if (!kind) {
      await deps.files.remove(saved.storedName);
      files.push({ storedName: null, name: given, mime: null, size: saved.size, problem: "type" });
      continue;
    }
    files.push({
      storedName: saved.storedName,
      name: downloadName(given, kind),
      mime: kind.mime,
      size: saved.size,
      problem: null,
    });
  }
  return files;
}

function oneLine(value: string): string {
  return storableText(value)
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Text PostgreSQL and SQLite keep exactly: no NUL or other control characters but line breaks and tabs. */
function storableText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.toWellFormed().replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}
