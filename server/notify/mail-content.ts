import type { Language } from "../../shared/i18n/languages.ts";
import type { EntryList } from "../../shared/inbox.ts";
import type { MailTemplate } from "../../shared/mail.ts";
import type { MailSite } from "../content/site-details.ts";

export type { MailSite, MailTemplate };

/**
 * What each message of the outbox says, as data: the server reads it from the database
 * when the message is sent, and the site's templates (app/mail/, passed in by
 * app/site.server.ts) turn it into an e-mail. The server never holds the wording.
 */
export type MailContent =
  | {
      template: "staff-contact";
      fields: { name: string; company: string; email: string; phone: string; attachment: string; language: string };
      /** Where the lead came from ("linkedin / q4-logistics, sent from /industry/logistics"); "" when unknown. */
      source: string;
      message: string;
      /** ISO instant; the template writes it in Tashkent time. */
      receivedAt: string;
      inboxUrl: string;
    }
  | {
      template: "staff-application";
      fields: { name: string; position: string; email: string; phone: string; cv: string; language: string };
      source: string;
      message: string;
      receivedAt: string;
      inboxUrl: string;
    }
  | {
      template: "staff-subscriber";
      email: string;
      language: string;
      /** ISO instant. */
      confirmedAt: string;
      inboxUrl: string;
    }
  | {
      template: "invitation";
      lang: Language;
      name: string;
      inviter: string;
      role: string;
      link: string;
      /** ISO instant; the template writes it in the reader's language, in Tashkent time. */
      expiresAt: string;
    }
  | {
      /** To a member of staff: the link to choose a new password (it works once, for an hour). */
      template: "password-reset";
      lang: Language;
      name: string;
      link: string;
    }
  | { template: "contact-acknowledgement"; lang: Language; name: string }
  | { template: "application-acknowledgement"; lang: Language; name: string; position: string | null }
  | { template: "conversation-reply"; lang: Language; conversation: ConversationSubject; body: string }
  | { template: "subscription-confirmation"; lang: Language; link: string }
  | {
      /** To a member of staff: a colleague gave them a quote request or an application. */
      template: "staff-assignment";
      lang: Language;
      list: EntryList;
      name: string;
      by: string;
      inboxUrl: string;
    }
  | {
      /** To the owner of a conversation (or its area's address): the sender replied. */
      template: "staff-reply";
      lang: Language;
      list: EntryList;
      name: string;
      from: string;
      text: string;
      attachments: string[];
      refused: string[];
      inboxUrl: string;
    }
  | {
      template: "newsletter-post";
      lang: Language;
      post: { title: string; summary: string; url: string; image: string; imageAlt: string; category: string };
      unsubscribeUrl: string;
    };

/** What names a conversation's one subject: a quote request, or an application and its opening. */
export type ConversationSubject = { list: "requests" } | { list: "applications"; position: string | null };

// Every template name of shared/mail.ts has content here, and no other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const templatesMatch: Same<MailContent["template"], MailTemplate> = true;
void templatesMatch;

/** An e-mail as the templates make it: both an HTML and a plain-text body. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The language an e-mail is written in: the recipient's, or English for staff. */
export function mailLanguage(content: MailContent): Language {
  return "lang" in content ? content.lang : "en";
}

/** The site's e-mail templates (app/mail/render.server.ts implements them), with the site's details in the mail's language. */
export interface MailTemplates {
  render(content: MailContent, site: MailSite): Promise<RenderedMail>;
}
