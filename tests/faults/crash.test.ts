import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "../../server/db/migrations.ts";
import { Store } from "../../server/db/store.ts";
import { killAllApiChildren, startApiChild } from "./api-child.ts";
import { wipePostgres } from "../support/postgres.ts";
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
let store: Store | undefined;
afterEach(async () => {
  await killAllApiChildren();
  await store?.close();
  store = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe.each(ENGINES)("SIGKILL mid-stream on %s", (engine) => {
  it("keeps every acknowledged submission and file, a consistent database, and serves again", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "lojuvard-crash-"));
    const databaseUrl = engine === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
    if (databaseUrl) await wipePostgres(databaseUrl);
    const uploadsDir = join(dataDir, "uploads");

    const first = await startApiChild({ dataDir, databaseUrl });
    const traffic = streamSubmissions(first.port, `crash${Date.now().toString(36)}`);
    // 300–500 ms of traffic, and at least one upload provably mid-body (its temporary file exists).
    const started = Date.now();
    const killAt = started + 300 + Math.random() * 200;
    const midBody = () => readdirSync(uploadsDir).some((name) => name.endsWith(".part"));
    while ((Date.now() < killAt || !midBody()) && Date.now() < started + 5000) await sleep(5);
    const inFlight = traffic.inFlight();
    traffic.serverKilled();
    await first.kill("SIGKILL");
    await traffic.finished;

    const { acknowledged } = traffic;
    expect(traffic.unexpected, first.output()).toEqual([]);
    expect(inFlight).toBeGreaterThan(2);
    // Enough got through for the checks below to mean something.
    expect(acknowledged.contacts.size).toBeGreaterThan(0);
    expect(acknowledged.applications.size).toBeGreaterThan(0);
    expect(acknowledged.subscribers.size).toBeGreaterThan(0);
    const leftovers = readdirSync(uploadsDir).filter((name) => name.endsWith(".part"));
    expect(leftovers.length).toBeGreaterThan(0);

    const second = await startApiChild({ dataDir, databaseUrl });
    store = await Store.open({ dataDir, databaseUrl });
    const sql = store.engine;

    for (const [id, sent] of acknowledged.uploads) {
      const upload = await store.getUpload(id);
      expect(upload, `acknowledged upload ${id}`).toMatchObject({
        category: sent.category,
        originalName: sent.name,
        size: sent.bytes.length,
      });
      const path = join(uploadsDir, upload!.storedName);
      expect(existsSync(path), `file of acknowledged upload ${id}`).toBe(true);
      expect(readFileSync(path).equals(sent.bytes), `bytes of ${id}`).toBe(true);
    }
    for (const [table, expected] of [
      ["contact_requests", acknowledged.contacts],
      ["applications", acknowledged.applications],
    ] as const) {
      for (const [email, fields] of expected) {
        const rows = await sql.all(`SELECT * FROM ${table} WHERE email = ?`, [email]);
        expect(rows, `acknowledged ${table} row ${email}`).toHaveLength(1);
        expect(rows[0]).toMatchObject(fields);
      }
    }
    for (const email of acknowledged.subscribers) {
      expect(await sql.all("SELECT id FROM subscribers WHERE email = ?", [email]), email).toHaveLength(1);
    }

    if (engine === "sqlite") {
      expect(await sql.all("PRAGMA integrity_check")).toEqual([{ integrity_check: "ok" }]);
      expect(await sql.all("PRAGMA foreign_key_check")).toEqual([]);
    } else {
      const versions = await sql.all("SELECT version FROM schema_migrations ORDER BY version");
      expect(versions.map((row) => Number(row.version))).toEqual(migrations.map((migration) => migration.version));
    }
    // Every form points at an upload of its category that it claimed; every upload row has its file.
    const orphans = await sql.all(
      `SELECT c.id FROM contact_requests c LEFT JOIN uploads u ON u.id = c.file_id
         WHERE u.id IS NULL OR u.used_at IS NULL OR u.category <> 'attachments'
       UNION ALL
       SELECT a.id FROM applications a LEFT JOIN uploads u ON u.id = a.cv_id
         WHERE u.id IS NULL OR u.used_at IS NULL OR u.category <> 'cv'`,
    );
    expect(orphans).toEqual([]);
    const uploadRows = await sql.all("SELECT id, stored_name, size FROM uploads");
    for (const row of uploadRows) {
      const path = join(uploadsDir, String(row.stored_name));
      expect(existsSync(path), `file of upload row ${row.id}`).toBe(true);
      expect(readFileSync(path).length).toBe(Number(row.size));
    }

    // Temporary files of uploads cut off by the kill stay on disk but are no upload: no row, and no form can claim one.
    const rowIds = new Set(uploadRows.map((row) => String(row.id)));
    // A file renamed into place just before the kill, whose row was never written, is just as unreachable.
    const strays = readdirSync(uploadsDir).filter((name) => !name.endsWith(".part") && !rowIds.has(name));
    for (const name of [...leftovers, ...strays]) {
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
    for (const table of ["contact_requests", "applications", "subscribers"]) {
      expect(await sql.all(`SELECT id FROM ${table} WHERE email = ?`, [after]), table).toHaveLength(1);
    }

    console.info(
      `${engine}: killed with ${inFlight} requests in flight after ${acknowledged.uploads.size} uploads, ` +
        `${acknowledged.contacts.size} contacts, ${acknowledged.applications.size} applications, ` +
        `${acknowledged.subscribers.size} subscriptions acknowledged; ${leftovers.length} .part files and ${strays.length} files without a row left`,
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
