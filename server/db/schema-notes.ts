/**
 * What the tables and columns mean beyond their SQL types, by the names the application
 * uses (camelCase). `npm run db:types` writes these notes into `schema.ts` as the types'
 * comments, and fails on a note about a table or a column that no migration made.
 */
export const SCHEMA_NOTES: Record<string, { table?: string; columns?: Record<string, string> }> = {
  accounts: {
    table: "A member of staff who signs in to the inbox.",
    columns: {
      email: "Null for the bootstrap administrator, who signs in with ADMIN_PASSWORD.",
      passwordHash: "scrypt, server/auth/passwords.ts; null for the bootstrap administrator.",
      language: "The inbox's language for this account.",
    },
  },
  adminSessions: {
    columns: {
      id: "SHA-256 of the session token: a leaked table hands out no live session.",
      accountId: "Whose session; sessions from before accounts existed belong to the bootstrap administrator.",
    },
  },
  applicationEvents: {
    table: "An application's history: moves between hiring steps, notes, replies to the applicant.",
  },
  applications: {
    columns: { position: 'The opening\'s id, or "" for a general application.' },
  },
  auditLog: {
    columns: { detail: "JSON." },
  },
  idRedirects: {
    table: "An old id of a post or an opening, kept as a permanent redirect to its new one.",
  },
  invitations: {
    table: "A signed, single-use, expiring invitation to create an account.",
    columns: {
      language: "The language of the invitation e-mail, and of the inbox unless the person picks another.",
    },
  },
  media: {
    table: "An image uploaded in the inbox (a post's cover), in the sizes and formats it is served in.",
    columns: { variants: "JSON: [{ width, height, mime, storedName, size }] (server/content/media.ts)." },
  },
  newsletterRecipients: {
    table: "One address a post goes to, once (unique per post and address).",
  },
  newsletterSends: {
    table: "A post sent to the subscribers; its id is its outbox batch's.",
  },
  openingTexts: {
    table: "A job opening in one language.",
    columns: {
      responsibilities: "JSON arrays of texts.",
      requirements: "JSON arrays of texts.",
      offer: "JSON arrays of texts.",
    },
  },
  openings: {
    table: "A job opening: what its three languages share.",
    columns: { closedAt: "Closed before its validThrough date." },
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
  postTexts: {
    table: "A post in one language.",
    columns: {
      body: "Markdown, as staff wrote it.",
      html: "The body rendered and sanitized (server/content/markdown.ts).",
    },
  },
  posts: {
    table: "A blog post: what its three languages share.",
    columns: {
      id: "The URL id (/blog/post/<id>).",
      status: "draft, scheduled, published or unpublished (shared/content.ts).",
      date: "The date shown on the post (YYYY-MM-DD).",
      cover: 'A path under /images/ or "media:<id>" for an uploaded cover.',
      publishAt: "When a scheduled or published post is public from.",
    },
  },
  rateLimits: {
    columns: { windowEnds: "Epoch milliseconds." },
  },
  revisions: {
    table: "Every save of a post or an opening, whole, so any of them can be viewed and restored.",
    columns: {
      snapshot: "JSON of the item as saved (server/content/items.ts).",
      action: "What the save did: saved, published, scheduled, unpublished, closed, reopened, restored.",
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
