import { expect, test, type Browser, type BrowserContext, type Page, type Route } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Secret, TOTP } from "otpauth";
import { FakeSmtp } from "../support/fake-smtp.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import { expectFits } from "./fit.ts";
import { axe, WCAG } from "./axe-audit.ts";
import { keepScreenshot } from "./screenshots.ts";

/**
 * Sign-in on an installation of its own (issues 38.4, 38.8, 38.10 and 39.10): the pages
 * before sign-in work as plain posts (without scripts, and before the page's modules have
 * loaded), speak the language chosen, the account's or the browser's, and two-factor sign-in
 * is set up, used, required and reset as staff would, in Russian and Uzbek.
 */
const PORT = TEST_PORTS.signIn;
const BASE = `http://127.0.0.1:${PORT}`;
const INSTALLATION_PASSWORD = "installation-password-of-the-sign-in-site";
const ADMIN = {
  name: "Гульшан Ахмедова",
  email: "gulshan@lojuvard.uz",
  password: "pomegranates of the ferghana valley",
};
const EDITOR = { name: "Sardor Tursunov", email: "sardor@lojuvard.uz", password: "melons ripening near khiva" };
const SALES = { name: "Daniel Brooks", email: "daniel@lojuvard.uz", password: "tea house by the ankhor canal" };
const smtp = new FakeSmtp();
let server: ChildProcess | undefined;
let dataDir: string;
/** The administrator's recovery codes, as the setup showed them. */
let adminCodes: string[] = [];

// One installation, its accounts and the sign-in limits of one address: in order.
test.describe.configure({ mode: "serial", timeout: 90_000 });

