import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { assignEntry, changeEntry } from "../../server/admin/entries.ts";
import { changeFollowUp, waitingCount, waitingOn } from "../../server/admin/follow-ups.ts";
import { inboxPage, listQuery } from "../../server/admin/inbox.ts";
import { updateAccount } from "../../server/db/accounts.ts";
import { entryEvents } from "../../server/db/entry-events.ts";
import { claimInboundMail } from "../../server/db/inbound-mail.ts";
import { queueDigests } from "../../server/notify/digest.ts";
import { processOutbox, sendersFrom } from "../../server/notify/outbox.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { BOOTSTRAP_ACCOUNT_ID } from "../../shared/staff.ts";
import { staffAccount } from "../support/accounts.ts";
import { FakeSmtp } from "../support/fake-smtp.ts";
import { ENGINES, PNG, multipart, startTestServer, type TestServer } from "./server.ts";

const SITE_URL = "https://lojuvard.uz";
const PASSWORD = "turquoise-domes-of-bukhara";
/** 08:00 in Tashkent on 2 December 2026 is 03:00 UTC. */
const DIGEST_MORNING = new Date("2026-12-02T03:00:00.000Z");

/**
 * Issue 38.3 (decision 075): follow-up dates on quote requests kept in their history,
 * "waiting on me" sorted out of what a person owns, the lists filtered and ordered by
 * follow-up, and the morning digest: from 08:00 Tashkent time, once per person and day
 * however many runs race for it, in the person's language, never about nothing.
 */
