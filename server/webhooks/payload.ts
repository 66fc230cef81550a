import { openingTitle } from "../content/openings.ts";
import { getApplicationWithFile } from "../db/applications.ts";
import { getContactRequestWithFile } from "../db/contact-requests.ts";
import type { Db } from "../db/database.ts";
import { getEntryEvent } from "../db/entry-events.ts";
import { getLeadSource } from "../db/lead-sources.ts";
import type { LeadSource, OutboxRow } from "../db/schema.ts";
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
              title: (await openingTitle(db, application.position, "en")) ?? application.position,
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
