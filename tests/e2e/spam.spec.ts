import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { hydrated, PNG_FILE, signInToInbox, withDatabase } from "./helpers.ts";

/**
 * Issue 25, point 2: a quote request sent faster than the fill-time rule allows (as a
 * browser's autofill does) is not lost: it waits in the requests' spam view, where the sales
 * team sees it and restores it; restored, it is in the list and notified like any other.
 */
const SALES = { name: "Aziza Yusupova", email: "aziza.sales@lojuvard.uz", password: "sells-with-a-smile-2026" };
const RECRUITER = { name: "Bekzod Aliev", email: "bekzod.recruiter@lojuvard.uz", password: "hires-the-best-2026" };
const SENDER = { name: "Nodira Qodirova", email: "nodira.autofill@example.uz" };

async function addAccount(person: { name: string; email: string; password: string }, role: string) {
  const { hashPassword } = await import("../../server/auth/passwords.ts");
  const { insertAccount } = await import("../../server/db/accounts.ts");
  const passwordHash = await hashPassword(person.password);
  await withDatabase(async ({ db }) => {
    const now = new Date().toISOString();
    await insertAccount(db, {
      id: `spam-${role}`,
      name: person.name,
      email: person.email,
      emailKey: person.email,
      role,
      passwordHash,
      language: "en",
      createdAt: now,
      updatedAt: now,
    });
  });
}

async function signedIn(browser: Browser, person: { email: string; password: string }, next: string) {
  const page = await (await browser.newContext()).newPage();
  await signInToInbox(page, { email: person.email, password: person.password, next });
  return page;
}

/** The visitor's clock reads one time throughout: the form is sent "at once", as autofill sends it. */
async function sendQuoteAtOnce(page: Page) {
  await page.clock.setFixedTime(new Date());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("banner").getByRole("button", { name: "Get a quote" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill(SENDER.name);
  await dialog.getByLabel("Company name").fill("Qodirova Textiles");
  await dialog.getByLabel("Phone number").fill("+998 91 765-43-21");
  await dialog.getByLabel("Email").fill(SENDER.email);
  await dialog.getByLabel("How can we help?").fill("An online shop for our fabrics, with delivery across Uzbekistan.");
  await dialog.getByLabel("Attached file").setInputFiles(PNG_FILE);
  await expect(dialog.getByText("Uploaded", { exact: true })).toBeVisible();
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Send request" }).click();
  // Answered as delivered: the sender cannot tell, and nothing they sent is lost.
  await expect(page).toHaveURL(/\/thank-you$/);
}

test("a request caught by the fill-time rule waits in spam; the sales team restores it and it is notified", async ({
  page,
  browser,
}) => {
  await addAccount(SALES, "sales");
  await addAccount(RECRUITER, "recruiter");
  await sendQuoteAtOnce(page);
  const kept = await withDatabase(({ db }) =>
    db.selectFrom("spam").selectAll().where("email", "=", SENDER.email).executeTakeFirstOrThrow(),
  );
  expect(kept).toMatchObject({ list: "requests", reason: "too-fast" });
  await withDatabase(async ({ db }) => {
    expect(await db.selectFrom("outbox").selectAll().where("subjectId", "=", kept.id).execute()).toEqual([]);
  });

  // Recruiters do not see quote requests, nor their spam.
  const recruiter = await signedIn(browser, RECRUITER, "/admin/applications");
  const refused = await recruiter.request.get("/admin/requests/spam");
  expect(refused.status()).toBe(403);
  await recruiter.context().close();

  const sales = await signedIn(browser, SALES, "/admin/requests");
  await expect(sales.getByRole("row", { name: new RegExp(SENDER.name) })).toHaveCount(0);
  await sales.getByRole("link", { name: /^Spam: \d+$/ }).click();
  await expect(sales.getByRole("heading", { level: 1 })).toHaveText("Spam: Quote requests");
  const row = sales.getByRole("row", { name: new RegExp(SENDER.name) });
  await expect(row).toContainText("Sent 0 s after the form was shown");
  await expect(row).toContainText(SENDER.email);
  await expect(row.getByRole("link", { name: PNG_FILE.name })).toBeVisible();
  await row.getByRole("button", { name: `Restore: ${SENDER.name}` }).click();
  await expect(sales.getByRole("status").filter({ hasText: "Restored" })).toContainText(
    `Restored: ${SENDER.name} is in the list now`,
  );
  await expect(sales.getByRole("row", { name: new RegExp(SENDER.name) })).toHaveCount(0);

  // In the list as sent, with the notifications and the answer of any request.
  await sales.getByRole("link", { name: "Open it" }).click();
  await expect(sales.getByRole("heading", { level: 1 })).toHaveText(SENDER.name);
  await expect(sales.getByText("+998917654321")).toBeVisible();
  // Telegram is unreachable in these tests: the notification waits to be retried.
  await expect(sales.getByRole("heading", { name: "Notifications" }).locator("..")).toContainText("Telegram: pending");
  // Erasing a person is the administrators' work: the sales team is not offered it.
  await expect(sales.getByRole("link", { name: "Erase this person's data…" })).toHaveCount(0);
  const outbox = await withDatabase(({ db }) =>
    db.selectFrom("outbox").select(["channel", "kind"]).where("subjectId", "=", kept.id).execute(),
  );
  expect(outbox).toEqual([{ channel: "telegram", kind: "contact" }]);
  await sales.goto("/admin/requests");
  await expect(sales.getByRole("row", { name: new RegExp(SENDER.name) })).toHaveCount(1);
  await sales.context().close();

  // The administrator is offered the erasure, from the same page.
  const administrator = await (await browser.newContext()).newPage();
  await signInToInbox(administrator, { password: ADMIN_PASSWORD, next: `/admin/requests/${kept.id}` });
  await expect(administrator.getByRole("link", { name: "Erase this person's data…" })).toBeVisible();
  await administrator.context().close();
});
