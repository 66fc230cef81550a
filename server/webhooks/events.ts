import type { EntryList } from "../../shared/inbox.ts";
import type { WebhookEvent } from "../../shared/webhooks.ts";

/** The event a new entry of each list is announced as. */
export const CREATED_EVENT: Record<EntryList, WebhookEvent> = {
  requests: "quote_request.created",
  applications: "application.created",
};
