import { utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeOrphanFiles } from "../../server/files/cleanup.ts";
import { insertChunk } from "../../server/db/upload-chunks.ts";
import { uploadPath } from "../../shared/api.ts";
import { ENGINES, multipart, PNG, startTestServer, type TestServer } from "./server.ts";

const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);

describe.each(ENGINES)("files a crash left behind, on %s", (engine) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(engine);
  });
  afterEach(async () => server.close());

  /** A file left as the store would leave it: on disk (SQLite) or in upload_chunks (PostgreSQL). */
  const leaveBehind = async (name: string, old: boolean) => {
    if (engine === "postgres") {
      const written = (old ? TWO_DAYS_AGO : new Date()).toISOString();
      await insertChunk(server.database.db, name, 0, Buffer.from("left behind"), written);
      return;
    }
    const path = join(server.dataDir, "uploads", name);
    writeFileSync(path, "left behind");
    if (old) utimesSync(path, TWO_DAYS_AGO, TWO_DAYS_AGO);
  };
  const age = async (storedName: string) => {
    if (engine === "postgres") {
      await sql`UPDATE upload_chunks SET created_at = ${TWO_DAYS_AGO.toISOString()} WHERE stored_name = ${storedName}`.execute(
        server.database.db,
      );
    } else utimesSync(join(server.dataDir, "uploads", storedName), TWO_DAYS_AGO, TWO_DAYS_AGO);
  };

  it("are swept after a day; stored uploads and uploads still arriving are kept", async () => {
    const body = await multipart([{ name: "file", filename: "brief.png", content: PNG }]);
    const uploaded = await server.app.inject({ method: "POST", url: uploadPath("attachments"), ...body });
    expect(uploaded.statusCode).toBe(200);
    const [kept] = await server.storedFiles();
    const partial = engine === "postgres" ? "" : ".part";
    await leaveBehind(`11111111-1111-4111-8111-111111111111${partial}`, true);
    await leaveBehind("22222222-2222-4222-8222-222222222222", true);
    await leaveBehind(`33333333-3333-4333-8333-333333333333${partial}`, false);
    await age(kept!);

    expect(await removeOrphanFiles(server.database, server.files)).toBe(2);
    expect(await server.storedFiles()).toEqual([kept, `33333333-3333-4333-8333-333333333333${partial}`].sort());
    expect(await server.fileBytes(kept!)).toEqual(Buffer.from(PNG));
  });
});
