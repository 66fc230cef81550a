import { randomUUID } from "node:crypto";
import { recordAudit } from "../db/audit-log.ts";
import type { Database } from "../db/database.ts";
import { deleteEndpoint, getEndpoint, insertEndpoint, requeueDelivery, updateEndpoint } from "../db/webhooks.ts";
import {
  FORMAT_EVENTS,
  isWebhookEvent,
  isWebhookFormat,
  type WebhookEvent,
  type WebhookFormat,
} from "../../shared/webhooks.ts";
import { checkEndpointUrl, type AddressRules, type EndpointProblem } from "./address-rules.ts";
import { newWebhookSecret } from "./signature.ts";

/** An administrator's changes to webhook endpoints, each checked and kept in the audit log. */
export interface EndpointInput {
  name: string;
  url: string;
  events: string[];
  /** "standard" unless given. */
  format?: string;
}

type InputProblem = EndpointProblem | "nameMissing" | "noEvents" | "eventNotForFormat";

export type EndpointOutcome = { ok: true; id: string } | { ok: false; problem: InputProblem | "notFound" };

type Valid = { name: string; url: string; events: WebhookEvent[]; format: WebhookFormat };

function validate(input: EndpointInput, rules: AddressRules): Valid | { problem: InputProblem } {
  const name = input.name.trim().slice(0, 100);
  const events = [...new Set(input.events.filter(isWebhookEvent))];
  const format = input.format ?? "standard";
  if (!name) return { problem: "nameMissing" };
  const problem = checkEndpointUrl(input.url, rules);
  if (problem) return { problem };
  if (events.length === 0) return { problem: "noEvents" };
  if (!isWebhookFormat(format) || events.some((event) => !FORMAT_EVENTS[format].includes(event))) {
    return { problem: "eventNotForFormat" };
  }
  const url = new URL(input.url.trim());
  // A Bitrix24 incoming webhook's address, as the portal shows it, ends with "/": the lead method follows.
  if (format === "bitrix24" && url.pathname.endsWith("/")) url.pathname += "crm.lead.add.json";
  return { name, url: url.toString(), events, format };
}

export async function addEndpoint(
  database: Database,
  input: EndpointInput,
  rules: AddressRules,
  by: string,
): Promise<EndpointOutcome> {
  const valid = validate(input, rules);
  if ("problem" in valid) return { ok: false, problem: valid.problem };
  const id = randomUUID();
  await database.transaction(async (tx) => {
    await insertEndpoint(tx, {
      id,
      name: valid.name,
      url: valid.url,
      events: JSON.stringify(valid.events),
      format: valid.format,
      secret: newWebhookSecret(),
      createdAt: new Date().toISOString(),
      createdBy: by,
    });
    await recordAudit(tx, by, "webhook-add", { id, url: valid.url, events: valid.events, format: valid.format });
  });
  return { ok: true, id };
}

export async function changeEndpoint(
  database: Database,
  id: string,
  input: EndpointInput & { active: boolean },
  rules: AddressRules,
  by: string,
): Promise<EndpointOutcome> {
  const valid = validate(input, rules);
  if ("problem" in valid) return { ok: false, problem: valid.problem };
  const changed = await database.transaction(async (tx) => {
    const done = await updateEndpoint(tx, id, {
      name: valid.name,
      url: valid.url,
      events: JSON.stringify(valid.events),
      format: valid.format,
      active: input.active ? 1 : 0,
    });
    if (done)
      await recordAudit(tx, by, "webhook-change", { id, url: valid.url, events: valid.events, active: input.active });
    return done;
  });
  return changed ? { ok: true, id } : { ok: false, problem: "notFound" };
}

export async function removeEndpoint(database: Database, id: string, by: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    const endpoint = await getEndpoint(tx, id);
    if (!endpoint || !(await deleteEndpoint(tx, id))) return false;
    await recordAudit(tx, by, "webhook-remove", { id, url: endpoint.url });
    return true;
  });
}

/** "Send again": the delivery goes back in the queue, due now, with its webhook-id unchanged. */
export async function sendAgain(database: Database, outboxId: string, by: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    if (!(await requeueDelivery(tx, outboxId, new Date().toISOString()))) return false;
    await recordAudit(tx, by, "webhook-send-again", { delivery: outboxId });
    return true;
  });
}
