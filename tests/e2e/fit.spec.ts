import { expect, test } from "@playwright/test";
import { expectFits } from "./fit.ts";
import { hydrated, pausedClock } from "./helpers.ts";

/**
 * The states that add layers fit at the widths of small phones in every language: the phone
 * menu, the quote dialog, the cookie notice. Every page as it loads is swept at five widths in
 * every-page.spec.ts.
 */
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
