import { expect, test } from "@playwright/test";
import { companySeed } from "../../content/seed/company.ts";

const company = companySeed.doc;
import { hydrated, plainText } from "./helpers.ts";

test.describe("cookie policy", () => {
  test("its text shows only when one of the three languages is stored", async ({ request }) => {
    const withoutLanguage = await (await request.get("/cookie-policy")).text();
    expect(withoutLanguage).toMatch(/<h1[^>]*>Cookie policy<\/h1>/);
    // Nothing of the policy is shown (its copy still travels in the page data for the browser to show).
    const heading = /id="policy-1"/;
    expect(withoutLanguage).not.toMatch(heading);
    const unknownLanguage = await (await request.get("/cookie-policy", { headers: { cookie: "language=de" } })).text();
    expect(unknownLanguage).not.toMatch(heading);
    const english = await (await request.get("/cookie-policy", { headers: { cookie: "language=en" } })).text();
    expect(english).toMatch(heading);
    const russian = await (await request.get("/ru/cookie-policy")).text();
    expect(russian).toContain('<html lang="ru"');
    expect(russian).toMatch(heading);
  });

  test("a visitor's browser shows it once the language is stored, and hides it for an unknown value", async ({
    page,
  }) => {
    await page.goto("/cookie-policy");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 2, name: "1. What cookies are" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText("language");
    await expect(page.getByRole("link", { name: company.email.privacy })).toBeVisible();

    await page.evaluate(() => localStorage.setItem("language", "fr"));
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Cookie policy" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(0);
  });
});

test("the privacy policy has nine sections and its dates, in the stored language", async ({ page }) => {
  await page.goto("/privacy-policy");
  await hydrated(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveCount(9);
  await expect(main.locator('time[datetime="2023-10-17"]')).toHaveCount(2);
  await expect(main).toContainText("Effective date: 17 October 2023");

  await page.evaluate(() => localStorage.setItem("language", "uz"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "uz");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(9);
});

test("the thank-you page leads back home and to the social profiles", async ({ page }) => {
  await page.goto("/ru/thank-you");
  await hydrated(page);
  const main = page.getByRole("main");
  for (const profile of Object.values(company.social))
    await expect(main.locator(`a[href="${profile}"]`)).toHaveCount(1);
  await main.getByRole("link", { name: "Вернуться на главную" }).click();
  await expect(page).toHaveURL(/\/ru$/);
});

test("each form's thank-you states its own answer time, in every language, from the server's HTML", async ({
  request,
}) => {
  const answers = {
    "": { request: "within one business day", application: "within five business days" },
    "/ru": { request: "в течение одного рабочего дня", application: "в течение пяти рабочих дней" },
    "/uz": { request: "bir ish kuni ichida", application: "besh ish kuni ichida" },
  };
  for (const [prefix, answer] of Object.entries(answers)) {
    // What the page states, not the data React Router carries in it for hydration (the whole interface's words).
    const stated = async (path: string) =>
      plainText((await (await request.get(path)).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ""));
    const quote = await stated(`${prefix}/thank-you`);
    const application = await stated(`${prefix}/thank-you?form=application`);
    expect(quote).toContain(answer.request);
    expect(quote).not.toContain(answer.application);
    expect(application).toContain(answer.application);
    expect(application).not.toContain(answer.request);
  }
});

test("the skip link is the first stop of the keyboard and moves focus to the content", async ({ page }) => {
  await page.goto("/services");
  await hydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test.describe("scroll reveal", () => {
  test("sections below the fold appear as they are scrolled to; those in view never hide", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const articles = page
      .locator("section", { has: page.getByRole("heading", { name: "Latest articles" }) })
      .locator("[data-reveal]");
    await expect(articles).toHaveClass(/is-pending/);
    await expect(articles).toHaveCSS("opacity", "0");
    // Only sections below the fold wait; what was in view at the start was never hidden.
    const hiddenInView = await page.evaluate(() =>
      [...document.querySelectorAll(".is-pending")].filter((el) => el.getBoundingClientRect().top < innerHeight - 120),
    );
    expect(hiddenInView).toHaveLength(0);
    await page.getByRole("heading", { name: "Latest articles" }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await expect(articles).toHaveClass(/is-revealed/);
    await expect(articles).toHaveCSS("opacity", "1");
  });

  test("nothing is hidden for visitors who prefer reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("[data-reveal].is-pending")).toHaveCount(0);
    await context.close();
  });

  test("for visitors who prefer reduced motion a change of style is at once, never a transition", async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto("/services/webdev");
    await hydrated(page);
    // A process step is a card on a phone; the same change of style read within one frame.
    const read = await page
      .locator('[data-section="process"] .steps__item')
      .first()
      .evaluate((step) => {
        (step as HTMLElement).style.backgroundColor = "rgb(1, 2, 3)";
        const now = getComputedStyle(step).backgroundColor;
        return {
          now,
          transitions: document.getAnimations().filter((motion) => motion instanceof CSSTransition).length,
        };
      });
    expect(read).toEqual({ now: "rgb(1, 2, 3)", transitions: 0 });
    await context.close();
  });
});

test("the About page downloads the company portfolio as a PDF in the page's language", async ({ page }) => {
  for (const lang of ["en", "ru", "uz"] as const) {
    await page.goto(lang === "en" ? "/company/aboutus" : `/${lang}/company/aboutus`);
    await hydrated(page);
    const download = page.waitForEvent("download");
    await page.locator(`a[href="/downloads/lojuvard-portfolio-${lang}.pdf"]`).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`lojuvard-portfolio-${lang}.pdf`);
    const response = await page.request.get(`/downloads/lojuvard-portfolio-${lang}.pdf`);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const bytes = await response.body();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  }
});
