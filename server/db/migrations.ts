import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Migration, MigrationProvider } from "kysely/migration";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { industrySeeds } from "../../content/seed/industries.ts";
import { startingCriteria } from "../../content/jobs/scorecard-criteria.ts";
import { replyTemplateSeeds } from "../../content/seed/reply-templates.ts";
import { IMPORTED_BY } from "../../shared/content-model/imported.ts";
import { CONTENT_DIR, seedEntries } from "../content/seed-sources.ts";
import { KINDS } from "../../content/model/index.ts";
import type { Fields } from "../../shared/content-model/fields.ts";

/**
 * The schema, one step per migration, written once for both engines with Kysely's
 * schema builder (decision 012). Start-up applies the missing steps in order, in one
 * transaction; instances starting together on one PostgreSQL take turns (Kysely's
 * migration lock). Names sort in the order they apply; never edit a step that shipped.
 */

// Migrations see the database as it was, not as `Schema` says it is now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Binary data: BYTEA in PostgreSQL, BLOB in SQLite. */
const binary = (db: AnyDb) => (isPostgres(db) ? sql`bytea` : sql`blob`);

/**
 * Databases made before this migrator recorded their versions (1 to 4) in
 * `schema_migrations`; the steps they already have are skipped, so they migrate in place.
 */
async function legacyVersionApplied(db: AnyDb, version: number): Promise<boolean> {
  const exists = isPostgres(db)
    ? await sql<{ found: string | null }>`SELECT to_regclass('schema_migrations')::text AS found`.execute(db)
    : await sql<{
        found: string | null;
      }>`SELECT name AS found FROM sqlite_master WHERE name = 'schema_migrations'`.execute(db);
  if (!exists.rows[0]?.found) return false;
  const applied = await sql<{
    version: number;
  }>`SELECT version FROM schema_migrations WHERE version = ${version}`.execute(db);
  return applied.rows.length > 0;
}

