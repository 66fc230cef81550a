import { accountByEmail } from "../db/accounts.ts";
import type { Db } from "../db/database.ts";
import { getIncident } from "../db/webhook-incidents.ts";
import { getEndpoint } from "../db/webhooks.ts";
import type { OutboxRow } from "../db/outbox.ts";
import { isLanguage } from "../../shared/i18n/languages.ts";
import type { MailContent } from "../notify/mail-content.ts";
import { WEBHOOK_ALERTS } from "./health.ts";

const FAILURES = ["answered", "timeout", "notAllowed", "noConnection"] as const;

/**
 * An administrator's e-mail about an episode of an endpoint failing, or its recovery, in the
 * language of their account (decision 076). Null when the endpoint was removed since, or the
 * reader is no longer an administrator.
 */
export async function webhookAlertContent(
  db: Db,
  row: Pick<OutboxRow, "kind" | "subjectId" | "recipient">,
  origin: string,
): Promise<Extract<MailContent, { template: "staff-webhook" }> | null> {
  const incident = await getIncident(db, row.subjectId);
  if (!incident) return null;
  const endpoint = await getEndpoint(db, incident.endpointId);
  const reader = row.recipient ? await accountByEmail(db, row.recipient) : undefined;
  if (!endpoint || reader?.role !== "administrator") return null;
  const failure = FAILURES.find((kind) => kind === incident.lastFailure) ?? "noConnection";
  return {
    template: "staff-webhook",
    lang: isLanguage(reader.language) ? reader.language : "en",
    change: row.kind === WEBHOOK_ALERTS.recovered ? "recovered" : "failing",
    name: endpoint.name,
    url: endpoint.url,
    failingSince: incident.failingSince,
    recoveredAt: incident.recoveredAt,
    failures: incident.failures,
    problem: { failure, status: incident.lastStatus },
    integrationsUrl: `${origin}/admin/integrations`,
  };
}
