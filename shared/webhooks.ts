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
