import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FakeSmtp, type ReceivedMail } from "../support/fake-smtp.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import { expectFits } from "./fit.ts";
import { axe, WCAG } from "./axe-audit.ts";
import { hydrated, signInToInbox } from "./helpers.ts";
import { keepScreenshot } from "./screenshots.ts";

/**
 * Issue 27, point 6, on a fresh installation of its own (with e-mail): the installation
 * password hands over to a real administrator, a forgotten password is reset by e-mail
 * or by a link an administrator hands over, signing out everywhere, and the audit log's
 * filters and pages in Russian and Uzbek.
 */
const PORT = TEST_PORTS.accounts;
const BASE = `http://127.0.0.1:${PORT}`;
const INSTALLATION_PASSWORD = "installation-password-of-a-fresh-site";
const ADMIN = { name: "Гульнора Абдуллаева", email: "gulnora@lojuvard.uz", password: "minarets over the old city" };
const EDITOR = { name: "Shahzoda Raximova", email: "shahzoda@lojuvard.uz", password: "apricots dried in the sun" };
const smtp = new FakeSmtp();
let server: ChildProcess | undefined;
let dataDir: string;

// Each test drives several browsers through sign-ins, e-mails and axe on a server of its own.
test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await smtp.start(0);
  dataDir = mkdtempSync(join(tmpdir(), "lojuvard-accounts-"));
  server = await startServerProcess(PORT, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: INSTALLATION_PASSWORD,
    SITE_URL: BASE,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: "leads@lojuvard.uz",
    RATE_LIMIT_PER_MINUTE: "1000",
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server?.once("exit", resolve));
  }
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function mailTo(address: string, count = 1): Promise<ReceivedMail[]> {
  const to = () => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  await expect.poll(() => to().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return to();
}

const linkIn = (mail: ReceivedMail, path: string) => new RegExp(`${BASE}${path}\\S+`).exec(mail.text)?.[0] ?? "";

/** Fits at 375 and 1440 px, and axe finds nothing. */
async function looksRight(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFits(page, name);
    await keepScreenshot(page, `test-results/accounts-${name}-${width}.png`);
  }
  const { violations } = await axe(page).withTags(WCAG).analyze();
  expect(violations).toEqual([]);
}

const contexts: BrowserContext[] = [];

async function newPage(browser: Browser, locale = "en-GB"): Promise<Page> {
  const context = await browser.newContext({ locale });
  contexts.push(context);
  return context.newPage();
}

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

test("the installation password asks for a real administrator, then no longer signs in", async ({ browser }) => {
  const page = await newPage(browser);
  await signInToInbox(page, { base: BASE, password: INSTALLATION_PASSWORD, next: "/admin/accounts" });
  await page.getByRole("link", { name: "Create your administrator account" }).click();
  await expect(page.getByRole("heading", { name: "Your administrator account" })).toBeVisible();
  await page.getByLabel("Your name").fill(ADMIN.name);
  await page.getByLabel("Your e-mail").fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByLabel("Password again").fill(ADMIN.password);
  await page.getByLabel("Language of the inbox").selectOption("ru");
  await page.getByRole("button", { name: "Create the account and sign in" }).click();
  await expect(page.locator(".admin")).toHaveAttribute("lang", "ru");
  await expect(page.getByText(`Вы вошли как ${ADMIN.name}`)).toBeVisible();

  const other = await newPage(browser);
  await other.goto(`${BASE}/admin/login`);
  await other.locator('input[name="password"]').fill(INSTALLATION_PASSWORD);
  await other.locator('form button[type="submit"]').click();
  await expect(other.getByRole("alert")).toHaveText("That e-mail and password do not match.");
});

