import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setEntryPublishAt } from "../support/database.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_PASSWORD, SITE_URL } from "../../playwright.config.ts";
import { tashkentLocal } from "../../app/admin/tashkent-time.ts";
import { LANGUAGES, localizePath, type Language } from "../../shared/i18n/languages.ts";
import {
  acceptInvitation,
  fillDate,
  fillEditor,
  hydrated,
  invite,
  openingFields,
  sessionHeader,
  signInToInbox,
  withDatabase,
} from "./helpers.ts";

/**
 * Staff run the site themselves: an administrator invites a recruiter and an editor, who
 * publish an opening and schedule a post from the inbox, in three languages, without a
 * rebuild or a restart; each role reaches only its own areas, checked on the server.
 */
test.describe.configure({ mode: "serial" });

// A server of its own: the opening and the post published here change lists other specs read.
const BASE = `http://127.0.0.1:${TEST_PORTS.staff}`;
test.use({ baseURL: BASE });

let server: ChildProcess | undefined;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "lojuvard-staff-"));
  server = await startServerProcess(TEST_PORTS.staff, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SITE_URL,
    RATE_LIMIT_PER_MINUTE: "1000",
  });
});

test.afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const RECRUITER = {
  name: "Dilnoza Karimova",
  email: "dilnoza.recruiter@lojuvard.uz",
  password: "recruits-with-care-2026",
};
const EDITOR = { name: "Jasur Tursunov", email: "jasur.editor@lojuvard.uz", password: "writes-every-friday-2026" };
const OPENING_ID = "platform-engineer-samarkand";
const POST_ID = "release-train-every-day";
const TITLES: Record<Language, string> = {
  en: "Platform Engineer",
  ru: "Инженер платформы",
  uz: "Platforma muhandisi",
};
const POST_TITLES: Record<Language, string> = {
  en: "Why our release train leaves every day",
  ru: "Почему наш релизный поезд уходит каждый день",
  uz: "Nega relizlarimiz har kuni chiqadi",
};

let recruiter: Page;
let editor: Page;

test.afterAll(async () => {
  await recruiter?.context().close();
  await editor?.context().close();
});

