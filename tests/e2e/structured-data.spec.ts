import { expect, test, type APIRequestContext } from "@playwright/test";
import { SITE_URL } from "../../playwright.config.ts";
import { LANGUAGES, LOCALES, localizePath } from "../../shared/i18n/languages.ts";
import { axe } from "./axe-audit.ts";
import { sitemapPaths } from "./helpers.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every JSON-LD document of a page's HTML, as search engines read them. */
function structuredData(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Json,
  );
}

/** The addresses a document names as pictures: image, logo, photo, thumbnail or content URL, wherever they stand. */
function imageUrls(node: Json, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => imageUrls(item, into));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      const picture = ["image", "logo", "photo", "thumbnailUrl", "contentUrl"].includes(key);
      if (picture && typeof value === "string") into.add(value);
      else if (picture && value && typeof value === "object" && !Array.isArray(value) && typeof value.url === "string")
        into.add(value.url);
      imageUrls(value, into);
    }
  }
  return into;
}

async function pageData(request: APIRequestContext, path: string): Promise<Json[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return structuredData(await response.text());
}

const sitePath = (url: string) => {
  expect(url.startsWith(SITE_URL), url).toBe(true);
  return url.slice(SITE_URL.length) || "/";
};

test("every image the structured data of every page names is there", async ({ request }) => {
  test.setTimeout(240_000);
  const pages = await sitemapPaths(request);
  expect(pages.length).toBeGreaterThan(30);
  const images = new Map<string, string>();
  for (const path of pages) {
    for (const document of await pageData(request, path)) {
      for (const url of imageUrls(document)) if (!images.has(url)) images.set(url, path);
    }
  }
  // The case studies' screens are among them (issue 39.11), in each language.
  expect([...images.keys()].some((url) => /\/images\/art\/screens\/familycredit\.ru\.svg$/.test(url))).toBe(true);
  const missing: string[] = [];
  for (const [url, path] of images) {
    const status = (await request.get(sitePath(url))).status();
    if (status !== 200) missing.push(`${url} (named on ${path}): ${status}`);
  }
  expect(missing).toEqual([]);
});

test("a case study is dated by its own date, not the day the site was built", async ({ request }) => {
  for (const lang of LANGUAGES) {
    const article = (await pageData(request, localizePath("/casestudies/familycredit", lang))).find(
      (item) => (item as { "@type"?: string })["@type"] === "Article",
    );
    expect(article).toMatchObject({ datePublished: "2024-06-18", inLanguage: LOCALES[lang] });
  }
});

test("the home page describes the website in its language, published by the company", async ({ request }) => {
  for (const lang of LANGUAGES) {
    const home = localizePath("/", lang);
    const data = await pageData(request, home);
    const site = data.find((item) => (item as { "@type"?: string })["@type"] === "WebSite");
    const organization = data.find((item) => (item as { "@type"?: string })["@type"] === "Organization");
    expect(site, lang).toMatchObject({
      name: "Lojuvard",
      url: SITE_URL + home,
      inLanguage: LOCALES[lang],
      publisher: { "@id": `${SITE_URL}/#organization` },
    });
    expect(organization).toMatchObject({ "@id": `${SITE_URL}/#organization` });
  }
});

test("a post's author links to their card on the people page", async ({ page, request }) => {
  const posting = (await pageData(request, "/ru/blog/post/ssr-for-slow-networks")).find(
    (item) => (item as { "@type"?: string })["@type"] === "BlogPosting",
  ) as { author: { name: string; url: string } };
  expect(posting.author.name).toBe("Тимур Хасанов");
  expect(posting.author.url).toBe(`${SITE_URL}/ru/company/people#timur-khasanov`);
  await page.goto(sitePath(posting.author.url));
  await expect(page.locator("#timur-khasanov")).toContainText("Тимур Хасанов");
});

test("the budget table of the post on slow networks has a caption in every language", async ({ page }) => {
  const captions = {
    en: "Performance budgets for a first visit over a slow mobile network",
    ru: "Бюджеты производительности для первого визита по медленной мобильной сети",
    uz: "Sekin mobil tarmoq orqali birinchi tashrif uchun unumdorlik byudjetlari",
  };
  for (const lang of LANGUAGES) {
    await page.goto(localizePath("/blog/post/ssr-for-slow-networks", lang));
    const table = page.locator(".post-body table");
    await expect(table).toHaveCount(1);
    await expect(table.locator("caption")).toHaveText(captions[lang]);
    await expect(page.getByRole("table", { name: captions[lang] })).toBeVisible();
    await expect(page.locator(".post-body p", { hasText: /^:/ })).toHaveCount(0);
  }
});

test("the job page's facts are part of the job, not a landmark inside main", async ({ page }) => {
  await page.goto("/uz/company/careers/devops-engineer-tashkent");
  await expect(page.locator(".job-facts")).toBeVisible();
  await expect(page.locator("main aside, main [role=complementary]")).toHaveCount(0);
  const results = await axe(page)
    .withRules(["landmark-complementary-is-top-level", "landmark-unique", "landmark-one-main", "region"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("the people page's drawn portraits arrive compressed", async ({ page }) => {
  const encodings = new Map<string, string>();
  page.on("response", async (response) => {
    if (response.url().includes("/portraits/v1/")) {
      encodings.set(response.url(), (await response.allHeaders())["content-encoding"] ?? "none");
    }
  });
  await page.goto("/company/people");
  const portraits = page.locator('img[src*="/portraits/v1/"]');
  const count = await portraits.count();
  expect(count).toBeGreaterThanOrEqual(30);
  for (const portrait of await portraits.all()) await portrait.scrollIntoViewIfNeeded();
  await expect.poll(() => encodings.size).toBe(count);
  expect(new Set(encodings.values())).toEqual(new Set(["br"]));
});
