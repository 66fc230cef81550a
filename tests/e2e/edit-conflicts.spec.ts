import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN_PASSWORD, SITE_URL } from "../../playwright.config.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import { expectFits } from "./fit.ts";
import { acceptInvitation, invite, signInToInbox } from "./helpers.ts";
import { keepScreenshot } from "./screenshots.ts";

/**
 * Issue 39.9 (decision 085): two staff members open the same entry; one saves, then the other.
 * The later save is refused with both versions compared, in the second one's language, and
 * nothing typed is lost; each way on is taken once (keep mine, take the saved one, merge by
 * hand) on a page's words, a post and the company details, and what is stored is what was chosen.
 */
test.describe.configure({ mode: "serial" });

const EDITOR = { name: "Dilnoza Rahimova", email: "dilnoza.conflicts@lojuvard.uz", password: "two-at-one-desk-2026" };

// A server of its own: the about page, a post and the company details change here.
const BASE = `http://127.0.0.1:${TEST_PORTS.editConflicts}`;
test.use({ baseURL: BASE });

let server: ChildProcess | undefined;
let dataDir: string;
let admin: Page;
let editor: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "lojuvard-conflicts-"));
  server = await startServerProcess(TEST_PORTS.editConflicts, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SITE_URL,
    RATE_LIMIT_PER_MINUTE: "1000",
  });
  admin = await signedInAdministrator(browser);
  editor = await acceptInvitation(browser, await invite(admin, EDITOR, "Editor"), EDITOR.password, "ru");
});

test.afterAll(async () => {
  await admin?.context().close();
  await editor?.context().close();
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedInAdministrator(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: BASE })).newPage();
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/accounts", base: BASE });
  return page;
}

/** Types into a per-language control, in its language's tab. */
async function type(page: Page, name: string, value: string) {
  const lang = name.split(".").find((segment) => ["en", "ru", "uz"].includes(segment));
  if (lang) await page.locator(`#tab-${lang}`).click();
  await page.locator(`form [name="${name}"]`).fill(value);
}

async function save(page: Page, label: string) {
  await page.getByRole("button", { name: label, exact: true }).click();
}

async function storedValue(page: Page, path: string, name: string) {
  await page.goto(path);
  const lang = name.split(".").find((segment) => ["en", "ru", "uz"].includes(segment));
  if (lang) await page.locator(`#tab-${lang}`).click();
  return page.locator(`form [name="${name}"]`).inputValue();
}

