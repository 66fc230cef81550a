import { randomUUID } from "node:crypto";
import type { Db } from "./database.ts";
import type { IsoDate, OutboxRow } from "./schema.ts";

/**
 * The notification outbox: a row per message to send, committed with what it is about,
 * sent later by the worker (server/notify/outbox.ts) and claimed row by row.
 */

export async function enqueue(
  db: Db,
  message: { channel: string; kind: string; subjectId: string; now: IsoDate; recipient?: string },
): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      channel: message.channel,
      kind: message.kind,
      subjectId: message.subjectId,
      recipient: message.recipient ?? null,
      nextAttemptAt: message.now,
      createdAt: message.now,
    })
    .execute();
}

/** Pending rows of these channels whose next attempt is due and that no run holds. */
export async function dueIds(db: Db, channels: string[], now: IsoDate, limit: number): Promise<string[]> {
  if (channels.length === 0) return [];
  const rows = await db
    .selectFrom("outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("nextAttemptAt", "<=", now)
    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]))
    .where("channel", "in", channels)
    .orderBy("nextAttemptAt")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Reserves a due row for one run until `lockedUntil`; undefined when another run has it or it is done. */
export async function claim(db: Db, id: string, now: IsoDate, lockedUntil: IsoDate): Promise<OutboxRow | undefined> {
  return db
    .updateTable("outbox")
    .set({ lockedUntil })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("nextAttemptAt", "<=", now)
    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]))
    .returningAll()
    .executeTakeFirst();
}

export async function markSent(db: Db, id: string, now: IsoDate): Promise<void> {
  await db.updateTable("outbox").set({ status: "sent", sentAt: now, lockedUntil: null }).where("id", "=", id).execute();
}

export async function markCancelled(db: Db, id: string, reason: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "cancelled", lockedUntil: null, lastError: reason })
    .where("id", "=", id)
    .execute();
}

/** Records a failed attempt: retried at `retryAt`, or given up when that is null. */
export async function markFailedAttempt(
  db: Db,
  id: string,
  failure: { attempts: number; error: string; retryAt: IsoDate | null },
): Promise<void> {
  await db
    .updateTable("outbox")
    .set(
      failure.retryAt
        ? { attempts: failure.attempts, lastError: failure.error, nextAttemptAt: failure.retryAt, lockedUntil: null }
        : { status: "failed", attempts: failure.attempts, lastError: failure.error, lockedUntil: null },
    )
    .where("id", "=", id)
    .execute();
}

/** The messages about one subject, oldest first. */
export async function messagesAbout(db: Db, kind: string, subjectId: string): Promise<OutboxRow[]> {
  return db
    .selectFrom("outbox")
    .selectAll()
    .where("kind", "=", kind)
    .where("subjectId", "=", subjectId)
    .orderBy("createdAt")
    .orderBy("channel")
    .execute();
}

export async function deleteMessagesAbout(db: Db, kind: string, subjectId: string): Promise<void> {
  await db.deleteFrom("outbox").where("kind", "=", kind).where("subjectId", "=", subjectId).execute();
}
