import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { insertAccount } from "../../server/db/accounts.ts";
import type { OutboxMessage } from "../../server/notify/message.ts";
import { processOutbox } from "../../server/notify/outbox.ts";
import { addressRules } from "../../server/webhooks/address-rules.ts";
import { webhookSender } from "../../server/webhooks/deliver.ts";
import { addEndpoint } from "../../server/webhooks/endpoints.ts";
import { FAILURES_BEFORE_ALERT } from "../../server/webhooks/health.ts";
import { WebhookReceiver } from "../support/webhook-receiver.ts";
import { ENGINES, multipart, PNG, startTestServer, type TestServer } from "./server.ts";

/**
 * Issue 38.7: an endpoint that keeps failing (five failed attempts in a row) is reported to
 * each administrator by e-mail in their language, once per episode, and its recovery too.
 */
describe.each(ENGINES)("administrators told of a failing webhook on %s", (engine) => {
  const receiver = new WebhookReceiver();
  const mails: OutboxMessage[] = [];
  let server: TestServer;
  let config: Config;

  beforeAll(async () => {
    await receiver.start();
    const env = {
      SITE_URL: "https://lojuvard.uz",
      RATE_LIMIT_PER_MINUTE: "1000",
      WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
    };
    server = await startTestServer(engine, env);
    config = loadConfig(env);
  });
  afterAll(async () => {
    await server.close();
    await receiver.stop();
  });

  const run = (at: number) =>
    processOutbox(
      server.database.db,
      {
        webhook: webhookSender(addressRules(config)),
        email: async (message) => {
          mails.push(message);
        },
      },
      new Date(at),
      { templates: mailTemplates, links: config },
    );

  it("e-mails the administrators once when it keeps failing, and again when it recovers", async () => {
    const now = new Date().toISOString();
    for (const [id, role, language] of [
      ["c6b0d1f4-1a2b-4c3d-8e9f-0a1b2c3d4e5f", "administrator", "ru"],
      ["d7c1e2a5-2b3c-4d4e-9f0a-1b2c3d4e5f60", "administrator", "uz"],
      ["e8d2f3b6-3c4d-4e5f-8a1b-2c3d4e5f6071", "sales", "en"],
    ] as const) {
      const email = `${language}-${role}@lojuvard.test`;
      await insertAccount(server.database.db, {
        id,
        name: `${role} ${language}`,
        email,
        emailKey: email,
        role,
        passwordHash: null,
        language,
        createdAt: now,
        updatedAt: now,
      });
    }
    const added = await addEndpoint(
      server.database,
      { name: "Bitrix24", url: `http://127.0.0.1:${receiver.port}/hook`, events: ["quote_request.created"] },
      addressRules(config),
      "Administrator",
    );
    expect(added.ok).toBe(true);
    receiver.failures = 1000;
    const body = await multipart([{ name: "file", filename: "brief.png", content: PNG }]);
    const upload = await server.app.inject({ method: "POST", url: uploadPath("attachments"), ...body });
    const sent = await server.app.inject({
      method: "POST",
      url: API_PATHS.contact,
      payload: {
        full_name: "Dilnoza Karimova",
        company_name: "Orient Logistics",
        email: "dilnoza@example.uz",
        phone: "+998901234567",
        message: "Warehouse tracking for three sites.",
        file: upload.json<{ id: string }>().id,
        checkbox: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    // The backoff: 30 s, 1 min, 2 min, 4 min after each failed attempt.
    const start = Date.now();
    const at = [0, 31, 92, 213, 454].map((seconds) => start + seconds * 1000);
    for (const [index, moment] of at.entries()) {
      await run(moment);
      const alerts = mails.filter((mail) => mail.staff && /Bitrix24/.test(mail.subject));
      expect(alerts, `after attempt ${index + 1}`).toHaveLength(index + 1 < FAILURES_BEFORE_ALERT ? 0 : 2);
    }
    expect(receiver.received).toHaveLength(FAILURES_BEFORE_ALERT);
    await run(start + 455_000);
    const failing = mails.filter((mail) => /Bitrix24/.test(mail.subject));
    expect(failing.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ["ru-administrator@lojuvard.test", "Вебхук «Bitrix24» не доставляет отправки"],
      ["uz-administrator@lojuvard.test", "«Bitrix24» vebhuki yuborishlarni yetkazmayapti"],
    ]);
    const russian = failing.find((mail) => mail.to === "ru-administrator@lojuvard.test")!;
    expect(russian.text).toContain("не доставлены 5 раз подряд");
    expect(russian.text).toContain("получатель ответил 500");
    expect(russian.text).toContain("https://lojuvard.uz/admin/integrations");

    // Failing on: the same episode, no second e-mail.
    await run(start + 454_000 + 481_000);
    await run(start + 454_000 + 482_000);
    expect(receiver.received).toHaveLength(FAILURES_BEFORE_ALERT + 1);
    expect(mails.filter((mail) => /Bitrix24/.test(mail.subject))).toHaveLength(2);

    // It answers again: each administrator is told it recovered, and when.
    receiver.failures = 0;
    const recovered = start + 935_000 + 961_000;
    await run(recovered);
    await run(recovered + 1_000);
    expect(receiver.received.at(-1)!.answered).toBe(200);
    const back = mails.filter((mail) => /Bitrix24/.test(mail.subject)).slice(2);
    expect(back.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ["ru-administrator@lojuvard.test", "Вебхук «Bitrix24» снова доставляет отправки"],
      ["uz-administrator@lojuvard.test", "«Bitrix24» vebhuki yana yetkazmoqda"],
    ]);
    expect(back.find((mail) => mail.to?.startsWith("uz-"))!.text).toContain("Tiklangan vaqt:");
    const incidents = await server.database.db.selectFrom("webhookIncidents").selectAll().execute();
    expect(incidents).toHaveLength(1);
    expect(incidents[0]!.recoveredAt).not.toBeNull();
  });
});
