import { randomUUID } from "node:crypto";
import { sql, type Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { IsoDate, Schema } from "./schema.ts";

export type OutboxRow = Selectable<Schema["outbox"]>;

/**
 * The notification outbox: a row per message to send, committed with what it is about,
 * sent later by the worker (server/notify/outbox.ts) and claimed row by row.
 */

export async function enqueue(
  db: Db,
  message: {
    channel: string;
    kind: string;
    subjectId: string;
    now: IsoDate;
    recipient?: string;
    batch?: string;
    endpointId?: string;
    /** Kept as cancelled for this reason, never sent: staff see it was not. */
    cancelled?: string;
  },
): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      channel: message.channel,
      kind: message.kind,
      subjectId: message.subjectId,
      recipient: message.recipient ?? null,
      batch: message.batch ?? null,
      endpointId: message.endpointId ?? null,
      ...(message.cancelled ? { status: "cancelled", lastError: message.cancelled } : {}),
      nextAttemptAt: message.now,
      createdAt: message.now,
    })
    .execute();
}

/**
 * Pending rows of these channels whose next attempt is due and that no run holds; a
 * batch's rows only while the batch is active and its next slot has come.
 */
export async function dueIds(db: Db, channels: string[], now: IsoDate, limit: number): Promise<string[]> {
  if (channels.length === 0) return [];
  const rows = await db
    .selectFrom("outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("nextAttemptAt", "<=", now)
    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]))
    .where("channel", "in", channels)
    .where((eb) =>
      eb.or([
        eb("batch", "is", null),
        eb(
          "batch",
          "in",
          eb
            .selectFrom("outboxBatches")
            .select("outboxBatches.id")
            .where("outboxBatches.status", "=", "active")
            .where("outboxBatches.nextSlotAt", "<=", now),
        ),
      ]),
    )
    .orderBy("nextAttemptAt")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Reserves a due row for one run until `lockedUntil` and counts the claim in `started`;
 * undefined when another run has it or it is done.
 */
export async function claim(db: Db, id: string, now: IsoDate, lockedUntil: IsoDate): Promise<OutboxRow | undefined> {
  return db
    .updateTable("outbox")
    .set((eb) => ({ lockedUntil, started: eb("started", "+", 1) }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("nextAttemptAt", "<=", now)
    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]))
    .returningAll()
    .executeTakeFirst();
}

/** Marks a row whose last claim never finished (the process died mid-send): it is not sent again by itself. */
export async function markUncertain(db: Db, id: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "uncertain", lockedUntil: null, lastError: "The server stopped while sending; it may have arrived" })
    .where("id", "=", id)
    .execute();
}

/** The batch a message belongs to (a newsletter send), or null. */
export async function batchOf(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom("outbox").select("batch").where("id", "=", id).executeTakeFirst();
  return row?.batch ?? null;
}

/**
 * Takes the next slot of a batch for one message: true when the batch is active and its
 * slot has come (the slot then moves one interval on), atomically across instances.
 */
export async function takeBatchSlot(db: Db, batch: string, now: IsoDate): Promise<boolean> {
  const row = await db.selectFrom("outboxBatches").select("intervalMs").where("id", "=", batch).executeTakeFirst();
  if (!row) return false;
  const result = await db
    .updateTable("outboxBatches")
    .set({ nextSlotAt: new Date(Date.parse(now) + row.intervalMs).toISOString() })
    .where("id", "=", batch)
    .where("status", "=", "active")
    .where("nextSlotAt", "<=", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function createBatch(db: Db, batch: { id: string; intervalMs: number; now: IsoDate }): Promise<void> {
  await db
    .insertInto("outboxBatches")
    .values({
      id: batch.id,
      status: "active",
      intervalMs: batch.intervalMs,
      nextSlotAt: batch.now,
      createdAt: batch.now,
    })
    .execute();
}

export async function setBatchStatus(db: Db, id: string, status: "active" | "paused"): Promise<boolean> {
  const result = await db.updateTable("outboxBatches").set({ status }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts a batch's uncertain rows back in the queue (staff chose to send them again); how many. */
export async function retryUncertain(db: Db, batch: string): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set((eb) => ({ status: "pending", lockedUntil: null, lastError: null, started: eb.ref("attempts") }))
    .where("batch", "=", batch)
    .where("status", "=", "uncertain")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A batch's state and how many of its rows are in each state. */
export async function batchProgress(db: Db, batch: string) {
  const info = await db.selectFrom("outboxBatches").select("status").where("id", "=", batch).executeTakeFirst();
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("batch", "=", batch)
    .groupBy("status")
    .execute();
  const counts = { pending: 0, sent: 0, failed: 0, cancelled: 0, uncertain: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as keyof typeof counts] = Number(row.n);
  return { status: info?.status ?? "done", counts };
}

/** A batch's messages that were given up (no more attempts): to whom, and the last error. */
export async function failedMessages(db: Db, batch: string) {
  return db
    .selectFrom("outbox")
    .select(["recipient", "lastError"])
    .where("batch", "=", batch)
    .where("status", "=", "failed")
    .orderBy("recipient")
    .execute();
}

/** When the next batch slot with a row waiting comes, if any: the worker wakes up for it. */
export async function nextBatchSlot(db: Db): Promise<IsoDate | undefined> {
  const row = await db
    .selectFrom("outboxBatches")
    .select((eb) => eb.fn.min("outboxBatches.nextSlotAt").as("next"))
    .where("status", "=", "active")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("outbox")
          .select("outbox.id")
          .whereRef("outbox.batch", "=", "outboxBatches.id")
          .where("outbox.status", "=", "pending"),
      ),
    )
    .executeTakeFirst();
  return (row?.next as IsoDate | null) ?? undefined;
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

/** Every message addressed to this e-mail address (acknowledgements, replies, newsletters), in any letter case. */
export async function deleteMessagesTo(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom("outbox")
    .where(sql<string>`lower(recipient)`, "=", email.trim().toLocaleLowerCase("und"))
    .execute();
}

export async function deleteMessagesAbout(db: Db, kind: string, subjectId: string): Promise<void> {
  await db.deleteFrom("outbox").where("kind", "=", kind).where("subjectId", "=", subjectId).execute();
}

/** Every message about any of these subjects, whatever its kind (the events and replies of an erased entry). */
export async function deleteMessagesAboutAny(db: Db, subjectIds: string[]): Promise<void> {
  if (subjectIds.length === 0) return;
  await db.deleteFrom("outbox").where("subjectId", "in", subjectIds).execute();
}

/** When a message of a kind about a subject was queued, if it was. */
export async function queuedAt(db: Db, kind: string, subjectId: string): Promise<IsoDate | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select("createdAt")
    .where("kind", "=", kind)
    .where("subjectId", "=", subjectId)
    .executeTakeFirst();
  return row?.createdAt;
}