async function withDatabase<T>(work: (database: import("../../server/db/database.ts").Database) => Promise<T>) {
  const { openDatabase } = await import("../../server/db/database.ts");
  const database = await openDatabase({ dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await smtp.start(0);
  dataDir = mkdtempSync(join(tmpdir(), "lojuvard-sign-in-"));
  server = await startServerProcess(PORT, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: INSTALLATION_PASSWORD,
    SITE_URL: BASE,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: "leads@lojuvard.uz",
    RATE_LIMIT_PER_MINUTE: "1000",
    // Each browser below comes from an address of its own (X-Forwarded-For), so one test's
    // wrong passwords and codes never lock another's sign-in out.
    TRUST_PROXY: "127.0.0.1",
  });
  const { staffAccount } = await import("../support/accounts.ts");
  await withDatabase(async (database) => {
    await staffAccount(database, { ...ADMIN, role: "administrator", language: "ru" });
    await staffAccount(database, { ...EDITOR, role: "editor", language: "uz" });
    await staffAccount(database, { ...SALES, role: "sales", language: "en" });
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

const contexts: BrowserContext[] = [];
let addresses = 0;

async function newPage(browser: Browser, options: { locale?: string; javaScriptEnabled?: boolean } = {}) {
  addresses += 1;
  const context = await browser.newContext({
    locale: options.locale ?? "en-GB",
    ...options,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${addresses}` },
  });
  contexts.push(context);
  return context.newPage();
}

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** Fits at 375 and 1440 px, and axe finds nothing. */
async function looksRight(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFits(page, name);
    await keepScreenshot(page, `test-results/sign-in-${name}-${width}.png`, { fullPage: true });
  }
  const { violations } = await axe(page).withTags(WCAG).analyze();
  expect(violations).toEqual([]);
}

/** The password step, by the fields' names (the page speaks whatever language it chose). */
async function enterPassword(page: Page, person: { email: string; password: string }, next = "/admin/requests") {
  await page.goto(`${BASE}/admin/login?next=${encodeURIComponent(next)}`);
  await page.locator('input[name="email"]').fill(person.email);
  await page.locator('input[name="password"]').fill(person.password);
  await page.locator('form button[type="submit"]').click();
}

/** The code an authenticator app shows for the key the setup page printed, `ahead` ms from now. */
function appCode(key: string, ahead = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s+/g, "")), timestamp: Date.now() + ahead });
}

test("without scripts, signing in is a plain post: a refusal is said in the page, then the inbox opens", async ({
  browser,
}) => {
  const page = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${BASE}/admin/login?next=${encodeURIComponent("/admin/requests?status=new")}`);
  const form = page.locator("form", { has: page.locator('input[name="password"]') });
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", /^\/admin\/login\?next=/);

  await page.getByLabel("E-mail").fill(SALES.email);
  await page.getByLabel("Password", { exact: true }).fill("not the right words at all");
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  expect(refused.status()).toBe(401);
  await expect(page.getByRole("alert")).toHaveText("That e-mail and password do not match.");

  await page.getByLabel("E-mail").fill(SALES.email);
  await page.getByLabel("Password", { exact: true }).fill(SALES.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Where the scripts would have taken them: the page they asked for.
  await expect(page).toHaveURL(`${BASE}/admin/requests?status=new`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote requests");
});

test("a click on “Sign in” before the page's modules have loaded signs in, or says why not", async ({ browser }) => {
  const page = await newPage(browser);
  // Hold every module the page asks for until after the click.
  const held: Route[] = [];
  await page.route(/\/assets\/.+\.js$/, (route) => {
    held.push(route);
  });
  await page.goto(`${BASE}/admin/login?next=%2Fadmin%2Frequests`, { waitUntil: "commit" });
  const button = page.getByRole("button", { name: "Sign in" });
  await expect(button).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  await page.getByLabel("E-mail").fill(SALES.email);
  await page.getByLabel("Password", { exact: true }).fill("a guess before the scripts");
  await button.click();
  await expect(page.getByRole("alert")).toHaveText("That e-mail and password do not match.");

  await page.getByLabel("E-mail").fill(SALES.email);
  await page.getByLabel("Password", { exact: true }).fill(SALES.password);
  await button.click();
  await expect(page).toHaveURL(`${BASE}/admin/requests`);
  await page.unroute(/\/assets\/.+\.js$/);
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote requests");
});

test("two-factor sign-in: set up under Your account with a QR code, then a one-time code and a recovery code sign in", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await enterPassword(page, ADMIN, "/admin/settings");
  await expect(page).toHaveURL(`${BASE}/admin/settings`);
  await page.getByRole("link", { name: "Включить двухфакторную аутентификацию" }).click();
  await expect(page.getByRole("heading", { name: "Двухфакторная аутентификация", level: 1 })).toBeVisible();
  // The QR code is drawn in the page (an SVG from the server), nothing from another host.
  const qr = page.getByRole("img", { name: "QR-код для приложения-аутентификатора" });
  await expect(qr.locator("svg path").first()).toBeAttached();
  const key = (await page.getByTestId("two-factor-key").textContent()) ?? "";
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await looksRight(page, "two-factor-setup-ru");

  const setupCode = appCode(key);
  await page.getByLabel("Одноразовый код").fill(setupCode);
  await page.getByRole("button", { name: "Включить двухфакторную аутентификацию" }).click();
  await expect(page.getByRole("heading", { name: "Ваши резервные коды" })).toBeVisible();
  adminCodes = (await page.locator(".admin-codes code").allTextContents()).map((code) => code.trim());
  expect(adminCodes).toHaveLength(10);
  await looksRight(page, "two-factor-codes-ru");
  await page.getByRole("link", { name: "Коды сохранены" }).click();
  await page.getByRole("button", { name: "Выйти" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  // The password alone leads to the code step, in the account's language.
  await enterPassword(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/login\/code\?next=/);
  await expect(page.getByRole("heading", { name: "Введите одноразовый код" })).toBeVisible();
  await looksRight(page, "code-ru");
  // The code that turned it on cannot sign in again, though still in its 30 seconds.
  await page.getByLabel("Одноразовый код").fill(setupCode);
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Код неверный или уже использован. Введите код, который приложение показывает сейчас.",
  );
  // The app's next code does (a phone a few seconds ahead).
  await page.getByLabel("Одноразовый код").fill(appCode(key, 30_000));
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page).toHaveURL(`${BASE}/admin/requests`);
  await page.getByRole("button", { name: "Выйти" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  // A lost phone: a recovery code, once.
  await enterPassword(page, ADMIN, "/admin/audit");
  await page.getByLabel("Одноразовый код").fill(adminCodes[0]!);
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page).toHaveURL(`${BASE}/admin/audit`);
  await expect(page.getByText(`${ADMIN.name}: использован резервный код, осталось 9`)).toBeVisible();
  await expect(page.getByText(`${ADMIN.name}: включена двухфакторная аутентификация`)).toBeVisible();
  await page.goto(`${BASE}/admin/settings/two-factor`);
  await expect(page.getByText("Двухфакторная аутентификация включена. Осталось 9 резервных кодов.")).toBeVisible();
});

test("required of everyone: a member without it is taken to its setup after the password, and nothing else opens", async ({
  browser,
}) => {
  const admin = await newPage(browser);
  await enterPassword(admin, ADMIN, "/admin/accounts");
  await admin.getByLabel("Одноразовый код").fill(adminCodes[1]!);
  await admin.getByRole("button", { name: "Подтвердить" }).click();
  await expect(admin).toHaveURL(`${BASE}/admin/accounts`);
  await admin.getByRole("checkbox", { name: "Требовать двухфакторную аутентификацию от всех" }).check();
  await admin
    .locator("form", { has: admin.getByRole("checkbox", { name: "Требовать двухфакторную аутентификацию от всех" }) })
    .getByRole("button", { name: "Сохранить" })
    .click();
  await expect(admin.getByRole("status")).toHaveText("Теперь двухфакторная аутентификация обязательна для всех.");

  // The editor's password is right: the setup, and only the setup, in Uzbek.
  const editor = await newPage(browser);
  await enterPassword(editor, EDITOR, "/admin/posts");
  await expect(editor).toHaveURL(`${BASE}/admin/settings/two-factor?next=%2Fadmin%2Fposts`);
  await expect(editor.locator(".admin")).toHaveAttribute("lang", "uz");
  await expect(editor.getByRole("note")).toHaveText(
    "Administrator barchadan ikki bosqichli autentifikatsiyani talab qiladi. Kiruvchi xabarlarda ishlashni davom ettirish uchun uni hozir sozlang.",
  );
  await expect(editor.getByRole("navigation", { name: "Kiruvchi xabarlar" })).toHaveCount(0);
  await looksRight(editor, "two-factor-required-uz");
  for (const path of ["/admin/posts", "/admin/settings", "/admin/export/subscribers"]) {
    await editor.goto(`${BASE}${path}`);
    await expect(editor, path).toHaveURL(`${BASE}/admin/settings/two-factor?next=${encodeURIComponent(path)}`);
  }
  await editor.goto(`${BASE}/admin/settings/two-factor?next=%2Fadmin%2Fposts`);
  const key = (await editor.getByTestId("two-factor-key").textContent()) ?? "";
  await editor.getByLabel("Bir martalik kod").fill(appCode(key));
  await editor.getByRole("button", { name: "Ikki bosqichli autentifikatsiyani yoqish" }).click();
  await editor.getByRole("link", { name: "Kodlar saqlandi" }).click();
  await expect(editor).toHaveURL(`${BASE}/admin/posts`);
  await expect(editor.getByRole("navigation", { name: "Kiruvchi xabarlar" })).toBeVisible();

  // The editor lost the phone: the administrator resets it, and the editor is signed out.
  await admin.goto(`${BASE}/admin/accounts`);
  await expect(admin.getByRole("row", { name: new RegExp(EDITOR.name) })).toContainText(
    "Двухфакторная аутентификация: включена",
  );
  admin.once("dialog", (dialog) => void dialog.accept());
  await admin.getByRole("button", { name: `Сбросить двухфакторную аутентификацию: ${EDITOR.name}` }).click();
  await expect(admin.getByRole("status")).toHaveText(
    `Двухфакторная аутентификация сотрудника ${EDITOR.name} сброшена, вход завершён на всех устройствах.`,
  );
  await looksRight(admin, "accounts-two-factor-ru");
  await editor.reload();
  await expect(editor).toHaveURL(/\/admin\/login/);
  await admin.goto(`${BASE}/admin/audit`);
  await expect(
    admin.getByText(`${ADMIN.name}: сброшена двухфакторная аутентификация сотрудника ${EDITOR.name}`),
  ).toBeVisible();
  await expect(
    admin.getByText(`${ADMIN.name}: двухфакторная аутентификация стала обязательной для всех`),
  ).toBeVisible();

  // Required no more: the password alone signs the editor in again.
  await admin.goto(`${BASE}/admin/accounts`);
  await admin.getByRole("checkbox", { name: "Требовать двухфакторную аутентификацию от всех" }).uncheck();
  await admin
    .locator("form", { has: admin.getByRole("checkbox", { name: "Требовать двухфакторную аутентификацию от всех" }) })
    .getByRole("button", { name: "Сохранить" })
    .click();
  await expect(admin.getByRole("status")).toHaveText("Двухфакторная аутентификация больше не обязательна.");
  await enterPassword(editor, EDITOR, "/admin/posts");
  await expect(editor).toHaveURL(`${BASE}/admin/posts`);
});

test("one's own two-factor sign-in: new recovery codes with a code, off with the password and a code", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await enterPassword(page, ADMIN, "/admin/settings/two-factor");
  await page.getByLabel("Одноразовый код").fill(adminCodes[2]!);
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page).toHaveURL(`${BASE}/admin/settings/two-factor`);
  await expect(page.getByText("Двухфакторная аутентификация включена. Осталось 7 резервных кодов.")).toBeVisible();
  await looksRight(page, "two-factor-on-ru");

  // New recovery codes, confirmed with one of the old: the old ones stop working.
  const renew = page.locator("form", { has: page.getByRole("button", { name: "Создать новые резервные коды" }) });
  await renew.getByLabel("Одноразовый код").fill(adminCodes[3]!);
  await renew.getByRole("button", { name: "Создать новые резервные коды" }).click();
  await expect(page.getByRole("heading", { name: "Ваши резервные коды" })).toBeVisible();
  const renewed = (await page.locator(".admin-codes code").allTextContents()).map((code) => code.trim());
  expect(renewed).toHaveLength(10);
  expect(renewed).not.toContain(adminCodes[4]);
  await page.goto(`${BASE}/admin/settings/two-factor`);
  await expect(page.getByText("Двухфакторная аутентификация включена. Осталось 10 резервных кодов.")).toBeVisible();

  // Off: the password and a code, each checked.
  const off = page.locator("form", {
    has: page.getByRole("button", { name: "Выключить двухфакторную аутентификацию" }),
  });
  await off.getByLabel("Ваш пароль").fill("not my password at all");
  await off.getByLabel("Одноразовый или резервный код").fill(renewed[0]!);
  await off.getByRole("button", { name: "Выключить двухфакторную аутентификацию" }).click();
  await expect(off.getByRole("alert")).toHaveText("Пароль неверный.");
  await off.getByLabel("Ваш пароль").fill(ADMIN.password);
  await off.getByLabel("Одноразовый или резервный код").fill(adminCodes[4]!);
  await off.getByRole("button", { name: "Выключить двухфакторную аутентификацию" }).click();
  await expect(off.getByRole("alert")).toHaveText(
    "Код неверный или уже использован. Введите код, который приложение показывает сейчас.",
  );
  await off.getByLabel("Ваш пароль").fill(ADMIN.password);
  await off.getByLabel("Одноразовый или резервный код").fill(renewed[0]!);
  await off.getByRole("button", { name: "Выключить двухфакторную аутентификацию" }).click();
  await expect(page.getByRole("status").first()).toHaveText(
    "Двухфакторная аутентификация выключена. Теперь вы входите только с паролем.",
  );
  await page.goto(`${BASE}/admin/audit`);
  await expect(page.getByText(`${ADMIN.name}: созданы новые резервные коды`)).toBeVisible();
  await expect(page.getByText(`${ADMIN.name}: выключена двухфакторная аутентификация`)).toBeVisible();
});

test("the pages before sign-in speak the language chosen on them, else the browser's", async ({ browser }) => {
  const page = await newPage(browser, { locale: "ru-RU" });
  await page.goto(`${BASE}/admin/login`);
  await expect(page).toHaveTitle("Вход | Входящие Lojuvard");
  await expect(page.getByRole("button", { name: "Войти" })).toBeVisible();
  const languages = page.getByRole("navigation", { name: "Язык страницы" });
  await expect(languages.getByRole("link", { name: "Русский" })).toHaveAttribute("aria-current", "true");
  await looksRight(page, "login-ru");

  await languages.getByRole("link", { name: "Oʻzbekcha" }).click();
  await expect(page.getByRole("button", { name: "Kirish" })).toBeVisible();
  // Remembered: the next page before sign-in speaks it too, with no link to say so.
  await page.goto(`${BASE}/admin/forgot`);
  await expect(page.getByRole("heading", { name: "Parolni unutdingizmi?", level: 1 })).toBeVisible();
  await looksRight(page, "forgot-uz");
});

test("without scripts: a forgotten password, a Russian reset and an Uzbek invitation, each in its language", async ({
  browser,
}) => {
  const page = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${BASE}/admin/forgot`);
  await page.getByLabel("E-mail").fill("nobody-here@lojuvard.uz");
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText(
    "If nobody-here@lojuvard.uz has an account, a link is on its way.",
  );

  // A reset link for the Russian administrator, opened in an English browser: Russian, as the e-mail was.
  const { createResetLink, passwordResetPath } = await import("../../server/auth/password-resets.ts");
  const { invite, invitationPath } = await import("../../server/auth/accounts.ts");
  const { accountByEmail } = await import("../../server/db/accounts.ts");
  const { BOOTSTRAP_ADMIN } = await import("../support/accounts.ts");
  const { resetPath, invitation } = await withDatabase(async (database) => {
    const account = await accountByEmail(database.db, ADMIN.email);
    const reset = passwordResetPath(await createResetLink(database, BOOTSTRAP_ADMIN, account!.id));
    const invited = await invite(
      database,
      BOOTSTRAP_ADMIN,
      { name: "Zarina Yusupova", email: "zarina@lojuvard.uz", role: "recruiter", language: "uz" },
      { mail: false },
    );
    return { resetPath: reset, invitation: invitationPath(invited.token) };
  });
  await page.goto(`${BASE}${resetPath}`);
  await expect(page.getByRole("heading", { name: "Новый пароль" })).toBeVisible();
  await page.locator('input[name="password"]').fill("caravans resting at the sardoba");
  await page.getByLabel("Новый пароль ещё раз").fill("caravans resting at the sardoba");
  await page.getByRole("button", { name: "Сохранить новый пароль" }).click();
  // The sign-in page that follows is Russian too.
  await expect(page).toHaveURL(/\/admin\/login\?reset=done$/);
  await expect(page.getByRole("status")).toHaveText(
    "Новый пароль сохранён, вход завершён на всех устройствах. Войдите с новым паролем.",
  );
  ADMIN.password = "caravans resting at the sardoba";

  // Seen (axe needs scripts), then accepted without them.
  const seen = await newPage(browser);
  await seen.goto(`${BASE}${invitation}`);
  await expect(seen.getByRole("heading", { name: "Lojuvard kiruvchi xabarlariga xush kelibsiz" })).toBeVisible();
  await looksRight(seen, "invitation-uz");
  const invited = await newPage(browser, { javaScriptEnabled: false });
  await invited.goto(`${BASE}${invitation}`);
  await expect(invited.getByRole("heading", { name: "Lojuvard kiruvchi xabarlariga xush kelibsiz" })).toBeVisible();
  await invited.locator('input[name="password"]').fill("saffron rice for the guests");
  await invited.locator('input[name="confirm"]').fill("saffron rice for the wedding");
  await invited.getByRole("button", { name: "Hisobimni yaratish" }).click();
  await expect(invited.getByRole("alert")).toHaveText("Ikki parol bir xil emas.");
  await invited.locator('input[name="password"]').fill("saffron rice for the guests");
  await invited.locator('input[name="confirm"]').fill("saffron rice for the guests");
  await invited.getByRole("button", { name: "Hisobimni yaratish" }).click();
  await expect(invited.locator(".admin")).toHaveAttribute("lang", "uz");
  await expect(invited).toHaveURL(`${BASE}/admin/applications`);
});

test("without scripts, an address that tried too often is told in the page how long to wait", async ({ browser }) => {
  const page = await newPage(browser, { javaScriptEnabled: false });
  // Five wrong passwords from one address (each for another e-mail: no account's wait), then a sixth.
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.goto(`${BASE}/admin/login`);
    await page.getByLabel("E-mail").fill(`stranger${attempt}@example.uz`);
    await page.getByLabel("Password", { exact: true }).fill("one more guess at it");
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    expect(answer.status()).toBe(attempt < 5 ? 401 : 429);
  }
  const wait = await page.getByRole("alert").textContent();
  expect(wait).toMatch(/^Too many attempts\. Try again in 1[45] min\.$/);
});
