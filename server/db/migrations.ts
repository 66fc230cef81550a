/**
 * The schema, one step per version, for both engines. A database records the
 * versions it has; start-up applies the missing ones in order, each in a transaction.
 */
export interface Migration {
  version: number;
  sqlite: string;
  postgres: string;
}

export const migrations: Migration[] = [
  {
    version: 1,
    sqlite: `
      CREATE TABLE uploads (
        id TEXT PRIMARY KEY,
        stored_name TEXT NOT NULL,
        original_name TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE INDEX uploads_unused ON uploads (created_at) WHERE used_at IS NULL;
      CREATE TABLE contact_requests (
        id TEXT PRIMARY KEY,
        full_name TEXT NOT NULL,
        company_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL,
        file_id TEXT NOT NULL REFERENCES uploads (id),
        language TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'new',
        created_at TEXT NOT NULL
      );
      CREATE TABLE subscribers (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        language TEXT NOT NULL,
        created_at TEXT NOT NULL
      );`,
    postgres: `
      CREATE TABLE uploads (
        id TEXT PRIMARY KEY,
        stored_name TEXT NOT NULL,
        original_name TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        used_at TIMESTAMPTZ
      );
      CREATE INDEX uploads_unused ON uploads (created_at) WHERE used_at IS NULL;
      CREATE TABLE contact_requests (
        id TEXT PRIMARY KEY,
        full_name TEXT NOT NULL,
        company_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL,
        file_id TEXT NOT NULL REFERENCES uploads (id),
        language TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'new',
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE subscribers (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        language TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );`,
  },
  {
    // Job applications, and uploads sorted by what they are for (attachments or CVs).
    version: 2,
    sqlite: `
      ALTER TABLE uploads ADD COLUMN category TEXT NOT NULL DEFAULT 'attachments';
      CREATE TABLE applications (
        id TEXT PRIMARY KEY,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL,
        cv_id TEXT NOT NULL REFERENCES uploads (id),
        position TEXT NOT NULL,
        language TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'new',
        created_at TEXT NOT NULL
      );`,
    postgres: `
      ALTER TABLE uploads ADD COLUMN category TEXT NOT NULL DEFAULT 'attachments';
      CREATE TABLE applications (
        id TEXT PRIMARY KEY,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL,
        cv_id TEXT NOT NULL REFERENCES uploads (id),
        position TEXT NOT NULL,
        language TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'new',
        created_at TIMESTAMPTZ NOT NULL
      );`,
  },
  {
    // The inbox: statuses, subscriber opt-out, notification outbox, admin sessions, audit log, secrets.
    version: 3,
    sqlite: `
      ALTER TABLE subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
      ALTER TABLE subscribers ADD COLUMN unsubscribed_at TEXT;
      CREATE INDEX contact_requests_created ON contact_requests (created_at);
      CREATE INDEX applications_created ON applications (created_at);
      CREATE INDEX subscribers_created ON subscribers (created_at);
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        channel TEXT NOT NULL,
        kind TEXT NOT NULL,
        subject_id TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_subject ON outbox (kind, subject_id);
      CREATE TABLE admin_sessions (
        id TEXT PRIMARY KEY,
        csrf_token TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE audit_log (
        id TEXT PRIMARY KEY,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );`,
    postgres: `
      ALTER TABLE subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
      ALTER TABLE subscribers ADD COLUMN unsubscribed_at TIMESTAMPTZ;
      CREATE INDEX contact_requests_created ON contact_requests (created_at);
      CREATE INDEX applications_created ON applications (created_at);
      CREATE INDEX subscribers_created ON subscribers (created_at);
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        channel TEXT NOT NULL,
        kind TEXT NOT NULL,
        subject_id TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        locked_until TIMESTAMPTZ,
        last_error TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        sent_at TIMESTAMPTZ
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_subject ON outbox (kind, subject_id);
      CREATE TABLE admin_sessions (
        id TEXT PRIMARY KEY,
        csrf_token TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE audit_log (
        id TEXT PRIMARY KEY,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );`,
  },
  {
    // Fixed-window counters (rate limits, sign-in lockout) that every instance sees
    // (unlogged in PostgreSQL: cheaper writes, and a crash may well forget them), and
    // uploads found by file name (the sweep of files a crash left behind).
    version: 4,
    sqlite: `
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        window_ends INTEGER NOT NULL
      );
      CREATE INDEX rate_limits_window ON rate_limits (window_ends);
      CREATE INDEX uploads_stored_name ON uploads (stored_name);`,
    postgres: `
      CREATE UNLOGGED TABLE rate_limits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        window_ends BIGINT NOT NULL
      );
      CREATE INDEX rate_limits_window ON rate_limits (window_ends);
      CREATE INDEX uploads_stored_name ON uploads (stored_name);`,
  },
];
