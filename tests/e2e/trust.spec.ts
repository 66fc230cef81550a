import { expect, test } from "@playwright/test";
import { SITE_URL } from "../../playwright.config.ts";
import { plainText, withDatabase } from "./helpers.ts";

/**
 * What search engines, feed readers and people following old links are told: pages in a
 * language link to that language, one organization in the structured data, feeds and
 * sitemaps that say true things, and withdrawn content that answers as gone.
 */

test("links inside every Russian and Uzbek post and opening lead to pages in that language", async ({
  page,
  request,
}) => {
  // Every live post and opening, as visitors get it in Russian and Uzbek.
  const entries = await withDatabase(async ({ db }) =>
    db
      .selectFrom("contentEntries")
      .select(["kind", "id"])
      .where("kind", "in", ["post", "opening"])
      .where("status", "=", "published")
      .execute(),
  );
  // Nine posts and fourteen openings.
  expect(entries.length).toBeGreaterThanOrEqual(23);
  const paths = entries.flatMap(({ kind, id }) =>
    ["ru", "uz"].map((lang) => (kind === "post" ? `/${lang}/blog/post/${id}` : `/${lang}/company/careers/${id}`)),
  );
  const pages = await Promise.all(paths.map(async (path) => ({ path, html: await (await request.get(path)).text() })));
  await page.goto("/");
  const links = await page.evaluate((sources) => {
    const parser = new DOMParser();
    return sources.flatMap(({ path, html }) =>
      [...parser.parseFromString(html, "text/html").querySelectorAll("article .prose a[href^='/']")].map((link) => ({
        path,
        href: link.getAttribute("href")!,
      })),
    );
  }, pages);
  // 26 links in each language's bodies as imported; the editor's browser test rewrites one
  // post's Russian body (and its links) when it runs first, so the floor leaves it room.
  for (const lang of ["ru", "uz"])
    expect(links.filter(({ path }) => path.startsWith(`/${lang}/`)).length, lang).toBeGreaterThanOrEqual(20);
  for (const { path, href } of links) expect(href, path).toMatch(new RegExp(`^${path.slice(0, 3)}(/|$)`));
});

test("a post, a job and the home page each say once what they are to link previews", async ({ page }) => {
  for (const [path, type] of [
    ["/ru/blog/post/credit-scoring-pipeline", "article"],
    ["/company/careers/devops-engineer-tashkent", "website"],
    ["/uz", "website"],
  ] as const) {
    await page.goto(path);
    const types = page.locator('meta[property="og:type"]');
    await expect(types, path).toHaveCount(1);
    await expect(types).toHaveAttribute("content", type);
  }
});

test("structured data names one organization everywhere, and a job where the page says it is, until its last day in Tashkent", async ({
  page,
}) => {
  const data = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(plainText(text)),
    );
  await page.goto("/");
  const home = (await data()).find((item) => item["@type"] === "Organization");
  await page.goto("/blog/post/credit-scoring-pipeline");
  const { publisher } = (await data()).find((item) => item["@type"] === "BlogPosting");
  await page.goto("/ru/company/careers/business-development-manager-new-york");
  const posting = (await data()).find((item) => item["@type"] === "JobPosting");
  for (const organization of [home, publisher, posting.hiringOrganization]) {
    expect(organization).toMatchObject({ name: "Lojuvard", legalName: "Lojuvard Systems LLC", url: SITE_URL });
    expect(organization.sameAs).toHaveLength(4);
    expect(organization.sameAs).not.toContain(SITE_URL);
  }
  // The page says "Нью-Йорк, США": the data names the same city and country, no more.
  await expect(page.getByRole("listitem").filter({ hasText: /^Нью-Йорк, США$/ })).toBeVisible();
  expect(posting.jobLocation.address).toEqual({
    "@type": "PostalAddress",
    addressLocality: "New York",
    addressCountry: "US",
  });
  expect(new Date(posting.validThrough).toISOString()).toBe("2027-06-30T18:59:59.000Z");
});

test("the feed gives each cover's real size and its author by e-mail; the sitemap dates every page", async ({
  request,
}) => {
  const feed = await (await request.get("/uz/blog/rss.xml")).text();
  const enclosures = [...feed.matchAll(/<enclosure ([^>]*)\/>/g)].map((match) => match[1]!);
  expect(enclosures).toHaveLength((feed.match(/<item>/g) ?? []).length);
  for (const enclosure of enclosures) {
    const url = /url="([^"]+)"/.exec(enclosure)![1]!;
    const length = Number(/length="(\d+)"/.exec(enclosure)![1]);
    const served = await request.get(new URL(url).pathname, { headers: { "Accept-Encoding": "identity" } });
    expect(served.status(), url).toBe(200);
    expect(length, url).toBe((await served.body()).length);
  }
  for (const author of feed.match(/<author>[^<]*<\/author>/g) ?? []) {
    expect(author).toMatch(/^<author>hello@lojuvard\.uz \([^)]+\)<\/author>$/);
  }

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  expect(urls.length).toBeGreaterThan(60);
  for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

test.describe("the old address of content that is not public", () => {
  /**
   * A post or opening of the starting content copied under a new id in a state that is never
   * live, then renamed: the old id points at the new one, as after a rename in the inbox.
   */
  async function copy(
    kind: "post" | "opening",
    from: string,
    id: string,
    status: "draft" | "scheduled" | "unpublished",
  ) {
    await withDatabase(async ({ db }) => {
      const { recordIdChange } = await import("../../server/db/id-redirects.ts");
      const now = new Date().toISOString();
      const renamed = `${id}-renamed`;
      const publishAt = status === "scheduled" ? new Date(Date.now() + 30 * 86_400_000).toISOString() : null;
      const row = await db
        .selectFrom("contentEntries")
        .selectAll()
        .where("kind", "=", kind)
        .where("id", "=", from)
        .executeTakeFirstOrThrow();
      await db
        .insertInto("contentEntries")
        .values({ ...row, id: renamed, status, publishAt, updatedAt: now })
        .execute();
      await recordIdChange(db, kind, id, renamed, now);
    });
  }

  test("answers 410 at once for withdrawn content, never a redirect to a page that is gone", async ({
    page,
    request,
  }) => {
    await copy("post", "credit-scoring-pipeline", "withdrawn-scoring-notes", "unpublished");
    await copy("opening", "devops-engineer-tashkent", "withdrawn-devops-role", "unpublished");
    for (const path of [
      "/blog/post/withdrawn-scoring-notes",
      "/ru/blog/post/withdrawn-scoring-notes-renamed",
      "/uz/company/careers/withdrawn-devops-role",
      "/company/careers/withdrawn-devops-role-renamed",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(410);
    }
    const response = await page.goto("/ru/blog/post/withdrawn-scoring-notes");
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Эта страница удалена");
    await expect(page).toHaveTitle(/^Страница удалена \|/);
  });

  test("answers 404 at once for a draft or a scheduled item", async ({ request }) => {
    await copy("post", "ssr-for-slow-networks", "draft-slow-networks", "draft");
    await copy("opening", "data-engineer-tashkent", "scheduled-data-role", "scheduled");
    for (const path of [
      "/blog/post/draft-slow-networks",
      "/ru/blog/post/draft-slow-networks-renamed",
      "/company/careers/scheduled-data-role",
      "/uz/company/careers/scheduled-data-role-renamed",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
  });
});
