import { randomUUID } from "node:crypto";
import { accountPermissions } from "../auth/staff-auth.ts";
import type { Config } from "../config.ts";
import { digestRecipients, getAccount, type Account } from "../db/accounts.ts";
import type { Database, Db } from "../db/database.ts";
import { claimDigestDay, deleteDigestDaysBefore, getDigestDay } from "../db/digest-days.ts";
import { ownedOpenEntries } from "../db/inbox-entries.ts";
import { enqueue } from "../db/outbox.ts";
import { entryTitle } from "../content/entries.ts";
import { openings } from "../../content/model/index.ts";
import { DIGEST_TIME, dueBy, followUpState, type FollowUp } from "../../shared/follow-up.ts";
import { isLanguage } from "../../shared/i18n/languages.ts";
import { ENTRY_LISTS, type EntryList } from "../../shared/inbox.ts";
import { canAccess, isRole } from "../../shared/staff.ts";
import { tashkentClock } from "../../shared/tashkent-time.ts";
import type { DigestItem, MailContent } from "./mail-content.ts";
import type { OutboxLog } from "./outbox.ts";

/**
 * The morning digest (issue 38.3, decision 075): from 08:00 Tashkent time, each member of
 * staff who owns quote requests or applications due that day or overdue gets one e-mail
 * listing them, in their inbox's language, through the outbox. The day is claimed in the
 * database (one row per account and day) in the transaction that queues the e-mail, so
 * however many instances run this, and however often, nobody gets two in a day. A day with
 * nothing due sends nothing, and is claimed all the same: something made due at noon waits
 * for the next morning rather than arriving as a "morning" digest in the afternoon.
 */

/** How often each instance looks whether a digest is due. */
const DIGEST_INTERVAL_MS = 60_000;
/** Claims older than this are forgotten. */
const KEEP_DAYS = 7;

/** The lists an account works on, of those whose entries have owners. */
function listsOf(account: Account): EntryList[] {
  if (!isRole(account.role)) return [];
  const member = { role: account.role, permissions: accountPermissions(account) };
  return ENTRY_LISTS.filter((list) => canAccess(member, list));
}

/**
 * Queues the digests due at `now` (none before 08:00 Tashkent time, nor without e-mail):
 * one per account that has not had its day's yet and owns something due. Tests call it with
 * the moment they choose, as they run the outbox. Returns how many were queued.
 */
export async function queueDigests(database: Database, now: Date, options: { mail: boolean }): Promise<number> {
  if (!options.mail) return 0;
  const clock = tashkentClock(now);
  if (clock.time < DIGEST_TIME) return 0;
  // Sent at once, also when a test runs the digest for a moment ahead of the clock.
  const queuedAt = new Date(Math.min(now.getTime(), Date.now())).toISOString();
  let queued = 0;
  for (const account of await digestRecipients(database.db)) {
    const lists = listsOf(account);
    if (lists.length === 0 || !account.email) continue;
    const email = account.email;
    const sent = await database.transaction(async (tx) => {
      const id = randomUUID();
      const claimed = await claimDigestDay(tx, {
        id,
        accountId: account.id,
        day: clock.day,
        claimedAt: now.toISOString(),
      });
      if (!claimed || (await dueEntries(tx, account.id, lists, clock.day)).length === 0) return false;
      await enqueue(tx, { channel: "email", kind: "digest", subjectId: id, recipient: email, now: queuedAt });
      return true;
    });
    if (sent) queued += 1;
  }
  const oldest = tashkentClock(new Date(now.getTime() - KEEP_DAYS * 86_400_000)).day;
  await deleteDigestDaysBefore(database.db, oldest);
  return queued;
}

async function dueEntries(db: Db, ownerId: string, lists: readonly EntryList[], day: string) {
  const found: { list: EntryList; id: string; name: string; about: string; due: FollowUp }[] = [];
  for (const list of lists) {
    for (const row of await ownedOpenEntries(db, list, ownerId)) {
      const due = row.dueOn ? { on: row.dueOn, time: row.dueTime } : null;
      if (due && dueBy(due, day)) found.push({ list, id: row.id, name: row.name, about: row.about, due });
    }
  }
  return found.sort((a, b) =>
    `${a.due.on}T${a.due.time ?? "24:00"}`.localeCompare(`${b.due.on}T${b.due.time ?? "24:00"}`),
  );
}

/**
 * A queued digest's content, from what the database holds when it is sent: null when the
 * account is gone or turned digests off, or nothing it owns is due any more.
 */
export async function digestContent(db: Db, id: string, origin: string): Promise<MailContent | null> {
  const digest = await getDigestDay(db, id);
  const account = digest ? await getAccount(db, digest.accountId) : undefined;
  if (!digest || !account || account.morningDigest !== 1) return null;
  const lang = isLanguage(account.language) ? account.language : "en";
  // What is overdue is judged at the moment the day was claimed: 08:00, or when the server came up.
  const clock = tashkentClock(new Date(digest.claimedAt));
  const entries = await dueEntries(db, account.id, listsOf(account), digest.day);
  if (entries.length === 0) return null;
  const items = await Promise.all(
    entries.map(async (entry): Promise<DigestItem & { overdue: boolean }> => ({
      list: entry.list,
      name: entry.name,
      about:
        entry.list === "applications"
          ? entry.about
            ? ((await entryTitle(db, openings, entry.about, lang)) ?? entry.about)
            : ""
          : entry.about,
      due: entry.due,
      url: `${origin}/admin/${entry.list}/${encodeURIComponent(entry.id)}`,
      overdue: followUpState(entry.due, { day: digest.day, time: clock.time }) === "overdue",
    })),
  );
  const strip = ({ overdue: _, ...item }: DigestItem & { overdue: boolean }): DigestItem => item;
  return {
    template: "staff-digest",
    lang,
    name: account.name,
    day: digest.day,
    overdue: items.filter((item) => item.overdue).map(strip),
    today: items.filter((item) => !item.overdue).map(strip),
    waitingUrl: `${origin}/admin/waiting`,
    settingsUrl: `${origin}/admin/settings`,
  };
}

/**
 * Looks every minute whether digests are due (never two runs at once; errors are logged).
 * The returned function stops it once a run in progress has finished.
 */
export function startDigestWorker(deps: {
  database: Database;
  config: Pick<Config, "SMTP_URL">;
  log: OutboxLog;
  intervalMs?: number;
}): () => Promise<void> {
  const mail = Boolean(deps.config.SMTP_URL);
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    running = queueDigests(deps.database, new Date(), { mail })
      .then((queued) => {
        if (queued > 0) deps.log.info({ queued }, "morning digests queued");
      })
      .catch((error: unknown) => deps.log.error({ err: error }, "morning digests not queued"))
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(run, deps.intervalMs ?? DIGEST_INTERVAL_MS);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
