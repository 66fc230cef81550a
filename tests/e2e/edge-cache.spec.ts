import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { startVarnish, type RunningVarnish } from "../../scripts/bench/varnish.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import { hydrated, plainText, signInToInbox } from "./helpers.ts";

/**
 * The shared cache of docs/deployment.md, for real: Varnish with deploy/varnish/default.vcl in
 * front of a production server (issue 30, point 4). Each page is asked for through Varnish, and
 * its `Cache-Status` says who answered: `…, varnish; hit` is a copy the edge kept.
 */
const { site: SITE_PORT, varnish: VARNISH_PORT } = TEST_PORTS.edgeCache;
const POST = "/blog/post/core-banking-modernization";
const POST_TITLE = "Modernising core banking without stopping the bank";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const edgeHit = (response: APIResponse) => /varnish; hit$/.test(response.headers()["cache-status"] ?? "");
const language = async (response: APIResponse) => /<html lang="([a-z]+)"/.exec(await response.text())?.[1];

test.describe.serial("behind Varnish", () => {
  let server: ChildProcess | undefined;
  let varnish: RunningVarnish | undefined;
  let dataDir = "";
  let edge = "";

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    dataDir = mkdtempSync(join(tmpdir(), "lojuvard-edge-"));
    // Varnish first: the server purges it as it starts.
    varnish = await startVarnish({ port: VARNISH_PORT, backendPort: SITE_PORT, memoryMb: 64 });
    edge = varnish.origin;
    server = await startServerProcess(SITE_PORT, {
      DATA_DIR: dataDir,
      SITE_URL: "https://www.lojuvard.uz",
      TRUST_PROXY: "127.0.0.1",
      ADMIN_PASSWORD,
      RATE_LIMIT_PER_MINUTE: "1000",
      CACHE_PURGE_URL: `http://127.0.0.1:${VARNISH_PORT}/`,
      ANALYTICS_GA4_ID: "G-LOJUVARD26",
    });
    await varnish.serving();
  });
  test.afterAll(async () => {
    await varnish?.stop();
    server?.kill("SIGTERM");
    if (server) await new Promise((resolve) => server!.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
    request.get(`${edge}${path}`, { headers, maxRedirects: 0 });

  test("an unprefixed page is kept per language: English for a crawler, Russian for a Russian visitor", async ({
    request,
  }) => {
    const crawler = { "user-agent": GOOGLEBOT };
    const russian = { cookie: "language=ru; _ga=GA1.1.123456.789" };
    expect(await language(await get(request, "/services", crawler))).toBe("en");
    expect(await language(await get(request, "/services", russian))).toBe("ru");
    // Asked again, in either order and with other cookies beside the language: each from the edge, each right.
    for (let round = 0; round < 2; round += 1) {
      const again = await get(request, "/services", { cookie: `_ym_uid=${round}; language=ru` });
      expect(edgeHit(again)).toBe(true);
      expect(await language(again)).toBe("ru");
      const bot = await get(request, "/services", crawler);
      expect(edgeHit(bot)).toBe(true);
      expect(await language(bot)).toBe("en");
    }
    // A visitor who accepted analytics gets a page whose CSP allows them; one who did not, one that does not.
    const consented = await get(request, "/services", { cookie: "cookie=true; language=ru" });
    expect(await language(consented)).toBe("ru");
    expect(consented.headers()["content-security-policy"]).toBe(
      (await get(request, "/services", { cookie: "language=ru; cookie=true" })).headers()["content-security-policy"],
    );
    expect(consented.headers()["content-security-policy"]).not.toBe(
      (await get(request, "/services", russian)).headers()["content-security-policy"],
    );
  });

  test("a Russian visitor's browser gets the Russian page from the edge, with no reload", async ({ page, request }) => {
    await get(request, "/company/aboutus", { cookie: "language=ru" });
    await page.goto(`${edge}/ru`);
    await hydrated(page);
    const response = await page.goto(`${edge}/company/aboutus`);
    expect(response?.headers()["cache-status"]).toMatch(/varnish; hit$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await hydrated(page);
    expect(page.url()).toBe(`${edge}/company/aboutus`);
  });

  test("cacheable answers say for how long, vary by cookie and encoding, and never set a cookie", async ({
    request,
  }) => {
    for (const path of ["/ru/services", "/uz", "/services"]) {
      const first = await get(request, path, { "accept-encoding": "br" });
      const second = await get(request, path, { "accept-encoding": "br" });
      expect(second.status()).toBe(200);
      expect(edgeHit(second), path).toBe(true);
      expect(second.headers()["content-encoding"]).toBe("br");
      const control = second.headers()["cache-control"] ?? "";
      expect(control).toMatch(/\bpublic\b/);
      expect(control).toMatch(/\bs-maxage=\d+/);
      expect(control).toMatch(/\bstale-while-revalidate=\d+/);
      expect(control).toMatch(/\bmax-age=0\b/);
      expect(second.headers()["vary"]).toMatch(/Cookie/);
      expect(second.headers()["vary"]).toMatch(/Accept-Encoding/);
      for (const answer of [first, second]) expect(answer.headers()["set-cookie"]).toBeUndefined();
      // The copy is the page as one render made it: its scripts carry the nonce its CSP names.
      const nonce = /'nonce-([^']+)'/.exec(second.headers()["content-security-policy"] ?? "")?.[1];
      expect(await second.text()).toContain(`nonce="${nonce}"`);
    }
  });

  test("what is made for one visitor never comes from the edge: the inbox, previews, forms' posts", async ({
    request,
    playwright,
  }) => {
    const staff = await playwright.request.newContext();
    try {
      const signIn = await staff.post(`${edge}/admin/login`, {
        form: { intent: "sign-in", password: ADMIN_PASSWORD },
        maxRedirects: 0,
      });
      expect(signIn.status()).toBe(302);
      const preview = `/admin/posts/core-banking-modernization/preview`;
      for (let i = 0; i < 2; i += 1) {
        for (const path of ["/admin/requests", preview]) {
          const answer = await staff.get(`${edge}${path}`);
          expect(answer.status(), path).toBe(200);
          expect(edgeHit(answer), path).toBe(false);
          expect(answer.headers()["cache-control"]).toMatch(/no-store/);
        }
      }
      // Without the session, the preview is not there for anyone.
      const stranger = await get(request, preview);
      expect(stranger.status()).not.toBe(200);
      expect(await stranger.text()).not.toContain("core-banking");
    } finally {
      await staff.dispose();
    }
    for (const path of ["/admin/login", "/admin/login", "/api/v1/insert_subscriber", "/api/v1/insert_subscriber"]) {
      expect(edgeHit(await get(request, path)), path).toBe(false);
    }
    for (let i = 0; i < 2; i += 1) {
      const post = await request.post(`${edge}/api/v1/insert_subscriber`, { data: { email: `edge${i}@example.uz` } });
      expect(post.status()).toBe(200);
      expect(post.headers()["cache-status"]).toMatch(/varnish; fwd=bypass$/);
    }
  });

  test("withdrawing a post is what the very next visitor sees through the edge", async ({ request, page }) => {
    // The blog, the post and a navigation's data for the blog, each kept at the edge.
    for (const path of ["/blog", POST, "/blog.data"]) {
      await get(request, path);
      const kept = await get(request, path);
      expect(edgeHit(kept), path).toBe(true);
      expect(plainText(await kept.text()), path).toContain(POST_TITLE);
    }

    await signInToInbox(page, { base: edge, password: ADMIN_PASSWORD, next: "/admin/posts" });
    await page.goto(`${edge}/admin/posts/core-banking-modernization`);
    await page.locator('button[value="unpublish"]').click();
    await expect(page).toHaveURL(/done=unpublish/);

    // The instance purged the edge before it answered the change: no waiting for a poll or s-maxage.
    expect(plainText(await (await get(request, "/blog")).text())).not.toContain(POST_TITLE);
    expect(plainText(await (await get(request, "/blog.data")).text())).not.toContain(POST_TITLE);
    // Withdrawn content is gone for good: 410.
    expect((await get(request, POST)).status()).toBe(410);
  });
});
