import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES, localizePath } from "../../app/i18n/languages.ts";
import { hydrated, pausedClock, samplePaths } from "./helpers.ts";

const PATHS = await samplePaths();
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function audit(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const problems = results.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
  return problems;
}

async function ready(page: Page, url: string) {
  // Final states only: sections fading in mid-transition have no settled contrast to measure.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(url);
  await hydrated(page);
  await page.locator("html:not(.booting)").waitFor({ state: "attached" });
}

for (const lang of LANGUAGES) {
  test(`every page passes axe (WCAG 2.2 AA) in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of PATHS) {
      const url = localizePath(path, lang);
      await ready(page, url);
      problems.push(...(await audit(page, url)));
    }
    expect(problems).toEqual([]);
  });
}

test("interactive states pass axe: quote dialog with errors, menus open, cookie notice shown", async ({ page }) => {
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