test("an administrator invites a recruiter and an editor, who choose their password and language", async ({
  page,
  browser,
}) => {
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/accounts", base: BASE });
  const recruiterLink = await invite(page, RECRUITER, "Recruiter Openings, job applications and the careers page");
  const editorLink = await invite(
    page,
    EDITOR,
    "Editor Posts, the pages' words, case studies, clients, people, subscribers and the newsletter",
  );

  recruiter = await acceptInvitation(browser, recruiterLink, RECRUITER.password, "en");
  await expect(recruiter.getByText(`Signed in as ${RECRUITER.name}, Recruiter`)).toBeVisible();
  // The recruiter's menu has what waits on them, then their areas only.
  const recruiterMenu = recruiter.getByRole("navigation", { name: "Inbox" });
  await expect(recruiterMenu.getByRole("link")).toHaveText([
    "Waiting on me",
    "Job applications",
    "Unsorted mail",
    "Lead sources",
    "Openings",
    "Careers page",
  ]);

  // The editor reads the inbox in Russian.
  editor = await acceptInvitation(browser, editorLink, EDITOR.password, "ru");
  await expect(editor.locator(".admin")).toHaveAttribute("lang", "ru");
  await expect(editor.getByRole("navigation", { name: "Входящие" }).getByRole("link")).toHaveText([
    "Подписчики",
    "Статьи",
    "Страницы",
    "Кейсы и клиенты",
    "Команда",
    "Медиатека",
    "Переадресация",
    "Рассылка",
  ]);
  // Counts take the Russian form their number needs (one запись, few записи, many записей).
  await editor.goto("/admin/subscribers");
  const count = (await editor.getByRole("status").textContent()) ?? "";
  const n = Number(/^\d+/.exec(count)?.[0]);
  const forms: Record<string, string> = { one: "запись", few: "записи", many: "записей" };
  expect(count).toBe(`${n} ${forms[new Intl.PluralRules("ru").select(n)]}`);

  // A link works once.
  const again = await (await browser.newContext({ baseURL: BASE })).newPage();
  await again.goto(recruiterLink);
  await expect(again.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();

  // The accounts page lists both, and the audit log says who invited them.
  await page.goto("/admin/accounts");
  await expect(page.getByRole("row", { name: new RegExp(RECRUITER.name) })).toContainText("Recruiter");
  await page.goto("/admin/audit");
  await expect(
    page
      .locator(".admin-audit__entry")
      .filter({ hasText: "accepted the invitation" })
      .filter({ hasText: EDITOR.name })
      .first(),
  ).toBeVisible();

  // Both sign in again later with their e-mail and password.
  const later = await (await browser.newContext({ baseURL: BASE })).newPage();
  await signInToInbox(later, {
    email: RECRUITER.email,
    password: RECRUITER.password,
    next: "/admin/openings",
    base: BASE,
  });
  await later.context().close();
});

test("each role reaches only its own pages and actions, refused by the server", async ({ request }) => {
  const recruiterCookie = await sessionHeader(recruiter);
  const editorCookie = await sessionHeader(editor);
  const status = async (cookie: string, path: string, method: "GET" | "POST" = "GET", api?: APIRequestContext) => {
    const client = api ?? request;
    const response =
      method === "GET"
        ? await client.get(path, { headers: { cookie }, maxRedirects: 0 })
        : await client.post(path, { headers: { cookie }, form: { csrf: "x", intent: "publish" }, maxRedirects: 0 });
    return response.status();
  };
  for (const path of [
    "/admin/posts",
    "/admin/posts/new",
    "/admin/posts.data",
    "/admin/requests",
    "/admin/subscribers",
    "/admin/accounts",
    "/admin/audit",
    "/admin/erase",
    "/admin/export/requests",
    "/admin/export/subscribers",
    "/admin/integrations",
  ]) {
    expect(await status(recruiterCookie, path), `recruiter GET ${path}`).toBe(403);
  }
  for (const path of [
    "/admin/openings",
    `/admin/openings/new`,
    "/admin/applications",
    "/admin/requests",
    "/admin/accounts",
    "/admin/export/applications",
    "/admin/unsorted",
    "/admin/sources",
    "/admin/integrations",
  ]) {
    expect(await status(editorCookie, path), `editor GET ${path}`).toBe(403);
  }
  // Actions too, not only pages: a forged form from another role is refused before its token is read.
  expect(await status(recruiterCookie, "/admin/posts/new", "POST")).toBe(403);
  expect(await status(recruiterCookie, "/admin/accounts", "POST")).toBe(403);
  expect(await status(editorCookie, "/admin/openings/new", "POST")).toBe(403);
  expect(await status(recruiterCookie, "/admin/integrations", "POST")).toBe(403);
  expect(await status(editorCookie, "/admin/unsorted", "POST")).toBe(403);
  // And the image upload API.
  const upload = await request.post("/admin/media", {
    headers: { cookie: recruiterCookie },
    multipart: { file: { name: "a.png", mimeType: "image/png", buffer: Buffer.from("x") } },
  });
  expect(upload.status()).toBe(403);
  // Their own areas answer.
  expect(await status(recruiterCookie, "/admin/openings")).toBe(200);
  expect(await status(recruiterCookie, "/admin/unsorted")).toBe(200);
  expect(await status(editorCookie, "/admin/posts")).toBe(200);
});

test("the recruiter's opening goes out only when complete in three languages, and is public at once", async ({
  page,
  request,
}) => {
  // A whole workflow: three languages edited, published, read on every page and closed again.
  test.setTimeout(60_000);
  const browserErrors: string[] = [];
  page.on("pageerror", (error) => browserErrors.push(error.message));
  page.on("dialog", (dialog) => {
    browserErrors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });

  await recruiter.goto("/admin/openings");
  await recruiter.getByRole("link", { name: "New opening" }).click();
  const english = openingFields("en", TITLES.en);
  // A body that tries to run script on the public page.
  english["body.en"] =
    '## The team\n\nWe run forty services.\n\n<script>window.__pwned = 1; alert("pwned")</script>\n\n<img src=x onerror="window.__pwned = 1">\n\n[Apply](javascript:alert(1))';
  await fillEditor(recruiter, {
    id: OPENING_ID,
    location: "tashkent",
    department: "devops",
    type: "full-time",
    workplace: "office",
    datePosted: "2026-11-20",
    validThrough: "2027-02-28",
    ...english,
  });
  await recruiter.getByRole("button", { name: "Publish now" }).click();
  const refusal = recruiter.getByRole("alert");
  await expect(refusal).toContainText("Not published: every language must be complete.");
  await expect(refusal).toContainText("Russian: Title: missing");
  await expect(refusal).toContainText("Uzbek: Requirements: add at least one item");
  // The tabs say what each language still lacks; a problem's link opens its language.
  await expect(recruiter.getByRole("tab", { name: /Russian/ })).toContainText("fields to fill in");
  await expect(recruiter.getByRole("tab", { name: /English/ })).toContainText("all filled in");
  await refusal.getByRole("link", { name: "Russian: Title: missing" }).click();
  await expect(recruiter.getByRole("tab", { name: /Russian/ })).toHaveAttribute("aria-selected", "true");
  await expect(recruiter.locator("#f-title-ru")).toBeVisible();
  await expect(recruiter.locator("#f-title-ru")).toHaveAttribute("aria-invalid", "true");

  await fillEditor(recruiter, { ...openingFields("ru", TITLES.ru), ...openingFields("uz", TITLES.uz) });
  await recruiter.getByRole("button", { name: "Save draft" }).click();
  await expect(recruiter.getByText("Saved.")).toBeVisible();
  await expect(recruiter).toHaveURL(`/admin/openings/${OPENING_ID}?done=save`);
  // A draft is not public.
  expect((await request.get(`/company/careers/${OPENING_ID}`)).status()).toBe(404);

  // The preview is the public page's article, from the saved draft.
  await recruiter.getByRole("link", { name: "Preview in Russian" }).click();
  await expect(recruiter.getByRole("heading", { level: 1, name: TITLES.ru })).toBeVisible();
  await expect(recruiter.getByRole("heading", { level: 2, name: "Команда" })).toBeVisible();
  await recruiter.goBack();

  await recruiter.getByRole("button", { name: "Publish now" }).click();
  await expect(recruiter.getByText("Published: it is on the site.")).toBeVisible();

  // Public in all three languages within seconds, with no restart.
  for (const lang of LANGUAGES) {
    await expect(async () => {
      await page.goto(localizePath("/company/careers", lang));
      await expect(page.getByRole("link", { name: TITLES[lang] })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
  }
  // Visiting /uz/ stored Uzbek as the visitor's language; the English page is for a new visitor.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/company/careers/${OPENING_ID}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLES.en })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "JobPosting");
  expect(posting).toMatchObject({ title: TITLES.en, validThrough: expect.stringContaining("2027-02-28") });
  // Script in the body never runs, never reaches the page.
  await expect(page.getByText("We run forty services.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator("article script, article [onerror]").count()).toBe(0);
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(browserErrors).toEqual([]);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const lang of LANGUAGES)
    expect(sitemap).toContain(`${SITE_URL}${localizePath(`/company/careers/${OPENING_ID}`, lang)}`);

  // Closed before its date: off the list and the sitemap at once; its page says so.
  await recruiter.getByRole("button", { name: "Close the opening" }).click();
  await expect(recruiter.getByText("Closed: the opening no longer takes applications.")).toBeVisible();
  await expect(async () => {
    await page.goto("/ru/company/careers");
    await expect(page.getByRole("link", { name: TITLES.ru })).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(OPENING_ID);
});

test("the editor schedules a post with its cover; it appears at its time, with its feed entry", async ({
  page,
  request,
}) => {
  // A whole workflow: a post written in three languages with a cover, scheduled, then out.
  test.setTimeout(60_000);
  await editor.goto("/admin/posts/new");
  const cover = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#1d3a8a" } })
    .png()
    .toBuffer();
  const coverField = editor.getByRole("group", { name: /^Обложка/ });
  await coverField
    .locator('input[type="file"]')
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
  await expect(coverField.locator(".entry-image__preview")).toHaveAttribute(
    "src",
    /^\/media\/[0-9a-f-]{36}\/thumbnail$/,
  );
  const texts: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    Object.assign(texts, {
      [`title.${lang}`]: POST_TITLES[lang],
      [`summary.${lang}`]: `${POST_TITLES[lang]}: small changes, read in five minutes.`,
      [`author.${lang}`]: EDITOR.name,
      [`authorRole.${lang}`]:
        lang === "en" ? "Head of Delivery" : lang === "ru" ? "Руководитель поставки" : "Yetkazib berish rahbari",
      [`coverAlt.${lang}`]:
        lang === "en" ? "Blue hexagons" : lang === "ru" ? "Синие шестиугольники" : "Koʻk olti burchaklar",
      [`body.${lang}`]: `## ${POST_TITLES[lang]}\n\n| Day | Releases |\n|---|---|\n| Friday | 3 |\n\n\`\`\`ts\nconst train = "daily";\n\`\`\``,
    });
  }
  await fillEditor(editor, { id: POST_ID, category: "technical-insights", date: "2026-11-24", ...texts });
  const inTwoHours = tashkentLocal(new Date(Date.now() + 2 * 3600_000).toISOString());
  await editor.getByRole("button", { name: "Запланировать…" }).click();
  await fillDate(editor.locator("#schedule-controls fieldset.date-input"), inTwoHours.slice(0, 10));
  await editor.locator('input[name="publishTime"]').fill(inTwoHours.slice(11, 16));
  await editor.getByRole("button", { name: "Запланировать", exact: true }).click();
  await expect(editor.getByText(/Запланировано: выйдет/)).toBeVisible();

  // Not before its time.
  await page.context().clearCookies();
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: POST_TITLES.en })).toHaveCount(0);
  expect(await (await request.get("/blog/rss.xml")).text()).not.toContain(POST_ID);

  // Time passes: the scheduled moment is now (moved in the database, as the clock cannot be).
  await withDatabase(
    (database) => setEntryPublishAt(database, "post", POST_ID, new Date(Date.now() + 1_000).toISOString()),
    dataDir,
  );
  // Every instance notices on its own, with nobody saving anything, and the cache lets it through.
  for (const lang of LANGUAGES) {
    await expect(async () => {
      await page.goto(localizePath("/blog", lang));
      await expect(page.getByRole("link", { name: POST_TITLES[lang] })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
  }
  const feed = await (await request.get("/ru/blog/rss.xml")).text();
  expect(feed).toContain(`<title><![CDATA[${POST_TITLES.ru}]]></title>`);
  expect(feed).toContain(`${SITE_URL}/ru/blog/post/${POST_ID}`);
  // The cover rides along as a JPEG any feed reader shows.
  const enclosure = /<enclosure [^>]*\/>/.exec(feed.slice(feed.indexOf(POST_ID)))?.[0] ?? "";
  expect(enclosure).toMatch(new RegExp(`url="${SITE_URL}/media/[0-9a-f-]{36}/[\\w.-]+\\.jpg"`));
  expect(enclosure).toContain('type="image/jpeg"');

  // Its page: the uploaded cover in modern formats with its size, and the preview image for links.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/blog/post/${POST_ID}`);
  const picture = page.locator("article picture").first();
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\/media\/.+\/\d+\.[0-9a-f]{10}\.avif \d+w/,
  );
  // The article keeps the upload's own proportions; the link preview is its 1200×630 crop.
  await expect(picture.locator("img")).toHaveAttribute("width", "1400");
  await expect(picture.locator("img")).toHaveAttribute("height", "900");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/media\/.+\/social[\w.-]*\.jpg$/,
  );
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(page.locator("article table")).toBeVisible();
  await expect(page.locator("article code.hljs .hljs-keyword").first()).toHaveText("const");
});

test("a renamed post keeps its old address as a permanent redirect", async ({ request }) => {
  await editor.goto(`/admin/posts/${POST_ID}`);
  await editor.locator('input[name="id"]').fill(`${POST_ID}-2026`);
  await editor.getByRole("button", { name: "Сохранить", exact: true }).click();
  await expect(editor).toHaveURL(`/admin/posts/${POST_ID}-2026?done=save`);
  const moved = await request.get(`/uz/blog/post/${POST_ID}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe(`/uz/blog/post/${POST_ID}-2026`);
});

test("the inbox's editor never reaches a public page's scripts", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text());
  });
  for (const path of ["/", "/company/careers", "/ru/blog", `/uz/blog/post/credit-scoring-pipeline`]) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(scripts.length).toBeGreaterThan(3);
  // Words only the editor has: its upload header, its catalogue, its Markdown highlighter, its code editor.
  for (const marker of [
    "x-csrf-token",
    "Fill empty fields from",
    "Publish on (Tashkent time)",
    "hljs-keyword",
    "cm-content",
  ]) {
    expect(
      scripts.filter((script) => script.includes(marker)),
      marker,
    ).toEqual([]);
  }
});

test("changing one's password asks for the current one, refuses an easy one, and signs out every other session", async ({
  browser,
}) => {
  // The editor is signed in on a second device too.
  const elsewhere = await (await browser.newContext({ baseURL: BASE })).newPage();
  await signInToInbox(elsewhere, { email: EDITOR.email, password: EDITOR.password, next: "/admin/posts", base: BASE });

  await editor.goto("/admin/settings");
  const form = editor.locator("main form");
  const change = async (current: string, password: string) => {
    await form.getByLabel("Текущий пароль").fill(current);
    // Its label holds its hint too.
    await form.locator('input[name="password"]').fill(password);
    await form.getByLabel("Новый пароль ещё раз").fill(password);
    await form.getByRole("button", { name: "Сохранить" }).click();
  };
  await change(EDITOR.password, "пароль123456");
  await expect(editor.getByRole("alert")).toHaveText(
    "Такой пароль легко угадать. Придумайте фразу из нескольких не связанных между собой слов.",
  );
  await change("не мой пароль вовсе", "minarets at dawn over bukhara");
  await expect(editor.getByRole("alert")).toHaveText("Текущий пароль указан неверно, поэтому пароль не изменён.");
  await change(EDITOR.password, "minarets at dawn over bukhara");
  await expect(editor.getByRole("status")).toHaveText(
    "Новый пароль сохранён. Здесь вы остаётесь в системе, на всех других устройствах сеанс завершён.",
  );

  // This device stays signed in; the other is signed out.
  await editor.goto("/admin/posts");
  await expect(editor).toHaveURL(/\/admin\/posts$/);
  await elsewhere.goto("/admin/posts");
  await expect(elsewhere).toHaveURL(/\/admin\/login\?next=/);
  await signInToInbox(elsewhere, {
    email: EDITOR.email,
    password: "minarets at dawn over bukhara",
    next: "/admin/posts",
    base: BASE,
  });
  await elsewhere.context().close();
});
