import { expect, test } from "@playwright/test";
import { SITE_URL } from "../../playwright.config.ts";
import { plainText } from "./helpers.ts";

test("sitemap.xml lists every public page in every language with its alternates", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  await page.goto("/");
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const urls = [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")];
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      locs: urls.map(
        (url) => url.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")[0]?.textContent,
      ),
      alternates: urls.map((url) => url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  for (const path of [
    "/",
    "/ru/services/webdev",
    "/uz/casestudies/familycredit",
    "/blog/post/credit-scoring-pipeline",
    "/ru/company/careers/devops-engineer-tashkent",
    "/uz/accessibility",
  ]) {
    expect(parsed.locs, path).toContain(SITE_URL + (path === "/" ? "/" : path));
  }
  for (const hidden of [
    "/test",
    "/thank-you",
    "/unsubscribe",
    "/admin",
    "/company/careers/software-engineering-internship-tashkent",
  ]) {
    expect(parsed.locs, hidden).not.toContain(SITE_URL + hidden);
  }
  expect(new Set(parsed.alternates)).toEqual(new Set([4]));
  expect(parsed.locs.length % 3).toBe(0);
});

test("robots.txt points to the sitemap and keeps crawlers out of the inbox, the API and the gallery", async ({
  request,
}) => {
  const text = await (await request.get("/robots.txt")).text();
  for (const line of ["Disallow: /admin", "Disallow: /api/", "Disallow: /test", `Sitemap: ${SITE_URL}/sitemap.xml`]) {
    expect(text).toContain(line);
  }
});

test("pages carry a social preview image in their language, and structured data", async ({ page, request }) => {
  await page.goto("/ru/company/careers");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toBe(`${SITE_URL}/og/careers-ru.png`);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image!);
  const png = await request.get(new URL(image!).pathname);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect([...(await png.body()).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);

  const data = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(plainText(text)),
    );
  const breadcrumb = (await data()).find((item) => item["@type"] === "BreadcrumbList");
  expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    "Главная",
    "Карьера в Lojuvard",
  ]);
  expect(breadcrumb.itemListElement.at(-1).item).toBe(`${SITE_URL}/ru/company/careers`);

  await page.goto("/ru");
  const organization = (await data()).find((item) => item["@type"] === "Organization");
  expect(organization).toMatchObject({
    name: "Lojuvard",
    url: SITE_URL,
    address: { addressLocality: "Ташкент", addressCountry: "UZ" },
  });
  expect(organization.sameAs).toHaveLength(4);
});
