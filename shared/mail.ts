/**
 * The e-mails the site sends, by template name: the server composes them
 * (server/notify/mail-content.ts), the site's templates word them (app/mail/), and the
 * inbox previews them in this order.
 */
export const MAIL_TEMPLATES = [
  "contact-acknowledgement",
  "application-acknowledgement",
  "conversation-reply",
  "subscription-confirmation",
  "newsletter-post",
  "newsletter-issue",
  "interview-invitation",
  "invitation",
  "password-reset",
  "staff-contact",
  "staff-application",
  "staff-subscriber",
  "staff-assignment",
  "staff-reply",
  "staff-interview",
  "staff-digest",
  "staff-webhook",
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export function isMailTemplate(value: unknown): value is MailTemplate {
  return (MAIL_TEMPLATES as readonly unknown[]).includes(value);
}
