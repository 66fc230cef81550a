import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type Config } from "../../server/config.ts";
import { listEndpoints } from "../../server/db/webhooks.ts";
import { addressRules } from "../../server/webhooks/address-rules.ts";
import { webhookSender } from "../../server/webhooks/deliver.ts";
import { addEndpoint, changeEndpoint } from "../../server/webhooks/endpoints.ts";
import { sendTestEvent } from "../../server/webhooks/test-event.ts";
import { WebhookReceiver } from "../support/webhook-receiver.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

const ADMIN = "Administrator";

/**
 * Issue 38.7: "Send a test event" delivers one event now, signed as the real ones, and
 * tells the administrator what the endpoint answered, or why it could not.
 */
describe.each(ENGINES)("a webhook's test event on %s", (engine) => {
  const receiver = new WebhookReceiver();
  let server: TestServer;
  let config: Config;

  beforeAll(async () => {
    await receiver.start();
    const env = { SITE_URL: "https://lojuvard.uz", WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` };
    server = await startTestServer(engine, env);
    config = loadConfig(env);
  });
  afterAll(async () => {
    await server.close();
    await receiver.stop();
  });

  it("sends a signed test event and reports the answer, an error status or no connection", async () => {
    const rules = addressRules(config);
    const added = await addEndpoint(
      server.database,
      { name: "CRM", url: `http://127.0.0.1:${receiver.port}/hook`, events: ["quote_request.created"] },
      rules,
      ADMIN,
    );
    if (!added.ok) throw new Error(added.problem);
    const test = () =>
      sendTestEvent(server.database, added.id, webhookSender(rules), {
        origin: "https://lojuvard.uz",
        now: new Date(),
        by: ADMIN,
      });

    expect(await test()).toEqual({ delivered: true, status: 200 });
    const [endpoint] = await listEndpoints(server.database.db);
    const [received] = receiver.received;
    const payload = new Webhook(endpoint!.secret).verify(received!.body, received!.headers as Record<string, string>);
    expect(payload).toMatchObject({
      type: "webhook.test",
      data: { endpoint: "CRM", sent_by: ADMIN, inbox_url: "https://lojuvard.uz/admin/integrations" },
    });
    // Sent now, never queued: the outbox holds nothing for it.
    expect(
      await server.database.db.selectFrom("outbox").select("id").where("channel", "=", "webhook").execute(),
    ).toEqual([]);

    receiver.failures = receiver.received.length + 1;
    expect(await test()).toEqual({ delivered: false, status: 500, failure: "answered" });

    // Nothing listens one port up (allowed, so the address rules do not stop it first).
    const closed = await changeEndpoint(
      server.database,
      added.id,
      {
        name: "CRM",
        url: `http://127.0.0.1:${receiver.port}/hook`.replace(String(receiver.port), String(receiver.port + 1)),
        events: ["quote_request.created"],
        active: true,
      },
      addressRules({ ...config, WEBHOOK_ALLOWED_HOSTS: [`127.0.0.1:${receiver.port + 1}`] }),
      ADMIN,
    );
    expect(closed.ok).toBe(true);
    const refused = await sendTestEvent(
      server.database,
      added.id,
      webhookSender(addressRules({ ...config, WEBHOOK_ALLOWED_HOSTS: [`127.0.0.1:${receiver.port + 1}`] })),
      { origin: "https://lojuvard.uz", now: new Date(), by: ADMIN },
    );
    expect(refused).toEqual({ delivered: false, status: null, failure: "noConnection" });
    // Under the server's own rules that address is refused before any connection.
    expect(await test()).toEqual({ delivered: false, status: null, failure: "notAllowed" });

    const audit = await server.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("action", "=", "webhook-test")
      .execute();
    expect(audit).toHaveLength(4);
    expect(
      await sendTestEvent(server.database, "gone", webhookSender(rules), { origin: "", now: new Date(), by: ADMIN }),
    ).toBeNull();
  });
});
