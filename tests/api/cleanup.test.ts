import { existsSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeOrphanFiles } from "../../server/uploads/cleanup.ts";
import { UploadStorage } from "../../server/uploads/storage.ts";
import { ENGINES, multipart, PNG, startTestServer, type TestServer } from "./server.ts";

const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);

describe.each(ENGINES)("files a crash left behind, on %s", (engine) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(engine);
  });
  afterEach(async () => server.close());

  it("are swept after a day; stored uploads and uploads still arriving are kept", async () => {
    const body = await multipart([{ name: "file", filename: "brief.png", content: PNG }]);
    const uploaded = await server.app.inject({ method: "POST", url: "/files/upload/category/attachments", ...body });
    expect(uploaded.statusCode).toBe(200);
    const [kept] = server.uploadedFiles();
    const dir = join(server.dataDir, "uploads");
    const write = (name: string, old: boolean) => {
      writeFileSync(join(dir, name), "left behind");
      if (old) utimesSync(join(dir, name), TWO_DAYS_AGO, TWO_DAYS_AGO);
    };
    write("11111111-1111-4111-8111-111111111111.part", true);
    write("22222222-2222-4222-8222-222222222222", true);
    write("33333333-3333-4333-8333-333333333333.part", false);
    utimesSync(join(dir, kept!), TWO_DAYS_AGO, TWO_DAYS_AGO);

    expect(await removeOrphanFiles(server.store, new UploadStorage(server.dataDir))).toBe(2);
    expect(server.uploadedFiles().sort()).toEqual([kept, "33333333-3333-4333-8333-333333333333.part"].sort());
    expect(existsSync(join(dir, kept!))).toBe(true);
  });
});
