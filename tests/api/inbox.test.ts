import { parse } from "csv-parse/sync";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_STATUSES, PAGE_SIZE } from "../../shared/inbox.ts";
import { changeEntry } from "../../server/admin/entries.ts";
import { inboxPage, listQuery } from "../../server/admin/inbox.ts";
import { CSV_COLUMNS, neutralizeFormula, toCsv } from "../../server/admin/csv.ts";
import { csvWords } from "../../app/admin/csv-words.server.ts";
import inboxEn from "../../app/admin/i18n/en.ts";
import inboxRu from "../../app/admin/i18n/ru.ts";
import inboxUz from "../../app/admin/i18n/uz.ts";
import { insertContactRequest } from "../../server/db/contact-requests.ts";
import { insertUpload } from "../../server/db/uploads.ts";
import { requestContext } from "../../server/http/request-context.ts";
import { EMPTY_PUBLIC_CONFIG } from "../../shared/public-config.ts";
import { inboxServices } from "../../app/admin/session.server.ts";
import { StaffAuth } from "../../server/auth/staff-auth.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { insertAccount } from "../../server/db/accounts.ts";
import { MemoryWindowCounter } from "../../server/limits/window-counter.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

describe.each(ENGINES)("inbox lists on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    const { db } = server.database;
    const names = ["Азиз Рахимов", "Malika Saidova", "Oʻktam Ergashev"];
    for (let i = 0; i < PAGE_SIZE + 5; i += 1) {
      const now = new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString();
      // Confirmed subscribers: only they are listed.
      await db
        .insertInto("subscribers")
        .values({
          id: `s${i}`,
          email: `reader${i}@example.uz`,
          emailKey: `reader${i}@example.uz`,
          language: "en",
          createdAt: now,
          confirmedAt: now,
        })
        .execute();
    }
    for (const [i, name] of names.entries()) {
      const day = `2026-11-0${i + 1}T10:00:00.000Z`;
      await insertUpload(db, {
        id: `f${i}`,
        category: "attachments",
        storedName: `f${i}`,
        originalName: "a.pdf",
        mime: "application/pdf",
        size: 1,
        createdAt: day,
        usedAt: day,
      });
      await insertContactRequest(db, {
        id: `r${i}`,
        fullName: name,
        companyName: `Company ${i}`,
        email: `person${i}@example.uz`,
        phone: "+998901234567",
        message: "Hello",
        fileId: `f${i}`,
        language: "ru",
        createdAt: day,
      });
    }
  });
  afterAll(async () => server.close());

  const query = (search: string, list: "requests" | "subscribers" = "requests") =>
    listQuery(new URLSearchParams(search), list);
  const ids = async (list: "requests", search: string) =>
    (await inboxPage(server.database, list, query(search))).rows.map((row) => row.id);

  it("pages newest first", async () => {
    const first = await inboxPage(server.database, "subscribers", query("", "subscribers"));
    expect(first.total).toBe(PAGE_SIZE + 5);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    const second = await inboxPage(server.database, "subscribers", query("page=2", "subscribers"));
    expect(second.rows).toHaveLength(5);
    const times = first.rows.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("searches names in any script and letter case", async () => {
    expect(await ids("requests", "q=азиз")).toEqual(["r0"]);
    expect(await ids("requests", "q=OʻKTAM")).toEqual(["r2"]);
    expect(await ids("requests", "q=company 1")).toEqual(["r1"]);
    expect((await inboxPage(server.database, "requests", query("q=%25"))).total).toBe(0);
  });

  it("filters by status and by date, and records who changed a status", async () => {
    expect(await changeEntry(server.database, "requests", "r1", { to: "done" }, "admin", { mail: false })).toEqual({
      ok: true,
    });
    expect(await changeEntry(server.database, "requests", "nobody", { to: "done" }, "admin", { mail: false })).toEqual({
      ok: false,
      problem: "gone",
    });
    expect(await ids("requests", "status=done")).toEqual(["r1"]);
    expect(await ids("requests", "from=2026-11-02&to=2026-11-02")).toEqual(["r1"]);
    expect((await inboxPage(server.database, "requests", query("from=2026-11-02"))).total).toBe(2);
    const audit = await server.database.db.selectFrom("auditLog").selectAll().where("action", "=", "request").execute();
    expect(audit.map((entry) => JSON.parse(entry.detail))).toEqual([
      { id: "r1", from: "new", to: "done", note: false, reply: false },
    ]);
  });

  it("ignores impossible dates in a filter instead of failing", async () => {
    expect(query("to=2026-13-45&from=2026-02-30")).toMatchObject({ from: "", to: "" });
    expect((await inboxPage(server.database, "requests", query("to=2026-13-45"))).total).toBe(3);
  });
});

