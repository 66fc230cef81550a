import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { repliesBefore } from "../db/entry-events.ts";
import { receivedMessageIds } from "../db/inbound-mail.ts";
import { ENTRY_MAIL } from "../db/inbox-entries.ts";
import { queuedAt } from "../db/outbox.ts";
import { interviewMailBefore } from "../db/interviews.ts";
import { conversationToken, type Conversation } from "./tokens.ts";

/**
 * How the e-mails of a conversation hold together in the sender's mail program and find
 * their way back: each has a Message-ID that carries the conversation's token, answers
 * the one before it (In-Reply-To, References), and replies go to the mailbox the site
 * reads, at an address that carries the token too (plus addressing: inbox+<token>@…).
 */
export interface MailIdentity {
  /** The address every e-mail comes from (MAIL_FROM, else no-reply@ the site's host). */
  from: string;
  /** The mailbox replies are read from (MAIL_REPLY_ADDRESS with IMAP_URL); else replies go to the team's address. */
  replyAddress: string | undefined;
  /** The domain of Message-IDs. */
  host: string;
}

export function mailIdentity(
  config: Partial<Pick<Config, "MAIL_FROM" | "MAIL_REPLY_ADDRESS" | "IMAP_URL" | "SITE_URL">>,
): MailIdentity {
  let siteHost = "lojuvard.uz";
  try {
    if (config.SITE_URL) siteHost = new URL(config.SITE_URL).hostname || siteHost;
  } catch {
    // SITE_URL is validated at start-up; keep the default if it is not a URL after all.
  }
  const from = config.MAIL_FROM ?? `no-reply@${siteHost}`;
  const replyAddress = config.IMAP_URL ? config.MAIL_REPLY_ADDRESS : undefined;
  return { from, replyAddress, host: domainOf(replyAddress ?? from) };
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

/** "inbox+<token>@lojuvard.uz" for the mailbox "inbox@lojuvard.uz". */
function tokenAddress(replyAddress: string, token: string): string {
  const at = replyAddress.lastIndexOf("@");
  return `${replyAddress.slice(0, at)}+${token}${replyAddress.slice(at)}`;
}

/** The Message-ID of one e-mail of a conversation: the acknowledgement is "0", a reply its event's id. */
function conversationMessageId(identity: MailIdentity, token: string, part: string): string {
  return `<${token}.${part}@${identity.host}>`;
}

/** The token of a Message-ID of ours ("<token.part@host>"), whatever host it was made with. */
export function tokenOfMessageId(messageId: string): string | undefined {
  return /^<?([a-z0-9-]+)\.[^@<>\s]*@[^<>\s]+>?$/i.exec(messageId.trim())?.[1]?.toLowerCase();
}

export interface ThreadHeaders {
  messageId: string;
  inReplyTo?: string;
  references?: string[];
  /** Where the recipient's answer goes. */
  replyTo: string;
}

/** At most this many Message-IDs in References: the first and the latest (RFC 5322 suggests trimming). */
const MAX_REFERENCES = 10;

/**
 * The headers of one e-mail of a conversation: `part` names it ("0" for the
 * acknowledgement, else the reply's event id) and `before` is its time, so every e-mail
 * earlier in the conversation (ours and the sender's) is referenced, and the latest answered.
 */
export async function threadHeaders(
  db: Db,
  identity: MailIdentity,
  conversation: Conversation,
  message: { part: string; before?: string; teamAddress: string },
): Promise<ThreadHeaders> {
  const token = await conversationToken(db, conversation);
  const earlier = message.before ? await earlierMessageIds(db, identity, conversation, token, message.before) : [];
  const references = earlier.length > MAX_REFERENCES ? [earlier[0]!, ...earlier.slice(-(MAX_REFERENCES - 1))] : earlier;
  return {
    messageId: conversationMessageId(identity, token, message.part),
    ...(references.length > 0 ? { inReplyTo: references.at(-1)!, references } : {}),
    replyTo: identity.replyAddress ? tokenAddress(identity.replyAddress, token) : message.teamAddress,
  };
}

/** The Message-IDs of the conversation's e-mails before a time, oldest first. */
async function earlierMessageIds(
  db: Db,
  identity: MailIdentity,
  { list, id }: Conversation,
  token: string,
  before: string,
): Promise<string[]> {
  const acknowledged = await queuedAt(db, ENTRY_MAIL[list].acknowledgement, id);
  const replies = await repliesBefore(db, list, id, before);
  const received = await receivedMessageIds(db, list, id, before);
  // An applicant's interview invitations are messages of the conversation too (server/hiring/).
  const interviews = list === "applications" ? await interviewMailBefore(db, id, before) : [];
  const messages: { at: string; id: string }[] = [
    ...(acknowledged ? [{ at: acknowledged, id: conversationMessageId(identity, token, "0") }] : []),
    ...[...replies, ...interviews].map((sent) => ({
      at: sent.createdAt,
      id: conversationMessageId(identity, token, sent.id),
    })),
    ...received.map((mail) => ({ at: mail.createdAt, id: mail.messageId! })),
  ];
  return messages.sort((a, b) => a.at.localeCompare(b.at)).map((message) => message.id);
}
