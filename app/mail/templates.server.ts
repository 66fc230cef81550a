import type { ReactElement } from "react";
import { Img } from "@react-email/img";
import type { Language } from "../../shared/i18n/languages.ts";
import { messageFormat } from "../../shared/i18n/message.ts";
import type { ApplicationStatus, EntryList } from "../../shared/inbox.ts";
import type { ConversationSubject, MailContent, MailSite, MailTemplate } from "../../server/notify/mail-content.ts";
import { catalogues } from "../i18n/catalogues/index.server.ts";
import { formatMoment } from "../i18n/format.ts";
import { Action, h, Layout, Lines, Link, Paragraph, Rule, Section, styles, Subtitle, Text, Title } from "./layout.ts";
import en, { type MailWords } from "./words/en.ts";
import ru from "./words/ru.ts";
import uz from "./words/uz.ts";

/**
 * Every e-mail the site sends, one function per template of `MailContent`: its subject
 * and its body as React Email elements, in the recipient's language (staff
 * notifications in English, the inbox's shared language).
 */
const MAIL_WORDS: Record<Language, MailWords> = { en, ru, uz };

interface Composed {
  subject: string;
  element: ReactElement;
}

type Composers = {
  [T in MailTemplate]: (content: Extract<MailContent, { template: T }>, site: MailSite) => Composed;
};

/** Why the sender receives the e-mail (what they sent: a quote request or their CV) and whom to ask. */
function standardFooter(lang: Language, list: EntryList, email: string) {
  const words = MAIL_WORDS[lang].footer;
  return h(
    Text,
    { style: { ...styles.muted, fontSize: "12px", lineHeight: "18px" } },
    `${words.why[list]} `,
    messageFormat(lang)(words.questions, { email }),
  );
}

/**
 * The one subject every e-mail of a conversation carries, so mail programs keep them
 * together: a quote request's, or an application's (with its opening) as acknowledged.
 */
export function conversationSubject(lang: Language, conversation: ConversationSubject): string {
  const words = MAIL_WORDS[lang];
  const format = messageFormat(lang);
  if (conversation.list === "requests") return words.conversation.requestSubject;
  return conversation.position
    ? format(words.applicationAcknowledgement.subjectFor, { position: conversation.position })
    : words.applicationAcknowledgement.subject;
}

/** A staff notification: its fields as a list, the visitor's message as they typed it, the inbox link. */
function staffNotice(
  site: MailSite,
  intro: string,
  fields: [string, string][],
  message: string | null,
  inboxUrl: string,
) {
  return h(
    Layout,
    { lang: "en", company: site.company, preview: intro },
    h(Paragraph, null, intro),
    ...fields.map(([label, value]) =>
      h(
        Text,
        { key: label, style: { ...styles.text, margin: "0 0 6px" } },
        h("strong", null, `${label}:`),
        ` ${value}`,
      ),
    ),
    message === null ? null : h(Subtitle, null, "Message"),
    message === null ? null : h(Lines, { text: message }),
    h(Action, { href: inboxUrl }, "Open in the inbox"),
    h(Text, { style: styles.muted }, inboxUrl),
  );
}