test("a forgotten password is reset by e-mail, once, and every session ends", async ({ browser }) => {
  const laptop = await newPage(browser);
  await signInToInbox(laptop, { base: BASE, email: ADMIN.email, password: ADMIN.password, next: "/admin/accounts" });

  const page = await newPage(browser, "ru-RU");
  await page.goto(`${BASE}/ru`);
  await page.goto(`${BASE}/admin/login`);
  await hydrated(page);
  await page.getByRole("link", { name: "Забыли пароль?" }).click();
  // The sign-in page has a "Почта" field too: fill the one of the page the link leads to.
  await expect(page.getByRole("heading", { name: "Забыли пароль?", level: 1 })).toBeVisible();
  await page.getByLabel("Почта").fill(ADMIN.email);
  await page.getByRole("button", { name: "Прислать ссылку" }).click();
  // The answer waits for the outbox's transaction and the rate limits: generous on a busy machine.
  await expect(page.getByRole("status")).toContainText(`Если для ${ADMIN.email} есть учётная запись`, {
    timeout: 15_000,
  });
  await looksRight(page, "forgot-ru");

  const [mail] = await mailTo(ADMIN.email);
  expect(mail!.subject).toBe("Новый пароль для входящих Lojuvard");
  const link = linkIn(mail!, "/admin/reset/");
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Новый пароль" })).toBeVisible();
  await looksRight(page, "reset-ru");
  await page.locator('input[name="password"]').fill("caravanserai of silk road");
  await page.getByLabel("Новый пароль ещё раз").fill("caravanserai of silk road");
  await page.getByRole("button", { name: "Сохранить новый пароль" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Новый пароль сохранён, вход завершён на всех устройствах. Войдите с новым паролем.",
  );
  ADMIN.password = "caravanserai of silk road";

  // The laptop was signed out; the link works once.
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/admin\/login/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Этой ссылкой нельзя воспользоваться" })).toBeVisible();
  await signInToInbox(page, { base: BASE, email: ADMIN.email, password: ADMIN.password, next: "/admin/accounts" });
});

test("an administrator hands over a reset link, without e-mail", async ({ browser }) => {
  const admin = await newPage(browser);
  await signInToInbox(admin, { base: BASE, email: ADMIN.email, password: ADMIN.password, next: "/admin/accounts" });
  await admin.getByRole("textbox", { name: "Имя" }).fill(EDITOR.name);
  await admin.getByRole("textbox", { name: "Почта" }).fill(EDITOR.email);
  await admin.getByLabel("Язык приглашения и входящих").selectOption("uz");
  await admin.getByRole("button", { name: "Отправить приглашение" }).click();
  const [invitation] = await mailTo(EDITOR.email);
  const editor = await newPage(browser);
  await editor.goto(linkIn(invitation!, "/admin/invitation/"));
  await editor.locator('input[name="password"]').fill("first words of the editor");
  await editor.locator('input[name="confirm"]').fill("first words of the editor");
  await editor.locator('form button[type="submit"]').click();
  await expect(editor.locator(".admin")).toHaveAttribute("lang", "uz");

  // The editor forgot the password: the administrator hands over a link, without e-mail.
  await admin.goto(`${BASE}/admin/accounts`);
  await admin.getByRole("button", { name: `Ссылка для нового пароля: ${EDITOR.name}` }).click();
  const link = (await admin.getByTestId("reset-link").textContent()) ?? "";
  expect(link).toMatch(new RegExp(`^${BASE}/admin/reset/`));
  // Handed over: the installation password's account is no longer listed as signing in.
  await expect(admin.getByText("Входит с паролем установки")).toHaveCount(0);
  await looksRight(admin, "accounts-ru");
  const fresh = await newPage(browser);
  await fresh.goto(link);
  await hydrated(fresh);
  await expect(fresh.getByRole("heading", { name: "Yangi parol tanlash" })).toBeVisible();
  await looksRight(fresh, "reset-uz");
  await fresh.locator('input[name="password"]').fill(EDITOR.password);
  await fresh.getByLabel("Yangi parolni takrorlang").fill(EDITOR.password);
  await fresh.getByRole("button", { name: "Yangi parolni saqlash" }).click();
  await expect(fresh).toHaveURL(/\/admin\/login\?reset=done/);
  await editor.reload();
  await expect(editor).toHaveURL(/\/admin\/login/);
});

test("signing out everywhere ends every session", async ({ browser }) => {
  const fresh = await newPage(browser);
  const phone = await newPage(browser);
  await signInToInbox(fresh, { base: BASE, email: EDITOR.email, password: EDITOR.password, next: "/admin/settings" });
  await signInToInbox(phone, { base: BASE, email: EDITOR.email, password: EDITOR.password, next: "/admin/posts" });
  await looksRight(fresh, "settings-uz");
  await fresh.getByRole("button", { name: "Barcha qurilmalardan chiqish" }).click();
  await expect(fresh).toHaveURL(/\/admin\/login/);
  await phone.reload();
  await expect(phone).toHaveURL(/\/admin\/login/);
});

test("the audit log reads as sentences, filtered by person, area and date, in pages", async ({ browser }) => {
  const page = await newPage(browser);
  await signInToInbox(page, { base: BASE, email: ADMIN.email, password: ADMIN.password, next: "/admin/audit" });
  await expect(page.getByText(`${ADMIN.name}: приглашение для ${EDITOR.email}, роль «Редактор»`)).toBeVisible();
  await expect(page.getByText("{")).toHaveCount(0);
  await page.getByLabel("Сотрудник").selectOption({ label: EDITOR.name });
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page.getByText(`${EDITOR.name}: вход завершён на всех устройствах`)).toBeVisible();
  await expect(page.getByText(`${ADMIN.name}: приглашение`)).toHaveCount(0);
  await page.getByLabel("Раздел").selectOption({ label: "Учётные записи" });
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page.getByText(`${EDITOR.name}: вход завершён на всех устройствах`)).toBeVisible();
  await looksRight(page, "audit-ru");
  // A day before anything happened: nothing.
  await page.goto(`${BASE}/admin/audit?to=2020-01-01`);
  await expect(page.getByText("Под эти условия ничего не подходит.")).toBeVisible();
});

