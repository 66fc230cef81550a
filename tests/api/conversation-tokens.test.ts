import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationToken, looksLikeToken, verifyToken } from "../../server/conversations/tokens.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";

/** The token that ties a reply to its conversation: short enough for an address, signed so nobody makes one up. */
describe("conversation tokens", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-tokens-"));
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("names its conversation, fits an address's local part, and survives a mail server's change of letter case", async () => {
    const id = "36fdc669-78ac-431f-86fd-4c641c4fd4da";
    const token = await conversationToken(database.db, { list: "requests", id });
    expect(token).toMatch(/^q[a-z2-7]{26}-[a-z2-7]{16}$/);
    // With a mailbox name of up to 19 characters and "+", an address's local part stays within 64.
    expect(token).toHaveLength(44);
    expect(await verifyToken(database.db, token)).toEqual({ list: "requests", id });
    expect(await verifyToken(database.db, token.toUpperCase())).toEqual({ list: "requests", id });
    const other = await conversationToken(database.db, { list: "applications", id: "a1" });
    expect(await verifyToken(database.db, other)).toEqual({ list: "applications", id: "a1" });
  });

  it("cannot be made up: another id, another list or another signature is refused", async () => {
    const token = await conversationToken(database.db, {
      list: "requests",
      id: "36fdc669-78ac-431f-86fd-4c641c4fd4da",
    });
    const [body, signature] = token.split("-") as [string, string];
    const otherId = (
      await conversationToken(database.db, { list: "requests", id: "716bf315-627f-4ede-92e3-797e3f039c09" })
    ).split("-")[0]!;
    for (const forged of [
      `${otherId}-${signature}`,
      `a${body.slice(1)}-${signature}`,
      `${body}-${signature.slice(0, -1)}${signature.endsWith("a") ? "b" : "a"}`,
    ]) {
      expect(looksLikeToken(forged)).toBe(true);
      expect(await verifyToken(database.db, forged)).toBeNull();
    }
    expect(await verifyToken(database.db, "hello")).toBeNull();
  });
});