export const COMPOSERS: Composers = {
  "staff-contact": (content, site) => ({
    subject: `New quote request from ${content.fields.name}${content.fields.company ? ` (${content.fields.company})` : ""}`,
    element: staffNotice(
      site,
      "A new quote request arrived on the website.",
      [
        ["Name", content.fields.name],
        ["Company", content.fields.company],
        ["E-mail", content.fields.email],
        ["Phone", content.fields.phone],
        ["Attachment", content.fields.attachment],
        ["Language", content.fields.language],
        ["Received", tashkentTime(content.receivedAt)],
        ...sourceField(content.source),
      ],
      content.message,
      content.inboxUrl,
    ),
  }),

  "staff-application": (content, site) => ({
    subject: `New job application from ${content.fields.name}${content.fields.position ? ` for ${content.fields.position}` : " (general application)"}`,
    element: staffNotice(
      site,
      "A new job application arrived on the website.",
      [
        ["Name", content.fields.name],
        ["Position", content.fields.position || "General application (no position chosen)"],
        ["E-mail", content.fields.email],
        ["Phone", content.fields.phone],
        ["CV", content.fields.cv],
        ["Language", content.fields.language],
        ["Received", tashkentTime(content.receivedAt)],
        ...sourceField(content.source),
      ],
      content.message,
      content.inboxUrl,
    ),
  }),

  "staff-subscriber": (content, site) => ({
    subject: `New newsletter subscriber: ${content.email}`,
    element: staffNotice(
      site,
      "Someone confirmed their subscription to the newsletter.",
      [
        ["E-mail", content.email],
        ["Language", content.language],
        ["Confirmed", tashkentTime(content.confirmedAt)],
      ],
      null,
      content.inboxUrl,
    ),
  }),

  invitation: (content, site) => {
    const words = MAIL_WORDS[content.lang].invitation;
    const format = messageFormat(content.lang);
    const role = words.roles[content.role as keyof typeof words.roles] ?? content.role;
    return {
      subject: words.subject,
      element: h(
        Layout,
        { lang: content.lang, company: site.company, preview: words.preview },
        h(Paragraph, null, format(words.hello, { name: content.name })),
        h(Paragraph, null, format(words.invited, { inviter: content.inviter, role })),
        h(Action, { href: content.link }, words.button),
        h(Text, { style: styles.muted }, h(Link, { href: content.link, style: styles.link }, content.link)),
        h(Paragraph, null, format(words.expires, { date: formatMoment(content.expiresAt, content.lang) })),
        h(Text, { style: styles.muted }, words.ignore),
      ),
    };
  },

  "password-reset": (content, site) => {
    const words = MAIL_WORDS[content.lang].passwordReset;
    const format = messageFormat(content.lang);
    return {
      subject: words.subject,
      element: h(
        Layout,
        { lang: content.lang, company: site.company, preview: words.preview },
        h(Paragraph, null, format(words.hello, { name: content.name })),
        h(Paragraph, null, words.asked),
        h(Action, { href: content.link }, words.button),
        h(Text, { style: styles.muted }, h(Link, { href: content.link, style: styles.link }, content.link)),
        h(Paragraph, null, words.expires),
        h(Text, { style: styles.muted }, words.ignore),
      ),
    };
  },

  "contact-acknowledgement": (content, site) => {
    const words = MAIL_WORDS[content.lang].contactAcknowledgement;
    const format = messageFormat(content.lang);
    return {
      subject: conversationSubject(content.lang, { list: "requests" }),
      element: h(
        Layout,
        {
          lang: content.lang,
          company: site.company,
          preview: words.preview,
          footer: standardFooter(content.lang, "requests", site.company.email.sales),
        },
        h(Title, null, words.subject),
        h(Paragraph, null, format(words.hello, { name: content.name })),
        h(Paragraph, null, words.received),
        h(Subtitle, null, words.nextTitle),
        numbered(words.next),
        h(Paragraph, { style: { marginTop: "24px" } }, words.signature),
      ),
    };
  },

  "application-acknowledgement": (content, site) => {
    const words = MAIL_WORDS[content.lang].applicationAcknowledgement;
    const format = messageFormat(content.lang);
    const steps = site.hiringSteps;
    return {
      subject: conversationSubject(content.lang, { list: "applications", position: content.position }),
      element: h(
        Layout,
        {
          lang: content.lang,
          company: site.company,
          preview: words.preview,
          footer: standardFooter(content.lang, "applications", site.company.email.careers),
        },
        h(Title, null, words.subject),
        h(Paragraph, null, format(words.hello, { name: content.name })),
        h(
          Paragraph,
          null,
          content.position ? format(words.received, { position: content.position }) : words.receivedGeneral,
        ),
        h(Subtitle, null, words.stepsTitle),
        h(Paragraph, null, words.stepsIntro),
        numbered(steps.map((step) => `${step.title}. ${step.text}`)),
        h(Paragraph, { style: { marginTop: "24px" } }, words.signature),
      ),
    };
  },

  "conversation-reply": (content, site) => {
    const format = messageFormat(content.lang);
    const words = MAIL_WORDS[content.lang].conversation;
    const team = content.conversation.list === "requests" ? site.company.email.sales : site.company.email.careers;
    return {
      subject: format(words.reply, { subject: conversationSubject(content.lang, content.conversation) }),
      element: h(
        Layout,
        {
          lang: content.lang,
          company: site.company,
          preview: words.preview,
          footer: standardFooter(content.lang, content.conversation.list, team),
        },
        h(Lines, { text: content.body }),
      ),
    };
  },

  "staff-assignment": (content, site) => {
    const format = messageFormat(content.lang);
    const words = MAIL_WORDS[content.lang].staffAssignment;
    const values = { item: words.items[content.list], name: content.name, by: content.by };
    return {
      subject: format(words.subject, values),
      element: h(
        Layout,
        { lang: content.lang, company: site.company, preview: format(words.subject, values) },
        h(Paragraph, null, format(words.text, values)),
        h(Action, { href: content.inboxUrl }, words.button),
        h(Text, { style: styles.muted }, content.inboxUrl),
      ),
    };
  },

  "staff-reply": (content, site) => {
    const format = messageFormat(content.lang);
    const words = MAIL_WORDS[content.lang].staffReply;
    const values = { item: words.items[content.list], name: content.name, from: content.from };
    return {
      subject: format(words.subject, values),
      element: h(
        Layout,
        { lang: content.lang, company: site.company, preview: format(words.subject, values) },
        h(Paragraph, null, format(words.text, values)),
        h(Lines, { text: content.text }),
        content.attachments.length ? h(Subtitle, null, words.kept) : null,
        content.attachments.length ? h(Lines, { text: content.attachments.join("\n") }) : null,
        content.refused.length ? h(Subtitle, null, words.refused) : null,
        content.refused.length ? h(Lines, { text: content.refused.join("\n") }) : null,
        h(Action, { href: content.inboxUrl }, words.button),
        h(Text, { style: styles.muted }, content.inboxUrl),
      ),
    };
  },

  "subscription-confirmation": (content, site) => {
    const words = MAIL_WORDS[content.lang].confirmation;
    return {
      subject: words.subject,
      element: h(
        Layout,
        { lang: content.lang, company: site.company, preview: words.preview },
        h(Title, null, words.title),
        h(Paragraph, null, words.text),
        h(Action, { href: content.link }, words.button),
        h(Text, { style: styles.muted }, h(Link, { href: content.link, style: styles.link }, content.link)),
        h(Paragraph, null, words.expires),
        h(Text, { style: styles.muted }, words.ignore),
      ),
    };
  },

  "newsletter-post": (content, site) => {
    const words = MAIL_WORDS[content.lang].newsletter;
    const category = catalogues[content.lang].blog.categories[content.post.category as "tutorials"] ?? "";
    return {
      subject: content.post.title,
      element: h(
        Layout,
        {
          lang: content.lang,
          company: site.company,
          preview: content.post.summary,
          footer: h(
            Text,
            { style: { ...styles.muted, fontSize: "12px", lineHeight: "18px" } },
            `${words.why} `,
            h(Link, { href: content.unsubscribeUrl, style: { color: "#4a5672" } }, words.unsubscribe),
          ),
        },
        h(Text, { style: { ...styles.muted, textTransform: "uppercase", letterSpacing: "0.06em" } }, words.label),
        h(
          Link,
          { href: content.post.url },
          h(Img, {
            src: content.post.image,
            alt: content.post.imageAlt,
            width: 536,
            height: 281,
            style: { borderRadius: "12px", display: "block", height: "auto", maxWidth: "100%", width: "100%" },
          }),
        ),
        category ? h(Text, { style: { ...styles.muted, margin: "20px 0 4px" } }, category) : null,
        h(
          Title,
          null,
          h(Link, { href: content.post.url, style: { color: "#111a33", textDecoration: "none" } }, content.post.title),
        ),
        h(Paragraph, null, content.post.summary),
        h(Action, { href: content.post.url }, words.read),
        h(Rule),
      ),
    };
  },
};

