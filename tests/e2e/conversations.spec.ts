import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { expect, test, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { insertAccount, updateAccount } from "../../server/db/accounts.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { TestImapServer } from "../support/dovecot.ts";
import { FakeSmtp, type ReceivedMail } from "../support/fake-smtp.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { testDatabaseUrl, wipePostgres } from "../support/postgres.ts";
import { replyMail } from "../support/reply-mail.ts";
import { startServerProcess } from "../support/server-process.ts";
import { WebhookReceiver } from "../support/webhook-receiver.ts";
import { axe, WCAG } from "./axe-audit.ts";
import { hydrated, PNG_FILE, signInToInbox, takeTimeOverForm } from "./helpers.ts";
import { keepScreenshot } from "./screenshots.ts";

/**
 * Issue 28 end to end, against a real IMAP server (Dovecot) and a real SMTP capture: a
 * lead from a LinkedIn campaign sends a quote request, the inbox shows where it came from
 * (detail, filter, CSV, sources view), a colleague is given it and told, staff answer it
 * from the inbox, the sender's mail program replies with files, and the reply shows in
 * the thread once; a CRM's webhook receives it signed. With PostgreSQL (TEST_DATABASE_URL)
 * two instances share the database and both read the mailbox; else one runs on SQLite.
 */
const DATABASE_URL = testDatabaseUrl("e2e_conversations");
const PORTS = DATABASE_URL ? TEST_PORTS.conversations : ([TEST_PORTS.conversations[0]] as const);
const [A, B] = [PORTS[0], PORTS.at(-1)!].map((port) => `http://127.0.0.1:${port}`) as [string, string];
const REPLY_ADDRESS = "inbox@lojuvard.test";
const SENDER = { name: "Dilnoza Karimova", email: "dilnoza.campaign@example.uz" };
const COLLEAGUE = { id: "7d1e4c8a-2b3f-4a5e-9c6d-1f2a3b4c5d6e", name: "Aziz Rahimov", email: "aziz@lojuvard.test" };
const COLLEAGUE_PASSWORD = "turquoise-domes-of-bukhara";
const CAMPAIGN = "/industry/logistics?utm_source=linkedin&utm_campaign=q4-logistics";
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(300, 7)]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

const smtp = new FakeSmtp();
const imap = new TestImapServer();
const receiver = new WebhookReceiver();
const instances: ChildProcess[] = [];
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial" });

async function inDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: dataDirs[0]!, databaseUrl: DATABASE_URL });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await smtp.start(0);
  await imap.start(TEST_PORTS.imap);
  await receiver.start();
  if (DATABASE_URL) await wipePostgres(DATABASE_URL);
  dataDirs.push(...PORTS.map((port) => mkdtempSync(join(tmpdir(), `lojuvard-conversations-${port}-`))));
  const env = {
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
    ADMIN_PASSWORD,
    SITE_URL: A,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: "leads@lojuvard.test",
    MAIL_FROM: "hello@lojuvard.test",
    IMAP_URL: imap.url,
    MAIL_REPLY_ADDRESS: REPLY_ADDRESS,
    IMAP_POLL_SECONDS: "1",
    UPLOAD_MAX_MB: "1",
    RATE_LIMIT_PER_MINUTE: "1000",
    // The CRM of this test listens on this machine: the operator allows it explicitly.
    WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
  };
  instances.push(
    ...(await Promise.all(
      PORTS.map((port, index) =>
        // Two instances starting together on a busy machine take a while to migrate and import.
        startServerProcess(port, { ...env, DATA_DIR: dataDirs[index]! }, { timeoutMs: 60_000 }),
      ),
    )),
  );
  await inDatabase(async ({ db }) => {
    const now = new Date().toISOString();
    await insertAccount(db, {
      ...COLLEAGUE,
      emailKey: COLLEAGUE.email,
      role: "sales",
      passwordHash: await hashPassword(COLLEAGUE_PASSWORD),
      language: "en",
      createdAt: now,
      updatedAt: now,
    });
  });
});

