import type { Generated, Insertable, Selectable } from "kysely";

/**
 * The tables, as the application sees them through Kysely's CamelCasePlugin
 * (`created_at` in SQL is `createdAt` here). Every date is an ISO-8601 UTC string
 * ("2026-11-24T19:05:00.000Z") on both engines: it sorts and compares as text, reads
 * the same in sqlite3 and psql, and never differs between engines (decision 012).
 */
export type IsoDate = string;

interface UploadsTable {
  id: string;
  /** What the file is for: `attachments` (quote requests) or `cv` (applications). */
  category: string;
  /** The file's name in the file store (the disk folder, or upload_chunks). */
  storedName: string;
  /** The sender's file name, cleaned, with the extension of the detected type. */
  originalName: string;
  mime: string;
  size: number;
  createdAt: IsoDate;
  /** Set when a submission claims the upload; unclaimed uploads are removed after a day. */
  usedAt: IsoDate | null;
}

/** File bytes kept in the database (PostgreSQL), in order, so instances share no volume. */
interface UploadChunksTable {
  storedName: string;
  seq: number;
  data: Uint8Array;
  createdAt: IsoDate;
}

export interface ContactRequestsTable {
  id: string;
  fullName: string;
  companyName: string;
  email: string;
  phone: string;
  message: string;
  fileId: string;
  language: string;
  status: Generated<string>;
  createdAt: IsoDate;
  /** The member of staff who owns it (accounts.id); null while nobody does. */
  assigneeId: Generated<string | null>;
}

export interface ApplicationsTable {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  cvId: string;
  /** The opening's id, or "" for a general application. */
  position: string;
  language: string;
  status: Generated<string>;
  createdAt: IsoDate;
  /** The member of staff who owns it (accounts.id); null while nobody does. */
  assigneeId: Generated<string | null>;
}

interface SubscribersTable {
  id: string;
  email: string;
  /** The address in lower case: one subscription per address, whatever its letter case. */
  emailKey: string;
  language: string;
  status: Generated<string>;
  createdAt: IsoDate;
  unsubscribedAt: IsoDate | null;
  /** Set when the address followed its confirmation link: only then is it a subscriber. */
  confirmedAt: Generated<IsoDate | null>;
  /** When the last confirmation e-mail was asked for; unconfirmed addresses go 30 days later. */
  confirmationRequestedAt: Generated<IsoDate | null>;
}

interface OutboxTable {
  id: string;
  channel: string;
  kind: string;
  subjectId: string;
  /** The e-mail address a message goes to; null for staff notifications (NOTIFY_EMAIL, Telegram). */
  recipient: Generated<string | null>;
  status: Generated<string>;
  attempts: Generated<number>;
  nextAttemptAt: IsoDate;
  lockedUntil: IsoDate | null;
  lastError: string | null;
  createdAt: IsoDate;
  sentAt: IsoDate | null;
  /** The batch that paces and pauses this row (a newsletter send), if any. */
  batch: Generated<string | null>;
  /** Claims so far: more claims than finished attempts means one never finished. */
  started: Generated<number>;
  /** The webhook endpoint a `webhook` row goes to. */
  endpointId: Generated<string | null>;
}

/** Rows sent at a pace (one per `intervalMs`), which staff may pause: a newsletter send. */
interface OutboxBatchesTable {
  id: string;
  /** active, paused, done */
  status: string;
  intervalMs: number;
  nextSlotAt: IsoDate;
  createdAt: IsoDate;
}

/**
 * The history of a quote request or an application: moves between statuses or hiring
 * steps, internal notes, messages to the sender, changes of owner (server/admin/entries.ts).
 */
interface EntryEventsTable {
  id: string;
  /** "requests" or "applications". */
  list: string;
  entryId: string;
  /** moved, note, reply, assigned */
  kind: string;
  fromStatus: Generated<string | null>;
  toStatus: Generated<string | null>;
  note: Generated<string | null>;
  /** Messages sent before conversations had one subject kept theirs here. */
  subject: Generated<string | null>;
  body: Generated<string | null>;
  language: Generated<string | null>;
  /** assigned: the new owner (null: nobody) and their name then. */
  assigneeId: Generated<string | null>;
  assigneeName: Generated<string | null>;
  createdAt: IsoDate;
  createdBy: string;
}

