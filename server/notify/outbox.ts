import { notifyChannels, type Config, type NotifyChannel } from "../config.ts";
import type { Database, Db } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import {
  batchOf,
  claim,
  dueIds,
  markCancelled,
  markFailedAttempt,
  markSent,
  markUncertain,
  messagesAbout,
  nextBatchSlot,
  takeBatchSlot,
} from "../db/outbox.ts";
import { mailIdentity, type MailIdentity } from "../conversations/threading.ts";
import { addressRules } from "../webhooks/address-rules.ts";
import { webhookSender, type WebhookSender } from "../webhooks/deliver.ts";
import { sendWebhookRow } from "../webhooks/send.ts";
import { emailSender, type Sender } from "./email.ts";
import type { MailTemplates } from "./mail-content.ts";
import { composeMessage, linkOrigin, type LinkConfig } from "./message.ts";
import { telegramSender } from "./telegram.ts";

/**
 * Delivery of everything the site sends: staff notifications, answers to senders,
 * invitations, newsletters. A row is committed with what it is about; this module sends
 * it later, so a failing mail server or Telegram never loses anything nor delays the
 * visitor's answer. Each row is claimed by an atomic UPDATE before it is sent, so
 * several instances sharing one PostgreSQL never send a row twice; a failed send is
 * retried with backoff. A row that belongs to a batch (a newsletter) is sent at the
 * batch's pace, and at most once: when its previous claim never finished (the process
 * died mid-send) it is marked uncertain instead of being sent again. Webhooks are rows of
 * the channel "webhook", one per endpoint, delivered the same way (server/webhooks/).
 */

export type Senders = Partial<Record<NotifyChannel, Sender>> & { webhook?: WebhookSender };
type OutboxStatus = "pending" | "sent" | "failed" | "cancelled" | "uncertain";

export interface OutboxCounts {
  sent: number;
  retried: number;
  failed: number;
  cancelled: number;
  uncertain: number;
}

export interface OutboxLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ProcessOptions {
  /** The site's e-mail templates (app/mail/). */
  templates: MailTemplates;
  /** SITE_URL and PORT, for links in messages. */
  links?: Partial<LinkConfig>;
  /** The address e-mails come from and the mailbox replies go to (MAIL_FROM, MAIL_REPLY_ADDRESS). */
  identity?: MailIdentity;
  /** Where the files messages to senders carry are kept. */
  files?: FileStore;
  /** Rows handled in one run at most (default 100); the rest wait for the next run. */
  limit?: number;
  /** How long a claimed row stays reserved for this run (default 5 min); then another run may take it. */
  lockMs?: number;
  /** Attempts before a row is given up as failed (default 20). */
  maxAttempts?: number;
  /** Stops the run between rows. */
  signal?: AbortSignal;
  log?: OutboxLog;
}

const MAX_ATTEMPTS = 20;
const OUTBOX_INTERVAL_MS = 5_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
const LOCK_MS = 5 * 60 * 1000;
const ERROR_LENGTH = 500;

/** The wait after the n-th failed attempt: 30 s, 1 min, 2 min, … doubling, at most 1 h. */
function backoffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** A sender per configured channel (see `notifyChannels`), and webhooks (their endpoints are set in the inbox). */
export function sendersFrom(config: Config): Senders {
  const senders: Senders = { webhook: webhookSender(addressRules(config)) };
  for (const channel of notifyChannels(config)) {
    senders[channel] = channel === "email" ? emailSender(config) : telegramSender(config);
  }
  return senders;
}

/**
 * Sends every due notification (pending, next attempt reached, not reserved by another
 * run) of a channel that has a sender, one row at a time, and records the outcome.
 */
export async function processOutbox(
  db: Db,
  senders: Senders,
  now: Date,
  options: ProcessOptions,
): Promise<OutboxCounts> {
  const counts: OutboxCounts = { sent: 0, retried: 0, failed: 0, cancelled: 0, uncertain: 0 };
  const channels = (Object.keys(senders) as (keyof Senders)[]).filter((channel) => senders[channel]);
  if (channels.length === 0) return counts;
  const limit = options.limit ?? 100;
  const nowIso = now.toISOString();
  const seen = new Set<string>();
  let handled = 0;
  while (handled < limit && !options.signal?.aborted) {
    const ids = (await dueIds(db, channels, nowIso, Math.min(25, limit - handled))).filter((id) => !seen.has(id));
    if (ids.length === 0) break;
    for (const id of ids) {
      if (handled >= limit || options.signal?.aborted) break;
      seen.add(id);
      const outcome = await deliverOne(db, id, senders, now, options);
      if (outcome) {
        counts[outcome] += 1;
        handled += 1;
      }
    }
  }
  return counts;
}

