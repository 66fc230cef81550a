import MailComposer from "nodemailer/lib/mail-composer/index.js";

/**
 * A sender's e-mail as their mail program writes it (MIME built by nodemailer's composer),
 * for delivery to the test mailbox: an answer to one of the site's messages, with files.
 */
export function replyMail(mail: {
  from: string;
  to: string;
  subject: string;
  text: string;
  inReplyTo?: string;
  references?: string[];
  messageId?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}): Promise<Buffer> {
  return new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
    ...(mail.references ? { references: mail.references } : {}),
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    attachments: mail.attachments ?? [],
  })
    .compile()
    .build();
}
