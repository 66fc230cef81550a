/**
 * What the site's e-mails to visitors and staff say, in English: the source for Russian
 * and Uzbek, which are typed against `MailWords` and checked like the site's catalogues.
 * `{name}` and the like are ICU message arguments, which the templates fill in
 * (shared/i18n/message.ts).
 */
const en = {
  footer: {
    /** Why the sender receives a conversation's e-mail: what they sent on the site. */
    why: {
      requests: "You receive this e-mail because you sent a quote request on lojuvard.uz.",
      applications: "You receive this e-mail because you sent us your CV on lojuvard.uz.",
    },
    questions: "Questions? Reply to this e-mail or write to {email}.",
  },
  contactAcknowledgement: {
    subject: "We received your quote request",
    preview: "A Lojuvard specialist will contact you within one business day.",
    hello: "Hello {name},",
    /** When the name given is not a plain name: the greeting echoes nothing else. */
    helloAnyone: "Hello,",
    received:
      "Thank you for your quote request. It has reached our sales team, and nothing more is needed from you for now.",
    nextTitle: "What happens next",
    next: [
      "Within one business day, a specialist who knows your industry will contact you by e-mail or phone.",
      "Together we will set up a 30–45-minute call to understand your goals, constraints and timeline.",
      "After the call, you will receive a free estimate of the scope, the team and the budget.",
    ],
    signature: "The Lojuvard team",
  },
  applicationAcknowledgement: {
    subject: "Your application to Lojuvard",
    subjectFor: "Your application: {position}",
    preview: "We read every application and reply within five business days.",
    hello: "Hello {name},",
    /** When the name given is not a plain name: the greeting echoes nothing else. */
    helloAnyone: "Hello,",
    received: "Thank you for applying for the position of {position}. Your application and CV reached our recruiters.",
    receivedGeneral: "Thank you for your general application. Your CV reached our recruiters.",
    stepsTitle: "Our seven hiring steps",
    stepsIntro: "You are at the first step. We will write to you each time your application moves on.",
    signature: "The Lojuvard HR team",
  },
  conversation: {
    /** The one subject of a quote request's e-mails (an application's is its acknowledgement's). */
    requestSubject: "Your quote request to Lojuvard",
    reply: "Re: {subject}",
    preview: "A message from Lojuvard",
  },
  confirmation: {
    subject: "Confirm your subscription to Lojuvard engineering notes",
    preview: "One click and you are subscribed. Nothing happens without it.",
    title: "Confirm your subscription",
    text: "Someone, hopefully you, asked to receive Lojuvard's engineering notes at this address. Press the button to confirm.",
    button: "Confirm subscription",
    expires: "The link works for seven days.",
    ignore: "If you did not ask for this, ignore this e-mail: without the confirmation you will not hear from us.",
  },
  newsletter: {
    preview: "New on the Lojuvard blog",
    label: "New on the Lojuvard blog",
    read: "Read the article",
    why: "You receive this e-mail because you subscribed to Lojuvard's engineering notes.",
    unsubscribe: "Unsubscribe with one click",
    test: "Test send: only you received this. Subscribers get it when the issue is sent.",
    testUnsubscribe: "Subscribers find their one-click unsubscribe link here.",
  },
  interview: {
    title: {
      proposed: "Invitation to an interview",
      changed: "Your interview has changed",
      cancelled: "Your interview is cancelled",
    },
    preview: {
      proposed: "An interview with Lojuvard: {when}",
      changed: "The new time of your interview: {when}",
      cancelled: "The interview of {when} will not take place",
    },
    hello: "Hello {name},",
    text: {
      proposed:
        "We would like to meet you for an interview. The details are below and in the calendar file attached: open it to add the interview to your calendar.",
      changed:
        "We had to change your interview. Here is how it now stands; the calendar file attached updates the one you received.",
      cancelled:
        "We have cancelled the interview below. The calendar file attached removes it from your calendar. We will write to you about what comes next.",
    },
    when: "When",
    duration: "{n, plural, one {# minute} other {# minutes}}",
    where: "Where",
    with: "With",
    tashkent: "Tashkent time",
    answer: "If the time does not suit you, reply to this e-mail and we will find another.",
    summary: "Interview with Lojuvard",
    summaryFor: "Interview with Lojuvard: {position}",
    signature: "The Lojuvard HR team",
  },
  staffInterview: {
    subject: {
      proposed: "Interview with {name}: {when}",
      changed: "Interview with {name} moved: {when}",
      cancelled: "Cancelled: interview with {name}, {when}",
    },
    text: {
      proposed: "You interview {name} ({position}). The calendar file attached adds it to your calendar.",
      changed: "The interview with {name} ({position}) has changed. The calendar file attached updates it.",
      cancelled: "You no longer interview {name} ({position}) at this time. The calendar file attached removes it.",
    },
    general: "general application",
    scorecard: "After the interview, fill in your scorecard: you see your colleagues' once yours is in.",
    button: "Open the scorecard",
    summary: "Interview: {name}",
  },
  invitation: {
    subject: "Your invitation to the Lojuvard inbox",
    preview: "Choose your password to start.",
    hello: "Hello {name},",
    invited: "{inviter} invited you to the Lojuvard website's inbox as {role}.",
    button: "Choose your password",
    expires: "The link works once, until {date}, Tashkent time.",
    ignore: "If you did not expect this invitation, ignore this e-mail: nothing happens without the link.",
    roles: {
      administrator: "an administrator",
      editor: "an editor",
      recruiter: "a recruiter",
      sales: "a member of the sales team",
    },
  },
  passwordReset: {
    subject: "Choose a new password for the Lojuvard inbox",
    preview: "The link works once, for an hour.",
    hello: "Hello {name},",
    asked: "Someone asked to reset the password of your account in the Lojuvard website's inbox.",
    button: "Choose a new password",
    expires:
      "The link works once, for an hour. Once you choose a new password, you will be signed out on every device.",
    ignore: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  },
  staffNotice: {
    /** The name staff e-mails come from. */
    sender: "{company} website",
    message: "Message",
    open: "Open in the inbox",
    fields: {
      name: "Name",
      company: "Company",
      email: "E-mail",
      phone: "Phone",
      attachment: "Attachment",
      cv: "CV",
      position: "Position",
      language: "Language",
      received: "Received",
      confirmed: "Confirmed",
      source: "Source",
    },
    languages: { en: "English", ru: "Russian", uz: "Uzbek" },
    fileGone: "(file no longer stored)",
    generalApplication: "General application (no position chosen)",
    firstPage: "first page {page}",
    tashkent: "{when} (Tashkent time)",
  },
  staffContact: {
    subject: "New quote request from {name}",
    subjectCompany: "New quote request from {name} ({company})",
    intro: "A new quote request arrived on the website.",
  },
  staffApplication: {
    subject: "New job application from {name} for {position}",
    subjectGeneral: "New job application from {name} (general application)",
    intro: "A new job application arrived on the website.",
  },
  staffSubscriber: {
    subject: "New newsletter subscriber: {email}",
    intro: "Someone confirmed their subscription to the newsletter.",
  },
  staffDigest: {
    subject: "Your follow-ups for {day}",
    preview: "Overdue: {overdue}. Due today: {today}.",
    hello: "Good morning, {name}.",
    intro: "These quote requests and job applications are yours, and the day to follow them up has come.",
    overdue: "Overdue ({n})",
    today: "Due today ({n})",
    due: "Follow up by {when}",
    items: { requests: "Quote request", applications: "Job application" },
    general: "general application",
    button: "Open “Waiting on me”",
    why: "You receive this e-mail on the mornings when something you own is due. You can turn it off under “Your account” in the inbox:",
  },
  staffWebhook: {
    failingSubject: "Webhook “{name}” keeps failing",
    failingText:
      "Deliveries to {url} have failed {n} times in a row, since {since}. The last attempt: {problem}. The site keeps retrying each delivery; check the receiving system, or pause the webhook in the inbox.",
    recoveredSubject: "Webhook “{name}” delivers again",
    recoveredText:
      "Deliveries to {url} succeed again since {when}; they had failed since {since}. A delivery that ran out of attempts meanwhile can be sent again from the webhook's log.",
    problems: {
      answered: "the endpoint answered {code}",
      timeout: "no answer within 10 seconds",
      notAllowed: "the address may not be reached from the server",
      noConnection: "no connection to the address",
    },
    button: "Open Integrations",
  },
  staffAssignment: {
    subject: "For you: {item} from {name}",
    text: "{by} gave you {item} from {name}. It is yours now: answer the sender and keep notes in the inbox.",
    button: "Open in the inbox",
    items: { requests: "a quote request", applications: "a job application" },
  },
  staffReply: {
    subject: "New reply from {name}",
    text: "{from} replied in the conversation about {item}:",
    kept: "Attached files, kept in the inbox:",
    refused: "Files not kept (too large or of a type the site does not accept; they are still in the mailbox):",
    button: "Answer in the inbox",
    items: { requests: "a quote request", applications: "a job application" },
  },
};

export type MailWords = typeof en;
export default en;