/** Where a quote request or an application came from (shared/lead-source.ts). */
interface LeadSourcesTable {
  list: string;
  entryId: string;
  page: string;
  landing: string;
  referrer: string;
  /** utm_source, else the referring site's host; "" for a direct visit. */
  source: string;
  medium: string;
  campaign: string;
  term: string;
  content: string;
  createdAt: IsoDate;
}

/** A message read from the conversations' mailbox (IMAP_URL), once, whichever instance read it. */
interface InboundMailTable {
  id: string;
  /** "<UIDVALIDITY>:<UID>": unique, the claim on the mailbox's message. */
  mailboxKey: string;
  messageId: string | null;
  /** The conversation its token named; null when unmatched. */
  list: string | null;
  entryId: string | null;
  /** forged, noToken, duplicate, tooLarge, unreadable; null when read whole into its conversation. */
  problem: string | null;
  fromAddress: string;
  fromName: string;
  subject: string;
  body: string;
  size: number;
  sentAt: IsoDate | null;
  /** An unmatched message staff have dealt with. */
  handledAt: Generated<IsoDate | null>;
  handledBy: Generated<string | null>;
  createdAt: IsoDate;
}

/** A file attached to a message read from the mailbox: kept (an upload) or refused. */
interface InboundAttachmentsTable {
  id: string;
  mailId: string;
  uploadId: string | null;
  name: string;
  size: number;
  /** tooLarge, type; null when kept. */
  problem: string | null;
}

/** Where webhooks go (server/webhooks/). */
interface WebhookEndpointsTable {
  id: string;
  name: string;
  url: string;
  /** JSON array of event types (shared/webhooks.ts). */
  events: string;
  /** "whsec_…", the Standard Webhooks signing secret. */
  secret: string;
  /** The body's shape (shared/webhooks.ts WEBHOOK_FORMATS). */
  format: Generated<string>;
  /** 1 while deliveries are made; 0 when paused. */
  active: Generated<number>;
  createdAt: IsoDate;
  createdBy: string;
}

