import { randomUUID } from "node:crypto";
import { administratorEmails } from "../db/accounts.ts";
import type { Db } from "../db/database.ts";
import { enqueue } from "../db/outbox.ts";
import type { IsoDate } from "../db/schema.ts";
import { closeIncident, insertIncident, openIncident, updateIncident } from "../db/webhook-incidents.ts";
import { countFailure, resetFailures } from "../db/webhooks.ts";
import type { WebhookFailure } from "./deliver.ts";

/**
 * When an endpoint "keeps failing": this many failed attempts in a row, whichever
 * deliveries they belong to. With the outbox's backoff that is about eight minutes of one
 * delivery's retries, or several deliveries failing at once: more than a blip.
 */
export const FAILURES_BEFORE_ALERT = 5;

/** The outbox kinds of the two e-mails administrators get about an episode of failing. */
export const WEBHOOK_ALERTS = { failing: "webhook-failing", recovered: "webhook-recovered" } as const;

/**
 * Notes one delivery attempt's outcome for its endpoint. The fifth failure in a row opens an
 * episode and queues an e-mail to every administrator with an address (once per episode: an
 * open one is not opened again); the first success after it closes it and tells them it
 * recovered. Kept in the database, so every instance counts the same run.
 */
export async function noteAttempt(
  db: Db,
  endpointId: string,
  outcome: { delivered: true } | { delivered: false; status: number | null; failure: WebhookFailure },
  at: IsoDate,
  options: { mail: boolean },
): Promise<void> {
  const open = await openIncident(db, endpointId);
  if (outcome.delivered) {
    await resetFailures(db, endpointId);
    if (open && (await closeIncident(db, open.id, at)) && options.mail) {
      await tellAdministrators(db, WEBHOOK_ALERTS.recovered, open.id, at);
    }
    return;
  }
  const run = await countFailure(db, endpointId, at);
  if (!run) return;
  const latest = { failures: run.failuresInRow, lastStatus: outcome.status, lastFailure: outcome.failure };
  if (open) return updateIncident(db, open.id, latest);
  if (run.failuresInRow < FAILURES_BEFORE_ALERT) return;
  const id = randomUUID();
  await insertIncident(db, {
    id,
    endpointId,
    failingSince: run.failingSince ?? at,
    alertedAt: at,
    recoveredAt: null,
    ...latest,
  });
  if (options.mail) await tellAdministrators(db, WEBHOOK_ALERTS.failing, id, at);
}

/** One e-mail per administrator with an address, each composed in their inbox's language. */
async function tellAdministrators(db: Db, kind: string, incidentId: string, at: IsoDate): Promise<void> {
  for (const email of await administratorEmails(db)) {
    await enqueue(db, { channel: "email", kind, subjectId: incidentId, recipient: email, now: at });
  }
}
