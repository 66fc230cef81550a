import { randomUUID } from "node:crypto";
import type { Database, Db } from "../db/database.ts";
import { recordAudit } from "../db/audit-log.ts";
import { createBatch, enqueue, failedMessages, setBatchStatus, retryUncertain, batchProgress } from "../db/outbox.ts";
import { getRecipient, insertRecipientOnce, insertSend, listSends } from "../db/newsletter-sends.ts";
import { getSubscriber, activeSubscribers } from "../db/subscribers.ts";
import { entryTitle, isLive, readEntry } from "../content/entries.ts";
import { posts } from "../../content/model/index.ts";
import type { MailContent } from "../notify/mail-content.ts";
import { isLanguage, localizePath, type Language } from "../../shared/i18n/languages.ts";
import { rasterCover } from "../../shared/content.ts";
import { unsubscribeUrl } from "./subscriptions.ts";
import { issueMailContent, issueProblems, issueTitle, readIssue } from "./issues.ts";
import { markIssueSent } from "../db/newsletter-issues.ts";
import type { Issue } from "../../shared/content-model/validation.ts";

/**
 * Sending a published post or an issue written in the inbox (./issues.ts) to the confirmed
 * subscribers, each in their language. A send
 * is a batch of the outbox: one row per address, paced at NEWSLETTER_RATE_PER_MINUTE
 * across all instances, pausable, and recorded per recipient. An address gets a post (or an
 * issue) once, ever (a unique row per post and address); a message whose sending was cut short
 * by a crash is never sent again by itself: it is "uncertain" until staff decide.
 */
export type StartOutcome =
  { ok: true; sendId: string; recipients: number } | { ok: false; problem: "notLive" | "nobody" };

export async function startSend(
  database: Database,
  postId: string,
  by: string,
  options: { ratePerMinute: number; now?: string },
): Promise<StartOutcome> {
  const now = options.now ?? new Date().toISOString();
  return database.transaction(async (tx) => {
    const post = await readEntry(tx, posts, postId);
    if (!post || !isLive(post.state, now)) return { ok: false, problem: "notLive" } as const;
    const queued = await queueToSubscribers(tx, postId, by, { ...options, now });
    // Everyone already has it, or nobody is subscribed.
    if (!queued) return { ok: false, problem: "nobody" } as const;
    await recordAudit(tx, by, "newsletter-send", { post: postId, recipients: queued.recipients });
    return { ok: true, ...queued } as const;
  });
}

export type IssueSendOutcome =
  | { ok: true; sendId: string; recipients: number }
  | { ok: false; problem: "notFound" | "sent" | "nobody" }
  | { ok: false; problem: "incomplete"; issues: Issue[] };

/**
 * Sends an issue written in the inbox, once: it must be complete in the three languages
 * (each subscriber reads their own), and is no longer a draft from then on, whichever
 * instance or click got there first.
 */
export async function startIssueSend(
  database: Database,
  issueId: string,
  by: string,
  options: { ratePerMinute: number; now?: string },
): Promise<IssueSendOutcome> {
  const now = options.now ?? new Date().toISOString();
  return database.transaction(async (tx) => {
    const issue = await readIssue(tx, issueId);
    if (!issue) return { ok: false, problem: "notFound" } as const;
    if (issue.status === "sent") return { ok: false, problem: "sent" } as const;
    const issues = issueProblems(issue.doc, true);
    if (issues.length) return { ok: false, problem: "incomplete", issues } as const;
    const queued = await queueToSubscribers(tx, issueKey(issueId), by, { ...options, now });
    if (!queued) return { ok: false, problem: "nobody" } as const;
    if (!(await markIssueSent(tx, issueId, queued.sendId, now, by))) {
      throw new Error(`The issue ${issueId} was sent meanwhile`);
    }
    await recordAudit(tx, by, "newsletter-issue-send", { issue: issueId, recipients: queued.recipients });
    return { ok: true, ...queued } as const;
  });
}

/** What a send's recipients are unique on: a post's id, or "issue:<id>" for an issue written in the inbox. */
const issueKey = (issueId: string) => `issue:${issueId}`;
const issueOfKey = (key: string) => (key.startsWith("issue:") ? key.slice("issue:".length) : null);

/**
 * Queues a post or an issue (by its key) to every confirmed subscriber who has not had it,
 * as one paced batch of the outbox; null when that is nobody.
 */
