import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
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

test("Reject, of equal weight, stores the refusal: the notice never returns and no analytics load", async ({
  page,
}) => {
  const loads: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  await pausedClock(page);
  await page.goto("/");
  await hydrated(page);
  await page.clock.runFor(8_100);
  const notice = page.getByRole("region", { name: "Cookie notice" });
  const reject = notice.getByRole("button", { name: "Reject" });
  const accept = notice.getByRole("button", { name: "Accept" });
  // Equal weight: the same style and the same size as Accept.
  expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));
  const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(rejectBox!.width).toBeCloseTo(acceptBox!.width, 0);
  expect(rejectBox!.height).toBeCloseTo(acceptBox!.height, 0);

  await reject.click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie"))).toBe("false");
  expect(await page.evaluate(() => document.cookie)).toContain("cookie=false");

  const next = await page.goto("/services");
  await hydrated(page);
  expect(next!.headers()["content-security-policy"]).not.toContain("google-analytics.com");
  await page.clock.runFor(10_000);
  await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
  expect(loads).toEqual([]);
});

test("the cookie policy page lets a visitor change the choice, and a choice there keeps the notice away", async ({
  page,
}) => {
  await page.clock.install();
  // The policy's text shows to a visitor with a stored language (spec §2).
  await page.context().addCookies([{ name: "language", value: "en", url: BASE_URL.replace("127.0.0.1", "localhost") }]);
  await page.addInitScript(() => localStorage.setItem("language", "en"));
  await page.goto("/cookie-policy");
  await hydrated(page);
  const choice = page.getByRole("region", { name: "Your choice" });
  await expect(choice.getByRole("status")).toHaveText("You have not made a choice yet.");
  await choice.getByRole("button", { name: "Refuse analytics cookies" }).click();
  await expect(choice.getByRole("status")).toHaveText("You have refused analytics cookies.");
  await expect(choice.getByRole("button", { name: "Refuse analytics cookies" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Chosen before the notice's 8 s: it does not appear at all.
  await page.clock.fastForward(9_000);
  await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);

  await choice.getByRole("button", { name: "Allow analytics cookies" }).click();
  await expect(choice.getByRole("status")).toHaveText("You have allowed analytics cookies.");
  expect(await page.evaluate(() => localStorage.getItem("cookie"))).toBe("true");
  expect(await page.evaluate(() => document.cookie)).toContain("cookie=true");
  const next = await page.goto("/services");
  expect(next!.headers()["content-security-policy"]).toMatch(/connect-src[^;]*google-analytics\.com/);
});

test("the policies have a table of contents whose every link reaches its section", async ({ page }) => {
  for (const path of ["/privacy-policy", "/ru/cookie-policy"]) {
    await page.goto(path);
    const toc = page.locator("nav.policy-toc");
    const links = toc.locator("a");
    // One entry per heading of the text, none missing.
    expect(await links.count()).toBeGreaterThanOrEqual(6);
    expect(await links.count()).toBe(await page.locator(".prose h2").count());
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")!))) {
      await expect(page.locator(`${href} , [id="${href.slice(1)}"]`).first()).toHaveCount(1);
    }
  }
  // On a phone the list is folded under one line until the visitor opens it.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/privacy-policy");
  await hydrated(page);
  const first = page.locator("nav.policy-toc a").first();
  await expect(first).toBeHidden();
  await page.locator("nav.policy-toc summary").click();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/#policy-1$/);
});
