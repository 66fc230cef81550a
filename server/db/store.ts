import { randomUUID } from "node:crypto";
import type { UploadCategory } from "../../app/forms/upload.ts";
import { migrations } from "./migrations.ts";
import { openPostgres } from "./postgres.ts";
import { openSqlite } from "./sqlite.ts";
import type { Row, SqlEngine, SqlRunner } from "./sql.ts";

export interface UploadRecord {
  id: string;
  category: UploadCategory;
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
  createdAt: Date;
  usedAt: Date | null;
}

export interface NewApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  cvId: string;
  /** The opening's id, or "" for a general application. */
  position: string;
  language: string;
}

export interface NewContactRequest {
  fullName: string;
  companyName: string;
  email: string;
  phone: string;
  message: string;
  fileId: string;
  language: string;
}

/** What a submission is, for notifications and the inbox. */
export type SubmissionKind = "contact" | "application" | "subscriber";
/** Where notifications of new submissions go (configured by environment). */
export type NotifyChannel = "email" | "telegram";

/** Thrown when a submission names an upload that does not exist or is already used. */
export class UnknownUploadError extends Error {}

/**
 * Everything the site keeps, behind one interface for SQLite and PostgreSQL. Each
 * method returns only after the database has durably committed.
 */
export class Store {
  readonly engine: SqlEngine;
  private readonly channels: readonly NotifyChannel[];

  private constructor(engine: SqlEngine, channels: readonly NotifyChannel[]) {
    this.engine = engine;
    this.channels = channels;
  }

  /** `notify` lists the channels each new submission is queued for, in the same transaction. */
  static async open(options: {
    dataDir: string;
    databaseUrl?: string;
    notify?: readonly NotifyChannel[];
  }): Promise<Store> {
    const engine = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
    const store = new Store(engine, options.notify ?? []);
    await store.migrate();
    return store;
  }