test("the audit log in Uzbek: a month's work in pages of fifty", async ({ browser }) => {
  // An administrator who reads the inbox in Uzbek, and 55 exports of theirs in March 2025.
  const MALIKA = { name: "Malika Saidova", email: "malika@lojuvard.uz", password: "quince jam on a winter morning" };
  const { openDatabase } = await import("../../server/db/database.ts");
  const { hashPassword } = await import("../../server/auth/passwords.ts");
  const database = await openDatabase({ dataDir });
  try {
    const at = "2025-03-01T09:00:00.000Z";
    await database.db
      .insertInto("accounts")
      .values({
        id: "malika",
        name: MALIKA.name,
        email: MALIKA.email,
        emailKey: MALIKA.email,
        role: "administrator",
        passwordHash: await hashPassword(MALIKA.password),
        language: "uz",
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await database.db
      .insertInto("auditLog")
      .values(
        Array.from({ length: 55 }, (_, day) => ({
          id: `malika-export-${day}`,
          actor: `${MALIKA.name} <${MALIKA.email}>`,
          action: "export",
          detail: JSON.stringify({ list: day % 2 ? "subscribers" : "applications" }),
          createdAt: new Date(Date.parse(at) + day * 3_600_000).toISOString(),
        })),
      )
      .execute();
  } finally {
    await database.close();
  }

  const page = await newPage(browser);
  await signInToInbox(page, { base: BASE, email: MALIKA.email, password: MALIKA.password, next: "/admin/audit" });
  await expect(page.locator(".admin")).toHaveAttribute("lang", "uz");
  await page.getByLabel("Xodim").selectOption({ label: MALIKA.name });
  await page.getByLabel("Dan").fill("2025-03-01");
  await page.getByLabel("Gacha").fill("2025-03-31");
  await page.getByRole("button", { name: "Koʻrsatish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("55 ta yozuv");
  const pages = page.getByRole("navigation", { name: "Jurnal sahifalari" });
  await expect(pages).toContainText("2 sahifadan 1-sahifa");
  const entries = page.locator(".admin-audit li");
  await expect(entries).toHaveCount(50);
  await expect(entries.first()).toContainText(`${MALIKA.name}: jadvalga yuklab olindi — arizalar`);
  await expect(page.getByText("{")).toHaveCount(0);
  await looksRight(page, "audit-uz");
  await pages.getByRole("link", { name: "Eskiroq" }).click();
  await expect(pages).toContainText("2 sahifadan 2-sahifa");
  await expect(entries).toHaveCount(5);
  await expect(page.getByLabel("Xodim")).toHaveValue(`${MALIKA.name} <${MALIKA.email}>`);
  await pages.getByRole("link", { name: "Yangiroq" }).click();
  await expect(entries).toHaveCount(50);
});
