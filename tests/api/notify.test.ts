import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ANSWERED_TODAY } from "../../shared/inbox.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { invite } from "../../server/auth/accounts.ts";
import { deliveryState, processOutbox, sendersFrom, type Senders } from "../../server/notify/outbox.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { DOCX, ENGINES, multipart, PNG, startTestServer, type TestServer } from "./server.ts";
import { FakeTelegram } from "../support/fake-telegram.ts";
import { FakeSmtp } from "../support/fake-smtp.ts";

const { contact: CONTACT, application: APPLICATION, subscribe: SUBSCRIBE } = API_PATHS;
const NOTIFY_EMAIL = "leads@lojuvard.uz";
const SECOND = 1000;
const NONE = { sent: 0, retried: 0, failed: 0, cancelled: 0, uncertain: 0 };

/**
 * Everything the site sends, through the outbox, to a real SMTP server and a fake
 * Telegram: staff notifications, answers to senders in their page's language,
 * invitations and subscription confirmations; outages, retries and erasures.
 */
describe.each(ENGINES)("notifications and answers on %s", (engine) => {
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

  /** A submission as a browser sends it, from a page in `lang` (the Referer says which). */
  const post = (url: string, payload: object, lang: "en" | "ru" | "uz" = "en") =>
    server.app.inject({
      method: "POST",
      url,
      payload,
      headers: { referer: `https://lojuvard.uz${lang === "en" ? "" : `/${lang}`}/services` },
    });
  const upload = async (category: "attachments" | "cv", content: Uint8Array<ArrayBuffer>, filename: string) => {
    const body = await multipart([{ name: "file", filename, content }]);
    const response = await server.app.inject({ method: "POST", url: uploadPath(category), ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: string }>().id;
  };
  const contact = async (email = "dilnoza@example.uz") => ({
    full_name: "Dilnoza Karimova",
    company_name: "Orient Logistics",
    email,
    phone: "+998901234567",
    message: "We need a warehouse tracking system.\nAbout 40 trucks.",
    file: await upload("attachments", PNG, "brief.png"),
    checkbox: true,
  });
  const application = async () => ({
    first_name: "Sardor",
    last_name: "Yo‘ldoshev",
    email: "sardor@example.uz",
    phone: "+998935551122",
    message: "I would like to join the QA team in Bukhara.",
    cv: await upload("cv", DOCX, "Sardor CV.docx"),
    position: "qa-automation-engineer-bukhara",
    checkbox: true,
  });
  const run = (now = new Date()) =>
    processOutbox(server.database.db, senders, now, { templates: mailTemplates, links: config });
  const outbox = async (kind?: string) =>
    (
      await server.database.db
        .selectFrom("outbox")
        .selectAll()
        .$if(kind !== undefined, (query) => query.where("kind", "=", kind!))
        .orderBy("kind")
        .orderBy("channel")
        .execute()
    ).map((row) => ({
      channel: row.channel,
      kind: row.kind,
      status: row.status,
      attempts: row.attempts,
      last_error: row.lastError,
      next_attempt_at: new Date(row.nextAttemptAt),
    }));
  const idOf = async (table: "contactRequests" | "applications" | "subscribers", email: string) => {
    const row = await server.database.db
      .selectFrom(table as "contactRequests")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    return String(row?.id);
  };
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

  it("answers and stores first, then tells staff by e-mail and Telegram and answers the sender", async () => {
    const request = await contact();
    for (const response of [await post(CONTACT, request), await post(APPLICATION, await application())]) {
      expect(response.statusCode, response.body).toBe(200);
    }

    // The visitors have their answers while nothing has been sent yet: delivery is queued.
    expect(smtp.received).toHaveLength(0);
    expect(telegram.attempts).toBe(0);
    const queued = await outbox();
    expect(queued.map((row) => `${row.kind}/${row.channel}`)).toEqual([
      "application/email",
      "application/telegram",
      "application-acknowledgement/email",
      "contact/email",
      "contact/telegram",
      "contact-acknowledgement/email",
    ]);
    expect(queued.every((row) => row.status === "pending" && row.attempts === 0)).toBe(true);

    expect(await run()).toEqual({ ...NONE, sent: 6 });

    const staff = mailTo(NOTIFY_EMAIL);
    expect(staff).toHaveLength(2);
    for (const mail of staff) {
      expect(mail.headers.get("from")).toMatch(/^"?Lojuvard website"? <no-reply@lojuvard\.uz>$/);
      // HTML for mail programs, the same words as plain text for the rest.
      expect(mail.html).toContain("<!DOCTYPE html");
      expect(mail.text.length).toBeGreaterThan(100);
    }
    const contactId = await idOf("contactRequests", "dilnoza@example.uz");
    const applicationId = await idOf("applications", "sardor@example.uz");
    const [quote] = staff.filter((mail) => mail.subject.includes("Dilnoza Karimova"));
    expect(quote!.subject).toBe("New quote request from Dilnoza Karimova (Orient Logistics)");
    for (const field of [
      "Company: Orient Logistics",
      "E-mail: dilnoza@example.uz",
      "Phone: +998901234567",
      "We need a warehouse tracking system.\nAbout 40 trucks.",
      // Sizes and moments as people write them: no "16B", no UTC timestamp.
      "Attachment: brief.png (16 bytes)",
      `https://lojuvard.uz/admin/requests/${contactId}`,
    ])
      expect(quote!.text).toContain(field);
    expect(quote!.text).toMatch(
      /Received: \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}, \d{2}:\d{2} \(Tashkent time\)/,
    );
    expect(quote!.text).not.toMatch(/UTC|\d{4}-\d{2}-\d{2}/);
    // The file is named, never attached.
    expect(quote!.raw).not.toMatch(/IHDR|iVBORw0KGgo/);
    // Pressing Reply in a mail program writes to the person who asked, not to no-reply@.
    expect(quote!.headers.get("reply-to")).toMatch(/^"?Dilnoza Karimova"? <dilnoza@example\.uz>$/);

    const [applied] = staff.filter((mail) => mail.subject.includes("Sardor Yo‘ldoshev"));
    expect(applied!.subject).toBe("New job application from Sardor Yo‘ldoshev for QA Automation Engineer");
    expect(applied!.text).toContain("CV: Sardor CV.docx (");
    expect(applied!.text).toContain(`https://lojuvard.uz/admin/applications/${applicationId}`);

    expect(telegram.delivered).toHaveLength(2);
    for (const message of telegram.delivered) {
      expect(message.path).toBe("/bot123:test/sendMessage");
      expect(message.body.chat_id).toBe("-100777");
      expect(message.body.disable_web_page_preview).toBe(true);
      expect(message.body.text).not.toContain("<");
    }

    // Each sender hears back: the steps that follow, from the company, answered by its team.
    const [answer] = mailTo("dilnoza@example.uz");
    expect(answer!.subject).toBe("Your quote request to Lojuvard");
    expect(answer!.headers.get("from")).toMatch(/^"?Lojuvard"? <no-reply@lojuvard\.uz>$/);
    expect(answer!.headers.get("reply-to")).toBe("sales@lojuvard.uz");
    expect(answer!.text).toContain("Hello Dilnoza Karimova,");
    expect(answer!.text).toContain("What happens next");
    // Each says why it came: what the person sent.
    expect(answer!.text).toContain("because you sent a quote request on lojuvard.uz");
    const [hiring] = mailTo("sardor@example.uz");
    expect(hiring!.subject).toBe("Your application: QA Automation Engineer");
    for (const step of ["1. Application review", "4. In-depth interview", "7. Onboarding"]) {
      expect(hiring!.text).toContain(step);
    }
    expect(hiring!.headers.get("reply-to")).toBe("careers@lojuvard.uz");
    expect(hiring!.text).toContain("because you sent us your CV on lojuvard.uz");
    expect(hiring!.text).not.toMatch(/quote request/);

    const state = await deliveryState(server.database.db, "contact", contactId);
    expect(state.map((row) => [row.channel, row.status, row.attempts, row.lastError])).toEqual([
      ["email", "sent", 0, null],
      ["telegram", "sent", 0, null],
    ]);

    // Nothing is sent twice.
    expect(await run(new Date(Date.now() + 24 * 3600 * SECOND))).toEqual(NONE);
    expect(smtp.received).toHaveLength(4);
    expect(telegram.delivered).toHaveLength(2);
  });

  it("answers in Russian whoever used the Russian page", async () => {
    expect((await post(CONTACT, await contact("olga@example.ru"), "ru")).statusCode).toBe(200);
    const applied = { ...(await application()), email: "timur@example.ru", first_name: "Тимур" };
    expect((await post(APPLICATION, applied, "ru")).statusCode).toBe(200);
    await run();
    const [quote] = mailTo("olga@example.ru");
    expect(quote!.subject).toBe("Ваша заявка на расчёт в Lojuvard");
    expect(quote!.text).toContain("Что будет дальше");
    expect(quote!.html).toContain('lang="ru"');
    const [answer] = mailTo("timur@example.ru");
    expect(answer!.subject).toBe("Ваш отклик: Инженер по автоматизации тестирования");
    expect(answer!.text).toContain("Здравствуйте, Тимур!");
    expect(answer!.text).toContain("1. Рассмотрение отклика");
    expect(answer!.text).toContain("потому что отправили нам резюме на сайте lojuvard.uz");
    expect(answer!.text).not.toContain("заявк");
  });

  it("mails one address at most one answer a day, greeting it by a plain name only (issue 39.1)", async () => {
    // Three posts naming one stranger's address, each with a sentence for a name.
    const victim = "victim@example.org";
    for (const n of [1, 2, 3]) {
      const spam = { ...(await contact(n === 2 ? "VICTIM@example.org " : victim)), full_name: `Victim Spam ${n}` };
      expect((await post(CONTACT, spam)).statusCode).toBe(200);
    }
    const applied = { ...(await application()), email: victim, first_name: "Visit evil.example now" };
    expect((await post(APPLICATION, applied)).statusCode).toBe(200);
    await run();
    // All four are stored and staff hear of each; the address gets one mail, without the text.
    expect(await server.count("contactRequests")).toBe(3);
    expect(await server.count("applications")).toBe(1);
    expect(mailTo(NOTIFY_EMAIL)).toHaveLength(4);
    const answers = smtp.received.filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === victim));
    expect(answers).toHaveLength(1);
    expect(answers[0]!.text).toContain("Hello,");
    expect(answers[0]!.text).not.toMatch(/Victim Spam|evil\.example/);
    const held = (await outbox()).filter((row) => row.kind.endsWith("-acknowledgement") && row.status !== "sent");
    expect(held).toHaveLength(3);
    expect(held.every((row) => row.status === "cancelled" && row.last_error === ANSWERED_TODAY)).toBe(true);

    // The next Tashkent day it may be answered again, and a plain name is greeted.
    const tomorrow = new Date(Date.now() + 86_400_000);
    vi.useFakeTimers({ now: tomorrow, toFake: ["Date"] });
    try {
      const named = { ...(await contact(victim)), full_name: "Oʻgʻiloy Karimova-Saidova" };
      expect((await post(CONTACT, named)).statusCode).toBe(200);
      await run(tomorrow);
    } finally {
      vi.useRealTimers();
    }
    const again = smtp.received.filter((mail) => mail.envelopeTo.includes(victim));
    expect(again).toHaveLength(2);
    expect(again[1]!.text).toContain("Hello Oʻgʻiloy Karimova-Saidova,");
  });

  it("never names an opening visitors cannot see in the sender's answer", async () => {
    expect((await post(APPLICATION, { ...(await application()), email: "nodir@example.uz" })).statusCode).toBe(200);
    // Withdrawn before the answer went out.
    await server.database.db
      .updateTable("contentEntries")
      .set({ status: "unpublished", publishAt: null })
      .where("kind", "=", "opening")
      .where("id", "=", "qa-automation-engineer-bukhara")
      .execute();
    await run();
    const [answer] = mailTo("nodir@example.uz");
    expect(answer!.subject).toBe("Your application to Lojuvard");
    expect(answer!.raw).not.toContain("QA Automation Engineer");
    // Staff still see what was applied for.
    const [staff] = mailTo(NOTIFY_EMAIL);
    expect(staff!.subject).toContain("QA Automation Engineer");
  });

  it("keeps a submission through an outage of every channel and delivers it once when they are back", async () => {
    await smtp.stop();
    telegram.down = true;

    const response = await post(CONTACT, await contact());
    expect(response.statusCode).toBe(200);
    expect(await server.count("contactRequests")).toBe(1);

    const t0 = new Date();
    expect(await run(t0)).toEqual({ ...NONE, retried: 3 });
    const [email, tg] = await outbox("contact");
    expect(email).toMatchObject({ channel: "email", status: "pending", attempts: 1 });
    expect(email!.last_error).toMatch(/ECONNREFUSED/);
    expect(tg).toMatchObject({ channel: "telegram", status: "pending", attempts: 1 });
    expect(tg!.last_error).toMatch(/502/);
    expect(String(tg!.last_error)).not.toContain("123:test");
    for (const row of await outbox()) expect(row.next_attempt_at.getTime() - t0.getTime()).toBe(30 * SECOND);

    const contactId = await idOf("contactRequests", "dilnoza@example.uz");
    const state = await deliveryState(server.database.db, "contact", contactId);
    expect(state.map((row) => [row.status, row.attempts, row.sentAt])).toEqual([
      ["pending", 1, null],
      ["pending", 1, null],
    ]);
    expect(state[0]!.nextAttemptAt).toBe(new Date(t0.getTime() + 30 * SECOND).toISOString());

    // Not due yet: no new attempt.
    expect(await run(new Date(t0.getTime() + 10 * SECOND))).toEqual(NONE);
    expect(telegram.attempts).toBe(1);

    await smtp.start();
    telegram.down = false;
    expect(await run(new Date(t0.getTime() + 31 * SECOND))).toEqual({ ...NONE, sent: 3 });
    expect(mailTo(NOTIFY_EMAIL)).toHaveLength(1);
    expect(mailTo("dilnoza@example.uz")).toHaveLength(1);
    expect(telegram.delivered).toHaveLength(1);
    expect(telegram.delivered[0]!.body.text).toContain("Dilnoza Karimova");
    expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);

    expect(await run(new Date(t0.getTime() + 2 * 3600 * SECOND))).toEqual(NONE);
    expect(smtp.received).toHaveLength(2);
  });

  it("retries with a doubling backoff capped at an hour and gives up after 20 attempts", async () => {
    await smtp.stop();
    expect((await post(SUBSCRIBE, { email: "malika@example.uz" })).statusCode).toBe(200);

    const waits: number[] = [];
    let now = new Date();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const counts = await run(now);
      const [row] = await outbox();
      if (attempt < 20) {
        expect(counts).toEqual({ ...NONE, retried: 1 });
        expect([row!.status, row!.attempts]).toEqual(["pending", attempt]);
        waits.push(row!.next_attempt_at.getTime() - now.getTime());
        now = row!.next_attempt_at;
      } else {
        expect(counts).toEqual({ ...NONE, failed: 1 });
        expect([row!.status, row!.attempts]).toEqual(["failed", 20]);
      }
    }
    expect(waits.slice(0, 8).map((ms) => ms / SECOND)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
    expect(waits.slice(7).every((ms) => ms === 3600 * SECOND)).toBe(true);
    // A failed message stays failed.
    await smtp.start();
    expect((await run(new Date(now.getTime() + 48 * 3600 * SECOND))).sent).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("a subscription is confirmed by its link before staff hear of it; erased addresses get nothing", async () => {
    expect((await post(SUBSCRIBE, { email: "aziz@example.uz" }, "uz")).statusCode).toBe(200);
    // Subscribing twice in a row sends one e-mail.
    expect((await post(SUBSCRIBE, { email: "Aziz@Example.uz" }, "uz")).statusCode).toBe(200);
    expect((await outbox()).map((row) => row.kind)).toEqual(["subscription-confirmation"]);
    await run();
    const [confirmation] = mailTo("aziz@example.uz");
    expect(confirmation!.subject).toBe("Lojuvard muhandislik axborotnomasiga obunani tasdiqlang");
    const link = /https:\/\/lojuvard\.uz\/uz\/newsletter\/confirm\?token=\S+/.exec(confirmation!.text)?.[0];
    expect(link).toBeDefined();
    // Staff hear of a subscriber once the address confirmed it (tests/e2e follows the link).
    expect(mailTo(NOTIFY_EMAIL)).toHaveLength(0);

    expect((await post(SUBSCRIBE, { email: "erase.me@example.uz" })).statusCode).toBe(200);
    const id = await idOf("subscribers", "erase.me@example.uz");
    await server.database.db.deleteFrom("subscribers").where("id", "=", id).execute();
    expect(await run()).toEqual({ ...NONE, cancelled: 1 });
    expect(mailTo("erase.me@example.uz")).toHaveLength(0);
  });

  it("sends each message once when two workers run at the same time", async () => {
    expect((await post(CONTACT, await contact())).statusCode).toBe(200);
    const now = new Date();
    const [first, second] = await Promise.all([run(now), run(now)]);
    expect(first!.sent + second!.sent).toBe(3);
    expect(smtp.received).toHaveLength(2);
    expect(telegram.delivered).toHaveLength(1);
  });

  it("sends an invitation to the invited person only, never to staff or Telegram", async () => {
    const admin = {
      id: "bootstrap",
      name: "Administrator",
      email: null,
      role: "administrator" as const,
      language: "en",
      permissions: [],
    };
    await invite(
      server.database,
      admin,
      { name: "Malika Saidova", email: "malika@lojuvard.uz", role: "editor", language: "uz" },
      { mail: true },
    );
    expect(await run()).toEqual({ ...NONE, sent: 1 });
    expect(telegram.delivered).toHaveLength(0);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.envelopeTo).toEqual(["malika@lojuvard.uz"]);
    expect(mail!.subject).toBe("Lojuvard kiruvchi xabarlariga taklifnoma");
    expect(mail!.text).toMatch(/https:\/\/lojuvard\.uz\/admin\/invitation\/\S+/);
  });
});