test.afterAll(async () => {
  for (const instance of instances) instance.kill("SIGTERM");
  await Promise.all(instances.map((instance) => new Promise((resolve) => instance.once("exit", resolve))));
  await smtp.stop();
  await imap.destroy();
  await receiver.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function mailTo(address: string, count = 1): Promise<ReceivedMail[]> {
  const to = () => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  await expect.poll(() => to().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return to();
}

async function requestId(): Promise<string> {
  return inDatabase(async ({ db }) => {
    const row = await db
      .selectFrom("contactRequests")
      .select("id")
      .where("email", "=", SENDER.email)
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** What sticks out sideways at the page's current width (nothing, when the page does not scroll sideways). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`);
  });
}

test("an administrator sends quote requests to sales and connects a CRM by webhook in the inbox", async ({ page }) => {
  await signInToInbox(page, { base: B, password: ADMIN_PASSWORD, next: "/admin/integrations" });
  await page.getByLabel("Address for Quote requests").fill("sales@lojuvard.test");
  await page.getByRole("button", { name: "Save addresses" }).click();
  await expect(page.getByRole("status")).toHaveText("Addresses saved.");

  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add webhook" }) });
  await form.getByLabel("Name").fill("Bitrix24 leads");
  // A local address without permission is refused with a clear message.
  await form.getByLabel("Address (URL)").fill("https://10.0.0.5/hook");
  await form.getByRole("button", { name: "Add webhook" }).click();
  await expect(page.getByRole("alert")).toContainText("on this server or on a private or local network");
  await form.getByLabel("Name").fill("Bitrix24 leads");
  await form.getByLabel("Address (URL)").fill(`http://127.0.0.1:${receiver.port}/rest/1/hook/`);
  await form.getByRole("button", { name: "Add webhook" }).click();
  await expect(page.getByRole("status")).toHaveText("Webhook added.");
  await expect(page.getByRole("heading", { name: "Bitrix24 leads" })).toBeVisible();
});

test("a lead from a LinkedIn campaign: its source shows in the inbox, its filter, the CSV and the sources view", async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await visitor.goto(`${A}${CAMPAIGN}`);
  await hydrated(visitor);
  // The visitor reads on, then asks for a quote from another page.
  await visitor.getByRole("contentinfo").getByRole("link", { name: "Cookie policy" }).click();
  await expect(visitor).toHaveURL(/\/cookie-policy$/);
  await visitor.getByRole("banner").getByRole("button", { name: "Get a quote" }).click();
  const dialog = visitor.getByRole("dialog");
  await dialog.getByLabel("Full name").fill(SENDER.name);
  await dialog.getByLabel("Company name").fill("Orient Logistics");
  await dialog.getByLabel("Phone number").fill("+998901112233");
  await dialog.getByLabel("Email").fill(SENDER.email);
  await dialog.getByLabel("How can we help?").fill("Warehouse tracking for three sites.");
  await dialog.getByLabel("Attached file").setInputFiles(PNG_FILE);
  await expect(dialog.getByText("Uploaded", { exact: true })).toBeVisible();
  await dialog.getByRole("checkbox").check();
  await takeTimeOverForm(visitor);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(visitor).toHaveURL(/thank-you$/);
  // Kept for the tab only: no cookie carries it.
  expect((await visitor.context().cookies()).map((cookie) => cookie.name)).not.toContain("lj_visit");
  await visitor.context().close();

  // Sales hear of it at their own address, and Reply answers the lead.
  const [notice] = await mailTo("sales@lojuvard.test");
  expect(notice!.subject).toBe(`New quote request from ${SENDER.name} (Orient Logistics)`);
  expect(notice!.text).toContain("Source: linkedin / q4-logistics");
  expect(notice!.headers.get("reply-to")).toMatch(new RegExp(`${SENDER.email}>?$`));

  await signInToInbox(page, { base: B, password: ADMIN_PASSWORD, next: "/admin/requests" });
  await page.getByRole("combobox", { name: "Source" }).selectOption("linkedin");
  await page.getByRole("combobox", { name: "Campaign" }).selectOption("q4-logistics");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("status")).toHaveText("1 entry");
  await page.getByRole("link", { name: SENDER.name }).click();
  const source = page.getByRole("region", { name: "Where it came from" });
  await expect(source).toContainText("Sent from/cookie-policy");
  await expect(source).toContainText(`First page of the visit${CAMPAIGN}`);
  await expect(source).toContainText("Sourcelinkedin");
  await expect(source).toContainText("Campaignq4-logistics");

  await page.goto(`${B}/admin/requests`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const [header, ...rows] = parse(readFileSync((await (await download).path())!), { bom: true }) as string[][];
  const row = rows.find((record) => record.includes(SENDER.email))!;
  expect(row[header!.indexOf("Source")]).toBe("linkedin");
  expect(row[header!.indexOf("Campaign")]).toBe("q4-logistics");
  expect(row[header!.indexOf("First page of the visit")]).toBe(CAMPAIGN);

  await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Lead sources" }).click();
  const counted = page.getByRole("row", { name: /linkedin/ });
  await expect(counted).toContainText("q4-logistics");
  await expect(counted.getByRole("cell").nth(2)).toHaveText("1");
  await counted.getByRole("link", { name: "1" }).click();
  await expect(page.getByRole("link", { name: SENDER.name })).toBeVisible();

  // The CRM got it, signed with the endpoint's secret.
  await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
  const secret = await inDatabase(
    async ({ db }) => (await db.selectFrom("webhookEndpoints").select("secret").executeTakeFirstOrThrow()).secret,
  );
  const delivered = new Webhook(secret).verify(
    receiver.received[0]!.body,
    receiver.received[0]!.headers as Record<string, string>,
  ) as {
    type: string;
    data: { email: string; source: { source: string; campaign: string } };
  };
  expect(delivered).toMatchObject({
    type: "quote_request.created",
    data: { email: SENDER.email, source: { source: "linkedin", campaign: "q4-logistics" } },
  });
  await page.goto(`${B}/admin/integrations`);
  await expect(page.getByRole("table")).toContainText("answered 200");
});

test("given to a colleague, who is told by e-mail and finds it under Mine", async ({ page, browser }) => {
  const id = await requestId();
  await signInToInbox(page, { base: A, password: ADMIN_PASSWORD, next: `/admin/requests/${id}` });
  await page.getByRole("combobox", { name: "Assigned to" }).selectOption({ label: COLLEAGUE.name });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByRole("status")).toHaveText(`${COLLEAGUE.name} owns it now.`);
  const [told] = await mailTo(COLLEAGUE.email);
  expect(told!.subject).toBe(`For you: a quote request from ${SENDER.name}`);
  expect(told!.text).toContain(`${A}/admin/requests/${id}`);

  const colleague = await (await browser.newContext()).newPage();
  await signInToInbox(colleague, {
    base: B,
    email: COLLEAGUE.email,
    password: COLLEAGUE_PASSWORD,
    next: "/admin/requests",
  });
  await colleague.getByRole("combobox", { name: "Owner" }).selectOption("mine");
  await colleague.getByRole("button", { name: "Filter" }).click();
  await expect(colleague.getByRole("status")).toHaveText("1 entry");
  await expect(colleague.getByRole("link", { name: SENDER.name })).toBeVisible();
  await colleague.getByRole("combobox", { name: "Owner" }).selectOption("unassigned");
  await colleague.getByRole("button", { name: "Filter" }).click();
  await expect(colleague.getByRole("link", { name: SENDER.name })).toHaveCount(0);
  await colleague.context().close();
});

test("answered from the inbox; the sender's reply with files shows in the thread, once", async ({ page }) => {
  test.setTimeout(60_000);
  const id = await requestId();
  await signInToInbox(page, { base: B, password: ADMIN_PASSWORD, next: `/admin/requests/${id}` });
  await page.getByLabel("Write to the sender").check();
  await page.getByRole("combobox", { name: "Start from" }).selectOption({ label: "Suggest a call" });
  const message = page.getByRole("textbox", { name: "Message", exact: true });
  await expect(message).toHaveValue(/^Hello Dilnoza Karimova,\n\nThank you for your quote request/);
  await message.fill(`${await message.inputValue()}\n\nP.S. Thursday at 15:00 would suit us.`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");

  const [acknowledgement, answer] = await mailTo(SENDER.email, 2);
  expect(acknowledgement!.subject).toBe("Your quote request to Lojuvard");
  expect(answer!.subject).toBe("Re: Your quote request to Lojuvard");
  expect(answer!.text).toContain("P.S. Thursday at 15:00 would suit us.");
  expect(answer!.headers.get("from")).toMatch(/<hello@lojuvard\.test>$/);
  const replyTo = answer!.headers.get("reply-to")!;
  expect(replyTo).toMatch(/^inbox\+q[a-z2-7]{26}-[a-z2-7]{16}@lojuvard\.test$/);
  expect(answer!.headers.get("in-reply-to")).toBe(acknowledgement!.headers.get("message-id"));

  // The sender presses Reply in their mail program and attaches two files.
  await imap.deliver(
    await replyMail({
      from: `${SENDER.name} <${SENDER.email}>`,
      to: replyTo,
      subject: answer!.subject,
      text: "Thursday at 15:00 is fine. The layout of our warehouses is attached.",
      inReplyTo: answer!.headers.get("message-id")!,
      references: [acknowledgement!.headers.get("message-id")!, answer!.headers.get("message-id")!],
      attachments: [
        { filename: "warehouses.pdf", content: PDF, contentType: "application/pdf" },
        { filename: "setup.exe", content: EXE },
      ],
    }),
  );
  // Both instances read the mailbox every second; the thread shows the reply once.
  const reply = page.locator(".admin-history__incoming");
  await expect.poll(async () => (await page.reload(), await reply.count()), { timeout: 20_000 }).toBe(1);
  await expect(reply).toContainText(`Reply from ${SENDER.name} <${SENDER.email}>`);
  await expect(reply).toContainText("Thursday at 15:00 is fine.");
  await expect(reply).toContainText("setup.exe: not kept, of a type the site does not accept");
  const download = page.waitForEvent("download");
  await reply.getByRole("link", { name: /warehouses\.pdf/ }).click();
  expect(readFileSync((await (await download).path())!)).toEqual(PDF);

  // The owner heard of it, and can answer the sender straight from their mail program.
  const [, replied] = await mailTo(COLLEAGUE.email, 2);
  expect(replied!.subject).toBe(`New reply from ${SENDER.name}`);
  expect(replied!.headers.get("reply-to")).toMatch(new RegExp(`${SENDER.email}>?$`));

  // A later message has been read by then; the first is still there once.
  await imap.deliver(
    await replyMail({ from: SENDER.email, to: replyTo, subject: answer!.subject, text: "And one more thing." }),
  );
  await expect.poll(async () => (await page.reload(), await reply.count()), { timeout: 20_000 }).toBe(2);
  await expect(reply.filter({ hasText: "Thursday at 15:00 is fine." })).toHaveCount(1);
  expect(
    await inDatabase(
      async ({ db }) => (await db.selectFrom("inboundMail").select("id").where("entryId", "=", id).execute()).length,
    ),
  ).toBe(2);
});

test("a stray message from the sender waits unsorted and is filed into the conversation", async ({ page }) => {
  await imap.deliver(
    await replyMail({
      from: SENDER.email,
      to: REPLY_ADDRESS,
      subject: "Our address",
      text: "We are at Amir Temur 15.",
    }),
  );
  await signInToInbox(page, { base: A, password: ADMIN_PASSWORD, next: "/admin/unsorted" });
  const mail = page.getByRole("article", { name: "Our address" });
  await expect.poll(async () => (await page.reload(), await mail.count()), { timeout: 20_000 }).toBe(1);
  await expect(mail).toContainText("It was written to the mailbox directly");
  await mail.getByRole("button", { name: "File" }).click();
  await expect(page.getByRole("status")).toHaveText("Filed into the conversation.");
  await page.goto(`${A}/admin/requests/${await requestId()}`);
  await expect(page.locator(".admin-history__incoming").filter({ hasText: "We are at Amir Temur 15." })).toHaveCount(1);
});

test("a look-alike sender is marked unverified, its real address shown, and filed only when confirmed (issue 39.7)", async ({
  page,
}) => {
  await imap.deliver(
    await replyMail({
      from: `"support@lojuvard.uz" <${SENDER.email}>`,
      to: REPLY_ADDRESS,
      subject: "Invoice \u202Efdp.exe\u202C",
      text: "Please pay the attached invoice.",
    }),
  );
  await signInToInbox(page, { base: A, password: ADMIN_PASSWORD, next: "/admin/unsorted" });
  const mail = page.getByRole("article").filter({ hasText: "Please pay the attached invoice." });
  await expect.poll(async () => (await page.reload(), await mail.count()), { timeout: 20_000 }).toBe(1);
  await expect(mail).toContainText("Unverified sender");
  await expect(mail).toContainText("The name shown is an address other than the one it was sent from.");
  await expect(mail.locator(".admin-unsorted__address")).toHaveText(`<${SENDER.email}>`);
  // The override is shown, not obeyed.
  const heading = (await mail.getByRole("heading").textContent()) ?? "";
  expect(heading).toBe("Invoice \uFFFDfdp.exe\uFFFD");
  // For people to look at (not compared): test-results/conversations/.
  await keepScreenshot(mail, "test-results/conversations/en-unverified-sender.png");
  // Filing without the confirmation is held by the form (and refused by the server).
  await mail.getByRole("button", { name: "File" }).click();
  await expect(page.getByRole("status")).toHaveCount(0);
  await mail.getByLabel("I have checked with the sender that this message is theirs").check();
  await mail.getByRole("button", { name: "File" }).click();
  await expect(page.getByRole("status")).toHaveText("Filed into the conversation.");
});

test("the inbox's new screens fit a phone and a wide screen in three languages, with no accessibility fault", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const id = await requestId();
  await signInToInbox(page, { base: A, password: ADMIN_PASSWORD, next: `/admin/requests/${id}` });
  const screens = [
    `/admin/requests/${id}`,
    "/admin/requests",
    "/admin/unsorted",
    "/admin/sources",
    "/admin/integrations",
  ];
  try {
    for (const lang of ["en", "ru", "uz"] as const) {
      await inDatabase(({ db }) => updateAccount(db, "bootstrap", { language: lang }, new Date().toISOString()));
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of screens) {
          await page.goto(`${A}${path}`);
          await expect(page.locator(".admin")).toHaveAttribute("lang", lang);
          expect(await overflow(page), `${lang} ${width} ${path}`).toEqual([]);
          if (width === 375 && lang === "en") {
            const { violations } = await axe(page).withTags(WCAG).analyze();
            expect(
              violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`),
              `${lang} ${path}`,
            ).toEqual([]);
          }
          // For people to look at (not compared): test-results/conversations/.
          await keepScreenshot(
            page,
            `test-results/conversations/${lang}-${width}-${path === screens[0] ? "detail" : path.split("/")[2]}.png`,
            { fullPage: true },
          );
        }
      }
    }
  } finally {
    await inDatabase(({ db }) => updateAccount(db, "bootstrap", { language: "en" }, new Date().toISOString()));
  }
});
