import { randomUUID } from "node:crypto";
import type { Db } from "../db/database.ts";
import type { OutboxRow } from "../db/outbox.ts";
import { getEndpoint, recordAttempt } from "../db/webhooks.ts";
import { WebhookError, type WebhookSender } from "./deliver.ts";
import { bitrix24Lead, composeWebhook } from "./payload.ts";
import { noteAttempt } from "./health.ts";
import { webhookHeaders } from "./signature.ts";

const ERROR_LENGTH = 300;

/**
 * Delivers one webhook row of the outbox: composes its JSON, signs it for this attempt
 * (the row's id is the webhook-id on every attempt) and records the answer in the
 * delivery log and the endpoint's run of failures (./health.ts). Resolves "gone" when the endpoint was removed or paused, or what the
 * event was about no longer exists; throws on a failed attempt, which the outbox retries.
 */
export async function sendWebhookRow(
  db: Db,
  row: OutboxRow,
  sender: WebhookSender,
  context: { origin: string; now: Date; mail: boolean },
): Promise<"sent" | "gone"> {
  const endpoint = row.endpointId ? await getEndpoint(db, row.endpointId) : undefined;
  if (!endpoint || endpoint.active !== 1) return "gone";
  const payload = await composeWebhook(db, row, context.origin);
  if (!payload) return "gone";
  const body = JSON.stringify(endpoint.format === "bitrix24" ? bitrix24Lead(payload) : payload);
  const started = Date.now();
  const attempt = { id: randomUUID(), outboxId: row.id, attemptedAt: context.now.toISOString() };
  try {
    const answer = await sender({
      url: endpoint.url,
      headers: webhookHeaders(endpoint.secret, row.id, body, context.now),
      body,
    });
    await recordAttempt(db, { ...attempt, statusCode: answer.status, error: null, durationMs: Date.now() - started });
    await noteAttempt(db, endpoint.id, { delivered: true }, attempt.attemptedAt, context);
    return "sent";
  } catch (error) {
    await recordAttempt(db, {
      ...attempt,
      statusCode: error instanceof WebhookError ? error.status : null,
      error: (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH),
      durationMs: Date.now() - started,
    });
    const failed =
      error instanceof WebhookError
        ? { status: error.status, failure: error.failure }
        : { status: null, failure: "noConnection" as const };
    await noteAttempt(db, endpoint.id, { delivered: false, ...failed }, attempt.attemptedAt, context);
    throw error;
  }
}
