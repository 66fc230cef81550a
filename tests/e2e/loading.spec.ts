import { expect, test, type Page } from "@playwright/test";
import { API_PATHS } from "../../shared/api.ts";
import { hydrated, takeTimeOverForm } from "./helpers.ts";

/**
 * Pages reach the browser the way React Router documents (decision 081): its streamed document,
 * its own inline context and module script, every inline script allowed by this response's nonce
 * alone, and no second request for the page's data.
 */
for (const path of ["/", "/ru/company/careers", "/uz/casestudies/familycredit"]) {
  test(`${path}: React Router's own document, every script under this response's nonce, hydrated without asking again`, async ({
    page,
  }) => {
    const response = await page.request.get(path);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain("window.__reactRouterContext");
    expect(html).toContain('rel="modulepreload"');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? "");
    const run = inline.filter((attributes) => !attributes.includes("application/ld+json"));
    expect(run.length).toBeGreaterThan(2);
    for (const attributes of run) expect(attributes).toContain(`nonce="${nonce}"`);
    // Nothing of the page waits for a script to reveal it: what React streams after the shell
    // (hidden segments) is React Router's data for hydration alone.
    const segments = [...html.matchAll(/<div hidden id="S:\d+">([\s\S]*?)<\/div>/g)].map((match) => match[1] ?? "");
    const dataOnly = (segment: string) =>
      segment.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g, "");
    for (const segment of segments) expect(dataOnly(segment)).toBe("");

    const documents: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      // React Router's lazy route discovery (/__manifest) is about links, not this page's data.
      if (url.pathname === "/__manifest" || request.resourceType() !== "fetch") return;
      documents.push(url.pathname + url.search);
    });
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(documents, "no request for the page's data after it loaded").toEqual([]);
    await page.getByRole("banner").getByRole("button").first().focus();
  });
}

test("the quote dialog opens on a page that hydrated through the standard path", async ({ page }) => {
  await page.goto("/ru/company/aboutus");
  await hydrated(page);
  await page.getByRole("banner").getByRole("button", { name: "Получить расчёт" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

/** The URLs of every script the page requests from now on, filled in as they are. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

test("a form works as the server drew it, and what the visitor typed before the page's code came is kept", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // The page's code is held back until the visitor has typed into the server's form.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/company/careers");
  await expect(page.locator("#apply form")).toHaveCount(1);
  const firstName = page.locator("#apply").getByLabel("First name");
  await firstName.fill("Sardor");
  release();
  await hydrated(page);
  await page.locator("#apply").getByRole("button", { name: "Send application" }).click();
  await expect(page.locator("#apply").getByLabel("Last name")).toBeFocused();
  await expect(firstName).toHaveValue("Sardor");
  await expect(firstName).not.toHaveAttribute("aria-invalid");
});

test("the same form twice on a page: each keeps what was typed into it and sends it", async ({ page }) => {
  await page.goto("/blog/post/credit-scoring-pipeline");
  await hydrated(page);
  await takeTimeOverForm(page);
  // The article's box and the footer's: one code for both, each with its own visitor input.
  const box = page.locator("#post-subscribe").getByLabel("Your e-mail");
  await box.fill("reader.of.the.post@example.uz");
  const sent = page.waitForRequest(`**${API_PATHS.subscribe}`);
  await box.press("Enter");
  expect((await sent).postDataJSON()).toMatchObject({ email: "reader.of.the.post@example.uz" });
  await expect(page.getByRole("status").filter({ hasText: "Your input was successful!" })).toBeVisible();
});

test("the phone menu and the cookie notice bring their code only when wanted", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const scripts = scriptsRequested(page);
  // A short page: the footer's newsletter box is in view from the start.
  await page.goto("/thank-you");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  const onDemand = /\/(MobileMenuPanel|CookieNoticePanel|analytics)-/;
  expect(scripts.filter((url) => onDemand.test(url))).toEqual([]);
  // Icons come from the sprite file and draw.
  const icon = page.locator(".mobile-menu__toggle svg use");
  await expect.poll(() => icon.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  expect(scripts.some((url) => /\/MobileMenuPanel-/.test(url))).toBe(true);
  expect(scripts.some((url) => /\/CookieNoticePanel-/.test(url))).toBe(false);
});

// Every font file a page's first view draws with is preloaded, so text never waits for
// the stylesheet to discover it, including a post that quotes another script.
for (const path of [
  "/",
  "/ru/",
  "/uz/",
  "/blog/post/design-system-uzbek-cyrillic",
  "/uz/blog/post/design-system-uzbek-cyrillic",
]) {
  test(`${path}: every font the page draws with is preloaded`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const { preloaded, used } = await page.evaluate(() => ({
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
        (link) => link.href,
      ),
      used: performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.endsWith(".woff2")),
    }));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !preloaded.includes(name))).toEqual([]);
  });
}
