import { expect, test, type Page } from "@playwright/test";
import { companySeed } from "../../content/seed/company.ts";

const taglines = companySeed.doc.tagline;
import { countDocuments, expectLanguage, hydrated, storedLanguage, watchConsole } from "./helpers.ts";

const zones = [
  { timezoneId: "Asia/Tashkent", offset: -300, lang: "uz" },
  { timezoneId: "Asia/Dubai", offset: -240, lang: "ru" },
  { timezoneId: "Europe/Moscow", offset: -180, lang: "ru" },
];

for (const zone of zones) {
  test(`a first visit at UTC offset ${zone.offset} stores ${zone.lang} and reloads`, async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: zone.timezoneId });
    const page = await context.newPage();
    const documents = countDocuments(page);
    await page.goto("/services");
    await expectLanguage(page, zone.lang);
    await expect(page).toHaveTitle(new RegExp(taglines[zone.lang as "ru" | "uz"]));
    expect(await storedLanguage(page)).toBe(zone.lang);
    expect(documents()).toBe(2);
    await context.close();
  });
}

/**
 * The browser confirms a cookie only when the test says so (`confirmCookie`): Chromium stores
 * a cookie in another process, in its own time, and a reload sent before that went out
 * without it (decision 063).
 */
async function holdCookieConfirmations(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const store = window.cookieStore;
    const set = store.set.bind(store) as (options: CookieInit) => Promise<void>;
    store.set = ((options: CookieInit) =>
      new Promise<void>((resolve, reject) => {
        (window as unknown as { confirmCookie: () => void }).confirmCookie = () =>
          void set(options).then(resolve, reject);
      })) as typeof store.set;
  });
  return async () => {
    await page.waitForFunction(() => "confirmCookie" in window);
    await page.evaluate(() => (window as unknown as { confirmCookie: () => void }).confirmCookie());
  };
}

/** Each document the page loads: the language it came in and the cookies its request carried. */
function documentAnswers(page: Page): { lang: string | null; cookie: string | undefined }[] {
  const documents: { lang: string | null; cookie: string | undefined }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "document") return;
    documents.push({
      lang: response.headers()["content-language"] ?? null,
      cookie: (await response.request().allHeaders())["cookie"],
    });
  });
  return documents;
}

test("a first visit reloads only once the browser has stored the language cookie, and the reload carries it", async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: "Asia/Tashkent" });
  const page = await context.newPage();
  const confirmCookie = await holdCookieConfirmations(page);
  const documents = documentAnswers(page);
  await page.goto("/services", { waitUntil: "commit" });
  await page.waitForFunction(() => "confirmCookie" in window);
  // Waiting for the cookie: the English page neither reloads nor hydrates.
  await expect(page.locator("html")).toHaveAttribute("data-reloading", "true");
  expect(documents).toHaveLength(1);
  await confirmCookie();
  await expectLanguage(page, "uz");
  await expect.poll(() => documents.length).toBe(2);
  expect(documents[1]).toEqual({ lang: "uz", cookie: "language=uz" });
  await context.close();
});

test("the dropdown on an unprefixed page reloads only once the new language's cookie is stored", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "en"));
  await page.goto("/services/webdev");
  await hydrated(page);
  const confirmCookie = await holdCookieConfirmations(page);
  await page.reload();
  await hydrated(page);
  const documents = documentAnswers(page);
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Choose language/ })
    .click();
  await page.getByRole("banner").getByRole("link", { name: "Русский" }).click();
  await page.waitForFunction(() => "confirmCookie" in window);
  // The choice is stored, the page waits for the browser: still this document, in English.
  expect(await storedLanguage(page)).toBe("ru");
  expect(documents).toHaveLength(0);
  await expectLanguage(page, "en");
  await confirmCookie();
  await expectLanguage(page, "ru");
  expect(page.url()).toMatch(/\/services\/webdev$/);
  await expect.poll(() => documents.length).toBe(1);
  expect(documents[0]).toEqual({ lang: "ru", cookie: "language=ru" });
});

test("any other offset keeps English without a reload", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: "America/New_York" });
  const page = await context.newPage();
  const documents = countDocuments(page);
  await page.goto("/");
  await hydrated(page);
  await expectLanguage(page, "en");
  await expect(page).toHaveTitle(taglines.en);
  expect(documents()).toBe(1);
  await context.close();
});

test("a stored language renders the unprefixed page in that language from the first byte", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("language", "uz"));
  await page.reload();
  // The English page that reload brings (its cookie said "en") reloads itself in Uzbek once
  // the cookie is stored: only then is the stored language the server's too.
  await expectLanguage(page, "uz");
  const documents = countDocuments(page);
  await page.goto("/company/aboutus");
  await hydrated(page);
  await expectLanguage(page, "uz");
  expect(documents(), "no reload was needed").toBe(1);
  // The server sees the mirrored cookie, so its very first HTML is Uzbek.
  const html = await (await page.request.get("/company/aboutus")).text();
  expect(html).toContain('<html lang="uz"');
});

test("an unknown stored value falls back to English for the title", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("language", "de"));
  await page.goto("/blog");
  await hydrated(page);
  await expectLanguage(page, "en");
  await expect(page).toHaveTitle(/Lojuvard — software engineering from Tashkent/);
});

test("the dropdown stores the choice and reloads when it differs", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/services/webdev");
  await hydrated(page);
  const button = page.getByRole("banner").getByRole("button", { name: /Choose language/ });
  await button.click();
  const option = page.getByRole("banner").getByRole("link", { name: "Русский" });
  await expect(option).toBeVisible();
  await Promise.all([page.waitForEvent("load"), option.click()]);
  await expectLanguage(page, "ru");
  expect(page.url()).toMatch(/\/services\/webdev$/);
  expect(await storedLanguage(page)).toBe("ru");
  await hydrated(page);

  // Choosing the current language closes the menu without reloading.
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Выбрать язык|язык/i })
    .click();
  // A reload would start a new document, which would not carry this mark.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole("banner").getByRole("link", { name: "Русский" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Русский" })).toBeHidden();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems).toEqual([]);
});

test("the dropdown opens on click and closes on pointer leave, Escape and outside click", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const button = page.getByRole("banner").getByRole("button", { name: /Choose language/ });
  const list = page.getByRole("banner").getByRole("link", { name: "Oʻzbekcha" });
  await button.click();
  await expect(list).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(list).toBeHidden();
  await button.click();
  await expect(list).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await page.mouse.click(5, 600);
  await expect(list).toBeHidden();
});

test("per-language URLs render their language and store it", async ({ page }) => {
  await page.goto("/uz/casestudies");
  await hydrated(page);
  await expectLanguage(page, "uz");
  expect(await storedLanguage(page)).toBe("uz");
  // Switching to English from a prefixed URL goes to the English URL.
  await page.getByRole("banner").getByRole("button", { name: /til/i }).click();
  await Promise.all([
    page.waitForURL("**/casestudies"),
    page.getByRole("banner").getByRole("link", { name: "English" }).click(),
  ]);
  await expectLanguage(page, "en");
  expect(new URL(page.url()).pathname).toBe("/casestudies");
  expect(await storedLanguage(page)).toBe("en");
});

test("pages hydrate without errors or warnings in the console, in every language", async ({ page }) => {
  const problems = watchConsole(page);
  for (const url of [
    "/",
    "/ru/services",
    "/uz/company/people",
    "/blog/post/credit-scoring-pipeline",
    "/ru/cookie-policy",
    "/test",
  ]) {
    await page.goto(url);
    await hydrated(page);
  }
  expect(problems).toEqual([]);
});
