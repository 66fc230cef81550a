import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { migrations } from "../../server/db/migrations.ts";
import { getUpload } from "../../server/db/uploads.ts";
import { openFileStore } from "../../server/files/index.ts";
import { storedFileBytes, storedFileNames } from "../support/database.ts";
import { testDatabaseUrl, wipePostgres } from "../support/postgres.ts";
import { killAllApiChildren, startApiChild } from "./api-child.ts";
import {
  APPLICATION,
  CONTACT,
  multipartFile,
  post,
  postJson,
  randomFile,
  streamSubmissions,
  SUBSCRIBE,
  UPLOAD,
} from "./traffic.ts";

/**
 * Durability under a crash: the API server, in a process of its own, is killed with
 * SIGKILL while clients stream submissions into it (uploads mid-body among them). After
 * a restart on the same data, everything it acknowledged must be there, byte for byte,
 * and the database must be consistent.
 */
const ENGINES = ["sqlite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const;

let dataDir: string | undefined;
let database: Database | undefined;
afterEach(async () => {
  await killAllApiChildren();
  await database?.close();
  database = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe.each(ENGINES)("SIGKILL mid-stream on %s", (engine) => {
  it("keeps every acknowledged submission and file, a consistent database, and serves again", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "lojuvard-crash-"));
    const dir = dataDir;
    const databaseUrl = engine === "postgres" ? testDatabaseUrl() : undefined;
    if (databaseUrl) await wipePostgres(databaseUrl);

    const first = await startApiChild({ dataDir, databaseUrl });
    // On PostgreSQL the test watches the database the server writes files into.
    const watcher = databaseUrl ? await openDatabase({ dataDir, databaseUrl }) : undefined;
    /** Stored files that are not (yet) uploads: `.part` files on disk, chunks without a row in the database. */
    const partialFiles = async (on = watcher): Promise<string[]> => {
      if (!on || on.engine === "sqlite")
        return readdirSync(join(dir, "uploads")).filter((name) => name.endsWith(".part"));
      const names = await storedFileNames(on, dir);
      const rows = new Set(
        (await on.db.selectFrom("uploads").select("storedName").execute()).map((row) => row.storedName),
      );
      return names.filter((name) => !rows.has(name));
    };
    const traffic = streamSubmissions(first.port, `crash${Date.now().toString(36)}`);
    // 300–500 ms of traffic, at least one of each kind of submission acknowledged (an application
    // is two round trips, the CV then the form: a loaded machine may need longer for the first),
    // and at least one upload provably mid-body (part of its file is stored).
    const started = Date.now();
    const killAt = started + 300 + Math.random() * 200;
    const { acknowledged } = traffic;
    const eachKindAcknowledged = () =>
      acknowledged.contacts.size > 0 && acknowledged.applications.size > 0 && acknowledged.subscribers.size > 0;
    while (
      (Date.now() < killAt || !eachKindAcknowledged() || (await partialFiles()).length === 0) &&
      Date.now() < started + 15_000
    )
      await sleep(5);
    const inFlight = traffic.inFlight();
    traffic.serverKilled();
    await first.kill("SIGKILL");
    await traffic.finished;
    await watcher?.close();

    expect(traffic.unexpected, first.output()).toEqual([]);
    expect(inFlight).toBeGreaterThan(2);
    // Enough got through for the checks below to mean something.
    expect(acknowledged.contacts.size).toBeGreaterThan(0);
    expect(acknowledged.applications.size).toBeGreaterThan(0);
    expect(acknowledged.subscribers.size).toBeGreaterThan(0);

    const second = await startApiChild({ dataDir, databaseUrl });
    database = await openDatabase({ dataDir, databaseUrl });
    const files = await openFileStore(database, dataDir);
    const { db } = database;
    const leftovers = await partialFiles(database);
    expect(leftovers.length).toBeGreaterThan(0);

    for (const [id, sent] of acknowledged.uploads) {
      const upload = await getUpload(db, id);
      expect(upload, `acknowledged upload ${id}`).toMatchObject({
        category: sent.category,
        originalName: sent.name,
        size: sent.bytes.length,
      });
      const bytes = await storedFileBytes(files, upload!.storedName);
      expect(bytes.equals(sent.bytes), `bytes of ${id}`).toBe(true);
    }
    for (const [email, fields] of acknowledged.contacts) {
      const rows = await db.selectFrom("contactRequests").selectAll().where("email", "=", email).execute();
      expect(rows, `acknowledged quote request ${email}`).toHaveLength(1);
      expect(rows[0]).toMatchObject(fields);
    }
    for (const [email, fields] of acknowledged.applications) {
      const rows = await db.selectFrom("applications").selectAll().where("email", "=", email).execute();
      expect(rows, `acknowledged application ${email}`).toHaveLength(1);
      expect(rows[0]).toMatchObject(fields);
    }
    for (const email of acknowledged.subscribers) {
      expect(await db.selectFrom("subscribers").select("id").where("email", "=", email).execute(), email).toHaveLength(
        1,
      );
    }

    if (engine === "sqlite") {
      expect((await sql`PRAGMA integrity_check`.execute(db)).rows).toEqual([{ integrityCheck: "ok" }]);
      expect((await sql`PRAGMA foreign_key_check`.execute(db)).rows).toEqual([]);
    }
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(await migrations.getMigrations()).sort());
    // Every form points at an upload of its category that it claimed; every upload row has its file.
    const claimed = (table: "contactRequests" | "applications", column: "fileId" | "cvId", category: string) =>
      db
        .selectFrom(table as "contactRequests")
        .leftJoin("uploads", "uploads.id", `${table as "contactRequests"}.${column as "fileId"}`)
        .select(`${table as "contactRequests"}.id`)
        .where((eb) =>
          eb.or([
            eb("uploads.id", "is", null),
            eb("uploads.usedAt", "is", null),
            eb("uploads.category", "<>", category),
          ]),
        )
        .execute();
    expect(await claimed("contactRequests", "fileId", "attachments")).toEqual([]);
    expect(await claimed("applications", "cvId", "cv")).toEqual([]);
    const uploadRows = await db.selectFrom("uploads").select(["id", "storedName", "size"]).execute();
    for (const row of uploadRows) {
      expect((await storedFileBytes(files, row.storedName)).length, `file of upload row ${row.id}`).toBe(row.size);
    }

    // Files cut off by the kill, and files whole but without their row, are no upload: no form can claim one.
    const rowIds = new Set(uploadRows.map((row) => row.id));
    const strays = (await storedFileNames(database, dataDir)).filter(
      (name) => !name.endsWith(".part") && !rowIds.has(name),
    );
    for (const name of new Set([...leftovers, ...strays])) {
      const id = name.replace(/\.part$/, "");
      expect(rowIds.has(id) || rowIds.has(name)).toBe(false);
      for (const file of new Set([id, name])) {
        const refused = await postJson(second.port, CONTACT, { ...contactForm("leftover@example.com"), file });
        expect(refused.status).toBe(400);
        expect(JSON.parse(refused.body)).toMatchObject({ fields: { file: { code: "upload" } } });
      }
    }

    // The restarted server takes new submissions of every kind.
    const uploadAgain = async (category: keyof typeof UPLOAD) => {
      const kind = category === "cv" ? "pdf" : "png";
      const mime = kind === "pdf" ? "application/pdf" : "image/png";
      const { type, body } = multipartFile(`again.${kind}`, mime, randomFile(kind));
      const answer = await post(second.port, UPLOAD[category], type, body);
      expect(answer.status, answer.body).toBe(200);
      return (JSON.parse(answer.body) as { id: string }).id;
    };
    const after = `after-${randomUUID()}@example.com`;
    const answers = [
      await postJson(second.port, CONTACT, { ...contactForm(after), file: await uploadAgain("attachments") }),
      await postJson(second.port, APPLICATION, {
        first_name: "After",
        last_name: "Restart",
        email: after,
        phone: "+998901234567",
        message: "Applying after the restart.",
        cv: await uploadAgain("cv"),
        position: "",
        checkbox: true,
      }),
      await postJson(second.port, SUBSCRIBE, { email: after }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const table of ["contactRequests", "applications", "subscribers"] as const) {
      const rows = await db
        .selectFrom(table as "subscribers")
        .select("id")
        .where("email", "=", after)
        .execute();
      expect(rows, table).toHaveLength(1);
    }

    console.info(
      `${engine}: killed with ${inFlight} requests in flight after ${acknowledged.uploads.size} uploads, ` +
        `${acknowledged.contacts.size} contacts, ${acknowledged.applications.size} applications, ` +
        `${acknowledged.subscribers.size} subscriptions acknowledged; ${leftovers.length} partial files and ${strays.length} whole files without a row left`,
    );
  }, 30_000);
});

function contactForm(email: string) {
  return {
    full_name: "After Restart",
    company_name: "Crash Test LLC",
    email,
    phone: "+998901234567",
    message: "Sent after the restart.",
    checkbox: true,
  };
}
