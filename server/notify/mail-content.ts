import type { FollowUp } from "../../shared/follow-up.ts";
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
      /** The language of whoever reads the list's address or the Telegram chat (decision 076). */
      lang: Language;
      fields: { name: string; company: string; email: string; phone: string; language: string };
      /** The attached file, named with its size in the reader's language; null when no longer stored. */
      attachment: string | null;
      /** Where the lead came from; null when unknown. */
      source: SourceLine | null;
      message: string;
      /** ISO instant; the template writes it in Tashkent time. */
      receivedAt: string;
      inboxUrl: string;
    }
  | {
      template: "staff-application";
      lang: Language;
      /** `position` is the opening's title in the reader's language, "" for a general application. */
      fields: { name: string; position: string; email: string; phone: string; language: string };
      cv: string | null;
      source: SourceLine | null;
      message: string;
      receivedAt: string;
      inboxUrl: string;
    }
  | {
      template: "staff-subscriber";
      lang: Language;
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
  /** `name`: the sender's, when a plain name (plain-name.ts); null greets without one. */
  | { template: "contact-acknowledgement"; lang: Language; name: string | null }
  | { template: "application-acknowledgement"; lang: Language; name: string | null; position: string | null }
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
      /** To a member of staff at 08:00: what they own that is overdue or due that day (decision 075). */
      template: "staff-digest";
      lang: Language;
      name: string;
      /** The Tashkent day it is for, "2026-12-01". */
      day: string;
      overdue: DigestItem[];
      today: DigestItem[];
      waitingUrl: string;
      settingsUrl: string;
    }
  | {
      template: "newsletter-post";
      lang: Language;
      post: { title: string; summary: string; url: string; image: string; imageAlt: string; category: string };
      /** Null in a test send to a member of staff, who is no subscriber. */
      unsubscribeUrl: string | null;
      /** A test send: marked as one, and counted in no send. */
      test?: boolean;
    }
  | {
      /** An issue written in the inbox, in the subscriber's language. */
      template: "newsletter-issue";
      lang: Language;
      subject: string;
      preheader: string;
      /** The body, rendered and sanitized by the site's Markdown renderer, links absolute. */
      html: string;
      unsubscribeUrl: string | null;
      test?: boolean;
    }
  | {
      /** To an applicant: an interview proposed, changed or cancelled, in the conversation's thread. */
      template: "interview-invitation";
      lang: Language;
      conversation: ConversationSubject;
      name: string;
      interview: InterviewFacts;
    }
  | {
      /** To an administrator: a webhook keeps failing, or delivers again after it did (server/webhooks/health.ts). */
      template: "staff-webhook";
      lang: Language;
      change: "failing" | "recovered";
      name: string;
      url: string;
      /** ISO instants; shown in Tashkent time. */
      failingSince: string;
      recoveredAt: string | null;
      failures: number;
      /** The last failed attempt: what kind of failure, and the status when the endpoint answered. */
      problem: { failure: "answered" | "timeout" | "notAllowed" | "noConnection"; status: number | null };
      integrationsUrl: string;
    }
  | {
      /** To an interviewer: an interview they take part in, or were taken off ("cancelled"). */
      template: "staff-interview";
      lang: Language;
      applicant: string;
      position: string | null;
      interview: InterviewFacts;
      scorecardUrl: string;
    };

/** An interview as its e-mails and calendar file tell it. */
export interface InterviewFacts {
  change: "proposed" | "changed" | "cancelled";
  /** The calendar event's UID: the same for every version of one interview. */
  uid: string;
  /** RFC 5545 SEQUENCE: one more at each change or cancellation. */
  sequence: number;
  /** ISO instant; shown in Tashkent time. */
  startsAt: string;
  durationMinutes: number;
  place: string;
  interviewers: string[];
  /** Who the calendar file invites (its ATTENDEE). */
  attendee: { name: string; email: string };
}

/** "linkedin / q4-logistics" and the visit's first page, for staff; either may be "". */
export interface SourceLine {
  names: string;
  landing: string;
}

/** A quote request or an application in a digest: who, about what, when it is due, its page. */
export interface DigestItem {
  list: EntryList;
  name: string;
  /** A quote request's company, an application's opening ("" for a general one). */
  about: string;
  due: FollowUp;
  url: string;
}

/** What names a conversation's one subject: a quote request, or an application and its opening. */
export type ConversationSubject = { list: "requests" } | { list: "applications"; position: string | null };

// Every template name of shared/mail.ts has content here, and no other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const templatesMatch: Same<MailContent["template"], MailTemplate> = true;
void templatesMatch;

/** An e-mail as the templates make it: both an HTML and a plain-text body, and a calendar file for an interview. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  calendar?: CalendarPart;
}

/** An iCalendar object (RFC 5545) sent as an iTIP message (RFC 6047): an invitation or its cancellation. */
export interface CalendarPart {
  method: "REQUEST" | "CANCEL";
  content: string;
  /** The name it comes from when not the company's (staff e-mails), in the reader's language. */
  sender?: string;
}

/** The language a message is written in: its reader's. */
export function mailLanguage(content: MailContent): Language {
  return content.lang;
}

/** The site's e-mail templates (app/mail/render.server.ts implements them), with the site's details in the mail's language. */
export interface MailTemplates {
  render(content: MailContent, site: MailSite): Promise<RenderedMail>;
}
