import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { insertAccount } from "../../server/db/accounts.ts";
import { openDatabase } from "../../server/db/database.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import { WebhookReceiver } from "../support/webhook-receiver.ts";
import { signInToInbox } from "./helpers.ts";

/**
 * Issue 38.7: an administrator whose inbox speaks Uzbek adds a webhook to a CRM listening on
 * this machine (allowed by the operator), sends it a test event, and reads what the CRM
 * answered: delivered and signed with the secret shown, then refused when the CRM fails.
 */
const BASE = `http://127.0.0.1:${TEST_PORTS.webhookTest}`;
const ADMIN = {
  id: "f4c6b5d7-3e80-4192-9dae-2f3a4b5c6d7e",
  name: "Dilnoza Yusupova",
  email: "dilnoza.admin@lojuvard.test",
  role: "administrator",
  language: "uz",
};
const PASSWORD = "blue-tiles-of-shah-i-zinda";

const receiver = new WebhookReceiver();
let server: ChildProcess | undefined;
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await receiver.start();
  dataDir = mkdtempSync(join(tmpdir(), "lojuvard-webhook-test-"));
  server = await startServerProcess(TEST_PORTS.webhookTest, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SITE_URL: BASE,
    RATE_LIMIT_PER_MINUTE: "1000",
    WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
  });
  const database = await openDatabase({ dataDir });
  try {
    const now = new Date().toISOString();
    await insertAccount(database.db, {
      ...ADMIN,
      emailKey: ADMIN.email,
      passwordHash: await hashPassword(PASSWORD),
      createdAt: now,
      updatedAt: now,
    });
  } finally {
    await database.close();
  }
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  if (server) await new Promise((resolve) => server!.once("exit", resolve));
  await receiver.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("an administrator sends a webhook a test event and reads the answer, in Uzbek", async ({ page }) => {
  await signInToInbox(page, { base: BASE, email: ADMIN.email, password: PASSWORD, next: "/admin/integrations" });
  const adding = page.locator("form").filter({ has: page.getByRole("button", { name: "Vebhuk qoʻshish" }) });
  await adding.getByLabel("Nomi").fill("Bitrix24");
  await adding.getByLabel("Manzil (URL)").fill(`http://127.0.0.1:${receiver.port}/rest/1/hook`);
  await adding.getByRole("button", { name: "Vebhuk qoʻshish" }).click();
  await expect(page.getByRole("status")).toHaveText("Vebhuk qoʻshildi.");

  const card = page.getByRole("article", { name: "Bitrix24" });
  await card.getByRole("button", { name: "Sinov hodisasini yuborish" }).click();
  await expect(card.getByRole("status")).toHaveText(
    "Sinov hodisasi yetkazildi: qabul qiluvchi 200 kodi bilan javob berdi.",
  );
  // Signed as the real deliveries are, with the secret the page shows.
  const secret = (await card.locator("code").textContent())!.trim();
  const [received] = receiver.received;
  const payload = new Webhook(secret).verify(received!.body, received!.headers as Record<string, string>);
  expect(payload).toMatchObject({
    type: "webhook.test",
    data: { endpoint: "Bitrix24", sent_by: `${ADMIN.name} <${ADMIN.email}>` },
  });
  // Nothing was queued: the delivery log stays empty.
  await expect(card.getByText("Hozircha hech narsa yuborilmagan.")).toBeVisible();

  receiver.failures = 100;
  await card.getByRole("button", { name: "Sinov hodisasini yuborish" }).click();
  await expect(card.getByRole("alert")).toHaveText(
    "Qabul qiluvchi 500 kodi bilan javob berdi va sinov hodisasini qabul qilmadi.",
  );
  expect(receiver.received).toHaveLength(2);
});
