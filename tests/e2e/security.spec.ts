import { expect, test, type APIResponse } from "@playwright/test";
import { consentSeed } from "../../content/seed/site-words.ts";
import { hydrated } from "./helpers.ts";
import { directives, scriptNonce, watchViolations } from "./strict-headers.ts";

test("the quote dialog's code, loaded on first intent, runs under the CSP", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/services");
  await hydrated(page);
  await page.getByRole("banner").getByRole("button", { name: /quote/i }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("a public page carries a fresh nonce per render on every script, and says how a shared cache may keep it", async ({
  request,
}) => {
  const [first, second] = [await request.get("/services"), await request.get("/services")];
  expect(first.status()).toBe(200);
  // Browsers ask again every visit (max-age=0); a shared cache in front keeps it briefly, purged on change.
  expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
  // No validator: two renders differ by their nonce, so none may stand for the other.
  expect(first.headers()["etag"]).toBeUndefined();
  const nonce = (response: APIResponse) => scriptNonce(response.headers());
  expect(nonce(first)).toBeTruthy();
  expect(nonce(first)).not.toBe(nonce(second));
  // No hash and no 'unsafe-inline': every inline script that runs carries this response's nonce.
  const allowed = (directives(second.headers()).get("script-src") ?? "").split(" ");
  expect(allowed.some((source) => source.startsWith("'sha256-") || source === "'unsafe-inline'")).toBe(false);
  const html = await second.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter(
    ([, attributes = ""]) => !/src=|application\/ld\+json/.test(attributes),
  );
  expect(inline.length).toBeGreaterThan(2);
  for (const [, attributes = ""] of inline) expect(attributes).toContain(`nonce="${nonce(second)}"`);
});

test("what differs per visitor is told to a shared cache: the language of an unprefixed URL and the visitor's consent", async ({
  request,
}) => {
  const english = await request.get("/");
  const russian = await request.get("/", { headers: { Cookie: "language=ru" } });
  expect(await english.text()).toContain('<html lang="en"');
  expect(await russian.text()).toContain('<html lang="ru"');
  expect(russian.headers()["vary"]).toMatch(/Cookie/);

  const consented = await request.get("/", { headers: { Cookie: "cookie=true" } });
  expect(directives(consented.headers()).get("connect-src")).toContain("google-analytics.com");
  expect(directives(english.headers()).get("connect-src")).not.toContain("google-analytics.com");
});

test("what depends on the visitor is never cached: the inbox sign-in has a fresh nonce per response", async ({
  request,
}) => {
  const [a, b] = [await request.get("/admin/login"), await request.get("/admin/login")];
  const nonce = (response: APIResponse) => scriptNonce(response.headers());
  expect(nonce(a)).toBeTruthy();
  expect(nonce(b)).toBeTruthy();
  expect(nonce(a)).not.toBe(nonce(b));
  expect(a.headers()["etag"]).toBeUndefined();
  expect(await b.text()).toContain(`nonce="${nonce(b)}"`);
});

test("before consent the site sets no cookie but the visitor's language and the consent itself", async ({
  page,
  context,
}) => {
  for (const url of ["/", "/company/careers", "/ru/services", "/uz/blog"]) {
    await page.goto(url);
    await hydrated(page);
  }
  const before = (await context.cookies()).map((cookie) => cookie.name);
  expect(
    before.every((name) => ["language", "cookie"].includes(name)),
    before.join(),
  ).toBe(true);
  // The visitor is on an Uzbek page now.
  const notice = consentSeed.doc;
  await page.getByRole("region", { name: notice.region.uz }).getByRole("button", { name: notice.button.uz }).click();
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "cookie")?.value)
    .toBe("true");
});
