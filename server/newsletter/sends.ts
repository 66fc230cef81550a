import { randomUUID } from "node:crypto";
import type { Database, Db } from "../db/database.ts";
import { recordAudit } from "../db/audit-log.ts";
import { createBatch, enqueue, setBatchStatus, retryUncertain, batchProgress } from "../db/outbox.ts";
import { getRecipient, insertRecipientOnce, insertSend, listSends } from "../db/newsletter-sends.ts";
import { getSubscriber, activeSubscribers } from "../db/subscribers.ts";
import { entryTitle, isLive, readEntry } from "../content/entries.ts";
import { posts } from "../../content/model/index.ts";
import type { MailContent } from "../notify/mail-content.ts";
import { isLanguage, localizePath, type Language } from "../../shared/i18n/languages.ts";
import { rasterCover } from "../../shared/content.ts";
import { unsubscribeUrl } from "./subscriptions.ts";

/**
 * Sending a published post to the confirmed subscribers, each in their language. A send
 * is a batch of the outbox: one row per address, paced at NEWSLETTER_RATE_PER_MINUTE
 * across all instances, pausable, and recorded per recipient. An address gets a post
 * once, ever (a unique row per post and address); a message whose sending was cut short
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
    const sendId = randomUUID();
    let recipients = 0;
    for (const subscriber of await activeSubscribers(tx)) {
      const recipientId = randomUUID();
      const inserted = await insertRecipientOnce(tx, {
        id: recipientId,
        sendId,
        postId,
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
    // Everyone already has it, or nobody is subscribed.
    if (recipients === 0) return { ok: false, problem: "nobody" } as const;
    await createBatch(tx, { id: sendId, intervalMs: Math.ceil(60_000 / options.ratePerMinute), now });
    await insertSend(tx, { id: sendId, postId, recipients, createdAt: now, createdBy: by });
    await recordAudit(tx, by, "newsletter-send", { post: postId, recipients });
    return { ok: true, sendId, recipients } as const;
  });
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
  postId: string;
  title: string;
  createdAt: string;
  createdBy: string;
  recipients: number;
  paused: boolean;
  counts: Record<"pending" | "sent" | "failed" | "cancelled" | "uncertain", number>;
}

/** Every send, newest first, with how far it got. */
export async function sendsOverview(db: Db, lang: Language): Promise<SendOverview[]> {
  const sends = await listSends(db);
  return Promise.all(
    sends.map(async (send) => {
      const progress = await batchProgress(db, send.id);
      const title = (await entryTitle(db, posts, send.postId, lang)) ?? send.postId;
      return {
        id: send.id,
        postId: send.postId,
        title,
        createdAt: send.createdAt,
        createdBy: send.createdBy,
        recipients: send.recipients,
        paused: progress.status === "paused",
        counts: progress.counts,
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
  const post = await readEntry(db, posts, recipient.postId);
  if (!post || !isLive(post.state, new Date().toISOString())) return null;
  const lang: Language = isLanguage(subscriber.language) ? subscriber.language : "en";
  const { doc } = post;
  const unsubscribe = await unsubscribeUrl(db, subscriber, origin);
  return {
    content: {
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
    },
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": `Lojuvard engineering notes <newsletter.${new URL(origin).hostname}>`,
    },
  };
}
