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
}

interface OutboxTable {
  id: string;
  channel: string;
  kind: string;
  subjectId: string;
  status: Generated<string>;
  attempts: Generated<number>;
  nextAttemptAt: IsoDate;
  lockedUntil: IsoDate | null;
  lastError: string | null;
  createdAt: IsoDate;
  sentAt: IsoDate | null;
}

interface AdminSessionsTable {
  /** SHA-256 of the session token: a leaked table hands out no live session. */
  id: string;
  csrfToken: string;
  createdAt: IsoDate;
  expiresAt: IsoDate;
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
  uploads: UploadsTable;
  uploadChunks: UploadChunksTable;
  contactRequests: ContactRequestsTable;
  applications: ApplicationsTable;
  subscribers: SubscribersTable;
  outbox: OutboxTable;
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
export type AuditEntry = Selectable<AuditLogTable>;
