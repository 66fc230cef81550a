import { randomUUID } from "node:crypto";
import { recordAudit } from "../db/audit-log.ts";
import type { Database } from "../db/database.ts";
import { getEndpoint } from "../db/webhooks.ts";
import { WebhookError, type WebhookFailure, type WebhookSender } from "./deliver.ts";
import { webhookHeaders } from "./signature.ts";

/** The `type` of a test event; no real event has it, so a receiver can tell it apart. */
const TEST_EVENT = "webhook.test";

/** What a test send found: the endpoint's answer, or why there was none. */
export type TestOutcome =
  { delivered: true; status: number } | { delivered: false; status: number | null; failure: WebhookFailure };

/**
 * "Send a test event": one delivery to the endpoint now, signed with its secret exactly as
 * the real ones (Standard Webhooks headers, a fresh webhook-id), in its format: the site's
 * JSON of type "webhook.test", or a Bitrix24 lead titled as a test. Nothing is queued or
 * retried; the answer is shown to the administrator at once and kept in the audit log.
 * Null when the endpoint no longer exists.
 */
export async function sendTestEvent(
  database: Database,
  endpointId: string,
  sender: WebhookSender,
  context: { origin: string; now: Date; by: string },
): Promise<TestOutcome | null> {
  const endpoint = await getEndpoint(database.db, endpointId);
  if (!endpoint) return null;
  const payload = {
    type: TEST_EVENT,
    timestamp: context.now.toISOString(),
    data: {
      message: "A test event sent from the Lojuvard website's inbox.",
      endpoint: endpoint.name,
      sent_by: context.by,
      inbox_url: `${context.origin}/admin/integrations`,
    },
  };
  const body = JSON.stringify(
    endpoint.format === "bitrix24"
      ? {
          fields: {
            TITLE: "Test: Lojuvard website webhook",
            COMMENTS: `${payload.data.message}\n\n${payload.data.inbox_url}`,
            SOURCE_ID: "WEB",
          },
        }
      : payload,
  );
  let outcome: TestOutcome;
  try {
    const answer = await sender({
      url: endpoint.url,
      headers: webhookHeaders(endpoint.secret, `test_${randomUUID()}`, body, context.now),
      body,
    });
    outcome = { delivered: true, status: answer.status };
  } catch (error) {
    outcome =
      error instanceof WebhookError
        ? { delivered: false, status: error.status, failure: error.failure }
        : { delivered: false, status: null, failure: "noConnection" };
  }
  await recordAudit(database.db, context.by, "webhook-test", {
    id: endpoint.id,
    url: endpoint.url,
    status: outcome.status,
    ...(outcome.delivered ? {} : { failure: outcome.failure }),
  });
  return outcome;
}
