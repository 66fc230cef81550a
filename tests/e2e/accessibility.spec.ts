import { expect, test, type Page } from "@playwright/test";
import { audit } from "./axe-audit.ts";
import { hydrated, pausedClock } from "./helpers.ts";

/* Every page of the site in every language passes axe in the sweep of every-page.spec.ts; here, the states a visitor opens. */

async function ready(page: Page, url: string) {
  // Final states only: sections fading in mid-transition have no settled contrast to measure.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(url);
  await hydrated(page);
  await page.locator("html:not(.booting)").waitFor({ state: "attached" });
}

test("interactive states pass axe: quote dialog with errors, menus open, cookie notice shown", async ({ page }) => {
  test.slow(); // five full axe audits
  const problems: string[] = [];
  await page.setViewportSize({ width: 1280, height: 900 });
  await ready(page, "/ru");
  await page.getByRole("banner").getByRole("button", { name: "Получить расчёт" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Отправить заявку" }).click();
  await expect(page.getByRole("dialog").locator(".field--invalid").first()).toBeVisible();
  problems.push(...(await audit(page, "quote dialog with errors")));
  await page.keyboard.press("Escape");

  await page.getByRole("banner").getByRole("button", { name: /язык/i }).click();
  problems.push(...(await audit(page, "language menu open")));
  await page.keyboard.press("Escape");

  await page
    .getByRole("navigation", { name: /навигация/i })
    .getByRole("button")
    .first()
    .click();
  problems.push(...(await audit(page, "services menu open")));

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: /меню/i }).first().click();
  await page.getByRole("dialog").getByRole("button").nth(2).click();
  problems.push(...(await audit(page, "mobile menu open")));
  expect(problems).toEqual([]);
});

test("the cookie notice passes axe", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await pausedClock(page);
  await page.goto("/uz");
  await hydrated(page);
  await page.clock.runFor(8_100);
  await expect(page.locator(".cookie-notice")).toBeVisible();
  // axe schedules its own timers.
  await page.clock.resume();
  expect(await audit(page, "cookie notice")).toEqual([]);
});

/** Tabs through a whole page: every stop shows a focus ring and comes later in the page than the one before. */
for (const path of ["/", "/company/careers", "/uz/blog"]) {
  test(`the keyboard walks ${path} in page order with a visible focus on every stop`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // With the cookie notice accepted, the walk ends at the footer.
    await page.addInitScript(() => localStorage.setItem("cookie", "true"));
    await ready(page, path);
    const stops: { name: string; ring: boolean; after: boolean; skipLink: boolean; inFooter: boolean }[] = [];
    for (let i = 0; i < 250; i += 1) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const previous = document.querySelector("[data-tab-stop]");
        previous?.removeAttribute("data-tab-stop");
        element.setAttribute("data-tab-stop", "");
        const label = (element.getAttribute("aria-label") || element.textContent || "").trim().slice(0, 40);
        return {
          name: `${element.tagName.toLowerCase()} "${label}"`,
          ring: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none",
          // DOCUMENT_POSITION_FOLLOWING (4): this stop comes after the previous one in the page.
          after: !previous || Boolean(previous.compareDocumentPosition(element) & 4),
          skipLink: element.getAttribute("href") === "#main",
          inFooter: Boolean(element.closest("footer")),
        };
      });
      // The walk ends when focus leaves the page or comes back to the skip link.
      if (!stop || (stops.length > 0 && stop.skipLink)) break;
      stops.push(stop);
    }
    expect(stops[0]?.skipLink).toBe(true);
    expect(stops.length).toBeGreaterThan(15);
    expect(stops.at(-1)?.inFooter).toBe(true);
    expect(stops.filter((stop) => !stop.ring).map((stop) => stop.name)).toEqual([]);
    expect(stops.filter((stop) => !stop.after).map((stop) => stop.name)).toEqual([]);
  });
}

test("every fieldset of the forms has a legend, and every text field says its type", async ({ page }) => {
  const check = () =>
    page.evaluate(() => ({
      unnamedGroups: [...document.querySelectorAll("fieldset")]
        .filter((fieldset) => !fieldset.querySelector(":scope > legend")?.textContent?.trim())
        .map((fieldset) => fieldset.className),
      untyped: [...document.querySelectorAll("input:not([type])")].map((input) => input.getAttribute("name")),
    }));
  for (const path of ["/", "/ru/company/careers/qa-automation-engineer-bukhara", "/uz/blog"]) {
    await page.goto(path);
    await hydrated(page);
    // The quote form lives in the dialog: open it too.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("banner").locator("button.btn").first().click();
    await expect(page.locator("dialog.quote-dialog")).toBeVisible();
    expect(await check(), path).toEqual({ unnamedGroups: [], untyped: [] });
  }
});
