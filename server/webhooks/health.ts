import { randomUUID } from "node:crypto";
import type { Db } from "../db/database.ts";
import { enqueue } from "../db/outbox.ts";
import type { IsoDate } from "../db/schema.ts";
import type { WebhookFailure } from "./deliver.ts";

/**
 * When an endpoint "keeps failing": this many failed attempts in a row, whichever
 * deliveries they belong to. With the outbox's backoff that is a few minutes of one
 * delivery's retries, or several deliveries failing at once: more than a blip.
 */
export const FAILURES_BEFORE_ALERT = 5;

/** The outbox kinds of the two e-mails administrators get about an episode of failing. */
export const WEBHOOK_ALERTS = { failing: "webhook-failing", recovered: "webhook-recovered" } as const;

/**
 * Notes one delivery attempt's outcome for its endpoint. The fifth failure in a row opens an
 * episode and queues an e-mail to every administrator with an address (once per episode: an
 * open one is not opened again); the first success after it closes it and tells them it
 * recovered. Called in the attempt's own database work, so every instance counts the same run.
 */
export async function noteAttempt(
  db: Db,
  endpointId: string,
  outcome: { delivered: true } | { delivered: false; status: number | null; failure: WebhookFailure },
  at: IsoDate,
  options: { mail: boolean },
): Promise<void> {
  const open = await db
    .selectFrom("webhookIncidents")
    .selectAll()
    .where("endpointId", "=", endpointId)
    .where("recoveredAt", "is", null)
    .executeTakeFirst();
  if (outcome.delivered) {
    await db
      .updateTable("webhookEndpoints")
      .set({ failuresInRow: 0, failingSince: null })
      .where("id", "=", endpointId)
      .execute();
    if (!open) return;
    const closed = await db
      .updateTable("webhookIncidents")
      .set({ recoveredAt: at })
      .where("id", "=", open.id)
      .where("recoveredAt", "is", null)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 1 && options.mail)
      await tellAdministrators(db, WEBHOOK_ALERTS.recovered, open.id, at);
    return;
  }
  const endpoint = await db
    .updateTable("webhookEndpoints")
    .set((eb) => ({
      failuresInRow: eb("failuresInRow", "+", 1),
      failingSince: eb.fn.coalesce("failingSince", eb.val(at)),
    }))
    .where("id", "=", endpointId)
    .returning(["failuresInRow", "failingSince"])
    .executeTakeFirst();
  if (!endpoint) return;
  if (open) {
    await db
      .updateTable("webhookIncidents")
      .set({ failures: endpoint.failuresInRow, lastStatus: outcome.status, lastFailure: outcome.failure })
      .where("id", "=", open.id)
      .execute();
    return;
  }
  if (endpoint.failuresInRow < FAILURES_BEFORE_ALERT) return;
  const id = randomUUID();
  await db
    .insertInto("webhookIncidents")
    .values({
      id,
      endpointId,
      failingSince: endpoint.failingSince ?? at,
      alertedAt: at,
      failures: endpoint.failuresInRow,
      lastStatus: outcome.status,
      lastFailure: outcome.failure,
      recoveredAt: null,
    })
    .execute();
  if (options.mail) await tellAdministrators(db, WEBHOOK_ALERTS.failing, id, at);
}

/** One e-mail per administrator with an address, each composed in their inbox's language. */
async function tellAdministrators(db: Db, kind: string, incidentId: string, at: IsoDate): Promise<void> {
  const administrators = await db
    .selectFrom("accounts")
    .select("email")
    .where("role", "=", "administrator")
    .where("email", "is not", null)
    .execute();
  for (const { email } of administrators) {
    await enqueue(db, { channel: "email", kind, subjectId: incidentId, recipient: email!, now: at });
  }
}
