import type { ReactElement } from "react";
import { Img } from "@react-email/img";
import { isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { messageFormat } from "../../shared/i18n/message.ts";
import type { EntryList } from "../../shared/inbox.ts";
import type {
  CalendarPart,
  ConversationSubject,
  DigestItem,
  InterviewFacts,
  MailContent,
  MailSite,
  MailTemplate,
  SourceLine,
} from "../../server/notify/mail-content.ts";
import { interviewCalendar, interviewTime } from "./calendar.server.ts";
import { formatDay } from "../admin/fields.ts";
import { catalogues } from "../i18n/catalogues/index.server.ts";
import { formatMoment } from "../i18n/format.ts";
import { Action, h, Layout, Lines, Link, Paragraph, Rule, Section, styles, Subtitle, Text, Title } from "./layout.ts";
import en, { type MailWords } from "./words/en.ts";
import ru from "./words/ru.ts";
import uz from "./words/uz.ts";

/**
 * Every e-mail the site sends, one function per template of `MailContent`: its subject
 * and its body as React Email elements, in its reader's language (decision 076): a
 * sender's, a member of staff's, or the one set for a staff address or the Telegram chat.
 */
const MAIL_WORDS: Record<Language, MailWords> = { en, ru, uz };

interface Composed {
  subject: string;
  element: ReactElement;
  /** An interview's calendar file, sent with the e-mail. */
  calendar?: CalendarPart;
  /** The name the e-mail comes from, when not the company's own (staff e-mails: "Lojuvard website"). */
  sender?: string;
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
  lang: Language,
  site: MailSite,
  intro: string,
  fields: [string, string][],
  message: string | null,
  inboxUrl: string,
) {
  const words = MAIL_WORDS[lang].staffNotice;
  return h(
    Layout,
    { lang, company: site.company, preview: intro },
    h(Paragraph, null, intro),
    ...fields.map(([label, value]) =>
      h(
        Text,
        { key: label, style: { ...styles.text, margin: "0 0 6px" } },
        h("strong", null, `${label}:`),
        ` ${value}`,
      ),
    ),
    message === null ? null : h(Subtitle, null, words.message),
    message === null ? null : h(Lines, { text: message }),
    h(Action, { href: inboxUrl }, words.open),
    h(Text, { style: styles.muted }, inboxUrl),
  );
}

/** The name staff e-mails come from, in their reader's language. */
function staffSender(lang: Language, site: MailSite): string {
  return messageFormat(lang)(MAIL_WORDS[lang].staffNotice.sender, { company: site.company.name });
}

/** A moment as staff read it in a letter: Tashkent time, in their language, the month in full. */
function tashkentTime(lang: Language, iso: string): string {
  return messageFormat(lang)(MAIL_WORDS[lang].staffNotice.tashkent, { when: formatMoment(iso, lang) });
}

/** A sender's language named in the reader's. */
function languageName(lang: Language, code: string): string {
  return isLanguage(code) ? MAIL_WORDS[lang].staffNotice.languages[code] : code;
}

export const COMPOSERS: Composers = {
  "staff-contact": (content, site) => {
    const { lang, fields } = content;
    const words = MAIL_WORDS[lang];
    const label = words.staffNotice.fields;
    const format = messageFormat(lang);
    return {
      subject: fields.company
        ? format(words.staffContact.subjectCompany, { name: fields.name, company: fields.company })
        : format(words.staffContact.subject, { name: fields.name }),
      sender: staffSender(lang, site),
      element: staffNotice(
        lang,
        site,
        words.staffContact.intro,
        [
          [label.name, fields.name],
          [label.company, fields.company],
          [label.email, fields.email],
          [label.phone, fields.phone],
          [label.attachment, content.attachment ?? words.staffNotice.fileGone],
          [label.language, languageName(lang, fields.language)],
          [label.received, tashkentTime(lang, content.receivedAt)],
          ...sourceField(lang, content.source),
        ],
        content.message,
        content.inboxUrl,
      ),
    };
  },

  "staff-application": (content, site) => {
    const { lang, fields } = content;
    const words = MAIL_WORDS[lang];
    const label = words.staffNotice.fields;
    const format = messageFormat(lang);
    return {
      subject: fields.position
        ? format(words.staffApplication.subject, { name: fields.name, position: fields.position })
        : format(words.staffApplication.subjectGeneral, { name: fields.name }),
      sender: staffSender(lang, site),
      element: staffNotice(
        lang,
        site,
        words.staffApplication.intro,
        [
          [label.name, fields.name],
          [label.position, fields.position || words.staffNotice.generalApplication],
          [label.email, fields.email],
          [label.phone, fields.phone],
          [label.cv, content.cv ?? words.staffNotice.fileGone],
          [label.language, languageName(lang, fields.language)],
          [label.received, tashkentTime(lang, content.receivedAt)],
          ...sourceField(lang, content.source),
        ],
        content.message,
        content.inboxUrl,
      ),
    };
  },

  "staff-subscriber": (content, site) => {
    const { lang } = content;
    const words = MAIL_WORDS[lang];
    const label = words.staffNotice.fields;
    return {
      subject: messageFormat(lang)(words.staffSubscriber.subject, { email: content.email }),
      sender: staffSender(lang, site),
      element: staffNotice(
        lang,
        site,
        words.staffSubscriber.intro,
        [
          [label.email, content.email],
          [label.language, languageName(lang, content.language)],
          [label.confirmed, tashkentTime(lang, content.confirmedAt)],
        ],
        null,
        content.inboxUrl,
      ),
    };
  },

  "staff-digest": (content, site) => {
    const { lang } = content;
    const words = MAIL_WORDS[lang].staffDigest;
    const format = messageFormat(lang);
    const subject = format(words.subject, { day: formatDay(content.day, lang) });
    const section = (title: string, items: DigestItem[]) =>
      items.length === 0
        ? []
        : [
            h(Subtitle, { key: title }, format(title, { n: items.length })),
            ...items.map((item) =>
              h(
                Text,
                { key: item.url, style: { ...styles.text, margin: "0 0 12px" } },
                h(Link, { href: item.url, style: styles.link }, item.name),
                ` · ${words.items[item.list]}${item.list === "applications" ? `: ${item.about || words.general}` : item.about ? `, ${item.about}` : ""}`,
                h("br"),
                h(
                  "span",
                  { style: { color: styles.muted.color } },
                  format(words.due, { when: formatDay(item.due.on, lang, item.due.time) }),
                ),
              ),
            ),
          ];
    return {
      subject,
      sender: staffSender(lang, site),
      element: h(
        Layout,
        {
          lang,
          company: site.company,
          preview: format(words.preview, { overdue: content.overdue.length, today: content.today.length }),
          footer: h(
            Text,
            { style: { ...styles.muted, fontSize: "12px", lineHeight: "18px" } },
            `${words.why} `,
            h(Link, { href: content.settingsUrl, style: { color: "#4a5672" } }, content.settingsUrl),
          ),
        },
        h(Paragraph, null, format(words.hello, { name: content.name })),
        h(Paragraph, null, words.intro),
        ...section(words.overdue, content.overdue),
        ...section(words.today, content.today),
        h(Action, { href: content.waitingUrl }, words.button),
      ),
    };
  },

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
        h(Paragraph, null, content.name ? format(words.hello, { name: content.name }) : words.helloAnyone),
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
        h(Paragraph, null, content.name ? format(words.hello, { name: content.name }) : words.helloAnyone),
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

  "staff-webhook": (content, site) => {
    const format = messageFormat(content.lang);
    const words = MAIL_WORDS[content.lang].staffWebhook;
    const failing = content.change === "failing";
    const values = {
      name: content.name,
      url: content.url,
      n: content.failures,
      since: tashkentTime(content.lang, content.failingSince),
      when: content.recoveredAt ? tashkentTime(content.lang, content.recoveredAt) : "",
      problem: format(words.problems[content.problem.failure], { code: content.problem.status ?? "" }),
    };
    const subject = format(failing ? words.failingSubject : words.recoveredSubject, values);
    return {
      subject,
      sender: staffSender(content.lang, site),
      element: h(
        Layout,
        { lang: content.lang, company: site.company, preview: subject },
        h(Paragraph, null, format(failing ? words.failingText : words.recoveredText, values)),
        h(Action, { href: content.integrationsUrl }, words.button),
        h(Text, { style: styles.muted }, content.integrationsUrl),
      ),
    };
  },

  "staff-assignment": (content, site) => {
    const format = messageFormat(content.lang);
    const words = MAIL_WORDS[content.lang].staffAssignment;
    const values = { item: words.items[content.list], name: content.name, by: content.by };
    return {
      subject: format(words.subject, values),
      sender: staffSender(content.lang, site),
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
      sender: staffSender(content.lang, site),
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
      subject: testSubject(content, content.post.title),
      element: h(
        Layout,
        {
          lang: content.lang,
          company: site.company,
          preview: content.post.summary,
          footer: newsletterFooter(content),
        },
        content.test ? testBanner(content.lang) : null,
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

  "newsletter-issue": (content, site) => ({
    subject: testSubject(content, content.subject),
    element: h(
      Layout,
      { lang: content.lang, company: site.company, preview: content.preheader, footer: newsletterFooter(content) },
      content.test ? testBanner(content.lang) : null,
      // Rendered and sanitized by the site's own Markdown renderer (server/content/markdown.ts).
      h("div", { style: styles.text, dangerouslySetInnerHTML: { __html: content.html } }),
    ),
  }),

  "interview-invitation": (content, site) => {
    const words = MAIL_WORDS[content.lang].interview;
    const format = messageFormat(content.lang);
    const { interview } = content;
    const when = interviewTime(interview, content.lang);
    const position = content.conversation.list === "applications" ? content.conversation.position : null;
    const summary = position ? format(words.summaryFor, { position }) : words.summary;
    return {
      subject: format(MAIL_WORDS[content.lang].conversation.reply, {
        subject: conversationSubject(content.lang, content.conversation),
      }),
      element: h(
        Layout,
        {
          lang: content.lang,
          company: site.company,
          preview: format(words.preview[interview.change], { when }),
          footer: standardFooter(content.lang, "applications", site.company.email.careers),
        },
        h(Title, null, words.title[interview.change]),
        h(Paragraph, null, format(words.hello, { name: content.name })),
        h(Paragraph, null, words.text[interview.change]),
        interviewFacts(content.lang, interview, true),
        interview.change === "cancelled" ? null : h(Paragraph, null, words.answer),
        h(Paragraph, { style: { marginTop: "24px" } }, words.signature),
      ),
      calendar: interviewCalendar(interview, site.company, {
        summary,
        description: `${words.title[interview.change]}. ${words.with}: ${interview.interviewers.join(", ")}`,
      }),
    };
  },

  "staff-interview": (content, site) => {
    const words = MAIL_WORDS[content.lang].staffInterview;
    const format = messageFormat(content.lang);
    const { interview } = content;
    const when = interviewTime(interview, content.lang);
    const values = { name: content.applicant, when, position: content.position ?? words.general };
    return {
      subject: format(words.subject[interview.change], values),
      element: h(
        Layout,
        { lang: content.lang, company: site.company, preview: format(words.subject[interview.change], values) },
        h(Paragraph, null, format(words.text[interview.change], values)),
        interviewFacts(content.lang, interview, true),
        interview.change === "cancelled" ? null : h(Paragraph, null, words.scorecard),
        interview.change === "cancelled" ? null : h(Action, { href: content.scorecardUrl }, words.button),
        h(Text, { style: styles.muted }, content.scorecardUrl),
      ),
      calendar: interviewCalendar(interview, site.company, {
        summary: format(words.summary, { name: content.applicant }),
        description: content.scorecardUrl,
      }),
    };
  },
};

/** A test send says so in its subject, as a mail program lists it: "[Test] …". */
function testSubject(content: { test?: boolean; lang: Language }, subject: string): string {
  return content.test ? `[${TEST_MARK[content.lang]}] ${subject}` : subject;
}

const TEST_MARK: Record<Language, string> = { en: "Test", ru: "Тест", uz: "Sinov" };

/** The first thing a test send shows: that nobody else received it. */
function testBanner(lang: Language) {
  return h(
    Text,
    {
      style: {
        ...styles.text,
        backgroundColor: "#fff4d6",
        border: "1px solid #e0b64a",
        borderRadius: "8px",
        padding: "10px 14px",
        margin: "0 0 20px",
      },
    },
    MAIL_WORDS[lang].newsletter.test,
  );
}

/** Why a subscriber receives the newsletter and their one-click way out (a test names where it goes). */
function newsletterFooter(content: { lang: Language; unsubscribeUrl: string | null }) {
  const words = MAIL_WORDS[content.lang].newsletter;
  return h(
    Text,
    { style: { ...styles.muted, fontSize: "12px", lineHeight: "18px" } },
    `${words.why} `,
    content.unsubscribeUrl
      ? h(Link, { href: content.unsubscribeUrl, style: { color: "#4a5672" } }, words.unsubscribe)
      : words.testUnsubscribe,
  );
}

/** An interview's facts as lines of the e-mail: when (Tashkent time), how long, where, with whom. */
function interviewFacts(lang: Language, interview: InterviewFacts, withWhom: boolean) {
  const words = MAIL_WORDS[lang].interview;
  const format = messageFormat(lang);
  const rows: [string, string][] = [
    [
      words.when,
      `${interviewTime(interview, lang)} (${words.tashkent}), ${format(words.duration, { n: interview.durationMinutes })}`,
    ],
    [words.where, interview.place],
    ...(withWhom && interview.interviewers.length
      ? ([[words.with, interview.interviewers.join(", ")]] as [string, string][])
      : []),
  ];
  const link = /^https?:\/\//i.test(interview.place) ? interview.place : null;
  return h(
    Section,
    null,
    ...rows.map(([label, value]) =>
      h(
        Text,
        { key: label, style: { ...styles.text, margin: "0 0 6px" } },
        h("strong", null, `${label}: `),
        label === words.where && link ? h(Link, { href: link, style: styles.link }, value) : value,
      ),
    ),
  );
}

/** The lead's source as a field of a staff notification, when it is known: "linkedin / q4, first page /x". */
function sourceField(lang: Language, source: SourceLine | null): [string, string][] {
  if (!source) return [];
  const words = MAIL_WORDS[lang].staffNotice;
  const landing = source.landing ? messageFormat(lang)(words.firstPage, { page: source.landing }) : "";
  return [[words.fields.source, [source.names, landing].filter(Boolean).join(", ")]];
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
