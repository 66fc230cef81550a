import { expect, test } from "@playwright/test";
import { SITE_URL } from "../../playwright.config.ts";
import { hydrated, plainText } from "./helpers.ts";

const cards = "main .post-card";

test.describe("blog list", () => {
  test("the category filter keeps its choice in the URL", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Tutorials and how-to guides" })
      .click();
    await expect(page).toHaveURL(/\/blog\?category=tutorials$/);
    await expect(page.locator(cards)).toHaveCount(2);
    for (const badge of await page.locator(`${cards} .badge`).allInnerTexts())
      expect(plainText(badge)).toBe("Tutorials and how-to guides");
    await expect(page.getByRole("link", { name: "Tutorials and how-to guides" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.reload();
    await expect(page.locator(cards)).toHaveCount(2);
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("show more and show less", async ({ page }) => {
    await page.goto("/ru/blog");
    await hydrated(page);
    await expect(page.locator(cards)).toHaveCount(6);
    await page.getByRole("link", { name: "Показать ещё" }).click();
    await expect(page).toHaveURL(/show=all/);
    await expect(page.locator(cards)).toHaveCount(9);
    await page.getByRole("link", { name: "Свернуть" }).click();
    await expect(page.locator(cards)).toHaveCount(6);
  });

  test("an unknown category shows every post", async ({ page }) => {
    await page.goto("/blog?category=gossip&show=all");
    await expect(page.locator(cards)).toHaveCount(9);
  });
});

test.describe("a post", () => {
  test("shows similar articles of its category first, BlogPosting data, the newsletter box and share links", async ({
    page,
  }) => {
    await page.goto("/blog/post/credit-scoring-pipeline");
    await hydrated(page);
    const similar = page
      .locator("section", { has: page.getByRole("heading", { name: "Similar articles" }) })
      .locator(".post-card");
    await expect(similar).toHaveCount(3);
    await expect(similar.first().locator(".badge")).toHaveText("Technical insights");
    await expect(similar.filter({ hasText: "Building a credit scoring pipeline" })).toHaveCount(0);

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(plainText(text)),
    );
    const posting = data.find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      headline: "Building a credit scoring pipeline that answers in seconds",
      datePublished: "2026-08-27",
      author: { "@type": "Person", name: "Jasur Tursunov" },
      url: `${SITE_URL}/blog/post/credit-scoring-pipeline`,
    });
    expect(posting.image).toMatch(/^https:\/\/www\.lojuvard\.uz\/images\/blog\/.+\.svg$/);

    await expect(page.locator("#post-subscribe").getByLabel("Your e-mail")).toBeVisible();
    const telegram = page.getByRole("link", { name: /Share on Telegram/ });
    await expect(telegram).toHaveAttribute(
      "href",
      new RegExp(encodeURIComponent(`${SITE_URL}/blog/post/credit-scoring-pipeline`)),
    );
    // Code is highlighted at build time: the page ships highlighted markup, not a highlighter.
    await expect(page.locator("pre code .hljs-keyword").first()).toBeVisible();
  });
});

test("each language has an RSS feed of its posts, linked from the page head", async ({ page, request }) => {
  for (const [lang, prefix] of [
    ["en", ""],
    ["ru", "/ru"],
    ["uz", "/uz"],
  ] as const) {
    await page.goto(`${prefix}/blog`);
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
    expect(href).toBe(`${SITE_URL}${prefix}/blog/rss.xml`);
    const response = await request.get(`${prefix}/blog/rss.xml`);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        language: doc.querySelector("channel > language")?.textContent,
        titles: [...doc.querySelectorAll("item > title")].map((node) => node.textContent),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.titles).toHaveLength(9);
    const pageTitles = await (await request.get(`${prefix}/blog?show=all`)).text();
    for (const title of parsed.titles) expect(pageTitles).toContain(title!.replace(/&/g, "&amp;").slice(0, 20));
    expect(parsed.language?.startsWith(lang)).toBe(true);
  }
});

test("on a phone the categories are one row that scrolls inside itself, not the page", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/blog", "/ru/blog"]) {
    await page.goto(path);
    const row = page.locator(".category-filter ul");
    const chips = row.locator("li");
    expect(await chips.count()).toBeGreaterThanOrEqual(7);
    const tops = await chips.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size, `${path}: chips on one line`).toBe(1);
    const { scrollWidth, clientWidth } = await row.evaluate((list) => ({
      scrollWidth: list.scrollWidth,
      clientWidth: list.clientWidth,
    }));
    expect(scrollWidth, `${path}: the row scrolls`).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: the page does not`).toBe(375);
  }
});