describe("CSV export", () => {
  it("neutralizes formulas and keeps Cyrillic and Uzbek letters, with a BOM", () => {
    expect(["=1+1", "+998", "-5", "@SUM(A1)", "\tx", "\rx", "safe"].map(neutralizeFormula)).toEqual([
      "'=1+1",
      "'+998",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      "safe",
    ]);
    const csv = toCsv(
      CSV_COLUMNS.subscribers,
      [{ createdAt: "2026-11-22", confirmedAt: "2026-11-22", email: "=cmd|' /C calc'!A0", language: "uz" }],
      csvWords(inboxUz),
    );
    expect(csv.startsWith('\uFEFF"Obuna sanasi","Tasdiqlangan sana","Elektron pochta"')).toBe(true);
    expect(csv).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(csv).toContain(`"oʻzbekcha"`);
  });

  it("writes every status and hiring step in the inbox's words, in the member's language, never as a code", () => {
    const words = { en: inboxEn, ru: inboxRu, uz: inboxUz };
    for (const [lang, catalogue] of Object.entries(words)) {
      for (const list of ["requests", "applications"] as const) {
        for (const status of LIST_STATUSES[list]) {
          const [, record] = parse(toCsv(CSV_COLUMNS[list], [{ status }], csvWords(catalogue)), {
            bom: true,
          }) as string[][];
          const cell = record![CSV_COLUMNS[list].findIndex(([, field]) => field === "status")];
          expect(cell, `${lang} ${list} ${status}`).toBe(catalogue.statuses[status]);
          expect(cell).not.toMatch(/_/);
        }
      }
    }
    // The same words as the inbox shows: "In progress", "Rejected", in the member's language.
    expect(csvWords(inboxRu).status("in_progress")).toBe("В работе");
    expect(csvWords(inboxEn).status("rejected")).toBe("Rejected");
  });

  it.each([
    ["a line feed", "hello\n=cmd|' /C calc'!A0"],
    ["a carriage return", "hello\r=cmd|' /C calc'!A0"],
    ["Windows line breaks", "hello\r\n@SUM(1+1)*cmd|' /C calc'!A0"],
    ["a tab", 'hello\t=HYPERLINK("http://evil.example")'],
  ])("keeps a message with %s and a formula inside its one cell, as a spreadsheet reads it", (_case, message) => {
    const rows = [
      { createdAt: "2026-11-22", status: "new", fullName: "-2+3", email: "a@example.uz", message },
      { createdAt: "2026-11-23", status: "new", fullName: "Malika", email: "b@example.uz", message: "plain" },
    ];
    const csv = toCsv(CSV_COLUMNS.requests, rows, csvWords(inboxEn));
    const records = parse(csv.slice(1), { relax_column_count: false }) as string[][];
    expect(records).toHaveLength(3);
    for (const record of records) {
      expect(record).toHaveLength(CSV_COLUMNS.requests.length);
      for (const cell of record) expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
    }
    const messageColumn = CSV_COLUMNS.requests.findIndex(([, field]) => field === "message");
    expect(records[1]?.[messageColumn]).toBe(message);
  });
});

describe.each(ENGINES)("a server without ADMIN_PASSWORD on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const statusOf = async (auth: StaffAuth) => {
    const context = new RouterContextProvider(
      new Map([
        [
          requestContext,
          {
            origin: "http://localhost:3000",
            clientAddress: "x",
            services: { auth } as never,
            publicConfig: EMPTY_PUBLIC_CONFIG,
          },
        ],
      ]),
    );
    try {
      await inboxServices(context);
      return 200;
    } catch (error) {
      return (error as { init?: { status?: number } }).init?.status ?? 0;
    }
  };

  it("has no inbox (every /admin page is a 404) until some account has a password of its own", async () => {
    const auth = await StaffAuth.create(server.database, new MemoryWindowCounter());
    expect(await statusOf(auth)).toBe(404);
    const now = new Date().toISOString();
    await insertAccount(server.database.db, {
      id: "a1",
      name: "Malika Saidova",
      email: "malika@lojuvard.uz",
      emailKey: "malika@lojuvard.uz",
      role: "editor",
      passwordHash: await hashPassword("editor-password-2026"),
      language: "uz",
      createdAt: now,
      updatedAt: now,
    });
    expect(await statusOf(auth)).toBe(200);
    const signedIn = await auth.signIn({ email: "Malika@Lojuvard.uz", password: "editor-password-2026" }, "x");
    expect(signedIn.outcome).toBe("signed-in");
    // Without ADMIN_PASSWORD there is no bootstrap sign-in.
    expect((await auth.signIn({ email: "", password: "editor-password-2026" }, "y")).outcome).toBe("wrong");
  });
});
