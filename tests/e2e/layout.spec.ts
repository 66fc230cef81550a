import { expect, test } from "@playwright/test";
import { hydrated, pausedClock, plainText } from "./helpers.ts";

test.describe("cookie notice", () => {
  test("appears 8 seconds after load when nothing is stored; accept stores true for good", async ({ page }) => {
    await pausedClock(page);
    await page.goto("/");
    await hydrated(page);
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await page.clock.runFor(7_900);
    await expect(notice).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("heading")).toHaveText("We use cookies");
    await expect(notice.getByRole("link", { name: "cookie policy" })).toHaveAttribute("href", "/cookie-policy");
    await notice.getByRole("button", { name: "Accept" }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie"))).toBe("true");

    await page.reload();
    await hydrated(page);
    await page.clock.runFor(20_000);
    await expect(notice).toHaveCount(0);
  });

  for (const [home, words] of [
    ["/", "Read more in our cookie policy."],
    ["/ru/", "Подробнее — в нашей политике использования файлов cookie."],
    ["/uz/", "Batafsil maʼlumot — cookie-fayllar siyosatimizda."],
  ]) {
    test(`${home}: a space stands between the notice's text and its link`, async ({ page }) => {
      await pausedClock(page);
      await page.goto(home!);
      await hydrated(page);
      await page.clock.runFor(8_100);
      const text = page.locator(".cookie-notice__text");
      await expect(text).toBeVisible();
      expect(plainText(await text.innerText())).toContain(words);
    });
  }

  test("close hides it for this page view without storing consent", async ({ page }) => {
    await pausedClock(page);
    await page.goto("/ru/blog");
    await hydrated(page);
    await page.clock.runFor(8_100);
    const notice = page.locator(".cookie-notice");
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: /Закрыть/ }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie"))).toBeNull();
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(8_100);
    await expect(notice).toBeVisible();
  });
});

test("the loader shows for the first second only, and never without JavaScript", async ({ page, browser }) => {
  await pausedClock(page);
  await page.goto("/");
  const loader = page.locator(".boot-loader");
  await expect(loader).toBeVisible();
  await page.clock.runFor(1_050);
  await expect(loader).toBeHidden();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/");
  await expect(plain.locator(".boot-loader")).toBeHidden();
  await expect(plain.getByRole("heading", { level: 1 })).toBeVisible();
  await noScript.close();
});

test.describe("header", () => {
  test("has every navigation link of the specification; the privacy policy opens in a new tab", async ({ page }) => {
    await page.goto("/");
    const hrefs = await page
      .getByRole("banner")
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const path of [
      "/",
      "/services",
      "/services/webdev",
      "/services/mobileapps",
      "/services/frontapps",
      "/services/spe",
      "/technologies",
      "/industry/ofandprod",
      "/industry/banking",
      "/industry/ecommerce",
      "/industry/logistics",
      "/industry/education",
      "/industry/fintech",
      "/company/aboutus",
      "/company/people",
      "/company/careers",
      "/casestudies",
      "/blog",
      "/privacy-policy",
    ]) {
      expect(hrefs, path).toContain(path);
    }
    await expect(page.getByRole("banner").locator('a[href="/privacy-policy"]').first()).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  test("desktop menus open on click and close on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const services = page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "Mobile applications" }).first().click();
    await expect(page).toHaveURL(/\/services\/mobileapps$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await services.click();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("the mobile menu has collapsible sections and works by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    for (const name of ["Services", "Industries", "Company"]) {
      const section = menu.getByRole("button", { name });
      await expect(section).toHaveAttribute("aria-expanded", "false");
      await section.click();
      await expect(section).toHaveAttribute("aria-expanded", "true");
    }
    await expect(menu.getByRole("link", { name: "Banking and finance" })).toBeVisible();
    await menu.getByRole("button", { name: "Industries" }).click();
    await expect(menu.getByRole("link", { name: "Banking and finance" })).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole("link", { name: "Case studies" }).click();
    await expect(page).toHaveURL(/\/casestudies$/);
    await expect(menu).toBeHidden();
  });

  test("Get a quote opens the dialog; the close icon and Escape close it and focus returns", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("banner").getByRole("button", { name: "Get a quote" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Tell us about your project" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close the form" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });
});

test("Get a quote from the phone menu returns focus to the menu button when the dialog closes", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await hydrated(page);
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  await page.getByRole("dialog", { name: "Site menu" }).getByRole("button", { name: "Get a quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Tell us about your project" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test("the footer carries description, four social links, quick links, service links and the subscription box", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const host of ["linkedin.com", "instagram.com", "t.me", "youtube.com"]) {
    await expect(footer.locator(`a[href*="${host}"]`)).toHaveCount(1);
  }
  await expect(footer.getByRole("link", { name: "Web development" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "About us" })).toBeVisible();
  await expect(footer.getByLabel("Your e-mail")).toBeVisible();
});
