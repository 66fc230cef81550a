import type { Db } from "../db/database.ts";
import { enqueue } from "../db/outbox.ts";
import type { IsoDate } from "../db/schema.ts";
import { endpointsFor } from "../db/webhooks.ts";
import type { WebhookEvent } from "../../shared/webhooks.ts";

/**
 * Queues an event for every endpoint that asked for it, as outbox rows of the channel
 * "webhook". Called inside the transaction that records the event itself, so a delivery
 * exists exactly when the event does; the outbox worker sends it with retries.
 */
export async function queueWebhooks(db: Db, event: WebhookEvent, subjectId: string, now: IsoDate): Promise<void> {
  for (const endpoint of await endpointsFor(db, event)) {
    await enqueue(db, { channel: "webhook", kind: event, subjectId, now, endpointId: endpoint.id });
  }
}
