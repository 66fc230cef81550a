import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { hydrated, pausedClock } from "./helpers.ts";

/** Issue 29.6: one look across the site, in every language. */

async function lineCount(heading: Locator): Promise<number> {
  return heading.evaluate((element) => {
    const { height } = element.getBoundingClientRect();
    return Math.round(height / parseFloat(getComputedStyle(element).lineHeight));
  });
}

for (const prefix of ["", "/ru", "/uz"]) {
  test(`the hero headline takes at most three lines at 1440 px (${prefix || "/en"})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ["/", "/services", "/company/careers"]) {
      await page.goto(`${prefix}${path}`);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      expect(await lineCount(heading), `${prefix}${path}`).toBeLessThanOrEqual(3);
    }
  });
}

/** A first visit's page at `viewport`, with its cookie notice shown (8 s after load) and its place. */
async function withCookieNotice(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; notice: { x: number; y: number; width: number; height: number } }> {
  const page = await browser.newPage({ viewport });
  await pausedClock(page);
  await page.goto(path);
  await hydrated(page);
  await page.clock.runFor(8_100);
  const notice = page.locator(".cookie-notice");
  await expect(notice).toBeVisible();
  return { page, notice: (await notice.boundingBox())! };
}

// A phone's first screen: the cookie notice never sits over the hero's buttons (it moves
// to the top when the bottom would cover them), and they still take a tap.
for (const prefix of ["", "/ru", "/uz"]) {
  test(`the cookie notice leaves the first screen's buttons usable on a phone (${prefix || "/en"})`, async ({
    browser,
  }) => {
    for (const [path, viewport] of [
      ["/", { width: 375, height: 667 }],
      ["/", { width: 375, height: 812 }],
      ["/", { width: 390, height: 844 }],
      ["/services/webdev", { width: 375, height: 812 }],
      ["/company/careers", { width: 375, height: 812 }],
    ] as const) {
      const { page, notice: box } = await withCookieNotice(browser, `${prefix}${path}`, viewport);
      const buttons = page.locator("main .hero__actions .btn, main .page-hero__actions .btn");
      expect(await buttons.count()).toBeGreaterThan(0);
      for (const button of await buttons.all()) {
        const own = await button.boundingBox();
        if (!own || own.y >= viewport.height) continue; // hidden at this width, or below the first screen
        const where = `${prefix}${path} at ${viewport.width}×${viewport.height}: ${await button.innerText()}`;
        expect(own.y + own.height <= box.y || own.y >= box.y + box.height, where).toBe(true);
        // What a tap at the button's centre reaches is the button, not the notice.
        const reached = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest(".btn")?.textContent ?? null,
          [own.x + own.width / 2, Math.min(own.y + own.height / 2, viewport.height - 1)],
        );
        expect(reached, where).toBe(await button.textContent());
      }
      await page.close();
    }
  });
}

// A wide screen: the notice stands bottom right, over the hero's art, never over its heading
// or buttons (at the top it would have hidden the heading to spare the buttons' lower edge).
for (const prefix of ["", "/ru", "/uz"]) {
  test(`on a wide screen the cookie notice covers neither the first screen's heading nor its buttons (${prefix || "/en"})`, async ({
    browser,
  }) => {
    for (const [path, viewport] of [
      ["/", { width: 1440, height: 900 }],
      ["/", { width: 1280, height: 720 }],
      ["/services/webdev", { width: 1440, height: 900 }],
    ] as const) {
      const { page, notice } = await withCookieNotice(browser, `${prefix}${path}`, viewport);
      for (const part of await page.locator("main h1, main .hero__actions .btn, main .page-hero__actions .btn").all()) {
        const box = await part.boundingBox();
        if (!box || box.y >= viewport.height) continue;
        const apart =
          box.x + box.width <= notice.x ||
          box.x >= notice.x + notice.width ||
          box.y + box.height <= notice.y ||
          box.y >= notice.y + notice.height;
        expect(apart, `${prefix}${path} at ${viewport.width}×${viewport.height}: ${await part.innerText()}`).toBe(true);
      }
      await page.close();
    }
  });
}

// A case study once numbered its flow with stars ("1"), its steps with discs ("01") and its
// features with squares ("1"): a sequence is numbered one way, a list that is none is not.
for (const prefix of ["", "/ru", "/uz"]) {
  test(`a page numbers its sequences one way (${prefix || "/en"})`, async ({ page }) => {
    for (const path of ["/casestudies/familycredit", "/company/careers"]) {
      await page.goto(`${prefix}${path}`);
      const marks = await page
        .locator("main")
        .evaluate((main) =>
          [...main.querySelectorAll("[aria-hidden=true]")]
            .filter((element) => /^\d{1,2}$/.test(element.textContent!.trim()))
            .map((element) => ({ text: element.textContent!.trim(), style: element.getAttribute("class") ?? "" })),
        );
      expect(marks.length, `${prefix}${path}`).toBeGreaterThan(0);
      for (const mark of marks) {
        expect(mark, `${prefix}${path}`).toEqual({ text: expect.stringMatching(/^\d{2}$/), style: "steps__number" });
      }
    }
  });
}

// The job page's "Share on Telegram" once stood 8 px above its neighbours.
for (const prefix of ["", "/ru", "/uz"]) {
  test(`share links stand on one line (${prefix || "/en"})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const jobs = await page.request.get(`${prefix}/company/careers`);
    const job = /href="([^"]*\/company\/careers\/[a-z0-9-]+)"/.exec(await jobs.text())![1]!;
    const posts = await page.request.get(`${prefix}/blog`);
    const post = /href="([^"]*\/blog\/post\/[a-z0-9-]+)"/.exec(await posts.text())![1]!;
    for (const path of [job, post]) {
      await page.goto(path);
      const boxes = await page
        .locator(".share .chip")
        .evaluateAll((chips) =>
          chips.map((chip) => chip.getBoundingClientRect()).map(({ top, height }) => ({ top, height })),
        );
      expect(boxes.length, path).toBe(3);
      // Chips that share a row share a top; a wrapped one starts a row below.
      for (const box of boxes.slice(1)) {
        const sameRow = Math.abs(box.top - boxes[0]!.top) < box.height;
        if (sameRow) expect(box.top, path).toBeCloseTo(boxes[0]!.top, 0);
      }
    }
  });
}

// The team page's band once set its buttons in a column of their own, left of where every
// other page's button stood: every band puts its actions at the same place.
for (const prefix of ["", "/ru", "/uz"]) {
  test(`call-to-action bands align alike (${prefix || "/en"})`, async ({ page }) => {
    for (const [width, edge] of [
      [1440, "right"],
      [375, "left"],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const offsets = new Map<string, number>();
      for (const path of [
        "/",
        "/services",
        "/services/webdev",
        "/company/aboutus",
        "/company/people",
        "/casestudies",
      ]) {
        await page.goto(`${prefix}${path}`);
        const band = page.locator(".cta-band").last();
        const button = band.locator(".btn--primary");
        const [outer, own] = [(await band.boundingBox())!, (await button.boundingBox())!];
        offsets.set(path, Math.round(edge === "right" ? outer.x + outer.width - (own.x + own.width) : own.x - outer.x));
      }
      expect(new Set(offsets.values()).size, `${width}px: ${JSON.stringify([...offsets])}`).toBe(1);
    }
  });
}