/** When something happened, for staff (in English, the inbox's shared language): "24 November 2026, 14:30 (Tashkent time)". */
function tashkentTime(iso: string): string {
  const moment = formatMoment(iso, "en");
  return moment && `${moment} (Tashkent time)`;
}

/** The lead's source as a field of a staff notification, when it is known. */
function sourceField(source: string): [string, string][] {
  return source ? [["Source", source]] : [];
}

/** A numbered list as paragraphs: list markup is rendered unevenly across mail clients. */
function numbered(items: readonly string[]) {
  return h(
    Section,
    null,
    ...items.map((item, index) =>
      h(Text, { key: index, style: { ...styles.text, margin: "0 0 10px" } }, h("strong", null, `${index + 1}. `), item),
    ),
  );
}

/**
 * The message a recruiter starts from when an application moves to a status, in the
 * applicant's language (the conversation keeps its one subject).
 */
export function replyTemplate(lang: Language, status: ApplicationStatus, name: string): string {
  const words = MAIL_WORDS[lang].replyTemplates;
  const format = messageFormat(lang);
  return `${format(words.greeting, { name })}\n\n${words.steps[status]}\n\n${words.signature}`;
}

export type RequestReplyKind = keyof MailWords["requestReplyTemplates"]["kinds"];
const REQUEST_REPLY_KINDS = Object.keys(en.requestReplyTemplates.kinds) as RequestReplyKind[];

/** The messages sales start from on a quote request, in the sender's language, to edit before sending. */
export function requestReplyTemplates(lang: Language, name: string): Record<RequestReplyKind, string> {
  const words = MAIL_WORDS[lang].requestReplyTemplates;
  const format = messageFormat(lang);
  return Object.fromEntries(
    REQUEST_REPLY_KINDS.map((kind) => [
      kind,
      `${format(words.greeting, { name })}\n\n${words.kinds[kind]}\n\n${words.signature}`,
    ]),
  ) as Record<RequestReplyKind, string>;
}
