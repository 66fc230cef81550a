import { expect, test, type Page } from "@playwright/test";
import { expectFits } from "./fit.ts";
import { hydrated, pausedClock } from "./helpers.ts";

/**
 * Nothing scrolls sideways, no text is cut off and no big heading breaks a word, on every page of the sitemap, in every
 * language, at the widths of small and large phones, a tablet, a small laptop and a desktop;
 * and in the states that add layers: the phone menu, the quote dialog, the cookie notice.
 * A wide table may scroll inside its own box: that is not the page scrolling.
 */
const WIDTHS = [320, 375, 768, 1024, 1440];

/**
 * Every image the page shows at this width arrives and draws (lazy ones are asked for at once),
 * with its width, height and alt text in the markup: no broken art, no layout shift.
 */
async function expectImages(page: Page, where: string) {
  const faults = await page.evaluate(async () => {
    const shown = [...document.images].filter((image) => image.getClientRects().length > 0);
    await Promise.all(
      shown.map((image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    );
    return shown.flatMap((image) => {
      const name = image.getAttribute("src") ?? "";
      const missing = ["width", "height", "alt"].filter((attribute) => !image.hasAttribute(attribute));
      if (missing.length) return [`${name} has no ${missing.join(", ")}`];
      return image.naturalWidth === 0 ? [`${name} did not load`] : [];
    });
  });
  expect(faults, `${where}: images`).toEqual([]);
}

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname))];
}

const prefixOf = (path: string) => /^\/(ru|uz)(?=\/|$)/.exec(path)?.[1] ?? "en";

for (const language of ["en", "ru", "uz"]) {
  test(`every ${language} page of the sitemap fits at ${WIDTHS.join(", ")} px, its images whole`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    const paths = (await sitemapPaths(page)).filter((path) => prefixOf(path) === language);
    expect(paths.length).toBeGreaterThan(20);
    // One browser per language: an unprefixed page renders in the stored language.
    const context = await browser.newContext({ viewport: { width: WIDTHS[0]!, height: 800 } });
    const visitor = await context.newPage();
    for (const path of paths) {
      await visitor.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await visitor.goto(path);
      for (const width of WIDTHS) {
        await visitor.setViewportSize({ width, height: 800 });
        await expectFits(visitor, path);
      }
      await expectImages(visitor, path);
    }
    await context.close();
  });
}

test("the phone menu, the quote dialog and the cookie notice fit in every language", async ({ browser }) => {
  test.setTimeout(120_000);
  for (const [home, menuName, quoteName] of [
    ["/", "Open menu", "Get a quote"],
    ["/ru", "Открыть меню", "Получить расчёт"],
    ["/uz", "Menyuni ochish", "Narxni bilish"],
  ] as const) {
    for (const width of [320, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 720 } });
      const page = await context.newPage();
      await pausedClock(page);
      await page.goto(home);
      await hydrated(page);
      await page.clock.runFor(8_100);
      await expect(page.locator(".cookie-notice")).toBeVisible();
      await expectFits(page, `${home} with the cookie notice`);
      await page.clock.resume();
      await page.getByRole("button", { name: menuName }).click();
      const menu = page.locator("dialog.mobile-menu");
      await expect(menu).toBeVisible();
      for (const section of await menu.locator(".mobile-menu__nav button[aria-expanded]").all()) {
        await section.click();
      }
      await expectFits(page, `${home} with the menu open`);
      await menu.getByRole("button", { name: quoteName }).click();
      await expect(page.locator("dialog.quote-dialog")).toBeVisible();
      await expectFits(page, `${home} with the quote dialog open`);
      await context.close();
    }
  }
});
