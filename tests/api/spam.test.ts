import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { MIN_FILL_MS } from "../../shared/forms/fields.ts";
import { restoreFromSpam } from "../../app/admin/spam.server.ts";
import { erasePerson, inboxPage, listQuery } from "../../server/admin/inbox.ts";
import { notifyChannels, loadConfig } from "../../server/config.ts";
import { removeOldSpam } from "../../server/submissions/spam.ts";
import { DOCX, ENGINES, multipart, PNG, startTestServer, type TestServer } from "./server.ts";

/**
 * Issue 25, point 2: what the honeypot or the fill-time rule catches is kept in the inbox's
 * spam view (not notified, not answered), restored with the usual notifications and answer
 * through the outbox, and removed after 30 days, on both engines.
 */
const ENV = {
  SMTP_URL: "smtp://127.0.0.1:9",
  NOTIFY_EMAIL: "leads@lojuvard.uz",
  TELEGRAM_BOT_TOKEN: "123:test",
  TELEGRAM_CHAT_ID: "-100777",
  TELEGRAM_API_URL: "http://127.0.0.1:9",
  RATE_LIMIT_PER_MINUTE: "1000",
};
const CHANNELS = notifyChannels(loadConfig(ENV));
const DAY = 86_400_000;

describe.each(ENGINES)("spam on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, ENV);
  });
  afterAll(async () => server.close());

  const post = (url: string, payload: object) =>
    server.app.inject({
      method: "POST",
      url,
      payload,
      headers: { referer: "http://localhost/ru/company/careers" },
    });
  const upload = async (category: string, filename: string, content: Uint8Array<ArrayBuffer>) => {
    const body = await multipart([{ name: "file", filename, content }]);
    const response = await server.app.inject({ method: "POST", url: uploadPath(category), ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: string }>().id;
  };

  const FORMS = {
    requests: {
      url: API_PATHS.contact,
      table: "contactRequests",
      kind: "contact",
      payload: async (email: string) => ({
        full_name: "Dilnoza Karimova",
        company_name: "Orient Logistics",
        email,
        phone: "+998 90 123-45-67",
        message: "A warehouse tracking system for 40 sites.",
        file: await upload("attachments", "brief.png", PNG),
        checkbox: true,
      }),
    },
    applications: {
      url: API_PATHS.application,
      table: "applications",
      kind: "application",
      payload: async (email: string) => ({
        first_name: "Sardor",
        last_name: "Ergashev",
        email,
        phone: "+998935551122",
        message: "Five years of test automation for banks.",
        cv: await upload("cv", "cv.docx", DOCX),
        position: "",
        checkbox: true,
      }),
    },
    subscribers: {
      url: API_PATHS.subscribe,
      table: "subscribers",
      kind: "subscriber",
      payload: async (email: string) => ({ email }),
    },
  } as const;
  const RULES = {
    honeypot: { website: "http://cheap-pills.example" },
    "too-fast": { form_time_ms: MIN_FILL_MS - 2000 },
  } as const;

  const spamOf = (email: string) =>
    server.database.db.selectFrom("spam").selectAll().where("email", "=", email).executeTakeFirst();
  const outboxRows = () => server.count("outbox");

  for (const [list, form] of Object.entries(FORMS)) {
    for (const [reason, marker] of Object.entries(RULES)) {
      it(`${list}: caught by the ${reason} rule, it is kept in spam, notifies nobody and is answered as delivered`, async () => {
        const email = `${list}.${reason}@example.uz`;
        const payload = { ...(await form.payload(email)), ...marker };
        const rows = await server.count(form.table);
        const messages = await outboxRows();
        const response = await post(form.url, payload);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: "ok" });
        expect(await server.count(form.table)).toBe(rows);
        expect(await outboxRows()).toBe(messages);
        const kept = await spamOf(email);
        expect(kept).toMatchObject({ list, reason, language: "ru" });
        expect(JSON.parse(kept!.data)).toMatchObject({ email });
        // Its upload is claimed: the sweep of unused uploads leaves it.
        if (kept!.fileId) expect((await server.upload(kept!.fileId))?.usedAt).not.toBeNull();
        // Not in the list staff read, nor in its export.
        const page = await inboxPage(
          server.database,
          list as keyof typeof FORMS,
          listQuery(new URLSearchParams(), list as keyof typeof FORMS),
        );
        expect(page.rows.map((row) => row.email)).not.toContain(email);
      });
    }

    it(`${list}: restored, it joins its list as sent and is notified and answered through the outbox`, async () => {
      const email = `${list}.restored@example.uz`;
      const sentAt = Date.now();
      await post(form.url, { ...(await form.payload(email)), form_time_ms: 300 });
      const kept = (await spamOf(email))!;
      const restored = await restoreFromSpam({ database: server.database, channels: CHANNELS }, kept.id, "Malika");
      expect(restored?.id).toBe(kept.id);
      expect(await spamOf(email)).toBeUndefined();
      const messages = await server.database.db
        .selectFrom("outbox")
        .select(["channel", "kind", "recipient", "status"])
        .where((eb) => eb.or([eb("subjectId", "=", kept.id), eb("recipient", "=", email)]))
        .execute();
      if (list === "subscribers") {
        // A subscription asks its owner to confirm, as any new one does; staff hear of it once confirmed.
        const row = await server.database.db
          .selectFrom("subscribers")
          .selectAll()
          .where("emailKey", "=", email)
          .executeTakeFirstOrThrow();
        expect(row.confirmedAt).toBeNull();
        expect(messages).toEqual([
          { channel: "email", kind: "subscription-confirmation", recipient: email, status: "pending" },
        ]);
      } else {
        const row = await server.database.db
          .selectFrom(form.table as "contactRequests")
          .selectAll()
          .where("id", "=", kept.id)
          .executeTakeFirstOrThrow();
        // As the sender wrote it, received when they sent it, in their page's language.
        expect(row).toMatchObject({ email, createdAt: kept.createdAt, language: "ru" });
        expect(Date.parse(row.createdAt)).toBeGreaterThanOrEqual(sentAt - 1000);
        expect(row.phone).toMatch(/^\+998\d{9}$/);
        expect(messages.map((message) => `${message.channel}:${message.kind}`).sort()).toEqual(
          [
            `email:${form.kind}`,
            `telegram:${form.kind}`,
            `email:${form.kind === "contact" ? "contact" : "application"}-acknowledgement`,
          ].sort(),
        );
        expect(messages.every((message) => message.status === "pending")).toBe(true);
      }
      const audit = await server.database.db
        .selectFrom("auditLog")
        .selectAll()
        .where("action", "=", "restore-spam")
        .execute();
      expect(audit.some((entry) => entry.actor === "Malika" && entry.detail.includes(kept.id))).toBe(true);
      // Restored once: a second restore finds nothing and delivers nothing twice.
      const outbox = await outboxRows();
      expect(
        await restoreFromSpam({ database: server.database, channels: CHANNELS }, kept.id, "Malika"),
      ).toBeUndefined();
      expect(await outboxRows()).toBe(outbox);
    });
  }

  it("removes spam after 30 days with its files, and keeps newer spam", async () => {
    const old = "old.spam@example.uz";
    await post(API_PATHS.contact, { ...(await FORMS.requests.payload(old)), website: "x" });
    const kept = (await spamOf(old))!;
    const storedName = (await server.upload(kept.fileId!))!.storedName;
    const recent = "recent.spam@example.uz";
    await post(API_PATHS.contact, { ...(await FORMS.requests.payload(recent)), website: "x" });
    const later = new Date(Date.parse(kept.createdAt) + 30 * DAY + 60_000);
    // The recent one was caught a day before that time: within its 30 days.
    await server.database.db
      .updateTable("spam")
      .set({ createdAt: new Date(later.getTime() - DAY).toISOString() })
      .where("email", "=", recent)
      .execute();
    // Every entry caught before then goes (the earlier tests' too); the recent one stays.
    const left = await server.count("spam");
    expect(await removeOldSpam(server.database, server.files, later)).toBe(left - 1);
    expect(await spamOf(old)).toBeUndefined();
    expect(await server.upload(kept.fileId!)).toBeUndefined();
    expect(await server.storedFiles()).not.toContain(storedName);
    expect(await spamOf(recent)).toBeDefined();
  });

  it("erasing a person erases their spam and its files too", async () => {
    const email = "Erase.Me@example.uz";
    await post(API_PATHS.application, { ...(await FORMS.applications.payload(email)), website: "x" });
    await post(API_PATHS.subscribe, { email, form_time_ms: 10 });
    const kept = await server.database.db
      .selectFrom("spam")
      .selectAll()
      .where("email", "=", email)
      .where("list", "=", "applications")
      .executeTakeFirstOrThrow();
    const storedName = (await server.upload(kept.fileId!))!.storedName;
    const erased = await erasePerson(server.database, server.files, "erase.me@example.uz", "Administrator");
    expect(erased).toMatchObject({ applications: 1, subscribers: 1 });
    expect(await spamOf(email)).toBeUndefined();
    expect(await server.storedFiles()).not.toContain(storedName);
  });

  it("a submission whose upload cannot be claimed is refused, caught or not: nothing is kept", async () => {
    const payload = { ...(await FORMS.requests.payload("no.file@example.uz")), website: "x" };
    const spam = await server.count("spam");
    const response = await post(API_PATHS.contact, { ...payload, file: "4d6f3f0e-1111-4222-8333-944455556666" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.file.code).toBe("upload");
    expect(await server.count("spam")).toBe(spam);
  });
});