async function queueToSubscribers(
  tx: Db,
  key: string,
  by: string,
  options: { ratePerMinute: number; now: string },
): Promise<{ sendId: string; recipients: number } | null> {
  const { now } = options;
  const sendId = randomUUID();
  let recipients = 0;
  for (const subscriber of await activeSubscribers(tx)) {
    const recipientId = randomUUID();
    const inserted = await insertRecipientOnce(tx, {
      id: recipientId,
      sendId,
      postId: key,
      subscriberId: subscriber.id,
      emailKey: subscriber.emailKey,
      language: subscriber.language,
      createdAt: now,
    });
    if (!inserted) continue;
    await enqueue(tx, {
      channel: "email",
      kind: "newsletter",
      subjectId: recipientId,
      recipient: subscriber.email,
      batch: sendId,
      now,
    });
    recipients += 1;
  }
  if (recipients === 0) return null;
  await createBatch(tx, { id: sendId, intervalMs: Math.ceil(60_000 / options.ratePerMinute), now });
  await insertSend(tx, { id: sendId, postId: key, recipients, createdAt: now, createdBy: by });
  return { sendId, recipients };
}

/** Pauses or resumes a send; false when there is no such send. */
export async function pauseSend(database: Database, sendId: string, paused: boolean, by: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    if (!(await setBatchStatus(tx, sendId, paused ? "paused" : "active"))) return false;
    await recordAudit(tx, by, paused ? "newsletter-pause" : "newsletter-resume", { send: sendId });
    return true;
  });
}

/** Sends once more the messages whose delivery a crash left uncertain: staff chose to risk a duplicate. */
export async function resendUncertain(database: Database, sendId: string, by: string): Promise<number> {
  return database.transaction(async (tx) => {
    const count = await retryUncertain(tx, sendId);
    if (count > 0) await recordAudit(tx, by, "newsletter-resend-uncertain", { send: sendId, messages: count });
    return count;
  });
}

export interface SendOverview {
  id: string;
  /** The post sent, or null for an issue. */
  postId: string | null;
  issueId: string | null;
  title: string;
  createdAt: string;
  createdBy: string;
  recipients: number;
  paused: boolean;
  counts: Record<"pending" | "sent" | "failed" | "cancelled" | "uncertain", number>;
  /** The addresses it could not be delivered to, and the mail server's last answer. */
  failed: { address: string; error: string }[];
}

/** Every send, newest first, with how far it got: delivered, failed (and to whom), waiting. */
export async function sendsOverview(db: Db, lang: Language): Promise<SendOverview[]> {
  const sends = await listSends(db);
  return Promise.all(
    sends.map(async (send) => {
      const progress = await batchProgress(db, send.id);
      const issueId = issueOfKey(send.postId);
      const title = issueId
        ? await issueTitle(db, issueId, lang)
        : ((await entryTitle(db, posts, send.postId, lang)) ?? send.postId);
      return {
        id: send.id,
        postId: issueId ? null : send.postId,
        issueId,
        title,
        createdAt: send.createdAt,
        createdBy: send.createdBy,
        recipients: send.recipients,
        paused: progress.status === "paused",
        counts: progress.counts,
        failed: progress.counts.failed
          ? (await failedMessages(db, send.id)).map((row) => ({
              address: row.recipient ?? "",
              error: row.lastError ?? "",
            }))
          : [],
      };
    }),
  );
}

/**
 * The newsletter e-mail of one recipient, in their language, with RFC 8058 one-click
 * unsubscribe; null when they left (unsubscribed, erased) or the post was withdrawn.
 */
export async function newsletterMessage(
  db: Db,
  recipientId: string,
  origin: string,
): Promise<{ content: MailContent; headers: Record<string, string> } | null> {
  const recipient = await getRecipient(db, recipientId);
  if (!recipient) return null;
  const subscriber = await getSubscriber(db, recipient.subscriberId);
  if (!subscriber?.confirmedAt || subscriber.unsubscribedAt) return null;
  const lang: Language = isLanguage(subscriber.language) ? subscriber.language : "en";
  const unsubscribe = await unsubscribeUrl(db, subscriber, origin);
  const issueId = issueOfKey(recipient.postId);
  const content = issueId
    ? await issueMailContent(db, issueId, lang, origin, unsubscribe)
    : await postMailContent(db, recipient.postId, lang, origin, unsubscribe);
  if (!content) return null;
  return {
    content,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": `Lojuvard engineering notes <newsletter.${new URL(origin).hostname}>`,
    },
  };
}

/** A published post as its newsletter e-mail says it, in one language; null when it is not on the site. */
export async function postMailContent(
  db: Db,
  postId: string,
  lang: Language,
  origin: string,
  unsubscribe: string | null,
  test = false,
): Promise<MailContent | null> {
  const post = await readEntry(db, posts, postId);
  if (!post || !isLive(post.state, new Date().toISOString())) return null;
  const { doc } = post;
  return {
    template: "newsletter-post",
    lang,
    post: {
      title: doc.title[lang],
      summary: doc.summary[lang],
      url: `${origin}${localizePath(`/blog/post/${post.id}`, lang)}`,
      image: origin + rasterCover(doc.cover),
      imageAlt: doc.coverAlt[lang],
      category: doc.category,
    },
    unsubscribeUrl: unsubscribe,
    ...(test ? { test } : {}),
  };
}
