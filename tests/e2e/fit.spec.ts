import { expect, test, type Page } from "@playwright/test";
import { hydrated, pausedClock } from "./helpers.ts";

/**
 * Nothing scrolls sideways, no text is cut off and no big heading breaks a word, on every page of the sitemap, in every
 * language, at the widths of small and large phones, a tablet, a small laptop and a desktop;
 * and in the states that add layers: the phone menu, the quote dialog, the cookie notice.
 * A wide table may scroll inside its own box: that is not the page scrolling.
 */
const WIDTHS = [320, 375, 768, 1024, 1440];

interface Misfit {
  documentWidth: number;
  /** Elements that reach past the viewport's right edge outside any scrolling box. */
  wide: string[];
  /** Elements that hide part of their own text (overflow hidden or ellipsis). */
  clipped: string[];
  /** Words a page's main heading, a call to action or a question breaks across two lines, and dates split over two. */
  broken: string[];
}

/** What does not fit in the page as it is now. */
function misfits(page: Page): Promise<Misfit> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    // Parts that are hidden on purpose: off-screen honeypots, screen-reader-only text.
    const hidden = (element: Element) => element.closest(".honeypot, .visually-hidden, [aria-hidden='true']");
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === "auto" || overflow === "scroll") return true;
      }
      return false;
    };
    // Whether some of the element's own text lies outside its box (decorations may).
    const cutsText = (element: Element, box: DOMRect) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || hidden(node.parentElement!)) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1)) return true;
        }
      }
      return false;
    };
    const wide: string[] = [];
    const clipped: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (hidden(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (box.right > innerWidth + 1 && style.position !== "fixed" && !insideScroller(element)) {
        wide.push(describe(element));
      }
      const hides = style.overflowX === "hidden" || style.overflowX === "clip" || style.textOverflow === "ellipsis";
      if (hides && element.scrollWidth > element.clientWidth + 1 && cutsText(element, box)) {
        clipped.push(describe(element));
      }
    }
    // A big heading sized for its longest word (word-fit.ts), or a question, never breaks inside one.
    const broken: string[] = [];
    for (const heading of document.querySelectorAll(".page-hero h1, .cta-band h2, .faq__item h3")) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.textContent!.matchAll(/[^\s\-–—/]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    // A date is one unit: "22-noyabr, 2026" never breaks at its hyphen or before its year.
    for (const date of document.querySelectorAll("time")) {
      if (date.getClientRects().length > 1) broken.push(date.textContent!);
    }
    return {
      documentWidth: document.documentElement.scrollWidth,
      wide: wide.slice(0, 5),
      clipped: clipped.slice(0, 5),
      broken,
    };
  });
}

async function expectFits(page: Page, where: string) {
  const width = page.viewportSize()!.width;
  const found = await misfits(page);
  expect(found.documentWidth, `${where} at ${width} px is ${found.documentWidth} px wide`).toBeLessThanOrEqual(width);
  expect(found.wide, `${where} at ${width} px: wider than the screen`).toEqual([]);
  expect(found.clipped, `${where} at ${width} px: text cut off`).toEqual([]);
  expect(found.broken, `${where} at ${width} px: words broken in a heading, or a date`).toEqual([]);
}

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