/** One try at delivering a webhook row of the outbox: its answer, for the delivery log. */
interface WebhookAttemptsTable {
  id: string;
  outboxId: string;
  attemptedAt: IsoDate;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** A post sent to the subscribers; its id is its outbox batch's. */
interface NewsletterSendsTable {
  id: string;
  postId: string;
  recipients: number;
  createdAt: IsoDate;
  createdBy: string;
}

/** One address a post goes to, once (unique per post and address). */
interface NewsletterRecipientsTable {
  id: string;
  sendId: string;
  postId: string;
  subscriberId: string;
  emailKey: string;
  language: string;
  createdAt: IsoDate;
}

interface AdminSessionsTable {
  /** SHA-256 of the session token: a leaked table hands out no live session. */
  id: string;
  csrfToken: string;
  /** Whose session; sessions from before accounts existed belong to the bootstrap administrator. */
  accountId: string | null;
  createdAt: IsoDate;
  expiresAt: IsoDate;
}

/** A member of staff who signs in to the inbox. */
interface AccountsTable {
  id: string;
  name: string;
  /** Null for the bootstrap administrator, who signs in with ADMIN_PASSWORD. */
  email: string | null;
  emailKey: string | null;
  role: string;
  /** scrypt, server/auth/passwords.ts; null for the bootstrap administrator. */
  passwordHash: string | null;
  /** The inbox's language for this account. */
  language: string;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

/** A signed, single-use, expiring invitation to create an account. */
interface InvitationsTable {
  id: string;
  name: string;
  email: string;
  emailKey: string;
  role: string;
  /** The language of the invitation e-mail, and of the inbox unless the person picks another. */
  language: string;
  invitedBy: string;
  createdAt: IsoDate;
  expiresAt: IsoDate;
  acceptedAt: IsoDate | null;
  revokedAt: IsoDate | null;
}

/** A blog post: what its three languages share. */
interface PostsTable {
  /** The URL id (/blog/post/<id>). */
  id: string;
  /** draft, scheduled, published or unpublished (shared/content.ts). */
  status: string;
  category: string;
  /** The date shown on the post (YYYY-MM-DD). */
  date: string;
  /** A path under /images/ or "media:<id>" for an uploaded cover. */
  cover: string;
  /** When a scheduled or published post is public from. */
  publishAt: IsoDate | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  updatedBy: string;
}

/** A post in one language. */
interface PostTextsTable {
  postId: string;
  lang: string;
  title: string;
  summary: string;
  author: string;
  authorRole: string;
  coverAlt: string;
  /** Markdown, as staff wrote it. */
  body: string;
  /** The body rendered and sanitized (server/content/markdown.ts). */
  html: string;
  words: number;
}

/** A job opening: what its three languages share. */
interface OpeningsTable {
  id: string;
  status: string;
  location: string;
  department: string;
  type: string;
  workplace: string;
  datePosted: string;
  validThrough: string;
  /** Closed before its validThrough date. */
  closedAt: IsoDate | null;
  publishAt: IsoDate | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  updatedBy: string;
}

interface OpeningTextsTable {
  openingId: string;
  lang: string;
  title: string;
  summary: string;
  /** JSON arrays of texts. */
  responsibilities: string;
  requirements: string;
  offer: string;
  body: string;
  html: string;
}

/** Every save of a post or an opening, whole, so any of them can be viewed and restored. */
interface RevisionsTable {
  id: string;
  kind: string;
  itemId: string;
  /** JSON of the item as saved (server/content/items.ts). */
  snapshot: string;
  /** What the save did: saved, published, scheduled, unpublished, closed, reopened, restored. */
  action: string;
  createdAt: IsoDate;
  createdBy: string;
}

/** An old id of a post or an opening, kept as a permanent redirect to its new one. */
interface IdRedirectsTable {
  kind: string;
  oldId: string;
  newId: string;
  createdAt: IsoDate;
}

/** An image uploaded in the inbox (a post's cover), in the sizes and formats it is served in. */
interface MediaTable {
  id: string;
  width: number;
  height: number;
  /** JSON: [{ width, height, mime, storedName, size }] (server/content/media.ts). */
  variants: string;
  createdAt: IsoDate;
  createdBy: string;
}

interface AuditLogTable {
  id: string;
  actor: string;
  action: string;
  /** JSON. */
  detail: string;
  createdAt: IsoDate;
}

interface SettingsTable {
  name: string;
  value: string;
}

interface RateLimitsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds. */
  windowEnds: number;
}

export interface Schema {
  accounts: AccountsTable;
  invitations: InvitationsTable;
  posts: PostsTable;
  postTexts: PostTextsTable;
  openings: OpeningsTable;
  openingTexts: OpeningTextsTable;
  revisions: RevisionsTable;
  idRedirects: IdRedirectsTable;
  media: MediaTable;
  uploads: UploadsTable;
  uploadChunks: UploadChunksTable;
  contactRequests: ContactRequestsTable;
  applications: ApplicationsTable;
  subscribers: SubscribersTable;
  outbox: OutboxTable;
  outboxBatches: OutboxBatchesTable;
  entryEvents: EntryEventsTable;
  leadSources: LeadSourcesTable;
  inboundMail: InboundMailTable;
  inboundAttachments: InboundAttachmentsTable;
  webhookEndpoints: WebhookEndpointsTable;
  webhookAttempts: WebhookAttemptsTable;
  newsletterSends: NewsletterSendsTable;
  newsletterRecipients: NewsletterRecipientsTable;
  adminSessions: AdminSessionsTable;
  auditLog: AuditLogTable;
  settings: SettingsTable;
  rateLimits: RateLimitsTable;
}

export type Upload = Selectable<UploadsTable>;
export type NewUpload = Insertable<UploadsTable>;
export type ContactRequest = Selectable<ContactRequestsTable>;
export type Application = Selectable<ApplicationsTable>;
export type Subscriber = Selectable<SubscribersTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type EntryEvent = Selectable<EntryEventsTable>;
export type LeadSource = Selectable<LeadSourcesTable>;
export type InboundMail = Selectable<InboundMailTable>;
export type InboundAttachment = Selectable<InboundAttachmentsTable>;
export type WebhookEndpoint = Selectable<WebhookEndpointsTable>;
export type WebhookAttempt = Selectable<WebhookAttemptsTable>;
export type AuditEntry = Selectable<AuditLogTable>;
export type Account = Selectable<AccountsTable>;
export type Invitation = Selectable<InvitationsTable>;
export type Post = Selectable<PostsTable>;
export type PostText = Selectable<PostTextsTable>;
export type Opening = Selectable<OpeningsTable>;
export type OpeningText = Selectable<OpeningTextsTable>;
export type Revision = Selectable<RevisionsTable>;
export type Media = Selectable<MediaTable>;
