import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { listPage, listQuery, PAGE_SIZE, setStatus } from "../../server/admin/inbox.ts";
import { neutralizeFormula, toCsv } from "../../server/admin/csv.ts";
import { inboxServices } from "../../app/admin/session.server.ts";
import { siteConfigContext } from "../../app/site/context.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

describe.each(ENGINES)("inbox lists on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    const names = ["Азиз Рахимов", "Malika Saidova", "Oʻktam Ergashev"];
    for (let i = 0; i < PAGE_SIZE + 5; i += 1) {
      await server.store.insertSubscriber(`reader${i}@example.uz`, "en");
    }
    for (const [i, name] of names.entries()) {
      const day = `2026-11-0${i + 1}T10:00:00.000Z`;
      await server.store.engine.run(
        "INSERT INTO uploads (id, category, stored_name, original_name, mime, size, created_at, used_at) VALUES (?, 'attachments', ?, 'a.pdf', 'application/pdf', 1, ?, ?)",
        [`f${i}`, `f${i}`, day, day],
      );
      await server.store.engine.run(
        "INSERT INTO contact_requests (id, full_name, company_name, email, phone, message, file_id, language, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [`r${i}`, name, `Company ${i}`, `person${i}@example.uz`, "+998901234567", "Hello", `f${i}`, "ru", "new", day],
      );
    }
  });
  afterAll(async () => server.close());

  const query = (search: string) => listQuery(new URLSearchParams(search));

  it("pages newest first", async () => {
    const first = await listPage(server.store, "subscribers", query(""));
    expect(first.total).toBe(PAGE_SIZE + 5);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    const second = await listPage(server.store, "subscribers", query("page=2"));
    expect(second.rows).toHaveLength(5);
    const times = first.rows.map((row) => String(row.created_at));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("searches names in any script and letter case", async () => {
    expect((await listPage(server.store, "requests", query("q=азиз"))).rows.map((row) => row.id)).toEqual(["r0"]);
    expect((await listPage(server.store, "requests", query("q=OʻKTAM"))).rows.map((row) => row.id)).toEqual(["r2"]);
    expect((await listPage(server.store, "requests", query("q=company 1"))).rows.map((row) => row.id)).toEqual(["r1"]);
    expect((await listPage(server.store, "requests", query("q=%25"))).total).toBe(0);
  });

  it("filters by status and by date", async () => {
    await setStatus(server.store, "requests", "r1", "done");
    expect((await listPage(server.store, "requests", query("status=done"))).rows.map((row) => row.id)).toEqual(["r1"]);
    expect(
      (await listPage(server.store, "requests", query("from=2026-11-02&to=2026-11-02"))).rows.map((row) => row.id),
    ).toEqual(["r1"]);
    expect((await listPage(server.store, "requests", query("from=2026-11-02"))).total).toBe(2);
  });
});

describe("CSV export", () => {
  it("neutralizes formulas and keeps Cyrillic and Uzbek letters, with a BOM", () => {
    expect(["=1+1", "+998", "-5", "@SUM(A1)", "\tx", "safe"].map(neutralizeFormula)).toEqual([
      "'=1+1",
      "'+998",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      "safe",
    ]);
    const csv = toCsv("subscribers", [
      { created_at: "2026-11-22", status: "new", email: "=cmd|' /C calc'!A0", language: "uz" },
    ]);
    expect(csv.startsWith("\uFEFFSubscribed,Status,Email")).toBe(true);
    expect(csv).toContain(`,'=cmd|' /C calc'!A0,`);
  });
});

describe("a server without ADMIN_PASSWORD", () => {
  it("has no inbox: every /admin page is a 404", () => {
    const context = new RouterContextProvider(
      new Map([[siteConfigContext, { siteUrl: undefined, clientAddress: "x", services: { admin: null } as never }]]),
    );
    let status = 0;
    try {
      inboxServices(context);
    } catch (error) {
      status = (error as { init?: { status?: number } }).init?.status ?? 0;
    }
    expect(status).toBe(404);
  });
});
