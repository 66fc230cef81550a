import { expect, test, type Locator } from "@playwright/test";
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
      const page = await browser.newPage({ viewport });
      await pausedClock(page);
      await page.goto(`${prefix}${path}`);
      await hydrated(page);
      await page.clock.runFor(8_100);
      const notice = page.locator(".cookie-notice");
      await expect(notice).toBeVisible();
      const box = (await notice.boundingBox())!;
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
