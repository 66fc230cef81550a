import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, type Config } from "../../server/config.ts";
import { invite } from "../../server/auth/accounts.ts";
import { deliveryState, processOutbox, sendersFrom, type Senders } from "../../server/notify/outbox.ts";
import { DOCX, ENGINES, multipart, PNG, startTestServer, type TestServer } from "./server.ts";
import { FakeTelegram } from "../support/fake-telegram.ts";
import { FakeSmtp } from "../support/fake-smtp.ts";

const { contact: CONTACT, application: APPLICATION, subscribe: SUBSCRIBE } = API_PATHS;
const NOTIFY_EMAIL = "leads@lojuvard.uz";
const SECOND = 1000;

describe.each(ENGINES)("notifications on %s", (engine) => {
  const smtp = new FakeSmtp();
  const telegram = new FakeTelegram();
  let server: TestServer;
  let config: Config;
  let senders: Senders;

  beforeAll(async () => {
    await smtp.start(0);
    await telegram.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await telegram.stop();
  });

  beforeEach(async () => {
    if (!smtp.running) await smtp.start();
    smtp.received = [];
    telegram.delivered = [];
    telegram.attempts = 0;
    telegram.down = false;
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_EMAIL,
      TELEGRAM_BOT_TOKEN: "123:test",
      TELEGRAM_CHAT_ID: "-100777",
      TELEGRAM_API_URL: `http://127.0.0.1:${telegram.port}`,
      SITE_URL: "https://lojuvard.uz",
      RATE_LIMIT_PER_MINUTE: "1000",
    };
    // A fresh server per test: its own worker first runs 5 s after start, after the test is done.
    server = await startTestServer(engine, env);
    config = loadConfig(env);
    senders = sendersFrom(config);
  });
  afterEach(async () => server.close());

  const post = (url: string, payload: object) => server.app.inject({ method: "POST", url, payload });
  const upload = async (category: "attachments" | "cv", content: Uint8Array<ArrayBuffer>, filename: string) => {
    const body = await multipart([{ name: "file", filename, content }]);
    const response = await server.app.inject({ method: "POST", url: uploadPath(category), ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: string }>().id;
  };
  const contact = async () => ({
    full_name: "Dilnoza Karimova",
    company_name: "Orient Logistics",
    email: "dilnoza@example.uz",
    phone: "+998901234567",
    message: "We need a warehouse tracking system.\nAbout 40 trucks.",
    file: await upload("attachments", PNG, "brief.png"),
    checkbox: true,
  });
  const run = (now = new Date()) => processOutbox(server.database.db, senders, now, { links: config });
  const outbox = async () =>
    (await server.database.db.selectFrom("outbox").selectAll().orderBy("kind").orderBy("channel").execute()).map(
      (row) => ({
        channel: row.channel,
        kind: row.kind,
        status: row.status,
        attempts: row.attempts,
        last_error: row.lastError,
        next_attempt_at: new Date(row.nextAttemptAt),
      }),
    );
  const idOf = async (
    table: "contactRequests" | "applications" | "subscribers",
    column: "fileId" | "cvId" | "fullName" | "email",
    value: string,
  ) => {
    const row = await server.database.db
      .selectFrom(table as "contactRequests")
      .select("id")
      .where(column as "fileId", "=", value)
      .executeTakeFirst();
    return String(row?.id);
  };

  it("answers and stores first, then sends one e-mail and one Telegram message per submission", async () => {
    const subscribed = await post(SUBSCRIBE, { email: "aziz@example.uz" });
    const request = await contact();
    const contacted = await post(CONTACT, request);
    const applied = await post(APPLICATION, {
      first_name: "Sardor",
      last_name: "Yo‘ldoshev",
      email: "sardor@example.uz",
      phone: "+998935551122",
      message: "I would like to join the QA team in Bukhara.",
      cv: await upload("cv", DOCX, "Sardor CV.docx"),
      position: "qa-automation-engineer-bukhara",
      checkbox: true,
    });
    for (const response of [subscribed, contacted, applied]) expect(response.statusCode, response.body).toBe(200);

    // The visitors have their answers while nothing has been sent yet: delivery is queued.
    expect(smtp.received).toHaveLength(0);
    expect(telegram.attempts).toBe(0);
    const queued = await outbox();
    expect(queued).toHaveLength(6);
    expect(queued.every((row) => row.status === "pending" && row.attempts === 0)).toBe(true);

    expect(await run()).toEqual({ sent: 6, retried: 0, failed: 0, cancelled: 0 });

    expect(smtp.received).toHaveLength(3);
    for (const mail of smtp.received) {
      expect(mail.envelopeTo).toEqual([NOTIFY_EMAIL]);
      expect(mail.headers.get("to")).toBe(NOTIFY_EMAIL);
      expect(mail.headers.get("from")).toMatch(/^"?Lojuvard website"? <no-reply@lojuvard\.uz>$/);
      expect(mail.headers.get("content-type")).toMatch(/^text\/plain/);
    }
    const contactId = await idOf("contactRequests", "fileId", request.file);
    const applicationId = await idOf("applications", "email", "sardor@example.uz");
    const mailAbout = (needle: string) => smtp.received.filter((mail) => mail.subject.includes(needle));

    const [quote] = mailAbout("Dilnoza Karimova");
    expect(mailAbout("Dilnoza Karimova")).toHaveLength(1);
    expect(quote!.subject).toBe("New quote request from Dilnoza Karimova (Orient Logistics)");
    for (const field of [
      "Company: Orient Logistics",
      "E-mail: dilnoza@example.uz",
      "Phone: +998901234567",
      "We need a warehouse tracking system.\nAbout 40 trucks.",
      "Attachment: brief.png (16 B)",
      `https://lojuvard.uz/admin/requests/${contactId}`,
    ])
      expect(quote!.text).toContain(field);
    // The file is named, never attached.
    expect(quote!.raw).not.toMatch(/multipart|IHDR|iVBORw0KGgo/);

    const [application] = mailAbout("Sardor Yo‘ldoshev");
    expect(mailAbout("Sardor Yo‘ldoshev")).toHaveLength(1);
    expect(application!.subject).toBe("New job application from Sardor Yo‘ldoshev for qa-automation-engineer-bukhara");
    expect(application!.text).toContain("CV: Sardor CV.docx (");
    expect(application!.text).toContain(`https://lojuvard.uz/admin/applications/${applicationId}`);

    const [subscriber] = mailAbout("aziz@example.uz");
    expect(mailAbout("aziz@example.uz")).toHaveLength(1);
    expect(subscriber!.text).toContain("https://lojuvard.uz/admin/subscribers");

    expect(telegram.delivered).toHaveLength(3);
    for (const message of telegram.delivered) {
      expect(message.path).toBe("/bot123:test/sendMessage");
      expect(message.body.chat_id).toBe("-100777");
      expect(message.body.disable_web_page_preview).toBe(true);
    }
    for (const needle of ["Dilnoza Karimova", "Sardor Yo‘ldoshev", "aziz@example.uz"])
      expect(telegram.delivered.filter((message) => message.body.text.includes(needle))).toHaveLength(1);

    const state = await deliveryState(server.database.db, "contact", contactId);
    expect(state.map((row) => [row.channel, row.status, row.attempts, row.lastError])).toEqual([
      ["email", "sent", 0, null],
      ["telegram", "sent", 0, null],
    ]);
    expect(state.every((row) => !Number.isNaN(Date.parse(row.sentAt ?? "")) && row.nextAttemptAt === null)).toBe(true);

    // Nothing is sent twice.
    expect(await run(new Date(Date.now() + 24 * 3600 * SECOND))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      cancelled: 0,
    });
    expect(smtp.received).toHaveLength(3);
    expect(telegram.delivered).toHaveLength(3);
  });

  it("keeps a submission through an outage of both channels and delivers it once when they are back", async () => {
    await smtp.stop();
    telegram.down = true;

    const response = await post(CONTACT, await contact());
    expect(response.statusCode).toBe(200);
    expect(await server.count("contactRequests")).toBe(1);

    const t0 = new Date();
    expect(await run(t0)).toEqual({ sent: 0, retried: 2, failed: 0, cancelled: 0 });
    const [email, tg] = await outbox();
    expect(email).toMatchObject({ channel: "email", status: "pending", attempts: 1 });
    expect(email!.last_error).toMatch(/ECONNREFUSED/);
    expect(tg).toMatchObject({ channel: "telegram", status: "pending", attempts: 1 });
    expect(tg!.last_error).toMatch(/502/);
    expect(String(tg!.last_error)).not.toContain("123:test");
    for (const row of [email!, tg!]) expect(row.next_attempt_at.getTime() - t0.getTime()).toBe(30 * SECOND);

    const contactId = await idOf("contactRequests", "fullName", "Dilnoza Karimova");
    const state = await deliveryState(server.database.db, "contact", contactId);
    expect(state.map((row) => [row.status, row.attempts, row.sentAt])).toEqual([
      ["pending", 1, null],
      ["pending", 1, null],
    ]);
    expect(state[0]!.nextAttemptAt).toBe(new Date(t0.getTime() + 30 * SECOND).toISOString());
    expect(state[0]!.lastError).toMatch(/ECONNREFUSED/);

    // Not due yet: no new attempt.
    expect(await run(new Date(t0.getTime() + 10 * SECOND))).toEqual({ sent: 0, retried: 0, failed: 0, cancelled: 0 });
    expect(telegram.attempts).toBe(1);

    await smtp.start();
    telegram.down = false;
    expect(await run(new Date(t0.getTime() + 31 * SECOND))).toEqual({ sent: 2, retried: 0, failed: 0, cancelled: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.subject).toContain("Dilnoza Karimova");
    expect(telegram.delivered).toHaveLength(1);
    expect(telegram.delivered[0]!.body.text).toContain("Dilnoza Karimova");
    expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent"]);

    expect(await run(new Date(t0.getTime() + 2 * 3600 * SECOND))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      cancelled: 0,
    });
    expect(smtp.received).toHaveLength(1);
    expect(telegram.delivered).toHaveLength(1);
  });

  it("retries with a doubling backoff capped at an hour and gives up after 20 attempts", async () => {
    await smtp.stop();
    telegram.down = true;
    expect((await post(SUBSCRIBE, { email: "malika@example.uz" })).statusCode).toBe(200);

    const waits: number[] = [];
    let now = new Date();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const counts = await run(now);
      const rows = await outbox();
      if (attempt < 20) {
        expect(counts).toEqual({ sent: 0, retried: 2, failed: 0, cancelled: 0 });
        expect(rows.map((row) => [row.status, row.attempts])).toEqual([
          ["pending", attempt],
          ["pending", attempt],
        ]);
        waits.push(rows[0]!.next_attempt_at.getTime() - now.getTime());
        expect(rows[1]!.next_attempt_at.getTime() - now.getTime()).toBe(waits.at(-1));
        now = rows[0]!.next_attempt_at;
      } else {
        expect(counts).toEqual({ sent: 0, retried: 0, failed: 2, cancelled: 0 });
        expect(rows.map((row) => [row.status, row.attempts])).toEqual([
          ["failed", 20],
          ["failed", 20],
        ]);
      }
    }
    expect(waits.slice(0, 8).map((ms) => ms / SECOND)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
    expect(waits.slice(7).every((ms) => ms === 3600 * SECOND)).toBe(true);
    // A failed notification stays failed.
    await smtp.start();
    telegram.down = false;
    expect((await run(new Date(now.getTime() + 48 * 3600 * SECOND))).sent).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("cancels the notifications of a submission erased before they were sent", async () => {
    expect((await post(SUBSCRIBE, { email: "erase.me@example.uz" })).statusCode).toBe(200);
    const id = await idOf("subscribers", "email", "erase.me@example.uz");
    await server.database.db.deleteFrom("subscribers").where("id", "=", id).execute();
    expect(await run()).toEqual({ sent: 0, retried: 0, failed: 0, cancelled: 2 });
    expect((await deliveryState(server.database.db, "subscriber", id)).map((row) => row.status)).toEqual([
      "cancelled",
      "cancelled",
    ]);
    expect(smtp.received).toHaveLength(0);
    expect(telegram.attempts).toBe(0);
  });

  it("sends each notification once when two workers run at the same time", async () => {
    expect((await post(SUBSCRIBE, { email: "twice@example.uz" })).statusCode).toBe(200);
    expect((await post(CONTACT, await contact())).statusCode).toBe(200);
    const now = new Date();
    const [first, second] = await Promise.all([run(now), run(now)]);
    expect(first!.sent + second!.sent).toBe(4);
    expect(smtp.received).toHaveLength(2);
    expect(telegram.delivered).toHaveLength(2);
  });

  it("sends an invitation to the invited person only, never to staff or Telegram", async () => {
    const admin = {
      id: "bootstrap",
      name: "Administrator",
      email: null,
      role: "administrator" as const,
      language: "en",
    };
    await invite(
      server.database,
      admin,
      { name: "Malika Saidova", email: "malika@lojuvard.uz", role: "editor", language: "uz" },
      { mail: true },
    );
    expect(await run()).toEqual({ sent: 1, retried: 0, failed: 0, cancelled: 0 });
    expect(telegram.delivered).toHaveLength(0);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.envelopeTo).toEqual(["malika@lojuvard.uz"]);
    expect(mail!.subject).toBe("Lojuvard kirish qutisiga taklifnoma");
    expect(mail!.text).toMatch(/https:\/\/lojuvard\.uz\/admin\/invitation\/\S+/);
  });
});
