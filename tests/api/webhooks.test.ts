import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { changeEntry } from "../../server/admin/entries.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { insertApplication } from "../../server/db/applications.ts";
import { insertUpload } from "../../server/db/uploads.ts";
import { deliveriesTo, listEndpoints } from "../../server/db/webhooks.ts";
import { processOutbox, sendersFrom } from "../../server/notify/outbox.ts";
import { addressRules } from "../../server/webhooks/address-rules.ts";
import { addEndpoint, changeEndpoint, sendAgain } from "../../server/webhooks/endpoints.ts";
import { WebhookReceiver } from "../support/webhook-receiver.ts";
import { ENGINES, multipart, PNG, startTestServer, type TestServer } from "./server.ts";

const ADMIN = "Administrator";

/**
 * Webhooks to the tools sales use: each event queued in the outbox with the event itself,
 * signed per the Standard Webhooks specification (checked here with its reference
 * library), retried with backoff, logged, sent again on request; never to this machine,
 * a private or link-local address or the site itself unless the operator allows it.
 */
describe.each(ENGINES)("webhooks on %s", (engine) => {
  const receiver = new WebhookReceiver();
  let server: TestServer;
  let config: Config;

  beforeAll(async () => {
    await receiver.start();
    const env = {
      SITE_URL: "https://lojuvard.uz",
      RATE_LIMIT_PER_MINUTE: "1000",
      // The test's receiver runs on this machine: allowed explicitly, as an operator would for an office CRM.
      WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
    };
    server = await startTestServer(engine, env);
    config = loadConfig(env);
  });
  afterAll(async () => {
    await server.close();
    await receiver.stop();
  });

  const run = (now: Date) =>
    processOutbox(server.database.db, sendersFrom(config), now, { templates: mailTemplates, links: config });

  async function sendQuote(): Promise<string> {
    const body = await multipart([{ name: "file", filename: "brief.png", content: PNG }]);
    const upload = await server.app.inject({ method: "POST", url: uploadPath("attachments"), ...body });
    const response = await server.app.inject({
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
        source: {
          page: "/industry/logistics?utm_source=linkedin&utm_campaign=q4-logistics",
          landing: "/industry/logistics?utm_source=linkedin&utm_campaign=q4-logistics",
          referrer: "https://www.linkedin.com/",
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (
      await server.database.db
        .selectFrom("contactRequests")
        .select("id")
        .orderBy("createdAt", "desc")
        .executeTakeFirstOrThrow()
    ).id;
  }

  it("refuses addresses outside the rules: plain http, this machine, private and link-local networks, the site", async () => {
    const rules = addressRules(config);
    const add = (url: string) =>
      addEndpoint(server.database, { name: "CRM", url, events: ["quote_request.created"] }, rules, ADMIN);
    expect(await add("http://crm.example.uz/hook")).toEqual({ ok: false, problem: "notHttps" });
    expect(await add("https://127.0.0.1/hook")).toEqual({ ok: false, problem: "forbiddenAddress" });
    expect(await add(`https://127.0.0.1:${receiver.port + 1}/hook`)).toEqual({
      ok: false,
      problem: "forbiddenAddress",
    });
    expect(await add("https://169.254.169.254/latest/meta-data")).toEqual({ ok: false, problem: "forbiddenAddress" });
    expect(await add("https://10.0.0.5/hook")).toEqual({ ok: false, problem: "forbiddenAddress" });
    expect(await add("https://[::ffff:127.0.0.1]/hook")).toEqual({ ok: false, problem: "forbiddenAddress" });
    expect(await add("https://[fe80::1]/hook")).toEqual({ ok: false, problem: "forbiddenAddress" });
    expect(await add("https://lojuvard.uz/api/v1/insert_staffs")).toEqual({ ok: false, problem: "ownSite" });
    expect(await add("https://localhost:3000/")).toEqual({ ok: false, problem: "ownSite" });
    expect(await add("https://user:secret@crm.example.uz/hook")).toEqual({ ok: false, problem: "credentials" });
    expect(await add("crm.example.uz")).toEqual({ ok: false, problem: "invalidUrl" });
    expect(
      await addEndpoint(server.database, { name: "CRM", url: "https://crm.example.uz/", events: [] }, rules, ADMIN),
    ).toEqual({ ok: false, problem: "noEvents" });
    expect(await listEndpoints(server.database.db)).toEqual([]);
  });

  it("a receiver that fails twice then succeeds gets exactly one signed delivery that verifies with the secret", async () => {
    const added = await addEndpoint(
      server.database,
      {
        name: "Bitrix24",
        url: `http://127.0.0.1:${receiver.port}/rest/1/hook/`,
        events: ["quote_request.created", "application.step_changed"],
      },
      addressRules(config),
      ADMIN,
    );
    expect(added.ok).toBe(true);
    receiver.failures = 2;
    const id = await sendQuote();
    // Queued with the request itself.
    const [queued] = await server.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("channel", "=", "webhook")
      .execute();
    expect(queued).toMatchObject({ kind: "quote_request.created", subjectId: id, status: "pending" });

    const start = new Date();
    await run(start);
    await run(new Date(start.getTime() + 10_000)); // not due yet: the backoff holds it
    expect(receiver.received).toHaveLength(1);
    await run(new Date(start.getTime() + 31_000));
    await run(new Date(start.getTime() + 92_000));
    await run(new Date(start.getTime() + 600_000));
    expect(receiver.received.map((delivery) => delivery.answered)).toEqual([500, 500, 200]);
    // The same message each time (a receiver drops repeats by its id), signed anew at each attempt.
    expect(new Set(receiver.received.map((delivery) => delivery.headers["webhook-id"]))).toEqual(new Set([queued!.id]));
    const [endpoint] = await listEndpoints(server.database.db);
    const delivered = receiver.received.filter((delivery) => delivery.answered === 200);
    expect(delivered).toHaveLength(1);
    const payload = new Webhook(endpoint!.secret).verify(
      delivered[0]!.body,
      delivered[0]!.headers as Record<string, string>,
    ) as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe("quote_request.created");
    expect(payload.data).toMatchObject({
      id,
      name: "Dilnoza Karimova",
      company: "Orient Logistics",
      email: "dilnoza@example.uz",
      source: {
        source: "linkedin",
        campaign: "q4-logistics",
        landing_page: "/industry/logistics?utm_source=linkedin&utm_campaign=q4-logistics",
      },
      inbox_url: `https://lojuvard.uz/admin/requests/${id}`,
    });
    // Another secret does not verify it.
    expect(() =>
      new Webhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw").verify(
        delivered[0]!.body,
        delivered[0]!.headers as Record<string, string>,
      ),
    ).toThrow();

    // The delivery log: each attempt with its answer.
    const [log] = await deliveriesTo(server.database.db, endpoint!.id);
    expect(log!.row.status).toBe("sent");
    expect(log!.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 200]);

    // "Send again" delivers the same message once more, with the same id.
    expect(await sendAgain(server.database, log!.row.id, ADMIN)).toBe(true);
    await run(new Date(start.getTime() + 700_000));
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3]!.headers["webhook-id"]).toBe(queued!.id);
  });

  it("a paused endpoint gets nothing; a hiring step change goes to the endpoint that asked for it", async () => {
    const [endpoint] = await listEndpoints(server.database.db);
    const rules = addressRules(config);
    const paused = await changeEndpoint(
      server.database,
      endpoint!.id,
      { name: endpoint!.name, url: endpoint!.url, events: ["quote_request.created"], active: false },
      rules,
      ADMIN,
    );
    expect(paused.ok).toBe(true);
    const hr = await addEndpoint(
      server.database,
      { name: "HR", url: `http://127.0.0.1:${receiver.port}/hr`, events: ["application.step_changed"] },
      rules,
      ADMIN,
    );
    expect(hr.ok).toBe(true);
    const before = receiver.received.length;
    await sendQuote();
    const now = new Date().toISOString();
    await insertUpload(server.database.db, {
      id: "cv-webhook",
      category: "cv",
      storedName: "cv-webhook",
      originalName: "cv.pdf",
      mime: "application/pdf",
      size: 10,
      createdAt: now,
      usedAt: now,
    });
    await insertApplication(server.database.db, {
      id: "application-webhook",
      firstName: "Sardor",
      lastName: "Yoʻldoshev",
      email: "sardor@example.uz",
      phone: "+998935551122",
      message: "QA in Bukhara",
      cvId: "cv-webhook",
      position: "",
      language: "uz",
      createdAt: now,
    });
    expect(
      await changeEntry(server.database, "applications", "application-webhook", { to: "screening" }, ADMIN, {
        mail: false,
      }),
    ).toEqual({ ok: true });
    await run(new Date(Date.now() + 3_600_000));
    const fresh = receiver.received.slice(before);
    expect(fresh).toHaveLength(1);
    const payload = JSON.parse(fresh[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(payload).toMatchObject({
      type: "application.step_changed",
      data: { application_id: "application-webhook", from: "review", to: "screening", email: "sardor@example.uz" },
    });
  });

  it("speaks Bitrix24's crm.lead.add to a Bitrix24 incoming webhook, and only of new leads", async () => {
    const rules = addressRules(config);
    expect(
      await addEndpoint(
        server.database,
        {
          name: "Bitrix24",
          url: `http://127.0.0.1:${receiver.port}/rest/1/abc/crm.lead.add.json`,
          events: ["subscriber.confirmed"],
          format: "bitrix24",
        },
        rules,
        ADMIN,
      ),
    ).toEqual({ ok: false, problem: "eventNotForFormat" });
    // Pasted as the portal shows it: the lead method is added.
    const added = await addEndpoint(
      server.database,
      {
        name: "Bitrix24",
        url: `http://127.0.0.1:${receiver.port}/rest/1/abc/`,
        events: ["quote_request.created"],
        format: "bitrix24",
      },
      rules,
      ADMIN,
    );
    expect(added.ok).toBe(true);
    const endpoints = await listEndpoints(server.database.db);
    expect(endpoints.at(-1)!.url).toBe(`http://127.0.0.1:${receiver.port}/rest/1/abc/crm.lead.add.json`);
    const before = receiver.received.length;
    const id = await sendQuote();
    await run(new Date(Date.now() + 3_600_000));
    const [lead] = receiver.received.slice(before);
    expect(JSON.parse(lead!.body)).toEqual({
      fields: {
        TITLE: "Quote request: Orient Logistics",
        NAME: "Dilnoza Karimova",
        COMPANY_TITLE: "Orient Logistics",
        EMAIL: [{ VALUE: "dilnoza@example.uz", VALUE_TYPE: "WORK" }],
        PHONE: [{ VALUE: "+998901234567", VALUE_TYPE: "WORK" }],
        COMMENTS: `Warehouse tracking for three sites.\n\nhttps://lojuvard.uz/admin/requests/${id}`,
        SOURCE_ID: "WEB",
        SOURCE_DESCRIPTION: "linkedin, /industry/logistics?utm_source=linkedin&utm_campaign=q4-logistics",
        UTM_SOURCE: "linkedin",
        UTM_MEDIUM: "",
        UTM_CAMPAIGN: "q4-logistics",
        UTM_TERM: "",
        UTM_CONTENT: "",
      },
      params: { REGISTER_SONET_EVENT: "Y" },
    });
    expect(lead!.headers["webhook-signature"]).toMatch(/^v1,/);
  });
});
