import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { menuCounts } from "../../app/admin/menu-counts.server.ts";
import { markEntryRead } from "../../server/db/entries-read.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

/**
 * Issue 37.6: the inbox menu counts what is new to the member: quote requests and
 * applications still at their first step, owned by nobody or by them, that they have not
 * opened; and the mail waiting to be sorted. On both engines.
 */
describe.each(ENGINES)("the inbox menu's counts on %s", (engine) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(engine);
  });
  afterEach(async () => server.close());

  async function request(id: string, values: { status?: string; assigneeId?: string | null } = {}) {
    const at = new Date().toISOString();
    await server.database.db
      .insertInto("uploads")
      .values({
        id: `${id}-brief`,
        category: "attachments",
        storedName: `${id}-brief`,
        originalName: "brief.pdf",
        mime: "application/pdf",
        size: 1000,
        createdAt: at,
        usedAt: at,
      })
      .execute();
    await server.database.db
      .insertInto("contactRequests")
      .values({
        id,
        fullName: "Дилшод Каримов",
        companyName: "Farg‘ona Tekstil",
        email: `${id}@example.uz`,
        phone: "+998901112233",
        message: "Нужен портал поставщиков.",
        fileId: `${id}-brief`,
        language: "ru",
        createdAt: at,
        ...values,
      })
      .execute();
  }

  it("counts new, unowned or own, unopened items for each member apart", async () => {
    const { db } = server.database;
    await request("a");
    await request("b");
    await request("mine", { assigneeId: "me" });
    await request("theirs", { assigneeId: "colleague" });
    await request("moved-on", { status: "in_progress" });
    expect(await menuCounts(db, "me", ["requests", "applications"])).toEqual({ requests: 3, applications: 0 });

    await markEntryRead(db, "me", "requests", "a", new Date().toISOString());
    await markEntryRead(db, "me", "requests", "a", new Date().toISOString());
    expect((await menuCounts(db, "me", ["requests"])).requests).toBe(2);
    // Another member has not opened it: still new to them (and "mine" is not theirs).
    expect((await menuCounts(db, "colleague", ["requests"])).requests).toBe(3);
    // Areas the member may not open are not counted.
    expect(await menuCounts(db, "me", ["posts"])).toEqual({});
  });
});
