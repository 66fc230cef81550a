import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { insertRedirect } from "../../server/db/redirects.ts";
import { SiteRedirects } from "../../server/http/redirects.ts";

/**
 * Issue 39.2: a redirect stored before targets were checked strictly (or written into the
 * database by hand) is checked again as it is served, and never leads off the site.
 */
describe("redirects as served", () => {
  let dataDir: string;
  let database: Database;
  let redirects: SiteRedirects;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "lojuvard-redirects-"));
    database = await openDatabase({ dataDir });
    const at = new Date().toISOString();
    for (const [fromPath, target] of [
      ["/backslash", "/\\evil.example"],
      ["/escaped", "/%5Cevil.example"],
      ["/doubled", "//evil.example"],
      ["/prefixed", "/ru//evil.example"],
      ["/good", "/ru/services"],
    ] as const)
      await insertRedirect(database.db, { id: fromPath, fromPath, target, status: 301, at, by: "test" });
    redirects = new SiteRedirects(database, () => {});
  });
  afterAll(async () => {
    await redirects.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("never answers a Location another host", async () => {
    for (const path of ["/backslash", "/escaped", "/doubled", "/prefixed", "/ru/prefixed"])
      expect(await redirects.follow(path, ""), path).toBeUndefined();
    expect(await redirects.follow("/ru/good", "")).toEqual({ status: 301, location: "/ru/services" });
  });
});
