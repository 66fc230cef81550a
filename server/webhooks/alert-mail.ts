import { accountByEmail } from "../db/accounts.ts";
import type { Db } from "../db/database.ts";
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
  const incident = await db
    .selectFrom("webhookIncidents")
    .selectAll()
    .where("id", "=", row.subjectId)
    .executeTakeFirst();
  if (!incident) return null;
  const endpoint = await db
    .selectFrom("webhookEndpoints")
    .select(["name", "url"])
    .where("id", "=", incident.endpointId)
    .executeTakeFirst();
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