/** Claims, renders, sends and records one row; null when another run holds or finished it. */
async function deliverOne(
  db: Db,
  id: string,
  senders: Senders,
  now: Date,
  options: ProcessOptions,
): Promise<keyof OutboxCounts | null> {
  const nowIso = now.toISOString();
  const lockedUntil = new Date(now.getTime() + (options.lockMs ?? LOCK_MS)).toISOString();
  const batch = await batchOf(db, id);
  // A batch's message waits for its slot (the pace is shared by every instance).
  if (batch && !(await takeBatchSlot(db, batch, nowIso))) return null;
  const row = await claim(db, id, nowIso, lockedUntil);
  if (!row) return null;
  if (row.batch && row.started > row.attempts + 1) {
    options.log?.warn({ outboxId: id, kind: row.kind }, "message left uncertain by an interrupted send");
    await markUncertain(db, id);
    return "uncertain";
  }
  const channel = row.channel as keyof Senders;
  try {
    if (channel === "webhook") {
      if (!senders.webhook) throw new Error("No sender for webhooks");
      const origin = linkOrigin(options.links ?? {});
      if ((await sendWebhookRow(db, row, senders.webhook, { origin, now, mail: Boolean(senders.email) })) === "gone") {
        await markCancelled(db, id, "The endpoint was removed or paused, or what it was about no longer exists");
        return "cancelled";
      }
    } else {
      const sender = senders[channel];
      if (!sender) throw new Error(`No sender for channel ${channel}`);
      const message = await composeMessage(db, row, {
        templates: options.templates,
        links: options.links,
        ...(options.identity ? { identity: options.identity } : {}),
        ...(options.files ? { files: options.files } : {}),
      });
      if (!message) {
        await markCancelled(db, id, "What it was about no longer exists");
        return "cancelled";
      }
      await sender(message);
    }
  } catch (error) {
    const attempts = row.attempts + 1;
    const lastError = errorText(error).slice(0, ERROR_LENGTH);
    const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
    options.log?.warn(
      { outboxId: id, channel, kind: row.kind, attempts, error: lastError },
      "notification not delivered",
    );
    const retryAt = attempts >= maxAttempts ? null : new Date(now.getTime() + backoffMs(attempts)).toISOString();
    await markFailedAttempt(db, id, { attempts, error: lastError, retryAt });
    return retryAt ? "retried" : "failed";
  }
  await markSent(db, id, nowIso);
  return "sent";
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim() || "Unknown error";
}

/**
 * Runs the outbox every 5 s in the background (never two runs at once; errors are
 * logged, never thrown). The returned
 * function stops it and resolves once a run in progress has finished.
 */
export function startOutboxWorker(deps: {
  database: Database;
  files: FileStore;
  config: Config;
  templates: MailTemplates;
  log: OutboxLog;
  intervalMs?: number;
}): () => Promise<void> {
  const { database, config, log, templates } = deps;
  const senders = sendersFrom(config);
  const identity = mailIdentity(config);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const interval = deps.intervalMs ?? OUTBOX_INTERVAL_MS;
  const schedule = (delay: number) => {
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = () => {
    let delay = interval;
    running = processOutbox(database.db, senders, new Date(), {
      templates,
      links: config,
      identity,
      files: deps.files,
      signal: controller.signal,
      log,
    })
      .then(async (counts) => {
        if (Object.values(counts).some((n) => n > 0)) log.info(counts, "outbox processed");
        // A newsletter being sent wakes the worker at its next slot rather than every 5 s.
        const slot = await nextBatchSlot(database.db);
        if (slot) delay = Math.min(interval, Math.max(20, Date.parse(slot) - Date.now()));
      })
      .catch((error: unknown) => log.error({ err: error }, "outbox run failed"))
      .finally(() => {
        if (!stopped) schedule(delay);
      });
  };
  schedule(interval);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    controller.abort();
    await running;
  };
}

export interface DeliveryState {
  channel: NotifyChannel | "webhook";
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  /** When the next attempt is due; null unless pending. */
  nextAttemptAt: string | null;
}

/** The notifications of one submission and how their delivery went, for the inbox's detail view. */
export async function deliveryState(db: Db, kind: string, subjectId: string): Promise<DeliveryState[]> {
  return (await messagesAbout(db, kind, subjectId)).map((row) => ({
    channel: row.channel as DeliveryState["channel"],
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null,
  }));
}
