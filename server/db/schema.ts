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

/** An application's history: moves between hiring steps, notes, replies to the applicant. */
interface ApplicationEventsTable {
  id: string;
  applicationId: string;
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  subject: string | null;
  body: string | null;
  language: string | null;
  createdAt: IsoDate;
  createdBy: string;
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
  /** Extra rights beyond the role, a JSON list of shared/staff.ts PERMISSIONS: ["people"]. */
  permissions: Generated<string>;
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

/**
 * An entry of a kind of content (a post, an opening, a case study…): its publishing state
 * in columns, its fields in `data`, a JSON document shaped by the kind's declaration
 * (content/model/, decision 043).
 */
interface ContentEntriesTable {
  kind: string;
  /** Its address for kinds with pages (/blog/post/<id>), else an id made for it. */
  id: string;
  /** draft, scheduled, published or unpublished (shared/content.ts). */
  status: string;
  /** When a scheduled or published entry is public from. */
  publishAt: IsoDate | null;
  /** Closed before its time (openings). */
  closedAt: IsoDate | null;
  /** Its place among its kind's entries where staff arrange them. */
  position: Generated<number>;
  data: string;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  updatedBy: string;
}

/** Every save of an entry, whole, so any of them can be viewed, compared and restored. */
interface RevisionsTable {
  id: string;
  kind: string;
  itemId: string;
  /** JSON { state, doc } of the entry as saved (server/content/entries.ts). */
  snapshot: string;
  /** What the save did: saved, published, scheduled, unpublished, closed, reopened, restored. */
  action: string;
  createdAt: IsoDate;
  createdBy: string;
}

/** An old id of an entry with an address, kept as a permanent redirect to its new one. */
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
  contentEntries: ContentEntriesTable;
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
  applicationEvents: ApplicationEventsTable;
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
export type ApplicationEvent = Selectable<ApplicationEventsTable>;
export type AuditEntry = Selectable<AuditLogTable>;
export type Account = Selectable<AccountsTable>;
export type Invitation = Selectable<InvitationsTable>;
export type ContentEntryRow = Selectable<ContentEntriesTable>;
export type Revision = Selectable<RevisionsTable>;
export type Media = Selectable<MediaTable>;
