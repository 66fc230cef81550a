import { openings } from "../../content/model/index.ts";
import { entryTitle } from "../content/entries.ts";
import { getApplicationWithFile } from "../db/applications.ts";
import { getContactRequestWithFile } from "../db/contact-requests.ts";
import type { Db } from "../db/database.ts";
import { getEntryEvent } from "../db/entry-events.ts";
import { getLeadSource } from "../db/lead-sources.ts";
import type { LeadSource } from "../db/lead-sources.ts";
import type { OutboxRow } from "../db/outbox.ts";
import { getSubscriber } from "../db/subscribers.ts";
import { getUpload } from "../db/uploads.ts";
import { isWebhookEvent, type WebhookEvent } from "../../shared/webhooks.ts";

/**
 * The JSON a webhook delivers (Standard Webhooks' shape: type, timestamp, data), composed
 * from the database when it is sent, like e-mails: something erased meanwhile is not
 * sent. The README documents every field; names are snake_case, dates ISO 8601 in UTC.
 */
export interface WebhookPayload {
  type: WebhookEvent;
  /** When the event happened. */
  timestamp: string;
  data: Record<string, unknown>;
}

export async function composeWebhook(
  db: Db,
  row: Pick<OutboxRow, "kind" | "subjectId" | "createdAt">,
  origin: string,
): Promise<WebhookPayload | null> {
  if (!isWebhookEvent(row.kind)) return null;
  const data = await dataOf(db, row.kind, row.subjectId, origin);
  return data ? { type: row.kind, timestamp: row.createdAt, data } : null;
}

async function dataOf(
  db: Db,
  event: WebhookEvent,
  id: string,
  origin: string,
): Promise<Record<string, unknown> | null> {
  switch (event) {
    case "quote_request.created": {
      const request = await getContactRequestWithFile(db, id);
      if (!request) return null;
      return {
        id,
        received_at: request.createdAt,
        name: request.fullName,
        company: request.companyName,
        email: request.email,
        phone: request.phone,
        message: request.message,
        language: request.language,
        attachment: await fileOf(db, request.fileId, origin),
        source: sourceOf(await getLeadSource(db, "requests", id)),
        inbox_url: `${origin}/admin/requests/${encodeURIComponent(id)}`,
      };
    }
    case "application.created": {
      const application = await getApplicationWithFile(db, id);
      if (!application) return null;
      return {
        id,
        received_at: application.createdAt,
        first_name: application.firstName,
        last_name: application.lastName,
        email: application.email,
        phone: application.phone,
        message: application.message,
        language: application.language,
        position: application.position
          ? {
              id: application.position,
              title: (await entryTitle(db, openings, application.position, "en")) ?? application.position,
            }
          : null,
        step: application.status,
        cv: await fileOf(db, application.cvId, origin),
        source: sourceOf(await getLeadSource(db, "applications", id)),
        inbox_url: `${origin}/admin/applications/${encodeURIComponent(id)}`,
      };
    }
    case "subscriber.confirmed": {
      const subscriber = await getSubscriber(db, id);
      if (!subscriber?.confirmedAt) return null;
      return { id, email: subscriber.email, language: subscriber.language, confirmed_at: subscriber.confirmedAt };
    }
    case "application.step_changed": {
      const move = await getEntryEvent(db, id);
      if (!move || move.kind !== "moved") return null;
      const application = await getApplicationWithFile(db, move.entryId);
      if (!application) return null;
      return {
        application_id: application.id,
        first_name: application.firstName,
        last_name: application.lastName,
        email: application.email,
        from: move.fromStatus,
        to: move.toStatus,
        changed_at: move.createdAt,
        inbox_url: `${origin}/admin/applications/${encodeURIComponent(application.id)}`,
      };
    }
  }
}

/** A file of a submission: its name, type and size, downloadable from the inbox by staff who are signed in. */
async function fileOf(db: Db, uploadId: string, origin: string) {
  const upload = await getUpload(db, uploadId);
  if (!upload) return null;
  return {
    name: upload.originalName,
    type: upload.mime,
    size: upload.size,
    url: `${origin}/admin/files/${encodeURIComponent(upload.id)}`,
  };
}

function sourceOf(source: LeadSource | undefined) {
  if (!source) return null;
  return {
    page: source.page,
    landing_page: source.landing,
    referrer: source.referrer,
    source: source.source,
    medium: source.medium,
    campaign: source.campaign,
    term: source.term,
    content: source.content,
  };
}

/**
 * A new quote request or application as a lead for Bitrix24's incoming webhook method
 * crm.lead.add (https://apidocs.bitrix24.com: fields TITLE, NAME, LAST_NAME, COMPANY_TITLE,
 * EMAIL, PHONE, COMMENTS, SOURCE_ID, SOURCE_DESCRIPTION and the lead's UTM_* fields).
 */
export function bitrix24Lead(payload: WebhookPayload): Record<string, unknown> {
  const data = payload.data as Record<string, unknown> & {
    source?: Record<string, string> | null;
    position?: { title: string } | null;
  };
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const source = data.source ?? null;
  const request = payload.type === "quote_request.created";
  return {
    fields: {
      TITLE: request
        ? `Quote request: ${text(data.company) || text(data.name)}`
        : `Job application: ${data.position?.title ?? "general application"}`,
      NAME: request ? text(data.name) : text(data.first_name),
      ...(request ? { COMPANY_TITLE: text(data.company) } : { LAST_NAME: text(data.last_name) }),
      EMAIL: [{ VALUE: text(data.email), VALUE_TYPE: "WORK" }],
      PHONE: [{ VALUE: text(data.phone), VALUE_TYPE: "WORK" }],
      COMMENTS: `${text(data.message)}\n\n${text(data.inbox_url)}`,
      SOURCE_ID: "WEB",
      SOURCE_DESCRIPTION: source ? [source.source, source.landing_page].filter(Boolean).join(", ") : "",
      UTM_SOURCE: source?.source ?? "",
      UTM_MEDIUM: source?.medium ?? "",
      UTM_CAMPAIGN: source?.campaign ?? "",
      UTM_TERM: source?.term ?? "",
      UTM_CONTENT: source?.content ?? "",
    },
    params: { REGISTER_SONET_EVENT: "Y" },
  };
}
