/**
 * What the tables and columns mean beyond their SQL types, by the names the application
 * uses (camelCase). `npm run db:types` writes these notes into `schema.ts` as the types'
 * comments, and fails on a note about a table or a column that no migration made.
 */
export const SCHEMA_NOTES: Record<string, { table?: string; columns?: Record<string, string> }> = {
  entryEvents: {
    table:
      "The history of a quote request or an application: moves between statuses or hiring steps, internal notes, messages to the sender, changes of owner (server/admin/entries.ts).",
    columns: {
      list: '"requests" or "applications".',
      kind: "moved, note, reply, assigned, due (the follow-up set, or cleared when dueOn is null)",
      subject: "Messages sent before conversations had one subject kept theirs here.",
      assigneeId: "assigned: the new owner (null: nobody) and their name then.",
      dueOn: "due: the follow-up day set (null: cleared), with its time when one was given.",
      templateId: "reply: the reply template it started from (reply_templates.id), if any.",
    },
  },
  interviews: {
    table: "An interview proposed to an applicant (server/hiring/interviews.ts).",
    columns: {
      startsAt: "The start, an ISO instant (staff choose it in Tashkent time).",
      place: "An address, or the link of a video call.",
      status: "scheduled or cancelled.",
      sequence: "RFC 5545 SEQUENCE of its calendar file: 0 when proposed, one more at each change or cancellation.",
    },
  },
  interviewInterviewers: { table: "Who interviews (accounts.id) at an interview." },
  interviewEvents: {
    table:
      "What happened to an interview, for the application's history and the e-mails it sends: the interview as it then stood.",
    columns: {
      kind: "proposed, changed, cancelled, scorecard",
      interviewers: "JSON list of the interviewers' names then.",
      recommendation: "scorecard: the recommendation given (shared/interviews.ts).",
    },
  },
  scorecards: {
    table: "One interviewer's scorecard of one interview (server/hiring/scorecards.ts).",
    columns: {
      ratings:
        'JSON list of { "criterion": { "en", "ru", "uz" }, "rating": 1–4 }: the opening\'s criteria as they were when it was filled.',
      recommendation: "strong_no, no, yes, strong_yes",
    },
  },
  newsletterIssues: {
    table: "A newsletter issue written in the inbox; sent once (server/newsletter/issues.ts).",
    columns: {
      content: 'JSON: { "subject", "preheader", "body" }, each { "en", "ru", "uz" }; the body is Markdown.',
      status: "draft or sent.",
      sendId: "Its send (newsletter_sends.id) once sent.",
    },
  },
  entryEventFiles: {
    table: "A file sent with a message to the sender (an entry event of kind reply): an upload of category reply.",
  },
  replyTemplates: {
    table: "A message sales or recruiters start from when writing to a sender (server/admin/reply-templates.ts).",
    columns: {
      list: '"requests" or "applications": whose staff keep it and whose senders it is for.',
      step: "applications: the hiring step it is offered at; null for any step (and for quote requests).",
      texts: "JSON { en?, ru?, uz? }, each { name, body } (shared/reply-templates.ts TemplateTexts).",
      revision: "Counts saves: a save names the revision it edited, and is refused over a newer one.",
      archivedAt: "Retired: no longer offered in replies, kept so histories can name it.",
      createdBy: '"" for the templates the site started with.',
    },
  },
  replyTemplateFiles: {
    table: "A file sent with every message started from a reply template: an upload of category reply.",
  },
  leadSources: {
    table: "Where a quote request or an application came from (shared/lead-source.ts).",
    columns: {
      source: 'utm_source, else the referring site\'s host; "" for a direct visit.',
    },
  },
  inboundMail: {
    table: "A message read from the conversations' mailbox (IMAP_URL), once, whichever instance read it.",
    columns: {
      mailboxKey: '"<UIDVALIDITY>:<UID>": unique, the claim on the mailbox\'s message.',
      list: "The conversation its token named; null when unmatched.",
      problem: "forged, noToken, duplicate, tooLarge, unreadable; null when read whole into its conversation.",
      handledAt: "An unmatched message staff have dealt with.",
    },
  },
  inboundAttachments: {
    table: "A file attached to a message read from the mailbox: kept (an upload) or refused.",
    columns: {
      problem: "tooLarge, type; null when kept.",
    },
  },
  webhookEndpoints: {
    table: "Where webhooks go (server/webhooks/).",
    columns: {
      events: "JSON array of event types (shared/webhooks.ts).",
      secret: '"whsec_…", the Standard Webhooks signing secret.',
      format: "The body's shape (shared/webhooks.ts WEBHOOK_FORMATS).",
      active: "1 while deliveries are made; 0 when paused.",
      failuresInRow: "Failed attempts since the last delivered one (server/webhooks/health.ts).",
      failingSince: "ISO instant of the first of those failures; null while it delivers.",
    },
  },
  webhookIncidents: {
    table: "An episode of an endpoint failing that administrators were told of by e-mail, and when it recovered.",
    columns: {
      failingSince: "ISO instant of the first failed attempt in the run.",
      lastFailure: "answered, timeout, notAllowed or noConnection (server/webhooks/deliver.ts).",
      recoveredAt: "Null while it still fails: at most one such row per endpoint.",
    },
  },
  webhookAttempts: {
    table: "One try at delivering a webhook row of the outbox: its answer, for the delivery log.",
  },
  contactRequests: {
    columns: {
      assigneeId: "The member of staff who owns it (accounts.id); null while nobody does.",
      dueOn: 'The follow-up day in Tashkent ("2026-12-01"); null: no follow-up (decision 075).',
      dueTime: 'The follow-up\'s time that day in Tashkent ("14:30"); null: any time that day.',
    },
  },
  accounts: {
    table: "A member of staff who signs in to the inbox.",
    columns: {
      email: "Null for the bootstrap administrator, who signs in with ADMIN_PASSWORD.",
      passwordHash: "scrypt, server/auth/passwords.ts; null for the bootstrap administrator.",
      language: "The inbox's language for this account.",
      permissions: 'Extra rights beyond the role, a JSON list of shared/staff.ts PERMISSIONS: ["people"].',
      morningDigest:
        "1: e-mail the account at 08:00 what it owns that is due or overdue; 0: turned off under Your account.",
    },
  },
  acknowledgementDays: {
    table:
      "The days an address was sent a form's acknowledgement: one row per address (its SHA-256, lower case) and Tashkent day, so later submissions that day are stored but not answered (issue 39.1).",
  },
  digestDays: {
    table:
      "The morning digests claimed: one row per account and Tashkent day, whichever instance made it, so nobody gets two (decision 075).",
  },
  entriesRead: {
    table:
      "Which quote requests and applications each member of staff has opened (the first time), so the inbox menu counts only what is new to them (issue 37.6).",
    columns: {
      list: "requests or applications.",
    },
  },
  adminSessions: {
    columns: {
      id: "SHA-256 of the session token: a leaked table hands out no live session.",
      accountId: "Whose session; sessions from before accounts existed belong to the bootstrap administrator.",
      credential:
        "A bootstrap administrator's session: the stamp of the ADMIN_PASSWORD it began with; a start with another password ends it (decision 034).",
    },
  },
  applications: {
    columns: {
      assigneeId: "The member of staff who owns it (accounts.id); null while nobody does.",
      position: 'The opening\'s id, or "" for a general application.',
      dueOn: 'The follow-up day in Tashkent ("2026-12-01"); null: no follow-up (decision 075).',
      dueTime: 'The follow-up\'s time that day in Tashkent ("14:30"); null: any time that day.',
    },
  },
  spam: {
    table:
      "A submission the honeypot or the fill-time rule caught: kept 30 days in the inbox's spam view, notifying nobody, until staff restore it into its list (decision 033).",
    columns: {
      list: "The inbox list it goes to when restored: requests, applications, subscribers.",
      reason: "honeypot, too-fast (shared/forms/fields.ts).",
      data: "The validated submission as its form sent it, JSON.",
      fileId: "Its attachment or CV, claimed so the sweep of unused uploads keeps it.",
    },
  },
  contentEntries: {
    table:
      "An entry of a kind of content (a post, an opening, a case study…): its publishing state in columns, its fields in `data`, a JSON document shaped by the kind's declaration (content/model/, decision 043).",
    columns: {
      id: "Its address for kinds with pages (/blog/post/<id>), else an id made for it.",
      status: "draft, scheduled, published or unpublished (shared/content.ts).",
      publishAt: "When a scheduled or published entry is public from.",
      closedAt: "Closed before its time (openings).",
      position: "Its place among its kind's entries where staff arrange them.",
    },
  },
  auditLog: {
    columns: { detail: "JSON." },
  },
  redirects: {
    table: "A redirect staff keep: from a path on the site, in every language, to a path or an https URL.",
    columns: {
      fromPath: 'A path without a language prefix: "/old-offer".',
      target: 'A path without a language prefix ("/services"), or an https URL.',
      status: "301 or 308 (permanent), 302 or 307 (temporary).",
      hits: "How many times it was followed (written every few seconds).",
      updatedBy: "The name of whoever saved it last.",
    },
  },
  idRedirects: {
    table: "An old id of an entry with an address, kept as a permanent redirect to its new one.",
  },
  passwordResets: {
    table: "A link to choose a new password: signed, single-use, valid for an hour (decision 051).",
    columns: {
      createdBy: "The administrator who made the link to hand over; null when it was asked for by e-mail.",
      usedAt: "When the link was used, or spent by a later change of the password.",
    },
  },
  twoFactor: {
    table: "An account's time-based one-time codes (RFC 6238; decision 071).",
    columns: {
      secret: "The shared secret, base32, as the authenticator app holds it.",
      enabledAt: "When a first code confirmed it; null while its setup is pending.",
      lastStep: "The 30-second time step of the last code accepted: a code of this step or before is refused.",
    },
  },
  recoveryCodes: {
    table: "A single-use recovery code of an account with two-factor sign-in, shown once.",
    columns: {
      codeHash: "SHA-256 of the code as written without its hyphens, in lower case.",
      usedAt: "When it signed someone in or confirmed a change; null while it can still be used.",
    },
  },
  signInChallenges: {
    table: "A sign-in whose password was right, waiting for its one-time code (ten minutes at most).",
    columns: {
      id: "SHA-256 of the token in the browser's cookie.",
    },
  },
  invitations: {
    table: "A signed, single-use, expiring invitation to create an account.",
    columns: {
      language: "The language of the invitation e-mail, and of the inbox unless the person picks another.",
    },
  },
  media: {
    table: "An image or document of the media library, in the sizes and formats it is served in (decision 048).",
    columns: {
      kind: '"image" or "document".',
      name: "Its file name as staff know it.",
      variants: "JSON: [{ width, height, mime, file, storedName, size }] (server/content/media.ts).",
      alt: "JSON: what it shows, per language.",
      focus: "JSON: where its subject is, in percent from the top left.",
      mime: "The type of what was uploaded.",
    },
  },
  newsletterRecipients: {
    table: "One address a post or an issue goes to, once (unique per post and address).",
    columns: { postId: 'The post\'s id, or "issue:<id>" for an issue written in the inbox.' },
  },
  newsletterSends: {
    table: "A post or an issue sent to the subscribers; its id is its outbox batch's.",
    columns: { postId: 'The post\'s id, or "issue:<id>" for an issue written in the inbox.' },
  },
  outbox: {
    columns: {
      recipient: "The e-mail address a message goes to; null for staff notifications (NOTIFY_EMAIL, Telegram).",
      batch: "The batch that paces and pauses this row (a newsletter send), if any.",
      started: "Claims so far: more claims than finished attempts means one never finished.",
    },
  },
  outboxBatches: {
    table: "Rows sent at a pace (one per `intervalMs`), which staff may pause: a newsletter send.",
    columns: { status: "active, paused, done" },
  },
  rateLimits: {
    columns: { windowEnds: "Epoch milliseconds." },
  },
  revisions: {
    table: "Every save of an entry, whole, so any of them can be viewed, compared and restored.",
    columns: {
      snapshot: "JSON { state, doc } of the entry as saved (server/content/entries.ts); null for a deletion.",
      action: "What the save did: save, publish, schedule, unpublish, close, reopen, restore, imported, deleted.",
    },
  },
  subscribers: {
    columns: {
      emailKey: "The address in lower case: one subscription per address, whatever its letter case.",
      confirmedAt: "Set when the address followed its confirmation link: only then is it a subscriber.",
      confirmationRequestedAt:
        "When the last confirmation e-mail was asked for; unconfirmed addresses go 30 days later.",
    },
  },
  uploadChunks: {
    table: "File bytes kept in the database (PostgreSQL), in order, so instances share no volume.",
  },
  uploads: {
    columns: {
      category: "What the file is for: `attachments` (quote requests) or `cv` (applications).",
      storedName: "The file's name in the file store (the disk folder, or upload_chunks).",
      originalName: "The sender's file name, cleaned, with the extension of the detected type.",
      usedAt: "Set when a submission claims the upload; unclaimed uploads are removed after a day.",
    },
  },
};
