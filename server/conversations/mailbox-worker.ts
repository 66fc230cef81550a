import type { Config } from "../config.ts";
import type { Database, Db } from "../db/database.ts";
import { getSetting, setSetting } from "../db/settings.ts";
import type { FileStore } from "../files/file-store.ts";
import { storeIncoming } from "./incoming.ts";
import { readMailbox } from "./mailbox.ts";
import { mailIdentity } from "./threading.ts";

/**
 * Reads the conversations' mailbox every IMAP_POLL_SECONDS in the background (never two
 * reads at once on one instance; several instances may read together, the database keeps
 * each message once). A read that fails (the server is down, the password changed) is
 * logged, shown in the inbox and tried again at the next turn: the messages wait in the
 * mailbox meanwhile, none is lost.
 */
export interface MailboxStatus {
  /** The last read that finished, and the last that was tried. */
  readAt: string | null;
  triedAt: string;
  /** What the server said when the last try failed; null when it worked. */
  error: string | null;
  /** Why, in words the inbox can say to staff. */
  reason?: MailboxProblem;
}

/** Why the mailbox could not be read: the server does not answer, refuses the sign-in, has no such mailbox. */
type MailboxProblem = "unreachable" | "signIn" | "mailbox" | "other";

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "NoConnection",
  "EConnectionClosed",
  "CONNECT_TIMEOUT",
  "GREETING_TIMEOUT",
  "UPGRADE_TIMEOUT",
  "ETIMEOUT",
]);

function problemOf(error: unknown): MailboxProblem {
  const details = (error ?? {}) as { authenticationFailed?: unknown; code?: unknown; serverResponseCode?: unknown };
  if (details.authenticationFailed) return "signIn";
  if (typeof details.code === "string" && NETWORK_CODES.has(details.code)) return "unreachable";
  if (details.serverResponseCode === "NONEXISTENT" || details.code === "NotFound") return "mailbox";
  return "other";
}

const STATUS_SETTING = "mailbox_status";

export async function mailboxStatus(db: Db): Promise<MailboxStatus | null> {
  const value = await getSetting(db, STATUS_SETTING);
  if (!value) return null;
  try {
    return JSON.parse(value) as MailboxStatus;
  } catch {
    return null;
  }
}

async function recordStatus(
  db: Db,
  outcome: { at: string; error: string | null; reason?: MailboxProblem },
): Promise<void> {
  const previous = await mailboxStatus(db);
  const status: MailboxStatus = {
    readAt: outcome.error ? (previous?.readAt ?? null) : outcome.at,
    triedAt: outcome.at,
    error: outcome.error,
    ...(outcome.reason ? { reason: outcome.reason } : {}),
  };
  await setSetting(db, STATUS_SETTING, JSON.stringify(status));
}

/** Reads the mailbox once: every new message stored (or recognised); how many were handled. */
export async function readRepliesOnce(
  deps: { database: Database; files: FileStore; config: Config },
  signal?: AbortSignal,
): Promise<number> {
  const { database, files, config } = deps;
  if (!config.IMAP_URL) return 0;
  const incoming = {
    database,
    files,
    identity: mailIdentity(config),
    maxFileBytes: config.UPLOAD_MAX_MB * 1024 * 1024,
    mail: Boolean(config.SMTP_URL),
  };
  const at = new Date().toISOString();
  try {
    const handled = await readMailbox(
      config.IMAP_URL,
      // A message larger than a few attachments at the limit is noted, not read: staff read it in the mailbox.
      { maxMessageBytes: config.UPLOAD_MAX_MB * 1024 * 1024 * 4, ...(signal ? { signal } : {}) },
      async (entry) => {
        await storeIncoming(incoming, entry);
      },
    );
    await recordStatus(database.db, { at, error: null });
    return handled;
  } catch (error) {
    await recordStatus(database.db, { at, error: errorText(error), reason: problemOf(error) });
    throw error;
  }
}

export function startMailboxWorker(deps: {
  database: Database;
  files: FileStore;
  config: Config;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}): () => Promise<void> {
  if (!deps.config.IMAP_URL) return async () => {};
  const controller = new AbortController();
  const interval = deps.config.IMAP_POLL_SECONDS * 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = readRepliesOnce(deps, controller.signal)
      .then((handled) => {
        if (handled > 0) deps.log.info({ handled }, "replies read from the mailbox");
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, "the mailbox could not be read; trying again later"))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(run, interval);
        timer.unref();
      });
  };
  timer = setTimeout(run, Math.min(interval, 1000));
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    controller.abort();
    await running;
  };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const detail = typeof code === "string" && !text.includes(code) ? ` (${code})` : "";
  return `${text.trim() || "Unknown error"}${detail}`.slice(0, 300);
}
