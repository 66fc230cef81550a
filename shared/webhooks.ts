/**
 * What the site tells other systems (a CRM) about, by webhook: the `type` of each
 * delivery's JSON, which an administrator picks per endpoint in the inbox.
 */
export const WEBHOOK_EVENTS = [
  "quote_request.created",
  "application.created",
  "subscriber.confirmed",
  "application.step_changed",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly unknown[]).includes(value);
}

/**
 * What a delivery's body says: "standard", the site's own JSON (documented in the README),
 * or "bitrix24", a new lead as Bitrix24's crm.lead.add method takes it, for an incoming
 * webhook of that CRM. Both carry the Standard Webhooks signature headers.
 */
export const WEBHOOK_FORMATS = ["standard", "bitrix24"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** The events each format can say something about: a CRM lead is a new request or application. */
export const FORMAT_EVENTS: Record<WebhookFormat, readonly WebhookEvent[]> = {
  standard: WEBHOOK_EVENTS,
  bitrix24: ["quote_request.created", "application.created"],
};

export function isWebhookFormat(value: unknown): value is WebhookFormat {
  return (WEBHOOK_FORMATS as readonly unknown[]).includes(value);
}