  /**
   * Applies the missing migrations in one transaction. With PostgreSQL, instances
   * starting at once against one database take turns: a transaction-scoped advisory
   * lock, held on this transaction's own connection and released at its end, comes
   * before anything else, even creating the migrations table.
   */
  private async migrate(): Promise<void> {
    const { engine } = this;
    await engine.transaction(async (tx) => {
      if (engine.dialect === "postgres") await tx.all("SELECT pg_advisory_xact_lock(7410001)");
      await tx.run(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
      );
      const applied = new Set(
        (await tx.all("SELECT version FROM schema_migrations")).map((row) => Number(row.version)),
      );
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        for (const statement of splitStatements(migration[engine.dialect])) await tx.run(statement);
        await tx.run("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", [
          migration.version,
          new Date().toISOString(),
        ]);
      }
    });
  }

  async ping(): Promise<void> {
    await this.engine.all("SELECT 1 AS ok");
  }

  async close(): Promise<void> {
    await this.engine.close();
  }

  async insertUpload(upload: Omit<UploadRecord, "usedAt">): Promise<void> {
    await this.engine.run(
      "INSERT INTO uploads (id, category, stored_name, original_name, mime, size, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      [
        upload.id,
        upload.category,
        upload.storedName,
        upload.originalName,
        upload.mime,
        upload.size,
        upload.createdAt.toISOString(),
      ],
    );
  }

  async getUpload(id: string): Promise<UploadRecord | undefined> {
    const [row] = await this.engine.all("SELECT * FROM uploads WHERE id = ?", [id]);
    return row ? toUpload(row) : undefined;
  }

  /** Stores a contact request and claims its upload in one transaction; the upload must be unused. */
  async insertContactRequest(request: NewContactRequest): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await this.engine.transaction(async (tx) => {
      await claimUpload(tx, request.fileId, "attachments", now);
      await this.enqueue(tx, "contact", id, now);
      await tx.run(
        `INSERT INTO contact_requests (id, full_name, company_name, email, phone, message, file_id, language, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          request.fullName,
          request.companyName,
          request.email,
          request.phone,
          request.message,
          request.fileId,
          request.language,
          now,
        ],
      );
    });
    return id;
  }

  /** Stores a job application and claims its CV in one transaction. */
  async insertApplication(application: NewApplication): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await this.engine.transaction(async (tx) => {
      await claimUpload(tx, application.cvId, "cv", now);
      await this.enqueue(tx, "application", id, now);
      await tx.run(
        `INSERT INTO applications (id, first_name, last_name, email, phone, message, cv_id, position, language, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          application.firstName,
          application.lastName,
          application.email,
          application.phone,
          application.message,
          application.cvId,
          application.position,
          application.language,
          now,
        ],
      );
    });
    return id;
  }

  /** Subscribing twice (in any letter case) keeps one subscriber and is not an error. */
  async insertSubscriber(email: string, language: string): Promise<"created" | "exists"> {
    const id = randomUUID();
    const now = new Date().toISOString();
    return this.engine.transaction(async (tx) => {
      const changed = await tx.run(
        "INSERT INTO subscribers (id, email, email_key, language, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email_key) DO NOTHING",
        [id, email, email.toLowerCase(), language, now],
      );
      if (changed === 1) {
        await this.enqueue(tx, "subscriber", id, now);
        return "created";
      }
      // Subscribing again after unsubscribing is a new consent.
      await tx.run("UPDATE subscribers SET unsubscribed_at = NULL WHERE email_key = ?", [email.toLowerCase()]);
      return "exists";
    });
  }

  /** Queues a notification of a new submission per configured channel; sent later by the outbox worker. */
  private async enqueue(tx: SqlRunner, kind: SubmissionKind, subjectId: string, now: string): Promise<void> {
    for (const channel of this.channels) {
      await tx.run(
        "INSERT INTO outbox (id, channel, kind, subject_id, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        [randomUUID(), channel, kind, subjectId, now, now],
      );
    }
  }

  /** Uploads never claimed by a submission and older than `before`. */
  async unusedUploadsBefore(before: Date): Promise<UploadRecord[]> {
    const rows = await this.engine.all("SELECT * FROM uploads WHERE used_at IS NULL AND created_at < ?", [
      before.toISOString(),
    ]);
    return rows.map(toUpload);
  }

  /** Whether an upload row names this file on disk. */
  async hasUploadFile(storedName: string): Promise<boolean> {
    return (await this.engine.all("SELECT 1 AS found FROM uploads WHERE stored_name = ?", [storedName])).length > 0;
  }

  async deleteUnusedUpload(id: string): Promise<boolean> {
    return (await this.engine.run("DELETE FROM uploads WHERE id = ? AND used_at IS NULL", [id])) === 1;
  }

  /** Counts for tests and the inbox. */
  async count(
    table: "uploads" | "contact_requests" | "applications" | "subscribers" | "outbox" | "audit_log",
  ): Promise<number> {
    const [row] = await this.engine.all(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number(row?.n ?? 0);
  }
}

/** Marks an unused upload of the right category as used by a submission; anything else is refused. */
async function claimUpload(tx: SqlRunner, id: string, category: UploadCategory, now: string): Promise<void> {
  const claimed = await tx.run("UPDATE uploads SET used_at = ? WHERE id = ? AND category = ? AND used_at IS NULL", [
    now,
    id,
    category,
  ]);
  if (claimed !== 1) throw new UnknownUploadError(id);
}

function toUpload(row: Row): UploadRecord {
  return {
    id: String(row.id),
    category: String(row.category) as UploadCategory,
    storedName: String(row.stored_name),
    originalName: String(row.original_name),
    mime: String(row.mime),
    size: Number(row.size),
    createdAt: new Date(row.created_at as string | Date),
    usedAt: row.used_at ? new Date(row.used_at as string | Date) : null,
  };
}

function splitStatements(script: string): string[] {
  return script
    .split(";")
    .map((statement) => statement.trim())
    .filter(Boolean);
}
