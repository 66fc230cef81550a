import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { OutboxRow } from "./outbox.ts";
import type { IsoDate, Schema } from "./schema.ts";
import type { WebhookEvent } from "../../shared/webhooks.ts";

export type WebhookEndpoint = Selectable<Schema["webhookEndpoints"]>;
export type WebhookAttempt = Selectable<Schema["webhookAttempts"]>;

/** Webhook endpoints, and the delivery log of what the outbox sent them. */

export async function insertEndpoint(
  db: Db,
  endpoint: Omit<WebhookEndpoint, "active" | "format" | "failuresInRow" | "failingSince"> & { format: string },
): Promise<void> {
  await db.insertInto("webhookEndpoints").values(endpoint).execute();
}

export async function updateEndpoint(
  db: Db,
  id: string,
  changes: Partial<Pick<WebhookEndpoint, "name" | "url" | "events" | "active" | "format">>,
): Promise<boolean> {
  const result = await db.updateTable("webhookEndpoints").set(changes).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes an endpoint with what was still to be sent to it; what was sent stays in the log. */
export async function deleteEndpoint(db: Db, id: string): Promise<boolean> {
  await db.deleteFrom("outbox").where("endpointId", "=", id).where("status", "=", "pending").execute();
  const result = await db.deleteFrom("webhookEndpoints").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function getEndpoint(db: Db, id: string): Promise<WebhookEndpoint | undefined> {
  return db.selectFrom("webhookEndpoints").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  return db.selectFrom("webhookEndpoints").selectAll().orderBy("createdAt").orderBy("id").execute();
}

/** Active endpoints that asked for this event. */
export async function endpointsFor(db: Db, event: WebhookEvent): Promise<WebhookEndpoint[]> {
  const endpoints = await db.selectFrom("webhookEndpoints").selectAll().where("active", "=", 1).execute();
  return endpoints.filter((endpoint) => eventsOf(endpoint).includes(event));
}

export function eventsOf(endpoint: Pick<WebhookEndpoint, "events">): string[] {
  try {
    const events: unknown = JSON.parse(endpoint.events);
    return Array.isArray(events) ? events.filter((event): event is string => typeof event === "string") : [];
  } catch {
    return [];
  }
}

export async function recordAttempt(db: Db, attempt: WebhookAttempt): Promise<void> {
  await db.insertInto("webhookAttempts").values(attempt).execute();
}

export interface Delivery {
  row: OutboxRow;
  attempts: WebhookAttempt[];
}

/** The latest deliveries to an endpoint, newest first, each with its attempts. */
export async function deliveriesTo(db: Db, endpointId: string, limit = 50): Promise<Delivery[]> {
  const rows = await db
    .selectFrom("outbox")
    .selectAll()
    .where("endpointId", "=", endpointId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const attempts = await db
    .selectFrom("webhookAttempts")
    .selectAll()
    .where(
      "outboxId",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("attemptedAt")
    .execute();
  return rows.map((row) => ({ row, attempts: attempts.filter((attempt) => attempt.outboxId === row.id) }));
}

/** Puts a delivery back in the queue, due now, with the same webhook id; false when it is waiting already. */
export async function requeueDelivery(db: Db, outboxId: string, now: IsoDate): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, started: 0, nextAttemptAt: now, lockedUntil: null, lastError: null })
    .where("id", "=", outboxId)
    .where("channel", "=", "webhook")
    .where("status", "<>", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A delivered attempt ends the endpoint's run of failures. */
export async function resetFailures(db: Db, id: string): Promise<void> {
  await db.updateTable("webhookEndpoints").set({ failuresInRow: 0, failingSince: null }).where("id", "=", id).execute();
}

/** One more failed attempt in the endpoint's run: how many now, and since when. */
export async function countFailure(
  db: Db,
  id: string,
  at: IsoDate,
): Promise<{ failuresInRow: number; failingSince: string | null } | undefined> {
  return db
    .updateTable("webhookEndpoints")
    .set((eb) => ({
      failuresInRow: eb("failuresInRow", "+", 1),
      failingSince: eb.fn.coalesce("failingSince", eb.val(at)),
    }))
    .where("id", "=", id)
    .returning(["failuresInRow", "failingSince"])
    .executeTakeFirst();
}
