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
  replyTemplates: {
    greeting: "Hello {name},",
    signature: "Best regards,\nThe Lojuvard HR team",
    steps: {
      review:
        "Thank you for your application. We are reviewing it against the requirements of the position and will write to you within five business days.",
      screening:
        "Thank you for your patience. We would like to invite you to a 30-minute call with a recruiter. Please reply with two or three times that suit you this week.",
      assessment:
        "Thank you for the call. The next step is a technical assessment close to the work you would do. We will send you the task and the time to present it.",
      interview:
        "Thank you for completing the test task. We would like to invite you to an in-depth interview with the team lead and a senior engineer. Please reply with times that suit you.",
      collaboration:
        "Thank you for the interview. We would like you to spend a few hours with the team you would join. Please reply with a day that suits you.",
      decision:
        "Thank you for the time you spent with us. The hiring manager and the HR team are making their decision and will call you within three business days.",
      onboarding:
        "Welcome to Lojuvard! Your equipment, accounts and mentor will be ready on your first day. We will send you the details of your first week shortly.",
      rejected:
        "Thank you for your interest in Lojuvard and the time you gave us. After careful consideration we have decided not to continue with your application for this position. We would be glad to hear from you again when another role fits.",
      withdrawn:
        "Thank you for letting us know. We have closed your application; you are welcome to apply again at any time.",
    },
  },
  requestReplyTemplates: {
    greeting: "Hello {name},",
    signature: "Best regards,\nLojuvard sales team",
    kinds: {
      call: "Thank you for your quote request. To understand your goals, constraints and timeline, we would like to arrange a call of 30–45 minutes. Please reply with two or three times that suit you this week and the best number to reach you.",
      details:
        "Thank you for your quote request. To prepare an accurate estimate, could you tell us a little more: how many people will use the system, which systems it must work with, and by when you need it? Documents and examples are welcome as attachments to your reply.",
      estimate:
        "Thank you for the call. We have prepared an estimate of the scope, the team and the budget and would like to walk you through it. Please reply with a time that suits you for a 30-minute meeting.",
      decline:
        "Thank you for considering Lojuvard. After reviewing your quote request carefully, we believe we are not the right team for it at this time. We would be glad to hear from you about your next project.",
    },
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
