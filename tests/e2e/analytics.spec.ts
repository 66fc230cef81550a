import { expect, test } from "@playwright/test";
import { hydrated, pausedClock } from "./helpers.ts";

test("analytics load only after the visitor accepts cookies, and the CSP lets them out only then", async ({ page }) => {
  const loads: string[] = [];
  // The test machine has no internet: the analytics library is answered locally.
  await page.route("https://www.googletagmanager.com/**", (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "window.__analyticsLoaded = true;" });
  });
  await pausedClock(page);
  const first = await page.goto("/");
  await hydrated(page);
  expect(first!.headers()["content-security-policy"]).not.toContain("google-analytics.com");
  await page.clock.runFor(8_100);
  expect(loads).toEqual([]);

  await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "Accept" }).click();
  expect(await page.evaluate(() => document.cookie)).toContain("cookie=true");
  // Consent counts from the next page on: this page's policy was made without it.
  await page.clock.runFor(2_000);
  expect(loads).toEqual([]);

  const next = await page.goto("/services");
  await hydrated(page);
  expect(next!.headers()["content-security-policy"]).toMatch(/connect-src[^;]*https:\/\/\*\.google-analytics\.com/);
  await expect.poll(() => loads.length).toBe(1);
  expect(loads[0]).toContain("gtag/js?id=G-LOJUVARD26");
  await page.clock.resume();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __analyticsLoaded?: boolean }).__analyticsLoaded))
    .toBe(true);
});