test("a page's words: the later save in Russian is refused, compared, and keeps its own version", async () => {
  const path = "/admin/pages/about";
  await Promise.all([admin.goto(path), editor.goto(path)]);
  const englishBefore = await admin.locator('form [name="meta.description.en"]').inputValue();

  await type(admin, "meta.description.en", "Who we are, where we work and how we build software for banks.");
  await save(admin, "Save");
  await expect(admin.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  const mine = "Кто мы, где работаем и как создаём программы для банков и государства.";
  await type(editor, "meta.description.ru", mine);
  await save(editor, "Сохранить");
  const conflict = editor.getByRole("alert").filter({ has: editor.getByRole("heading", { level: 2 }) });
  await expect(
    conflict.getByRole("heading", { name: "Не сохранено: пока вы редактировали, это уже сохранил другой сотрудник" }),
  ).toBeVisible();
  await expect(conflict).toContainText("Последнее сохранение: Administrator");
  await expect(conflict).toContainText("Ваш текст не потерян");
  await expect(conflict).toContainText("Зачёркнуто то, что есть только в вашей версии");
  // Field by field: her Russian words beside the saved ones, the administrator's English beside hers.
  await expect(conflict.getByRole("columnheader", { name: "Ваша версия" })).toBeVisible();
  await expect(conflict.getByRole("columnheader", { name: "Сохранённая версия" })).toBeVisible();
  const russian = conflict.getByRole("rowgroup").filter({ hasText: "Описание в поиске · русский" });
  await expect(russian.getByRole("cell").first()).toContainText(mine);
  const english = conflict.getByRole("rowgroup").filter({ hasText: "Описание в поиске · английский" });
  await expect(english.getByRole("cell").nth(1)).toContainText("how we build software for banks");
  // Nothing typed is lost.
  await editor.locator("#tab-ru").click();
  await expect(editor.locator('form [name="meta.description.ru"]')).toHaveValue(mine);

  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await editor.setViewportSize({ width, height });
    await expectFits(editor, `refused save at ${width} px`);
    await keepScreenshot(conflict, test.info().outputPath(`edit-conflict-ru-${width}.png`));
  }
  await editor.setViewportSize({ width: 1280, height: 800 });

  await conflict.getByRole("button", { name: "Оставить мою версию" }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Сохранено." })).toBeVisible();
  expect(await storedValue(admin, path, "meta.description.ru")).toBe(mine);
  // Her version was kept whole: the administrator's English is among the revisions, not in the page.
  expect(await storedValue(admin, path, "meta.description.en")).toBe(englishBefore);
});

test("a post: the later save takes the saved version instead", async () => {
  const path = "/admin/posts/ssr-for-slow-networks";
  await Promise.all([admin.goto(path), editor.goto(path)]);
  const theirs = "How server rendering keeps our pages quick on the slow networks of the regions.";
  await type(admin, "seo.description.en", theirs);
  await save(admin, "Save");
  await expect(admin.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await type(editor, "seo.description.ru", "Как серверная отрисовка ускоряет страницы в регионах.");
  await save(editor, "Сохранить");
  const conflict = editor.getByRole("alert").filter({ hasText: "Ваша версия" });
  await expect(conflict).toBeVisible();
  await conflict.getByRole("link", { name: "Взять сохранённую версию" }).click();
  await expect(conflict).toHaveCount(0);
  await editor.locator("#tab-en").click();
  await expect(editor.locator('form [name="seo.description.en"]')).toHaveValue(theirs);
  await editor.locator("#tab-ru").click();
  await expect(editor.locator('form [name="seo.description.ru"]')).toHaveValue("");
  expect(await storedValue(admin, path, "seo.description.en")).toBe(theirs);
  expect(await storedValue(admin, path, "seo.description.ru")).toBe("");
});

test("the company details: two administrators merge by hand, field by field, then edit and save", async ({
  browser,
}) => {
  const path = "/admin/company";
  const other = await signedInAdministrator(browser);
  await Promise.all([admin.goto(path), other.goto(path)]);
  const instagram = await admin.locator('form [name="social.instagram"]').inputValue();

  await type(admin, "social.youtube", "https://www.youtube.com/@lojuvard-engineering");
  await save(admin, "Save");
  await expect(admin.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await type(other, "social.telegram", "https://t.me/lojuvard_team");
  await save(other, "Save");
  const conflict = other.getByRole("alert").filter({ hasText: "Your version" });
  await expect(
    conflict.getByRole("heading", { name: "Not saved: someone else saved this while you were editing" }),
  ).toBeVisible();
  const merge = conflict.getByRole("group", { name: "Merge by hand" });
  // Each side is proposed where only it changed.
  const youtube = merge.getByRole("group", { name: "Social networks › YouTube" });
  const telegram = merge.getByRole("group", { name: "Social networks › Telegram" });
  await expect(youtube.getByRole("radio", { name: "Saved" })).toBeChecked();
  await expect(telegram.getByRole("radio", { name: "Mine" })).toBeChecked();
  await expect(merge.getByRole("group")).toHaveCount(2);
  await youtube.getByRole("radio", { name: "Saved" }).check();
  await telegram.getByRole("radio", { name: "Mine" }).check();
  await keepScreenshot(conflict, test.info().outputPath("edit-conflict-merge-en-1440.png"));
  await merge.getByRole("button", { name: "Put the merged version in the form" }).click();

  await expect(
    other.getByRole("status").filter({ hasText: "Merged: the form holds the values you chose." }),
  ).toBeVisible();
  await expect(other.locator('form [name="social.youtube"]')).toHaveValue(
    "https://www.youtube.com/@lojuvard-engineering",
  );
  await expect(other.locator('form [name="social.telegram"]')).toHaveValue("https://t.me/lojuvard_team");
  await type(other, "social.instagram", `${instagram}.team`);
  await save(other, "Save");
  await expect(other.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  expect(await storedValue(admin, path, "social.youtube")).toBe("https://www.youtube.com/@lojuvard-engineering");
  expect(await storedValue(admin, path, "social.telegram")).toBe("https://t.me/lojuvard_team");
  expect(await storedValue(admin, path, "social.instagram")).toBe(`${instagram}.team`);
  await other.context().close();
});
