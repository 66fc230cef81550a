/**
 * What the site's e-mails to visitors and staff say, in English: the source for Russian
 * and Uzbek, which are typed against `MailWords` and checked like the site's catalogues.
 * `{name}` and the like are ICU message arguments, which the templates fill in
 * (shared/i18n/message.ts).
 */
const en = {
  footer: {
    why: "You receive this e-mail because of your request on lojuvard.uz.",
    questions: "Questions? Reply to this e-mail or write to {email}.",
  },
  contactAcknowledgement: {
    subject: "We received your request",
    preview: "A Lojuvard specialist will contact you within one business day.",
    hello: "Hello {name},",
    received: "Thank you for your request. It reached our sales team, and nothing else is needed from you right now.",
    nextTitle: "What happens next",
    next: [
      "Within one business day a specialist who knows your industry contacts you by e-mail or phone.",
      "We agree a call of 30–45 minutes to understand your goals, constraints and timeline.",
      "After the call you receive an estimate of scope, team and budget, free of charge.",
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
    stepsIntro: "You are at the first step. We write to you whenever your application moves on.",
    signature: "Lojuvard recruiting",
  },
  applicationReply: {
    preview: "A message from Lojuvard recruiting",
    signature: "Lojuvard recruiting",
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
    expires: "The link works once, until {date} (Tashkent time).",
    ignore: "If you did not expect this invitation, ignore this e-mail: nothing happens without the link.",
    roles: {
      administrator: "an administrator",
      editor: "an editor",
      recruiter: "a recruiter",
      sales: "a member of the sales team",
    },
  },
  replyTemplates: {
    subject: "Your application to Lojuvard: {step}",
    greeting: "Hello {name},",
    signature: "Best regards,\nLojuvard recruiting",
    steps: {
      review:
        "Thank you for your application. We are reviewing it against the requirements of the position and will write to you within five business days.",
      screening:
        "Thank you for your patience. We would like to invite you to a 30-minute call with a recruiter. Please reply with two or three times that suit you this week.",
      assessment:
        "Thank you for the call. The next step is a technical assessment close to the work you would do. We will send you the task and the time to present it.",
      interview:
        "Thank you for your solution. We would like to invite you to an in-depth interview with the team lead and a senior engineer. Please reply with times that suit you.",
      collaboration:
        "Thank you for the interview. We would like you to spend a few hours with the team you would join. Please reply with a day that suits you.",
      decision:
        "Thank you for the time you spent with us. The hiring manager and HR are making their decision and will call you within three business days.",
      onboarding:
        "Welcome to Lojuvard! Your equipment, accounts and mentor will be ready on your first day. We will send you the details of your first week shortly.",
      rejected:
        "Thank you for your interest in Lojuvard and the time you gave us. After careful consideration we have decided not to continue with your application for this position. We would be glad to hear from you again when another role fits.",
      withdrawn:
        "Thank you for letting us know. We have closed your application; you are welcome to apply again at any time.",
    },
  },
};

export type MailWords = typeof en;
export default en;
