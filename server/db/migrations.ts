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
];