describe.each(ENGINES)("follow-ups and the morning digest on %s", (engine) => {
  const smtp = new FakeSmtp();
  let server: TestServer;
  let config: Config;
  let seller: { id: string; email: string | null; name: string };
  const by = { id: "someone", label: "Jasur Tursunov <jasur@lojuvard.uz>" };

  beforeAll(async () => smtp.start(0));
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    smtp.received = [];
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_EMAIL: "leads@lojuvard.uz",
      SITE_URL,
      RATE_LIMIT_PER_MINUTE: "1000",
    };
    server = await startTestServer(engine, env);
    config = loadConfig(env);
    seller = await staffAccount(server.database, {
      email: "malika@lojuvard.uz",
      password: PASSWORD,
      role: "sales",
      language: "ru",
      name: "Малика Саидова",
    });
  });
  afterEach(async () => server.close());

  async function quote(name: string, email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.uz`) {
    const body = await multipart([{ name: "file", filename: "brief.png", content: PNG }]);
    const upload = await server.app.inject({ method: "POST", url: uploadPath("attachments"), ...body });
    const response = await server.app.inject({
      method: "POST",
      url: API_PATHS.contact,
      payload: {
        full_name: name,
        company_name: `${name} LLC`,
        email,
        phone: "+998901234567",
        message: "Warehouse tracking.",
        file: upload.json<{ id: string }>().id,
        checkbox: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await server.database.db
      .selectFrom("contactRequests")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const own = async (id: string) =>
    expect(await assignEntry(server.database, "requests", id, seller.id, by, { mail: false })).toEqual({ ok: true });
  const runOutbox = (now: Date) =>
    processOutbox(server.database.db, sendersFrom(config), now, { templates: mailTemplates, links: config });
  const digestsTo = (address: string) =>
    smtp.received.filter((mail) => mail.envelopeTo.includes(address) && mail.subject.startsWith("Ваши сроки"));

  it("keeps each follow-up set and cleared in the entry's history, and refuses the same one twice", async () => {
    const id = await quote("Dilnoza Karimova");
    expect(await changeFollowUp(server.database, "requests", id, { on: "2026-12-03", time: "10:30" }, by)).toEqual({
      ok: true,
    });
    expect(await changeFollowUp(server.database, "requests", id, { on: "2026-12-03", time: "10:30" }, by)).toEqual({
      ok: false,
      problem: "unchanged",
    });
    expect(await changeFollowUp(server.database, "requests", id, null, by)).toEqual({ ok: true });
    expect(await changeFollowUp(server.database, "requests", "no-such-entry", null, by)).toEqual({
      ok: false,
      problem: "gone",
    });
    const history = (await entryEvents(server.database.db, "requests", id)).filter((event) => event.kind === "due");
    expect(history.map((event) => [event.dueOn, event.dueTime, event.createdBy])).toEqual([
      ["2026-12-03", "10:30", by.label],
      [null, null, by.label],
    ]);
    const entry = await server.database.db
      .selectFrom("contactRequests")
      .select(["dueOn", "dueTime"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ dueOn: null, dueTime: null });
    const audit = await server.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("action", "=", "follow-up")
      .execute();
    expect(audit).toHaveLength(2);
  });

  it("sorts what waits on a person: overdue, due today, replies to answer, coming up; closed ones never", async () => {
    const [late, today, replied, later, closed, others] = await Promise.all(
      ["Late", "Today", "Replied", "Later", "Closed", "Others"].map((name) => quote(`${name} Sender`)),
    );
    for (const id of [late!, today!, replied!, later!, closed!]) await own(id);
    // 2 December, 10:00 in Tashkent.
    const now = new Date("2026-12-02T05:00:00.000Z");
    await changeFollowUp(server.database, "requests", late!, { on: "2026-12-02", time: "09:30" }, by);
    await changeFollowUp(server.database, "requests", today!, { on: "2026-12-02", time: null }, by);
    await changeFollowUp(server.database, "requests", later!, { on: "2026-12-09", time: null }, by);
    await changeFollowUp(server.database, "requests", closed!, { on: "2026-11-30", time: null }, by);
    await changeEntry(server.database, "requests", closed!, { to: "done" }, by.label, { mail: false });
    // Someone else's follow-up is not this person's business.
    await changeFollowUp(server.database, "requests", others!, { on: "2026-11-30", time: null }, by);
    const reply = async (entryId: string, at: string) =>
      claimInboundMail(server.database.db, {
        id: `mail-${at}`,
        mailboxKey: `1:${at}`,
        messageId: null,
        list: "requests",
        entryId,
        problem: null,
        fromAddress: "replied.sender@example.uz",
        fromName: "Replied Sender",
        subject: "Re: Your request to Lojuvard",
        body: "Thursday suits us.",
        size: 100,
        sentAt: at,
        handledAt: null,
        handledBy: null,
        createdAt: at,
      });
    await reply(replied!, new Date().toISOString());

    const waiting = await waitingOn(server.database, seller.id, ["requests"], now);
    const names = (group: keyof typeof waiting) => waiting[group].map((entry) => entry.name);
    expect(names("overdue")).toEqual(["Late Sender"]);
    expect(names("today")).toEqual(["Today Sender"]);
    expect(names("replies")).toEqual(["Replied Sender"]);
    expect(names("later")).toEqual(["Later Sender"]);
    expect(waitingCount(waiting)).toBe(3);
    // A list the person's role does not work on shows nothing.
    expect(waitingCount(await waitingOn(server.database, seller.id, ["applications"], now))).toBe(0);

    // A note (a call made) answers the reply; a newer reply asks again.
    await changeEntry(server.database, "requests", replied!, { note: "Called back." }, by.label, { mail: false });
    expect((await waitingOn(server.database, seller.id, ["requests"], now)).replies).toEqual([]);
    await reply(replied!, new Date(Date.now() + 60_000).toISOString());
    expect((await waitingOn(server.database, seller.id, ["requests"], now)).replies.map((e) => e.name)).toEqual([
      "Replied Sender",
    ]);
  });

  it("filters and orders a list by follow-up, and by a colleague as owner", async () => {
    const [first, second, third] = await Promise.all(["First", "Second", "Third"].map((name) => quote(`${name} Lead`)));
    await own(second!);
    await changeFollowUp(server.database, "requests", first!, { on: "2026-12-05", time: null }, by);
    await changeFollowUp(server.database, "requests", second!, { on: "2026-12-02", time: "09:00" }, by);
    await changeFollowUp(server.database, "requests", third!, { on: "2026-12-02", time: "18:00" }, by);
    const now = new Date("2026-12-02T05:00:00.000Z");
    const page = async (search: string) =>
      (await inboxPage(server.database, "requests", listQuery(new URLSearchParams(search), "requests", now))).rows.map(
        (row) => row.fullName,
      );
    expect(await page("due=overdue")).toEqual(["Second Lead"]);
    expect(await page("due=today")).toEqual(["Third Lead"]);
    expect((await page("due=set")).sort()).toEqual(["First Lead", "Second Lead", "Third Lead"]);
    expect(await page("due=none")).toEqual([]);
    expect(await page("sort=due")).toEqual(["Second Lead", "Third Lead", "First Lead"]);
    expect(await page(`owner=${seller.id}`)).toEqual(["Second Lead"]);
  });

  it("mails each owner at 08:00 Tashkent time what is overdue and due that day, once, in their language", async () => {
    const [overdue, today, tomorrow] = await Promise.all(
      ["Дилноза Каримова", "Азиз Рахимов", "Севара Юсупова"].map((name, index) =>
        quote(name, `lead${index}@example.uz`),
      ),
    );
    for (const id of [overdue!, today!, tomorrow!]) await own(id);
    await changeFollowUp(server.database, "requests", overdue!, { on: "2026-12-01", time: "15:00" }, by);
    await changeFollowUp(server.database, "requests", today!, { on: "2026-12-02", time: null }, by);
    await changeFollowUp(server.database, "requests", tomorrow!, { on: "2026-12-03", time: null }, by);

    // Not before 08:00, and not without e-mail.
    expect(await queueDigests(server.database, new Date("2026-12-02T02:59:00.000Z"), { mail: true })).toBe(0);
    expect(await queueDigests(server.database, DIGEST_MORNING, { mail: false })).toBe(0);
    // Every instance runs it each minute: of runs racing for the day, one queues the digest.
    const runs = await Promise.all([1, 2, 3].map(() => queueDigests(server.database, DIGEST_MORNING, { mail: true })));
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await queueDigests(server.database, new Date("2026-12-02T09:00:00.000Z"), { mail: true })).toBe(0);

    await runOutbox(DIGEST_MORNING);
    const [digest, ...more] = digestsTo(seller.email!);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("Ваши сроки на 2\u00a0дек.\u00a02026\u00a0г.");
    expect(encodedWords(digest!.headers.get("from")!)).toBe("Сайт Lojuvard <no-reply@lojuvard.uz>");
    expect(digest!.text).toContain("Доброе утро, Малика Саидова!");
    expect(digest!.text).toContain("Просрочено (1)");
    expect(digest!.text).toContain("Срок: 1\u00a0дек.\u00a02026\u00a0г., 15:00");
    expect(digest!.text).toContain("Срок сегодня (1)");
    expect(digest!.text).toContain(`${SITE_URL}/admin/requests/${today}`);
    expect(digest!.text).not.toContain("Севара Юсупова");
    expect(digest!.text).toContain(`${SITE_URL}/admin/waiting`);
  });

  it("sends nothing on a day with nothing due, nor to someone who turned it off, nor for the installation password", async () => {
    const id = await quote("Quiet Lead");
    await own(id);
    await changeFollowUp(server.database, "requests", id, { on: "2026-12-09", time: null }, by);
    expect(await queueDigests(server.database, DIGEST_MORNING, { mail: true })).toBe(0);
    // The day was claimed: something made due later that day waits for the next morning.
    await changeFollowUp(server.database, "requests", id, { on: "2026-12-02", time: null }, by);
    expect(await queueDigests(server.database, new Date("2026-12-02T07:00:00.000Z"), { mail: true })).toBe(0);

    await updateAccount(server.database.db, seller.id, { morningDigest: 0 }, new Date().toISOString());
    expect(await queueDigests(server.database, new Date("2026-12-03T03:00:00.000Z"), { mail: true })).toBe(0);
    await updateAccount(server.database.db, seller.id, { morningDigest: 1 }, new Date().toISOString());
    expect(await queueDigests(server.database, new Date("2026-12-04T03:00:00.000Z"), { mail: true })).toBe(1);
    const digests = await server.database.db
      .selectFrom("outbox")
      .select("recipient")
      .where("kind", "=", "digest")
      .execute();
    expect(digests).toEqual([{ recipient: seller.email }]);
    expect(await assignEntry(server.database, "requests", id, BOOTSTRAP_ACCOUNT_ID, by, { mail: false })).toEqual({
      ok: false,
      problem: "notAllowed",
    });
  });
});

/** A header's RFC 2047 encoded words ("=?UTF-8?Q?=D0=A1...?=") as the text they stand for. */
function encodedWords(header: string): string {
  return header.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text: string) =>
    Buffer.from(
      text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8"),
  );
}
