import { randomUUID } from "node:crypto";
import { signLink, verifyLink } from "../auth/signed-links.ts";
import type { Database, Db } from "../db/database.ts";
import { enqueue } from "../db/outbox.ts";
import type { IsoDate } from "../db/schema.ts";
import {
  confirmSubscriber,
  deleteUnconfirmedBefore,
  getSubscriber,
  markUnsubscribed,
  requestSubscription,
  type Subscriber,
} from "../db/subscribers.ts";
import { queueWebhooks } from "../webhooks/queue.ts";
import { localizePath, type Language } from "../../shared/i18n/languages.ts";

/**
 * Double opt-in: an address given in the footer or on the blog gets an e-mail with a
 * signed link; only once it is followed is the address a subscriber (listed, exported,
 * sent to). Unconfirmed addresses are removed after 30 days. Unsubscribing works from
 * a signed link, by a click on the page or by a mail client's one-click (RFC 8058).
 */
const CONFIRMATION_LINK_DAYS = 7;
const UNCONFIRMED_KEPT_DAYS = 30;
/** Subscribing again within this time sends no second confirmation e-mail. */
const RESEND_AFTER_MS = 10 * 60 * 1000;

/**
 * Records an address that asked to subscribe, in the caller's transaction, and queues
 * its confirmation e-mail when e-mail is configured. A confirmed subscriber asking again
 * changes nothing; after an unsubscribe, asking again is a new consent to confirm.
 */
export async function requestConfirmation(
  db: Db,
  request: { email: string; language: Language; now: IsoDate; mail: boolean },
): Promise<"requested" | "already-subscribed" | "recently-requested"> {
  const outcome = await requestSubscription(db, {
    id: randomUUID(),
    email: request.email,
    language: request.language,
    now: request.now,
    resendBefore: new Date(Date.parse(request.now) - RESEND_AFTER_MS).toISOString(),
  });
  if (outcome.state !== "requested") return outcome.state;
  if (request.mail) {
    await enqueue(db, {
      channel: "email",
      kind: "subscription-confirmation",
      subjectId: outcome.id,
      recipient: request.email,
      now: request.now,
    });
  }
  return "requested";
}

/** The link a confirmation e-mail carries, in the subscriber's language; it expires after seven days. */
export async function confirmationLink(db: Db, subscriber: Pick<Subscriber, "id" | "language">, origin: string) {
  const expires = new Date(Date.now() + CONFIRMATION_LINK_DAYS * 86_400_000);
  const token = await signLink(db, "confirmation", subscriber.id, expires);
  return `${origin}${localizePath("/newsletter/confirm", subscriber.language as Language)}?token=${token}`;
}

export type ConfirmationCheck = "ask" | "already" | "expired" | "invalid";

/** What a confirmation link is worth, without changing anything (the page asks for a click first). */
export async function checkConfirmation(database: Database, token: string): Promise<ConfirmationCheck> {
  const check = await verifyLink(database.db, "confirmation", token, { expiring: true });
  if (!check.ok) return check.reason;
  const subscriber = await getSubscriber(database.db, check.value);
  if (!subscriber) return "invalid";
  // A link from before an unsubscribe is spent: it must not subscribe the address again.
  if (subscriber.unsubscribedAt) return "expired";
  return subscriber.confirmedAt ? "already" : "ask";
}

/**
 * Confirms the subscription a link names and tells staff (their channels) and webhooks, once;
 * an expired or forged link, one of an erased address, or one from before an unsubscribe
 * changes nothing.
 */
export async function confirmSubscription(
  database: Database,
  token: string,
  channels: readonly string[],
  now = new Date().toISOString(),
): Promise<"confirmed" | "already" | "expired" | "invalid"> {
  const check = await verifyLink(database.db, "confirmation", token, { expiring: true });
  if (!check.ok) return check.reason;
  return database.transaction(async (tx) => {
    const subscriber = await getSubscriber(tx, check.value);
    if (!subscriber) return "invalid";
    if (!(await confirmSubscriber(tx, subscriber.id, now))) return subscriber.unsubscribedAt ? "expired" : "already";
    for (const channel of channels) await enqueue(tx, { channel, kind: "subscriber", subjectId: subscriber.id, now });
    await queueWebhooks(tx, "subscriber.confirmed", subscriber.id, now);
    return "confirmed";
  });
}

export async function unsubscribeToken(db: Db, subscriberId: string): Promise<string> {
  return signLink(db, "unsubscribe", subscriberId);
}

/** The unsubscribe page of a subscriber, in their language; the same URL takes one-click POSTs. */
export async function unsubscribeUrl(db: Db, subscriber: Pick<Subscriber, "id" | "language">, origin: string) {
  return `${origin}${localizePath("/unsubscribe", subscriber.language as Language)}?token=${await unsubscribeToken(db, subscriber.id)}`;
}

/** The subscriber an unsubscribe token names, when its signature is right. */
export async function verifyUnsubscribeToken(database: Database, token: string): Promise<string | null> {
  const check = await verifyLink(database.db, "unsubscribe", token, { expiring: false });
  return check.ok ? check.value : null;
}

/** Marks the subscriber as unsubscribed; true when the token was valid. */
export async function unsubscribe(database: Database, token: string): Promise<boolean> {
  const id = await verifyUnsubscribeToken(database, token);
  if (!id) return false;
  return markUnsubscribed(database.db, id, new Date().toISOString());
}

/** Removes addresses never confirmed within 30 days of their last request; how many. */
export async function removeUnconfirmed(db: Db, now = new Date()): Promise<number> {
  return deleteUnconfirmedBefore(db, new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * 86_400_000).toISOString());
}
