import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database.ts";
import { migrations } from "../../server/db/migrations.ts";
import { redirectedId } from "../../server/db/id-redirects.ts";
import { readEntry, restoreRevision, revisionSnapshot } from "../../server/content/entries.ts";
import { openings, posts } from "../../content/model/index.ts";
import { openFileStore } from "../../server/files/index.ts";
import { countRows, storedFileBytes } from "../support/database.ts";
import { databaseBefore } from "../support/migrated-before.ts";
import { runPostgresScript, testDatabaseUrl, wipePostgres } from "../support/postgres.ts";
import { ENGINES } from "./server.ts";

const RELEASE = resolve(import.meta.dirname, "../fixtures/release-2026-11");
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(ENGINES)("the schema on %s", (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-migrate-"));
  const databaseUrl = engine === "postgres" ? testDatabaseUrl() : undefined;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  // Several instances share PostgreSQL and may start together; SQLite has one process, which may restart.
  const together = engine === "postgres";
  it(`is migrated once when instances start ${together ? "together" : "one after another"} on an empty database`, async () => {
    if (databaseUrl) await wipePostgres(databaseUrl);
    const open = () => openDatabase({ dataDir, databaseUrl });
    const databases = together
      ? await Promise.all(Array.from({ length: 4 }, open))
      : [await open(), await open(), await open(), await open()];
    try {
      const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
        databases[0]!.db,
      );
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(await migrations.getMigrations()).sort());
      expect(await countRows(databases[3]!, "uploads")).toBe(0);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });

  // Only PostgreSQL has schemas.
  if (engine === "postgres")
    it("keeps to its own schema when another schema of the database holds migration tables", async () => {
      const decoy = testDatabaseUrl("decoy")!;
      await wipePostgres(decoy);
      await (await openDatabase({ dataDir, databaseUrl: decoy })).close();
      await wipePostgres(databaseUrl!);
      const databases = await Promise.all(Array.from({ length: 3 }, () => openDatabase({ dataDir, databaseUrl })));
      try {
        expect(await countRows(databases[0]!, "uploads")).toBe(0);
      } finally {
        await Promise.all(databases.map((database) => database.close()));
      }
    });

  it("upgrades a database made by the release before in place, with nothing lost", async () => {
    if (databaseUrl) {
      await wipePostgres(databaseUrl);
      await runPostgresScript(databaseUrl, readFileSync(join(RELEASE, "postgres", "dump.sql"), "utf8"));
      // That release kept files in DATA_DIR/uploads on a volume every instance shared.
      cpSync(join(RELEASE, "postgres", "uploads"), join(dataDir, "uploads"), { recursive: true });
    } else {
      cpSync(join(RELEASE, "sqlite"), dataDir, { recursive: true });
    }
    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      const files = await openFileStore(database, dataDir);
      const { db } = database;
      expect(await countRows(database, "contactRequests")).toBe(2);
      expect(await countRows(database, "applications")).toBe(1);
      expect(await countRows(database, "subscribers")).toBe(2);
      expect(await countRows(database, "uploads")).toBe(4);
      expect(await countRows(database, "adminSessions")).toBe(1);
      expect(await countRows(database, "auditLog")).toBe(1);

      const russian = await db
        .selectFrom("contactRequests")
        .innerJoin("uploads", "uploads.id", "contactRequests.fileId")
        .select([
          "fullName",
          "message",
          "language",
          "contactRequests.status",
          "contactRequests.createdAt",
          "originalName",
        ])
        .where("email", "=", "dilnoza@example.uz")
        .executeTakeFirstOrThrow();
      expect(russian).toMatchObject({
        fullName: "Дилноза Каримова",
        message: "Нужна платформа\nс двумя строками",
        language: "ru",
        status: "new",
        originalName: "Бриф проекта.png",
      });
      expect(russian.createdAt).toMatch(ISO);
      const john = await db
        .selectFrom("contactRequests")
        .select("status")
        .where("email", "=", "john@example.com")
        .executeTakeFirstOrThrow();
      expect(john.status).toBe("in_progress");

      const application = await db.selectFrom("applications").selectAll().executeTakeFirstOrThrow();
      expect(application).toMatchObject({
        firstName: "Aziz",
        language: "uz",
        position: "senior-java-developer-tashkent",
      });
      const leaver = await db
        .selectFrom("subscribers")
        .selectAll()
        .where("emailKey", "=", "leaver@example.com")
        .executeTakeFirstOrThrow();
      // The exact instant survives the change of type, to the millisecond.
      expect(leaver.unsubscribedAt).toBe("2026-11-20T10:00:00.123Z");
      // The application's old state word became a hiring step.
      expect(application.status).toMatch(/^(review|screening|decision)$/);
      // Subscribers from before double opt-in are not subscribers until they confirm: the
      // one still subscribed is asked once, by e-mail; the one who left is not.
      const subscribers = await db.selectFrom("subscribers").selectAll().execute();
      expect(subscribers.every((row) => row.confirmedAt === null && row.confirmationRequestedAt !== null)).toBe(true);
      const asked = await db
        .selectFrom("outbox")
        .select(["recipient", "channel"])
        .where("kind", "=", "subscription-confirmation")
        .execute();
      expect(asked).toEqual(
        subscribers.filter((row) => !row.unsubscribedAt).map((row) => ({ recipient: row.email, channel: "email" })),
      );
      const session = await db.selectFrom("adminSessions").selectAll().executeTakeFirstOrThrow();
      expect(session.expiresAt).toMatch(ISO);
      expect(Date.parse(session.expiresAt) - Date.parse(session.createdAt)).toBe(8 * 60 * 60 * 1000);

      // Every file is readable through the file store, byte for byte (on PostgreSQL, now in the database).
      for (const upload of await db.selectFrom("uploads").selectAll().execute()) {
        const bytes = await storedFileBytes(files, upload.storedName);
        expect(bytes.length, upload.originalName).toBe(upload.size);
        expect(bytes.subarray(0, 4).toString("latin1")).toMatch(/^(\x89PNG|%PDF)/);
      }
      // The release's version table is gone; today's migrator knows every step.
      const legacy = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM kysely_migration`.execute(db);
      expect(Number(legacy.rows[0]?.n)).toBe(Object.keys(await migrations.getMigrations()).length);
      // And it stays usable: opening again changes nothing.
      const again = await openDatabase({ dataDir, databaseUrl });
      expect(await countRows(again, "contactRequests")).toBe(2);
      await again.close();
    } finally {
      await database.close();
    }
  });
});

describe.each(ENGINES)("posts and openings moving into content entries on %s", (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-entries-"));
  const databaseUrl = engine === "postgres" ? testDatabaseUrl("entries_move") : undefined;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps every text, state, revision and redirect, and an old revision can still be restored", async () => {
    // A database as the release with posts and openings left it: migrated up to the step before.
    const { db: old } = await databaseBefore("0010-content-entries", { databaseUrl, dataDir });
    const at = "2026-11-20T06:00:00.000Z";
    await old
      .insertInto("posts")
      .values({
        id: "old-post",
        status: "published",
        category: "tutorials",
        date: "2026-11-20",
        cover: "/images/blog/ssr-for-slow-networks.svg",
        publish_at: at,
        created_at: at,
        updated_at: at,
        updated_by: "Malika",
      })
      .execute();
    for (const lang of ["en", "ru", "uz"]) {
      await old
        .insertInto("post_texts")
        .values({
          post_id: "old-post",
          lang,
          title: `Title ${lang}`,
          summary: `Summary ${lang}`,
          author: "Malika",
          author_role: `Role ${lang}`,
          cover_alt: `Alt ${lang}`,
          body: `Body ${lang}`,
          html: "<p>x</p>",
          words: 1,
        })
        .execute();
    }
    await old
      .insertInto("openings")
      .values({
        id: "old-opening",
        status: "published",
        location: "tashkent",
        department: "devops",
        type: "full-time",
        workplace: "office",
        date_posted: "2026-11-01",
        valid_through: "2027-01-31",
        closed_at: at,
        publish_at: at,
        created_at: at,
        updated_at: at,
        updated_by: "Otabek",
      })
      .execute();
    for (const lang of ["en", "ru", "uz"]) {
      await old
        .insertInto("opening_texts")
        .values({
          opening_id: "old-opening",
          lang,
          title: `Job ${lang}`,
          summary: `Job summary ${lang}`,
          responsibilities: JSON.stringify([`Do ${lang}`, `Also ${lang}`]),
          requirements: JSON.stringify([`Know ${lang}`]),
          offer: JSON.stringify([`Get ${lang}`]),
          body: `Job body ${lang}`,
          html: "<p>x</p>",
        })
        .execute();
    }
    const oldInput = {
      id: "old-post",
      category: "tutorials",
      date: "2026-11-19",
      cover: "/images/blog/ssr-for-slow-networks.svg",
      texts: {
        en: { title: "First title", summary: "s", author: "a", authorRole: "r", coverAlt: "c", body: "b" },
        ru: { title: "Первый", summary: "s", author: "a", authorRole: "r", coverAlt: "c", body: "b" },
        uz: { title: "Birinchi", summary: "s", author: "a", authorRole: "r", coverAlt: "c", body: "b" },
      },
    };
    await old
      .insertInto("revisions")
      .values({
        id: "rev-1",
        kind: "post",
        item_id: "old-post",
        snapshot: JSON.stringify({ state: { status: "draft", publishAt: null, closedAt: null }, input: oldInput }),
        action: "save",
        created_at: at,
        created_by: "Malika",
      })
      .execute();
    await old
      .insertInto("id_redirects")
      .values({ kind: "post", old_id: "older-post", new_id: "old-post", created_at: at })
      .execute();
    await old.destroy();

    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      const post = (await readEntry(database.db, posts, "old-post"))!;
      expect(post.state).toEqual({ status: "published", publishAt: at, closedAt: null });
      expect(post.doc).toMatchObject({
        category: "tutorials",
        title: { en: "Title en", ru: "Title ru", uz: "Title uz" },
        authorRole: { en: "Role en", ru: "Role ru", uz: "Role uz" },
        coverAlt: { ru: "Alt ru" },
        body: { uz: "Body uz" },
      });
      const opening = (await readEntry(database.db, openings, "old-opening"))!;
      expect(opening.state.closedAt).toBe(at);
      expect(opening.doc).toMatchObject({
        datePosted: "2026-11-01",
        validThrough: "2027-01-31",
        responsibilities: { en: ["Do en", "Also en"], uz: ["Do uz", "Also uz"] },
        offer: { ru: ["Get ru"] },
      });
      expect(await redirectedId(database.db, "post", "older-post")).toBe("old-post");
      const snapshot = (await revisionSnapshot(database.db, posts, "rev-1"))!;
      expect(snapshot.doc.title).toEqual({ en: "First title", ru: "Первый", uz: "Birinchi" });
      expect(snapshot.doc.date).toBe("2026-11-19");
      const staff = { id: "s", name: "Malika", email: null, role: "editor" as const, permissions: [], language: "en" };
      expect((await restoreRevision(database, posts, staff, "old-post", "rev-1")).ok).toBe(true);
      expect((await readEntry(database.db, posts, "old-post"))!.doc.title.ru).toBe("Первый");
    } finally {
      await database.close();
    }
  });
});
