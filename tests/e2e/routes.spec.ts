import { expect, test } from "@playwright/test";
import { companySeed } from "../../content/seed/company.ts";

const taglines = companySeed.doc.tagline;
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";
import { SITE_URL } from "../../playwright.config.ts";
import { hydrated, samplePaths } from "./helpers.ts";

const paths = await samplePaths();

for (const lang of LANGUAGES) {
  test(`every route renders on the server in ${lang}`, async ({ request }) => {
    const titles = new Set<string>();
    for (const path of paths) {
      const url = localizePath(path, lang);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${lang}"`);
      expect(html.match(/<h1[\s>]/g)?.length, `${url}: exactly one h1`).toBe(1);
      expect(html.match(/<main[\s>]/g)?.length, `${url}: one main landmark`).toBe(1);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, url).toContain(taglines[lang].replace(/&/g, "&amp;"));
      titles.add(title);
      expect(html, url).toMatch(/<meta name="description" content="[^"]{50,}"/);
    }
    expect(titles.size, "titles are unique per page").toBe(paths.length);
  });
}

test("unknown paths render the not-found page with status 404", async ({ request }) => {
  for (const url of [
    "/no-such-page",
    "/services/unknown",
    "/ru/nothing/here",
    "/blog/post/no-such-post",
    "/uz/blog/post/nope",
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)?.length, url).toBe(1);
    expect(html, url).toContain('name="robots" content="noindex');
  }
});

test("the English URL serves a stored language on an unprefixed path", async ({ request }) => {
  const html = await (await request.get("/services", { headers: { cookie: "language=ru" } })).text();
  expect(html).toContain('<html lang="ru"');
  expect(html).toContain(taglines.ru);
});

test("pages link their language alternates and canonical URL", async ({ request }) => {
  const html = await (await request.get("/ru/services/webdev")).text();
  const origin = SITE_URL;
  expect(html).toContain(`<link rel="canonical" href="${origin}/ru/services/webdev"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${origin}/services/webdev"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="ru" href="${origin}/ru/services/webdev"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="uz" href="${origin}/uz/services/webdev"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}/services/webdev"/>`);
});

test("route modules load on demand, except the two policy pages", async ({ page }) => {
  await page.goto("/");
  // The scripts start after the first paint (decision 025): the manifest is there once hydrated.
  await hydrated(page);
  const manifest = await page.evaluate(() => {
    const routes = (
      window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string; imports?: string[] }> } }
    ).__reactRouterManifest.routes;
    return Object.fromEntries(
      Object.entries(routes).map(([id, route]) => [id, [route.module, ...(route.imports ?? [])]]),
    );
  });
  const root = manifest.root ?? [];
  // A page's own module is its own chunk, fetched when the page is visited…
  expect(root).not.toContain(manifest["en:services/service"]?.[0]);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );
  expect(loaded).not.toContain(manifest["en:services/service"]?.[0]);
  // …while the policy pages' code travels with the root view.
  const rootCode = (await Promise.all(root.map(async (chunk) => (await page.request.get(chunk)).text()))).join("\n");
  expect(rootCode).toContain("policy-dates");
});

/**
 * What only some pages or an interaction need stays out of the code every page loads
 * (decision 029): dates reach the policies formatted by their loaders, and the menus'
 * featured case comes when a menu that shows it is first reached.
 */
test("the code every page loads carries no month names and no featured-case card", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const scripts = new Map<string, string>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), await response.text());
  });
  const carrying = (marker: string) => [...scripts].filter(([, code]) => code.includes(marker)).map(([url]) => url);

  await page.goto("/");
  await hydrated(page);
  expect(carrying("nav-feature")).toEqual([]);
  await page.getByRole("button", { name: "Services", exact: true }).hover();
  await page.getByRole("button", { name: "Services", exact: true }).click();
  await expect(page.locator(".nav-feature")).toBeVisible();
  expect(carrying("nav-feature")).toHaveLength(1);

  // The Russian privacy policy shows two dates in words, and no script knows how to write one.
  await page.goto("/ru/privacy-policy");
  await hydrated(page);
  await expect(page.locator(".policy-dates time").first()).toHaveText(/^\d{1,2}\u00a0[а-я]+\u00a0\d{4}\u00a0г\.$/);
  expect(carrying("ноября")).toEqual([]);
});

/**
 * Case and post cards are components with React Router's links: they navigate in the page, in
 * the page's URL scheme, also after a navigation (a page's data is asked for at `/ru.data`).
 */
test("case and post cards' links navigate in the page, in the page's language", async ({ page }) => {
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents += 1;
  });
  await page.goto("/ru");
  await hydrated(page);
  await expect(page.locator(".case-card")).not.toHaveCount(0);
  await expect(page.locator(".post-card")).not.toHaveCount(0);

  const firstCase = page.locator(".case-card h3 a").first();
  const title = await firstCase.innerText();
  await expect(firstCase).toHaveAttribute("href", /^\/ru\/casestudies\//);
  await firstCase.click();
  await expect(page).toHaveURL(/\/ru\/casestudies\/[\w-]+$/);
  await expect(page.locator("h1")).toHaveText(title);
  await page.goBack();
  await expect(page).toHaveURL(/\/ru$/);
  // The home page's data came back from /ru.data: its cards still lead to Russian pages.
  await expect(page.locator(".post-card h3 a").first()).toHaveAttribute("href", /^\/ru\/blog\/post\//);
  const post = page.locator(".post-card h3 a").first();
  const postTitle = await post.innerText();
  await post.click();
  await expect(page).toHaveURL(/\/ru\/blog\/post\//);
  await expect(page.locator("h1")).toHaveText(postTitle);
  expect(documents).toBe(1);
});

test("pages and assets travel compressed; hashed assets are cached for a year", async ({ request }) => {
  const page = await request.get("/ru/services", { headers: { "Accept-Encoding": "br" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["vary"]).toContain("Accept-Encoding");
  expect(await page.text()).toContain('<html lang="ru"');
  const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  // The framework chunk (React and React Router): every page loads it.
  const script = /\/assets\/framework-[^"]+\.js/.exec(await gzip.text())![0];
  const asset = await request.get(script, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(asset.headers()["content-encoding"]).toBe("br");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
