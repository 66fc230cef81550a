import { expect, test, type Page } from "@playwright/test";
import { API_PATHS } from "../../shared/api.ts";
import { hydrated, hydrationDataKey, takeTimeOverForm } from "./helpers.ts";

/**
 * The page's scripts never compete with what its first view needs: no script is even
 * requested before the browser has painted the content, yet the page becomes interactive.
 */
for (const path of ["/", "/ru/company/careers", "/uz/casestudies/familycredit"]) {
  test(`${path}: scripts are requested only after the first contentful paint, then the page hydrates`, async ({
    page,
  }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain("streamController.enqueue");
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js") || entry.name.includes("_hydration="))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(1);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
  });
}

test("a page's loader data is not in its document: it is fetched once painted, kept and revalidated like the page", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/ru/company/aboutus")).text();
  expect(html).toContain("компании Lojuvard");
  expect(html).not.toContain("streamController.enqueue");
  const key = hydrationDataKey(html);
  expect(key).toBeTruthy();

  const data = await request.get(`/ru/company/aboutus?_hydration=${key}`);
  expect(data.status()).toBe(200);
  expect(data.headers()["content-type"]).toMatch(/^application\/json/);
  expect(data.headers()["x-robots-tag"]).toBe("noindex");
  const chunks = (await data.json()) as string[];
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.join("")).toContain("loaderData");
  expect(chunks.join("")).toContain("компании Lojuvard");
  const etag = data.headers()["etag"];
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get(`/ru/company/aboutus?_hydration=${key}`, { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);

  // An unknown key (another instance's render, a restart): the page's data as it renders now,
  // for an unprefixed URL in the language of the visitor's cookie, as its page is.
  const english = (await (await request.get("/?_hydration=unknown")).json()) as string[];
  const russian = await request.get("/?_hydration=unknown", { headers: { Cookie: "language=ru" } });
  expect(english.join("")).toContain("What we do");
  expect(((await russian.json()) as string[]).join("")).toContain("делаем");
  expect(russian.headers()["vary"]).toMatch(/Cookie/);

  // A not-found page's data is an answer too (its route's error is in it), and the page hydrates.
  const missing = await request.get("/no-such-page?_hydration=unknown");
  expect(missing.status()).toBe(200);
  expect(((await missing.json()) as string[]).length).toBeGreaterThan(0);
  await page.goto("/no-such-page");
  await hydrated(page);

  // The browser feeds the data to React Router: the page hydrates and works.
  await page.goto("/ru/company/aboutus");
  await hydrated(page);
  await page.getByRole("banner").getByRole("button", { name: "Получить расчёт" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

/**
 * Content published between a visitor's HTML and its data (decisions 031 and 038): the data is
 * the page as it renders now, React renders the page anew with it, and that expected mismatch is
 * not reported as an error (newer-data.ts). The older HTML is made here: a paragraph fewer, and
 * a data key no process kept.
 */
test("a page whose HTML predates a publication takes the newer data without reporting an error", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.route(
    (url) => url.pathname === "/ru/company/aboutus" && url.search === "",
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        // The older render had no lead paragraph under the heading.
        .replace(/<p class="lead">[^<]*<\/p>/, "")
        .replace(/"dataKey":"[\w-]+"/, '"dataKey":"kept-by-nobody"');
      const headers = { ...response.headers() };
      // The changed starter no longer matches its hash; the content's encoding is undone.
      for (const name of ["content-security-policy", "content-encoding", "content-length", "etag"])
        delete headers[name];
      await route.fulfill({ status: 200, headers, body: html });
    },
  );
  const data = page.waitForResponse((response) => response.url().includes("_hydration=kept-by-nobody"));
  await page.goto("/ru/company/aboutus");
  expect((await data).headers()["x-hydration-data"]).toBe("newer");
  await hydrated(page);
  await expect(page.locator("h1 + p.lead")).toContainText("Компания-разработчик");
  expect(errors).toEqual([]);
});

/** The same for markup drawn by a loader, which React never compares: it is set anew from the newer data. */
test("cards drawn before a publication are drawn again from the newer data", async ({ page }) => {
  const errors: string[] = [];
  let served = 0;
  page.on("pageerror", (error) => errors.push(error.message));
  await page.route(
    (url) => url.pathname === "/casestudies" && url.search === "",
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        // The older render listed one case study fewer.
        .replace(/(<ul class="grid grid--3 plain-list">)<li[^>]*>[\s\S]*?<\/li>/, "$1")
        .replace(/"dataKey":"[\w-]+"/, '"dataKey":"kept-by-nobody"');
      served = html.match(/class="card card--link case-card/g)?.length ?? 0;
      const headers = { ...response.headers() };
      for (const name of ["content-security-policy", "content-encoding", "content-length", "etag"])
        delete headers[name];
      await route.fulfill({ status: 200, headers, body: html });
    },
  );
  const current = await (await page.request.get("/casestudies")).text();
  const cards = current.match(/class="card card--link case-card/g)?.length ?? 0;
  expect(cards).toBeGreaterThan(1);
  await page.goto("/casestudies");
  await hydrated(page);
  expect(served).toBe(cards - 1);
  await expect(page.locator(".case-card")).toHaveCount(cards);
  expect(errors).toEqual([]);
});

test("a page gets the data of the very render its HTML came from, on that page's address alone", async ({
  request,
}) => {
  // Careers filtered to Bukhara: its key names that render's data, whatever the page renders now.
  const filtered = hydrationDataKey(await (await request.get("/company/careers?location=bukhara")).text());
  const all = hydrationDataKey(await (await request.get("/company/careers")).text());
  expect(filtered).toBeTruthy();
  expect(filtered).not.toBe(all);
  const kept = await request.get(`/company/careers?location=bukhara&_hydration=${filtered}`);
  expect(((await kept.json()) as string[]).join("")).toContain("bukhara");
  expect(kept.headers()["cache-control"]).toMatch(/\bpublic\b/);
  // On another address the key opens nothing kept: that address's data as it renders now, for
  // this visitor alone (no cache may keep it under a key it does not match).
  const elsewhere = await request.get(`/company/careers?_hydration=${filtered}`);
  const now = (await (await request.get(`/company/careers?_hydration=${all}`)).json()) as string[];
  expect(await elsewhere.json()).toEqual(now);
  expect(elsewhere.headers()["cache-control"]).toBe("private, no-store");
});

/** The URLs of every script the page requests from now on, filled in as they are. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

test("a form's code loads as the visitor reaches it, and what they typed before it came is kept", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const scripts = scriptsRequested(page);
  await page.goto("/company/careers");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  const formCode = /\/(ApplicationForm|use-schema-form|SubscribeForm)-/;
  // The forms are on the page, rendered by the server, but their code has not come.
  await expect(page.locator("#apply form")).toHaveCount(1);
  await expect(page.getByRole("contentinfo").locator("form.subscribe")).toHaveCount(1);
  expect(scripts.filter((url) => formCode.test(url))).toEqual([]);

  // Reaching the form brings its code; a name typed at once survives its taking over.
  const firstName = page.locator("#apply").getByLabel("First name");
  await firstName.fill("Sardor");
  await expect.poll(() => scripts.some((url) => /\/ApplicationForm-/.test(url))).toBe(true);
  await page.locator("#apply").getByRole("button", { name: "Send application" }).click();
  await expect(page.locator("#apply").getByLabel("Last name")).toBeFocused();
  await expect(firstName).toHaveValue("Sardor");
  await expect(firstName).not.toHaveAttribute("aria-invalid");
});

test("the same deferred form twice on a page: each keeps what was typed into it and sends it", async ({ page }) => {
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

test("the phone menu, the cookie notice and the newsletter box bring their code only when wanted", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const scripts = scriptsRequested(page);
  // A short page: the footer's newsletter box is in view from the start.
  await page.goto("/thank-you");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  const onDemand = /\/(MobileMenuPanel|CookieNoticePanel|SubscribeForm|analytics)-/;
  expect(scripts.filter((url) => onDemand.test(url))).toEqual([]);
  // Icons come from the sprite file and draw.
  const icon = page.locator(".mobile-menu__toggle svg use");
  await expect.poll(() => icon.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  expect(scripts.some((url) => /\/MobileMenuPanel-/.test(url))).toBe(true);
  expect(scripts.some((url) => /\/(CookieNoticePanel|SubscribeForm)-/.test(url))).toBe(false);
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
