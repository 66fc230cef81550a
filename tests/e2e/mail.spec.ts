import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { FakeSmtp, type ReceivedMail } from "../support/fake-smtp.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import { applyFor, hydrated, requestQuoteInRussian, signInToInbox, takeTimeOverForm } from "./helpers.ts";

/**
 * A site with e-mail: a production server of its own, sending through the suite's SMTP
 * server. Senders hear back in their page's language, subscriptions count only once
 * confirmed, recruiters write to applicants, and editors send posts that reach each
 * confirmed subscriber once, and nobody who unsubscribed with one click.
 */
const PORT = TEST_PORTS.mail;
const BASE = `http://127.0.0.1:${PORT}`;
const smtp = new FakeSmtp();
let server: ChildProcess | undefined;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await smtp.start(0);
  dataDir = mkdtempSync(join(tmpdir(), "lojuvard-mail-"));
  server = await startServerProcess(PORT, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SITE_URL: BASE,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: "leads@lojuvard.uz",
    RATE_LIMIT_PER_MINUTE: "1000",
    NEWSLETTER_RATE_PER_MINUTE: "6000",
  });
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((resolve) => server?.once("exit", resolve));
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The e-mails to an address, once `count` of them have arrived (the outbox runs every few seconds). */
async function mailTo(address: string, count = 1): Promise<ReceivedMail[]> {
  const to = () => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  await expect.poll(() => to().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return to();
}

const linkIn = (mail: ReceivedMail, path: string) =>
  new RegExp(`${BASE}\\S*${path.replace(/[/?]/g, "\\$&")}\\S*`).exec(mail.text)?.[0] ?? "";

/** Subscribes in a browser of the visitor's own (a page's fake clock is installed once). */
async function subscribeInFooter(browser: Browser, path: string, email: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${BASE}${path}`);
  await hydrated(page);
  await takeTimeOverForm(page);
  const input = page.getByRole("contentinfo").locator('input[type="email"]');
  await input.fill(email);
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await page.context().close();
}

test("a quote requester and an applicant who used the Russian pages get their answer in Russian", async ({
  page,
  browser,
}) => {
  await requestQuoteInRussian(
    page,
    { name: "Ольга Ким", company: "Ташкент Логистик", email: "olga.kim@example.uz" },
    BASE,
  );
  // Another visitor, in a browser of their own.
  const candidate = await (await browser.newContext()).newPage();
  await applyFor(candidate, {
    base: BASE,
    path: "/ru/company/careers/qa-automation-engineer-bukhara",
    firstName: "Тимур",
    lastName: "Хасанов",
    email: "timur.hasanov@example.uz",
  });
  await candidate.context().close();
  const [quote] = await mailTo("olga.kim@example.uz");
  expect(quote!.subject).toBe("Ваша заявка на расчёт в Lojuvard");
  expect(quote!.text).toContain("Здравствуйте, Ольга Ким!");
  const [application] = await mailTo("timur.hasanov@example.uz");
  expect(application!.subject).toBe("Ваш отклик: Инженер по автоматизации тестирования");
  expect(application!.text).toContain("7. Адаптация");
  // Staff are told too, in the inbox's language.
  await mailTo("leads@lojuvard.uz", 2);
});

test("a recruiter's reply at a step change reaches the applicant in their language and is kept", async ({ page }) => {
  await signInToInbox(page, { base: BASE, password: ADMIN_PASSWORD, next: "/admin/applications" });
  await page.getByRole("link", { name: "Тимур Хасанов" }).click();
  await page.getByRole("combobox", { name: "Move to" }).selectOption({ label: "Initial screening" });
  await page.getByLabel("Write to the applicant").check();
  // One subject for the whole conversation: the acknowledgement's.
  await expect(page.getByText("“Ваш отклик: Инженер по автоматизации тестирования”")).toBeVisible();
  const body = page.getByRole("textbox", { name: "Message", exact: true });
  await expect(body).toHaveValue(/^Здравствуйте, Тимур!/);
  await body.fill(`${await body.inputValue()}\n\nP. S. Удобно ли вам в четверг в 15:00?`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");

  const [, reply] = await mailTo("timur.hasanov@example.uz", 2);
  expect(reply!.subject).toBe("Re: Ваш отклик: Инженер по автоматизации тестирования");
  expect(reply!.text).toContain("P. S. Удобно ли вам в четверг в 15:00?");
  expect(reply!.headers.get("reply-to")).toBe("careers@lojuvard.uz");
  await page.reload();
  await expect(page.locator(".admin-history")).toContainText("Message to the applicant (sent)");
});

test("a subscription is listed only after its link is followed; a forged link changes nothing", async ({
  page,
  browser,
}) => {
  // A whole workflow across the site and the inbox: generous for a busy 2-core machine.
  test.setTimeout(60_000);
  await subscribeInFooter(browser, "/ru/blog", "aziz.reader@example.uz");
  await subscribeInFooter(browser, "/uz", "nodira.reader@example.uz");
  await subscribeInFooter(browser, "/", "john.reader@example.com");
  const [confirmation] = await mailTo("aziz.reader@example.uz");
  expect(confirmation!.subject).toBe("Подтвердите подписку на инженерную рассылку Lojuvard");

  const staff = await (await browser.newContext()).newPage();
  await signInToInbox(staff, { base: BASE, password: ADMIN_PASSWORD, next: "/admin/subscribers" });
  await expect(staff.getByText("aziz.reader@example.uz")).toHaveCount(0);
  await expect(staff.getByText(/3 addresses wait for their confirmation link/)).toBeVisible();

  const link = linkIn(confirmation!, "/ru/newsletter/confirm?token=");
  const forged = link.replace(/token=[\w-]+\./, "token=AAAA.");
  await page.goto(forged);
  await expect(page.getByRole("main").getByRole("status")).toContainText("Ссылка для подтверждения недействительна");
  await staff.reload();
  await expect(staff.getByText("aziz.reader@example.uz")).toHaveCount(0);

  const thanks = {
    "aziz.reader@example.uz": "Спасибо! Вы подписаны на нашу инженерную рассылку.",
    "nodira.reader@example.uz": "Rahmat! Siz muhandislik axborotnomamizga obuna boʻldingiz.",
    "john.reader@example.com": "Thank you! You are subscribed to our engineering notes.",
  };
  for (const [address, thankYou] of Object.entries(thanks)) {
    // Each reader opens their own link in their own mail program's browser.
    const reader = await (await browser.newContext()).newPage();
    const [mail] = await mailTo(address);
    await reader.goto(linkIn(mail!, "/newsletter/confirm?token="));
    // A scanner that only opens the link confirms nothing: the button does.
    await hydrated(reader);
    await reader.locator("main form button[type=submit]").click();
    await expect(reader.getByRole("main").getByRole("status")).toHaveText(thankYou);
    await reader.context().close();
  }
  await staff.reload();
  for (const address of ["aziz.reader@example.uz", "nodira.reader@example.uz", "john.reader@example.com"]) {
    await expect(staff.getByText(address)).toBeVisible();
  }
  await staff.context().close();
});

test("an editor sends a post: each subscriber gets it once, in their language; one click unsubscribes from the next", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInToInbox(page, { base: BASE, password: ADMIN_PASSWORD, next: "/admin/newsletter" });
  await expect(page.getByText("3 confirmed subscribers")).toBeVisible();
  await page
    .getByRole("combobox", { name: "Post" })
    .selectOption({ label: "Building a credit scoring pipeline that answers in seconds" });
  await page.getByRole("button", { name: "Send to subscribers" }).click();
  await expect(page.getByRole("status")).toContainText("to 3 subscribers");

  const [aziz] = (await mailTo("aziz.reader@example.uz", 2)).slice(1);
  const [nodira] = (await mailTo("nodira.reader@example.uz", 2)).slice(1);
  const [john] = (await mailTo("john.reader@example.com", 2)).slice(1);
  expect(aziz!.subject).toBe("Конвейер кредитного скоринга, который отвечает за секунды");
  expect(nodira!.html).toContain(`${BASE}/uz/blog/post/credit-scoring-pipeline`);
  expect(john!.html).toContain(`${BASE}/blog/post/credit-scoring-pipeline`);
  await expect
    .poll(async () => (await page.reload(), await page.locator(".admin-send").first().innerText()), {
      timeout: 10_000,
    })
    .toContain("3 of 3 sent");

  // Sending it again reaches nobody: everyone has it.
  await page
    .getByRole("combobox", { name: "Post" })
    .selectOption({ label: "Building a credit scoring pipeline that answers in seconds" });
  await page.getByRole("button", { name: "Send to subscribers" }).click();
  await expect(page.getByRole("alert")).toContainText("Every confirmed subscriber has already received this post");

  // RFC 8058: the mail program POSTs "List-Unsubscribe=One-Click" to the header's link.
  const header = john!.headers.get("list-unsubscribe") ?? "";
  expect(john!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  const oneClick = /^<(.+)>$/.exec(header)![1]!;
  const answer = await request.post(oneClick, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);

  await page
    .getByRole("combobox", { name: "Post" })
    .selectOption({ label: "Zero-downtime PostgreSQL migrations, step by step" });
  await page.getByRole("button", { name: "Send to subscribers" }).click();
  await expect(page.getByRole("status")).toContainText("to 2 subscribers");
  await mailTo("aziz.reader@example.uz", 3);
  await mailTo("nodira.reader@example.uz", 3);
  // The send is complete (both of its messages handed to the SMTP server), and John is not in it.
  await expect
    .poll(async () => (await page.reload(), await page.locator(".admin-send").first().innerText()), {
      timeout: 10_000,
    })
    .toContain("2 of 2 sent");
  expect((await mailTo("john.reader@example.com", 2)).length).toBe(2);
});