const steps: Record<string, Migration> = {
  "0001-submissions": {
    async up(db) {
      if (await legacyVersionApplied(db, 1)) return;
      await db.schema
        .createTable("uploads")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("stored_name", "text", (col) => col.notNull())
        .addColumn("original_name", "text", (col) => col.notNull())
        .addColumn("mime", "text", (col) => col.notNull())
        .addColumn("size", "integer", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema
        .createIndex("uploads_unused")
        .on("uploads")
        .column("created_at")
        .where(sql.ref("used_at"), "is", null)
        .execute();
      await db.schema
        .createTable("contact_requests")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("full_name", "text", (col) => col.notNull())
        .addColumn("company_name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("phone", "text", (col) => col.notNull())
        .addColumn("message", "text", (col) => col.notNull())
        .addColumn("file_id", "text", (col) => col.notNull().references("uploads.id"))
        .addColumn("language", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("subscribers")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("email_key", "text", (col) => col.notNull().unique())
        .addColumn("language", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
    },
  },
  "0002-applications": {
    async up(db) {
      if (await legacyVersionApplied(db, 2)) return;
      await db.schema
        .alterTable("uploads")
        .addColumn("category", "text", (col) => col.notNull().defaultTo("attachments"))
        .execute();
      await db.schema
        .createTable("applications")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("first_name", "text", (col) => col.notNull())
        .addColumn("last_name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("phone", "text", (col) => col.notNull())
        .addColumn("message", "text", (col) => col.notNull())
        .addColumn("cv_id", "text", (col) => col.notNull().references("uploads.id"))
        .addColumn("position", "text", (col) => col.notNull())
        .addColumn("language", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
    },
  },
  "0003-inbox": {
    async up(db) {
      if (await legacyVersionApplied(db, 3)) return;
      await db.schema
        .alterTable("subscribers")
        .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
        .execute();
      await db.schema.alterTable("subscribers").addColumn("unsubscribed_at", "text").execute();
      for (const table of ["contact_requests", "applications", "subscribers"]) {
        await db.schema.createIndex(`${table}_created`).on(table).column("created_at").execute();
      }
      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("channel", "text", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("subject_id", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (col) => col.notNull())
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("sent_at", "text")
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_subject").on("outbox").columns(["kind", "subject_id"]).execute();
      await db.schema
        .createTable("admin_sessions")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("csrf_token", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("expires_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("audit_log")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("actor", "text", (col) => col.notNull())
        .addColumn("action", "text", (col) => col.notNull())
        .addColumn("detail", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("settings")
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .execute();
    },
  },
  "0004-shared-counters": {
    // Unlogged in PostgreSQL: cheaper writes, and a crash may well forget rate limits.
    async up(db) {
      if (await legacyVersionApplied(db, 4)) return;
      let table = db.schema.createTable("rate_limits");
      if (isPostgres(db)) table = table.modifyFront(sql`unlogged`);
      await table
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("hits", "integer", (col) => col.notNull())
        .addColumn("window_ends", "bigint", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("rate_limits_window").on("rate_limits").column("window_ends").execute();
      await db.schema.createIndex("uploads_stored_name").on("uploads").column("stored_name").execute();
    },
  },
  "0005-iso-dates": {
    // The release before this migrator kept PostgreSQL dates as TIMESTAMPTZ; they become the
    // ISO-8601 text both engines now share. Its version table is no longer needed.
    async up(db) {
      if (isPostgres(db)) {
        const columns = await sql<{ table_name: string; column_name: string }>`
          SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND data_type = 'timestamp with time zone'`.execute(db);
        for (const { table_name: table, column_name: column } of columns.rows) {
          await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN ${sql.ref(column)} TYPE text
            USING to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.execute(db);
        }
      }
      await db.schema.dropTable("schema_migrations").ifExists().execute();
    },
  },
  "0006-upload-chunks": {
    async up(db) {
      await db.schema
        .createTable("upload_chunks")
        .addColumn("stored_name", "text", (col) => col.notNull())
        .addColumn("seq", "integer", (col) => col.notNull())
        .addColumn("data", binary(db), (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("upload_chunks_pk", ["stored_name", "seq"])
        .execute();
    },
  },
  "0007-staff-and-content": {
    // Staff accounts and invitations; posts and openings edited in the inbox, their
    // revisions, renamed ids and uploaded covers.
    async up(db) {
      await db.schema.alterTable("admin_sessions").addColumn("account_id", "text").execute();
      // Messages to someone other than the staff (an invitation, an acknowledgement).
      await db.schema.alterTable("outbox").addColumn("recipient", "text").execute();
      await db.schema
        .createTable("accounts")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text")
        .addColumn("email_key", "text", (col) => col.unique())
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("password_hash", "text")
        .addColumn("language", "text", (col) => col.notNull().defaultTo("en"))
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("invitations")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("email_key", "text", (col) => col.notNull())
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("language", "text", (col) => col.notNull().defaultTo("en"))
        .addColumn("invited_by", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("expires_at", "text", (col) => col.notNull())
        .addColumn("accepted_at", "text")
        .addColumn("revoked_at", "text")
        .execute();
      await db.schema
        .createTable("posts")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("category", "text", (col) => col.notNull())
        .addColumn("date", "text", (col) => col.notNull())
        .addColumn("cover", "text", (col) => col.notNull())
        .addColumn("publish_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("updated_by", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("posts_public").on("posts").columns(["status", "publish_at"]).execute();
      await db.schema
        .createTable("post_texts")
        .addColumn("post_id", "text", (col) =>
          col.notNull().references("posts.id").onDelete("cascade").onUpdate("cascade"),
        )
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("summary", "text", (col) => col.notNull())
        .addColumn("author", "text", (col) => col.notNull())
        .addColumn("author_role", "text", (col) => col.notNull())
        .addColumn("cover_alt", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("html", "text", (col) => col.notNull())
        .addColumn("words", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("post_texts_pk", ["post_id", "lang"])
        .execute();
      await db.schema
        .createTable("openings")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("location", "text", (col) => col.notNull())
        .addColumn("department", "text", (col) => col.notNull())
        .addColumn("type", "text", (col) => col.notNull())
        .addColumn("workplace", "text", (col) => col.notNull())
        .addColumn("date_posted", "text", (col) => col.notNull())
        .addColumn("valid_through", "text", (col) => col.notNull())
        .addColumn("closed_at", "text")
        .addColumn("publish_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("updated_by", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("openings_public").on("openings").columns(["status", "publish_at"]).execute();
      await db.schema
        .createTable("opening_texts")
        .addColumn("opening_id", "text", (col) =>
          col.notNull().references("openings.id").onDelete("cascade").onUpdate("cascade"),
        )
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("summary", "text", (col) => col.notNull())
        .addColumn("responsibilities", "text", (col) => col.notNull())
        .addColumn("requirements", "text", (col) => col.notNull())
        .addColumn("offer", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("html", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("opening_texts_pk", ["opening_id", "lang"])
        .execute();
      await db.schema
        .createTable("revisions")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("item_id", "text", (col) => col.notNull())
        .addColumn("snapshot", "text", (col) => col.notNull())
        .addColumn("action", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("revisions_item")
        .on("revisions")
        .columns(["kind", "item_id", "created_at"])
        .execute();
      await db.schema
        .createTable("id_redirects")
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("old_id", "text", (col) => col.notNull())
        .addColumn("new_id", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("id_redirects_pk", ["kind", "old_id"])
        .execute();
      await db.schema
        .createTable("media")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("width", "integer", (col) => col.notNull())
        .addColumn("height", "integer", (col) => col.notNull())
        .addColumn("variants", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .execute();
    },
  },
  "0008-hiring-and-newsletter": {
    // Applications move through the seven hiring steps with their history; senders get
    // answers; subscriptions are confirmed by e-mail; posts are sent to subscribers in
    // paced batches of the outbox.
    async up(db) {
      const now = new Date().toISOString();
      // The inbox's old words for an application's state map onto the hiring steps.
      await sql`UPDATE applications SET status = CASE status WHEN 'in_progress' THEN 'screening' WHEN 'done' THEN 'decision' ELSE 'review' END`.execute(
        db,
      );
      await db.schema
        .createTable("application_events")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("application_id", "text", (col) => col.notNull().references("applications.id").onDelete("cascade"))
        // "moved" (from_status → to_status), "note", "reply" (subject, body, language).
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("from_status", "text")
        .addColumn("to_status", "text")
        .addColumn("note", "text")
        .addColumn("subject", "text")
        .addColumn("body", "text")
        .addColumn("language", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("application_events_by_application")
        .on("application_events")
        .columns(["application_id", "created_at"])
        .execute();

      await db.schema.alterTable("subscribers").addColumn("confirmed_at", "text").execute();
      await db.schema.alterTable("subscribers").addColumn("confirmation_requested_at", "text").execute();
      // Addresses from before double opt-in were never confirmed: each is asked once, from
      // now, and removed after 30 days like any unconfirmed address.
      const unconfirmed = await db
        .selectFrom("subscribers")
        .select(["id", "email"])
        .where("unsubscribed_at", "is", null)
        .execute();
      await db.updateTable("subscribers").set({ confirmation_requested_at: now }).execute();
      for (const subscriber of unconfirmed as { id: string; email: string }[]) {
        await db
          .insertInto("outbox")
          .values({
            id: randomUUID(),
            channel: "email",
            kind: "subscription-confirmation",
            subject_id: subscriber.id,
            recipient: subscriber.email,
            status: "pending",
            attempts: 0,
            next_attempt_at: now,
            created_at: now,
          })
          .execute();
      }

      // A batch paces and pauses its rows; `started` counts claims, so a claim that never
      // finished (the process died) is recognised.
      await db.schema.alterTable("outbox").addColumn("batch", "text").execute();
      await db.schema
        .alterTable("outbox")
        .addColumn("started", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("outbox_batch").on("outbox").columns(["batch", "status"]).execute();
      await db.schema
        .createTable("outbox_batches")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("interval_ms", "integer", (col) => col.notNull())
        .addColumn("next_slot_at", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("newsletter_sends")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("post_id", "text", (col) => col.notNull())
        .addColumn("recipients", "integer", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("newsletter_recipients")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("send_id", "text", (col) => col.notNull())
        .addColumn("post_id", "text", (col) => col.notNull())
        .addColumn("subscriber_id", "text", (col) => col.notNull().references("subscribers.id").onDelete("cascade"))
        .addColumn("email_key", "text", (col) => col.notNull())
        .addColumn("language", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        // A post goes to an address once, whatever happens.
        .addUniqueConstraint("newsletter_recipients_once", ["post_id", "email_key"])
        .execute();
    },
  },
  "0009-a-spam": {
    // What the honeypot or the fill-time rule catches is kept for 30 days in a spam view
    // instead of being dropped (issue 25): the submission as sent, why it was caught, and
    // its upload (claimed, so the sweep of unused uploads leaves it).
    async up(db) {
      await db.schema
        .createTable("spam")
        .addColumn("id", "text", (col) => col.primaryKey())
        // The inbox list it would have gone to: requests, applications, subscribers.
        .addColumn("list", "text", (col) => col.notNull())
        .addColumn("reason", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("language", "text", (col) => col.notNull())
        // The validated submission, as JSON.
        .addColumn("data", "text", (col) => col.notNull())
        .addColumn("file_id", "text", (col) => col.references("uploads.id"))
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("spam_by_list").on("spam").columns(["list", "created_at"]).execute();
      await db.schema.createIndex("spam_by_age").on("spam").column("created_at").execute();
    },
  },
  // Sessions carry the stamp of the ADMIN_PASSWORD they began with (decision 034).
  "0009-b-session-credential": {
    async up(db) {
      await db.schema.alterTable("admin_sessions").addColumn("credential", "text").execute();
    },
  },
  "0009-d-conversations": {
    // Quote requests and applications become conversations with an owner: one history per
    // entry of either list (application_events moves into it), replies read from a mailbox,
    // where each lead came from, and webhooks delivered through the outbox.
    async up(db) {
      await db.schema
        .createTable("entry_events")
        .addColumn("id", "text", (col) => col.primaryKey())
        // "requests" or "applications"; entries of both lists have histories.
        .addColumn("list", "text", (col) => col.notNull())
        .addColumn("entry_id", "text", (col) => col.notNull())
        // "moved", "note", "reply" (to the sender), "assigned".
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("from_status", "text")
        .addColumn("to_status", "text")
        .addColumn("note", "text")
        .addColumn("subject", "text")
        .addColumn("body", "text")
        .addColumn("language", "text")
        .addColumn("assignee_id", "text")
        .addColumn("assignee_name", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("entry_events_by_entry")
        .on("entry_events")
        .columns(["list", "entry_id", "created_at"])
        .execute();
      // Same ids: queued replies to applicants still find their event.
      await sql`INSERT INTO entry_events (id, list, entry_id, kind, from_status, to_status, note, subject, body, language, created_at, created_by)
        SELECT id, 'applications', application_id, kind, from_status, to_status, note, subject, body, language, created_at, created_by
        FROM application_events`.execute(db);
      await db.schema.dropTable("application_events").execute();

      for (const table of ["contact_requests", "applications"]) {
        await db.schema.alterTable(table).addColumn("assignee_id", "text").execute();
      }

      await db.schema
        .createTable("lead_sources")
        .addColumn("list", "text", (col) => col.notNull())
        .addColumn("entry_id", "text", (col) => col.notNull())
        // The page the form was sent from, the visit's first page and the site before it.
        .addColumn("page", "text", (col) => col.notNull())
        .addColumn("landing", "text", (col) => col.notNull())
        .addColumn("referrer", "text", (col) => col.notNull())
        // utm_source, else the referring site's host; "" for a direct visit.
        .addColumn("source", "text", (col) => col.notNull())
        .addColumn("medium", "text", (col) => col.notNull())
        .addColumn("campaign", "text", (col) => col.notNull())
        .addColumn("term", "text", (col) => col.notNull())
        .addColumn("content", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("lead_sources_pk", ["list", "entry_id"])
        .execute();
      await db.schema.createIndex("lead_sources_by_month").on("lead_sources").columns(["created_at"]).execute();

      await db.schema
        .createTable("inbound_mail")
        .addColumn("id", "text", (col) => col.primaryKey())
        // "<UIDVALIDITY>:<UID>" of the message in the mailbox: the claim that makes several
        // instances store each message once.
        .addColumn("mailbox_key", "text", (col) => col.notNull().unique())
        .addColumn("message_id", "text")
        // The conversation it belongs to; null when no valid token named one.
        .addColumn("list", "text")
        .addColumn("entry_id", "text")
        // Why it is not in a conversation, or was not read whole: forged, noToken, duplicate, tooLarge, unreadable.
        .addColumn("problem", "text")
        .addColumn("from_address", "text", (col) => col.notNull())
        .addColumn("from_name", "text", (col) => col.notNull())
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("size", "integer", (col) => col.notNull())
        .addColumn("sent_at", "text")
        .addColumn("handled_at", "text")
        .addColumn("handled_by", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("inbound_mail_by_entry").on("inbound_mail").columns(["list", "entry_id"]).execute();
      await db.schema.createIndex("inbound_mail_by_message_id").on("inbound_mail").column("message_id").execute();
      await db.schema
        .createTable("inbound_attachments")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("mail_id", "text", (col) => col.notNull().references("inbound_mail.id").onDelete("cascade"))
        // The kept file (uploads); null when it was refused.
        .addColumn("upload_id", "text")
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("size", "integer", (col) => col.notNull())
        // tooLarge, type
        .addColumn("problem", "text")
        .execute();
      await db.schema.createIndex("inbound_attachments_by_mail").on("inbound_attachments").column("mail_id").execute();

      await db.schema
        .createTable("webhook_endpoints")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("url", "text", (col) => col.notNull())
        // JSON array of event types.
        .addColumn("events", "text", (col) => col.notNull())
        // "whsec_" and base64 (Standard Webhooks).
        .addColumn("secret", "text", (col) => col.notNull())
        // What the body says: "standard" (the site's JSON) or "bitrix24" (a lead for crm.lead.add).
        .addColumn("format", "text", (col) => col.notNull().defaultTo("standard"))
        .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .execute();
      // Which endpoint a webhook row of the outbox goes to.
      await db.schema.alterTable("outbox").addColumn("endpoint_id", "text").execute();
      await db.schema.createIndex("outbox_endpoint").on("outbox").columns(["endpoint_id", "created_at"]).execute();
      await db.schema
        .createTable("webhook_attempts")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("outbox_id", "text", (col) => col.notNull())
        .addColumn("attempted_at", "text", (col) => col.notNull())
        // The endpoint's HTTP status; null when no answer came.
        .addColumn("status_code", "integer")
        .addColumn("error", "text")
        .addColumn("duration_ms", "integer", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("webhook_attempts_by_row").on("webhook_attempts").column("outbox_id").execute();
    },
  },
  "0010-content-entries": {
    // Every kind of content in one table, each entry a document shaped by its kind's
    // declaration (decision 043). Posts and openings move in with their texts, and their
    // revisions are rewritten to the same shape, so every old one can still be restored.
    async up(db) {
      await db.schema
        .createTable("content_entries")
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("id", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("publish_at", "text")
        .addColumn("closed_at", "text")
        .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("data", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("updated_by", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("content_entries_pk", ["kind", "id"])
        .execute();
      await db.schema
        .createIndex("content_entries_public")
        .on("content_entries")
        .columns(["status", "publish_at"])
        .execute();

      const moveKind = async (kind: string, table: string, textsTable: string, key: string, shared: string[]) => {
        const items = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
        const texts = (await db.selectFrom(textsTable).selectAll().execute()) as Record<string, unknown>[];
        for (const item of items) {
          const data: Record<string, unknown> = {};
          for (const column of shared) data[camel(column)] = item[column];
          for (const text of texts.filter((row) => row[key] === item.id)) {
            for (const [column, value] of Object.entries(text)) {
              if ([key, "lang", "html", "words"].includes(column)) continue;
              const field = camel(column);
              const listed = ["responsibilities", "requirements", "offer"].includes(field);
              const entry = (data[field] ??= {}) as Record<string, unknown>;
              entry[String(text.lang)] = listed ? JSON.parse(String(value)) : value;
            }
          }
          await db
            .insertInto("content_entries")
            .values({
              kind,
              id: item.id,
              status: item.status,
              publish_at: item.publish_at,
              closed_at: item.closed_at ?? null,
              position: 0,
              data: JSON.stringify(data),
              created_at: item.created_at,
              updated_at: item.updated_at,
              updated_by: item.updated_by,
            })
            .execute();
        }
      };
      await moveKind("post", "posts", "post_texts", "post_id", ["category", "date", "cover"]);
      await moveKind("opening", "openings", "opening_texts", "opening_id", [
        "location",
        "department",
        "type",
        "workplace",
        "date_posted",
        "valid_through",
      ]);

      // A revision kept { state, input: { id, …shared, texts: { en: {…} } } }; now { state, doc }.
      const revisions = await db.selectFrom("revisions").select(["id", "snapshot"]).execute();
      for (const revision of revisions) {
        const { state, input } = JSON.parse(String(revision.snapshot)) as {
          state: unknown;
          input: Record<string, unknown> & { texts?: Record<string, Record<string, unknown>> };
        };
        const { id: _id, texts = {}, ...doc } = input;
        for (const [lang, fields] of Object.entries(texts)) {
          for (const [field, value] of Object.entries(fields)) {
            ((doc[field] ??= {}) as Record<string, unknown>)[lang] = value;
          }
        }
        await db
          .updateTable("revisions")
          .set({ snapshot: JSON.stringify({ state, doc }) })
          .where("id", "=", revision.id)
          .execute();
      }

      await db.schema.dropTable("post_texts").execute();
      await db.schema.dropTable("posts").execute();
      await db.schema.dropTable("opening_texts").execute();
      await db.schema.dropTable("openings").execute();
    },
  },
  "0011-p-staff-permissions": {
    // Rights an administrator grants an account beyond its role (shared/staff.ts
    // PERMISSIONS), as a JSON list: ["people"].
    async up(db) {
      await db.schema
        .alterTable("accounts")
        .addColumn("permissions", "text", (col) => col.notNull().defaultTo("[]"))
        .execute();
    },
  },
  "0012-media-library": {
    // The media library (decision 048): every image or document staff add, with its name,
    // its alt text per language and where its subject is; covers uploaded before are images.
    async up(db) {
      await db.schema
        .alterTable("media")
        .addColumn("kind", "text", (col) => col.notNull().defaultTo("image"))
        .execute();
      await db.schema
        .alterTable("media")
        .addColumn("name", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema
        .alterTable("media")
        .addColumn("alt", "text", (col) => col.notNull().defaultTo("{}"))
        .execute();
      await db.schema
        .alterTable("media")
        .addColumn("focus", "text", (col) => col.notNull().defaultTo('{"x":50,"y":50}'))
        .execute();
      await db.schema
        .alterTable("media")
        .addColumn("mime", "text", (col) => col.notNull().defaultTo("image/jpeg"))
        .execute();
      await db.schema
        .alterTable("media")
        .addColumn("size", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("media_created").on("media").column("created_at").execute();
    },
  },
  "0013-a-password-resets": {
    // A forgotten password is reset by a signed link that works once, for an hour
    // (decision 051). The audit log is read by person and date, newest first.
    async up(db) {
      await db.schema
        .createTable("password_resets")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("account_id", "text", (col) => col.notNull())
        .addColumn("created_by", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("expires_at", "text", (col) => col.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema.createIndex("password_resets_account").on("password_resets").column("account_id").execute();
      await db.schema.createIndex("audit_log_created").on("audit_log").column("created_at").execute();
      await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor", "created_at"]).execute();
    },
  },
  "0013-e-redirects": {
    // Redirects staff keep (issue 27.3): from a path on the site (without a language prefix,
    // served in every language) to a path or an https URL, with how many times each was followed.
    async up(db) {
      await db.schema
        .createTable("redirects")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("from_path", "text", (col) => col.notNull().unique())
        .addColumn("target", "text", (col) => col.notNull())
        .addColumn("status", "integer", (col) => col.notNull())
        .addColumn("hits", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("last_hit_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("updated_by", "text", (col) => col.notNull())
        .execute();
    },
  },
  "0014-e-case-search-appearance": {
    // A case study's search title and description move into the search appearance every
    // item with a page has (content/model/parts.ts), beside its link-preview image.
    async up(db) {
      const move = (json: string) => {
        const { searchTitle, searchDescription, ...doc } = JSON.parse(json) as Record<string, unknown>;
        return JSON.stringify({
          ...doc,
          seo: { title: searchTitle ?? {}, description: searchDescription ?? {}, image: "" },
        });
      };
      const entries = await db
        .selectFrom("content_entries")
        .select(["id", "data"])
        .where("kind", "=", "case-study")
        .execute();
      for (const entry of entries) {
        await db
          .updateTable("content_entries")
          .set({ data: move(String(entry.data)) })
          .where("kind", "=", "case-study")
          .where("id", "=", entry.id)
          .execute();
      }
      const revisions = await db
        .selectFrom("revisions")
        .select(["id", "snapshot"])
        .where("kind", "=", "case-study")
        .execute();
      for (const revision of revisions) {
        const { state, doc } = JSON.parse(String(revision.snapshot)) as { state: unknown; doc: unknown };
        if (!doc) continue;
        await db
          .updateTable("revisions")
          .set({ snapshot: JSON.stringify({ state, doc: JSON.parse(move(JSON.stringify(doc))) }) })
          .where("id", "=", revision.id)
          .execute();
      }
    },
  },
  "0015-g-case-galleries-and-flows": {
    // Issue 29.3: the case studies the site started with gain three gallery screens each and
    // a flow for the preschool and mahalla cases. Seeds are imported once, so an installation
    // imported before gets them here: a screen is added only while the case's screens are all
    // the site's own drawings (staff who uploaded or removed screens keep their choice), a
    // flow only where the case has none. Cases staff deleted stay deleted.
    async up(db) {
      await reviseImported(db, "case-study", caseStudySeed, (doc: CaseDoc, seed) => {
        const drawn = new Set(seed.doc.gallery.map((screen) => screen.image.en));
        const gallery = doc.gallery ?? [];
        const own = new Set(gallery.map((screen) => screen.image.en));
        const addScreens = gallery.length > 0 && [...own].every((image) => drawn.has(image));
        const missing = addScreens ? seed.doc.gallery.filter((screen) => !own.has(screen.image.en)) : [];
        const addFlow = !doc.flow?.length && seed.doc.flow.length > 0;
        if (!missing.length && !addFlow) return null;
        return {
          ...doc,
          gallery: [...gallery, ...missing],
          ...(addFlow ? { flowTitle: seed.doc.flowTitle, flow: seed.doc.flow } : {}),
        };
      });
    },
  },
  "0015-i-healthcare-and-government-pages": {
    // Issue 29.6: Healthcare and Government, once cards on the home page only, have pages of
    // their own. An installation imported before gets them here, but only where staff have
    // not taken the matter in hand: the industry is still a card only and its page unwritten.
    async up(db) {
      const withPages = industrySeeds.filter((industry) => industry.doc.hasPage);
      await reviseImported(db, "industry", withPages, (doc: IndustryDoc, seed) =>
        doc.hasPage || doc.page?.title?.en?.trim() ? null : { ...doc, hasPage: true, page: seed.doc.page },
      );
    },
  },
  "0016-h-interviews-and-scorecards": {
    // Issue 38.5: interviews proposed from an application (their times, places and
    // interviewers), what happened to each (proposed, changed, cancelled, a scorecard
    // submitted) for the application's history and its invitations' threading, and each
    // interviewer's scorecard. Erasing the applicant removes all of it.
    async up(db) {
      await db.schema
        .createTable("interviews")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("application_id", "text", (col) => col.notNull())
        .addColumn("starts_at", "text", (col) => col.notNull())
        .addColumn("duration_minutes", "integer", (col) => col.notNull())
        .addColumn("place", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().defaultTo("scheduled"))
        .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("interviews_application").on("interviews").column("application_id").execute();
      await db.schema
        .createTable("interview_interviewers")
        .addColumn("interview_id", "text", (col) => col.notNull())
        .addColumn("account_id", "text", (col) => col.notNull())
        .addUniqueConstraint("interview_interviewers_once", ["interview_id", "account_id"])
        .execute();
      await db.schema
        .createIndex("interview_interviewers_account")
        .on("interview_interviewers")
        .column("account_id")
        .execute();
      await db.schema
        .createTable("interview_events")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("interview_id", "text", (col) => col.notNull())
        .addColumn("application_id", "text", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("starts_at", "text", (col) => col.notNull())
        .addColumn("duration_minutes", "integer", (col) => col.notNull())
        .addColumn("place", "text", (col) => col.notNull())
        .addColumn("interviewers", "text", (col) => col.notNull())
        .addColumn("sequence", "integer", (col) => col.notNull())
        .addColumn("recommendation", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("interview_events_application")
        .on("interview_events")
        .columns(["application_id", "created_at"])
        .execute();
      await db.schema
        .createTable("scorecards")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("interview_id", "text", (col) => col.notNull())
        .addColumn("application_id", "text", (col) => col.notNull())
        .addColumn("account_id", "text", (col) => col.notNull())
        .addColumn("ratings", "text", (col) => col.notNull())
        .addColumn("notes", "text", (col) => col.notNull())
        .addColumn("recommendation", "text", (col) => col.notNull())
        .addColumn("submitted_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addUniqueConstraint("scorecards_once", ["interview_id", "account_id"])
        .execute();
      await db.schema.createIndex("scorecards_application").on("scorecards").column("application_id").execute();
    },
  },
  "0016-h-opening-scorecard-criteria": {
    // Issue 38.5: openings gain scorecard criteria. Every opening there is gets its
    // department's starting criteria (content/jobs/scorecard-criteria.ts), as a new one
    // from the site's content does; staff change them on the opening.
    async up(db) {
      const existing = await db
        .selectFrom("content_entries")
        .select(["id", "data"])
        .where("kind", "=", "opening")
        .execute();
      for (const entry of existing as { id: string; data: string }[]) {
        const doc = JSON.parse(String(entry.data)) as { department?: string; criteria?: unknown[] };
        if (doc.criteria?.length) continue;
        await db
          .updateTable("content_entries")
          .set({ data: JSON.stringify({ ...doc, criteria: startingCriteria(doc.department ?? "") }) })
          .where("kind", "=", "opening")
          .where("id", "=", entry.id)
          .execute();
      }
    },
  },
  "0016-h-newsletter-issues": {
    // Issue 38.6: an issue written in the inbox (subject, preheader and Markdown per
    // language), kept as a draft until it is sent once. Its send and recipients use the
    // tables of a post's, under the key "issue:<id>" (server/newsletter/sends.ts).
    async up(db) {
      await db.schema
        .createTable("newsletter_issues")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("content", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
        .addColumn("send_id", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("updated_by", "text", (col) => col.notNull())
        .execute();
    },
  },
  "0016-f-follow-ups-and-digests": {
    // Issue 38.3: a follow-up date (a Tashkent day, and optionally a time of it) on quote
    // requests and applications, kept in their history; each account's morning digest,
    // which it may turn off, claimed once per account and day whatever instance runs it.
    async up(db) {
      for (const table of ["contact_requests", "applications"]) {
        // "2026-12-01" and "14:30" in Tashkent time, compared as text; null: no follow-up.
        await db.schema.alterTable(table).addColumn("due_on", "text").execute();
        await db.schema.alterTable(table).addColumn("due_time", "text").execute();
        await db.schema.createIndex(`${table}_due_by_owner`).on(table).columns(["assignee_id", "due_on"]).execute();
      }
      await db.schema.alterTable("entry_events").addColumn("due_on", "text").execute();
      await db.schema.alterTable("entry_events").addColumn("due_time", "text").execute();
      await db.schema
        .alterTable("accounts")
        .addColumn("morning_digest", "integer", (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable("digest_days")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("account_id", "text", (col) => col.notNull())
        // The Tashkent day the digest is for: one per account and day, the claim itself.
        .addColumn("day", "text", (col) => col.notNull())
        // The moment the day was claimed: what is due and overdue is judged as of then.
        .addColumn("claimed_at", "text", (col) => col.notNull())
        .addUniqueConstraint("digest_days_account_day", ["account_id", "day"])
        .execute();
    },
  },
  "0016-t-two-factor": {
    // Two-factor sign-in (issue 38.8, decision 071): each account's one-time-code secret
    // (pending until a first code confirms it) with the time step of the last code accepted,
    // so no code is taken twice; its single-use recovery codes, kept as hashes; and the
    // sign-ins waiting for their code between the password and the session.
    async up(db) {
      await db.schema
        .createTable("two_factor")
        .addColumn("account_id", "text", (col) => col.primaryKey())
        .addColumn("secret", "text", (col) => col.notNull())
        .addColumn("enabled_at", "text")
        .addColumn("last_step", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("recovery_codes")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("account_id", "text", (col) => col.notNull())
        .addColumn("code_hash", "text", (col) => col.notNull())
        .addColumn("used_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("recovery_codes_account")
        .on("recovery_codes")
        .columns(["account_id", "code_hash"])
        .execute();
      await db.schema
        .createTable("sign_in_challenges")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("account_id", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("expires_at", "text", (col) => col.notNull())
        .execute();
    },
  },
  "0016-r-reply-templates-and-files": {
    // Issue 38: reply templates become data staff keep (imported once from the texts the
    // inbox had in code, so staff edits are never overwritten), and messages to a sender and
    // templates carry files (uploads, in the order chosen). A message remembers the template
    // it started from: templates are retired, never deleted, so the history can name it.
    async up(db) {
      await db.schema
        .createTable("reply_templates")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("list", "text", (col) => col.notNull())
        .addColumn("step", "text")
        .addColumn("texts", "text", (col) => col.notNull())
        .addColumn("sort_order", "integer", (col) => col.notNull())
        .addColumn("revision", "integer", (col) => col.notNull().defaultTo(1))
        .addColumn("archived_at", "text")
        .addColumn("archived_by", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("updated_by", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("reply_templates_by_list")
        .on("reply_templates")
        .columns(["list", "sort_order"])
        .execute();
      await db.schema
        .createTable("reply_template_files")
        .addColumn("template_id", "text", (col) => col.notNull().references("reply_templates.id").onDelete("cascade"))
        .addColumn("upload_id", "text", (col) => col.notNull())
        .addColumn("sort_order", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("reply_template_files_pk", ["template_id", "upload_id"])
        .execute();
      await db.schema
        .createTable("entry_event_files")
        .addColumn("event_id", "text", (col) => col.notNull())
        .addColumn("upload_id", "text", (col) => col.notNull())
        .addColumn("sort_order", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("entry_event_files_pk", ["event_id", "upload_id"])
        .execute();
      await db.schema.createIndex("entry_event_files_by_upload").on("entry_event_files").column("upload_id").execute();
      await db.schema.alterTable("entry_events").addColumn("template_id", "text").execute();

      const now = new Date().toISOString();
      for (const [index, seed] of replyTemplateSeeds.entries()) {
        await db
          .insertInto("reply_templates")
          .values({
            id: seed.id,
            list: seed.list,
            step: seed.step,
            texts: JSON.stringify(seed.texts),
            sort_order: index,
            created_at: now,
            created_by: "",
            updated_at: now,
            updated_by: "",
          })
          .execute();
      }
    },
  },
  "0016-w-untouched-imports-take-corrected-words": {
    // Issue 39.13–17: the words the site starts with were corrected (claims placed where they
    // prove something, one term per concept, native Uzbek and English). Seeds are imported
    // once, so an installation imported before gets the corrections here, for each entry no
    // one has saved since it was imported: it takes its seed's document, recorded as a new
    // import in its history. What staff saved, unpublished or deleted stays theirs.
    up: (db) => untouchedImportsTakeTheirSeeds(db),
  },
  "0017-k-case-publication-dates": {
    // Issue 39.11: a case study's structured data gives its own date, a field of the case, not
    // the day the installation imported it. The seeded cases take their seed's date; a case
    // staff wrote takes the day it was first made public (or created), which they may correct.
    async up(db) {
      const rows = await db
        .selectFrom("content_entries")
        .select(["id", "data", "publish_at", "created_at"])
        .where("kind", "=", "case-study")
        .execute();
      for (const row of rows) {
        const doc = JSON.parse(String(row.data)) as { published?: string };
        if (doc.published) continue;
        const seeded = caseStudySeed.find((seed) => seed.id === row.id)?.doc.published;
        const published = seeded ?? String(row.publish_at ?? row.created_at).slice(0, 10);
        await db
          .updateTable("content_entries")
          .set({ data: JSON.stringify({ ...doc, published }) })
          .where("kind", "=", "case-study")
          .where("id", "=", row.id)
          .execute();
      }
    },
  },
  "0017-s-acknowledgement-days": {
    // Issue 39.1: the forms answer one address at most once a Tashkent day, whichever
    // instance took the submission. The claim names the address by its SHA-256 only, so
    // it keeps no personal data an erasure would have to find.
    async up(db) {
      await db.schema
        .createTable("acknowledgement_days")
        .addColumn("address_hash", "text", (col) => col.notNull())
        .addColumn("day", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("acknowledgement_days_pk", ["address_hash", "day"])
        .execute();
    },
  },
  "0017-k-untouched-imports-take-table-captions": {
    // Issue 39.12: the budget table of the post on slow networks got a caption in each
    // language; entries no one has saved since they were imported take it, as in 0016-w.
    up: (db) => untouchedImportsTakeTheirSeeds(db),
  },
  "0017-k-webhook-failure-alerts": {
    // Issue 38.7: an endpoint's run of failed attempts (how many in a row, since when), and
    // each episode of failing that administrators were told of, with when it recovered, so
    // they are told once per episode and again when it ends.
    async up(db) {
      await db.schema
        .alterTable("webhook_endpoints")
        .addColumn("failures_in_row", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("webhook_endpoints").addColumn("failing_since", "text").execute();
      await db.schema
        .createTable("webhook_incidents")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("endpoint_id", "text", (col) => col.notNull())
        .addColumn("failing_since", "text", (col) => col.notNull())
        .addColumn("alerted_at", "text", (col) => col.notNull())
        .addColumn("failures", "integer", (col) => col.notNull())
        .addColumn("last_status", "integer")
        .addColumn("last_failure", "text", (col) => col.notNull())
        .addColumn("recovered_at", "text")
        .execute();
      await db.schema
        .createIndex("webhook_incidents_endpoint")
        .on("webhook_incidents")
        .columns(["endpoint_id", "recovered_at"])
        .execute();
    },
  },
  "0017-f-entries-read": {
    // Issue 37.6: which quote requests and applications each member of staff has opened, so
    // the inbox's menu counts only what is new to them.
    async up(db) {
      await db.schema
        .createTable("entries_read")
        .addColumn("account_id", "text", (col) => col.notNull())
        .addColumn("list", "text", (col) => col.notNull())
        .addColumn("entry_id", "text", (col) => col.notNull())
        .addColumn("read_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("entries_read_key", ["account_id", "list", "entry_id"])
        .execute();
    },
  },
  "0017-g-results-first-and-named-proof": {
    // Issue 37.4: each case study leads with what changed for its client (a decision in
    // minutes, an hour a day back), its team and time after; 37.3: the company's details
    // carry the ISO 9001 certificate and the testimonials name their people. Untouched
    // imports take their seeds, as in 0016-w.
    async up(db) {
      await untouchedImportsTakeTheirSeeds(db, ["case-study", "company", "testimonial"]);
    },
  },
  "0017-t-clients-start-with-their-seed": {
    // Issue 37.3: clients started empty and now start with eight, their logos drawn. Where no
    // client was ever saved, the kind counts as not yet imported, so this start imports them
    // (server/content/seed.ts); where staff saved or deleted one, the band stays theirs.
    async up(db) {
      const saved = await db.selectFrom("revisions").select("id").where("kind", "=", "client").executeTakeFirst();
      const present = await db
        .selectFrom("content_entries")
        .select("id")
        .where("kind", "=", "client")
        .executeTakeFirst();
      if (saved || present) return;
      await db.deleteFrom("settings").where("name", "=", "content_seeded:client").execute();
    },
  },
};

/**
 * Each entry no one has saved since it was imported takes its seed's document, recorded as a
 * new import in its history; what staff saved, unpublished or deleted stays theirs.
 */
async function untouchedImportsTakeTheirSeeds(db: AnyDb, kinds?: readonly string[]): Promise<void> {
  const now = new Date().toISOString();
  let changed = false;
  for (const declared of KINDS.filter((kind) => !kinds || kinds.includes(kind.name))) {
    const kind = declared.name;
    for (const seed of await seedEntries<Fields>(declared, CONTENT_DIR)) {
      const entry = await db
        .selectFrom("content_entries")
        .select(["data", "status", "publish_at", "closed_at"])
        .where("kind", "=", kind)
        .where("id", "=", seed.id)
        .where("updated_by", "=", IMPORTED_BY)
        .executeTakeFirst();
      const data = JSON.stringify(seed.doc);
      if (!entry || sameJson(String(entry.data), data)) continue;
      await db
        .updateTable("content_entries")
        .set({ data })
        .where("kind", "=", kind)
        .where("id", "=", seed.id)
        .execute();
      const state = { status: entry.status, publishAt: entry.publish_at, closedAt: entry.closed_at };
      await db
        .insertInto("revisions")
        .values({
          id: randomUUID(),
          kind,
          item_id: seed.id,
          snapshot: JSON.stringify({ state, doc: seed.doc }),
          action: "imported",
          created_at: now,
          created_by: IMPORTED_BY,
        })
        .execute();
      changed = true;
    }
  }
  // Instances still running the earlier version see the change and refresh their pages.
  if (changed) {
    await db.updateTable("settings").set({ value: randomUUID() }).where("name", "=", "content_version").execute();
  }
}

/** Two JSON documents hold the same values, whatever the order of their keys. */
function sameJson(a: string, b: string): boolean {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
          )
        : value;
  return JSON.stringify(sorted(JSON.parse(a))) === JSON.stringify(sorted(JSON.parse(b)));
}

type CaseDoc = { gallery?: { image: { en: string } }[]; flow?: unknown[]; flowTitle?: unknown };
type IndustryDoc = { hasPage?: boolean; page?: { title?: { en?: string } } };

/**
 * Brings a changed seed to an installation imported before it (seeds are imported once):
 * each seeded entry still there is given to `change`, which returns its new document, or
 * null to leave it as staff keep it. Entries staff deleted stay deleted.
 */
async function reviseImported<Doc, Seed extends { id: string }>(
  db: AnyDb,
  kind: string,
  seeds: readonly Seed[],
  change: (doc: Doc, seed: Seed) => Doc | null,
): Promise<void> {
  for (const seed of seeds) {
    const entry = await db
      .selectFrom("content_entries")
      .select(["data"])
      .where("kind", "=", kind)
      .where("id", "=", seed.id)
      .executeTakeFirst();
    if (!entry) continue;
    const next = change(JSON.parse(String(entry.data)) as Doc, seed);
    if (!next) continue;
    await db
      .updateTable("content_entries")
      .set({ data: JSON.stringify(next) })
      .where("kind", "=", kind)
      .where("id", "=", seed.id)
      .execute();
  }
}

/** "date_posted" → "datePosted": documents use the application's names. */
function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export const migrations: MigrationProvider = {
  getMigrations: async () => steps,
};
