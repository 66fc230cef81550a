import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import { hydrationDataKey, plainText, signInToInbox } from "./helpers.ts";

/**
 * The attacks on the shared page cache of issue 25 (points 11 and 12), replayed against a
 * production server of their own behind an imaginary trusted proxy (TRUST_PROXY), whose page
 * cache no other test empties or fills meanwhile.
 */
const PORT = TEST_PORTS.cachePoisoning;
const origin = `http://127.0.0.1:${PORT}`;
const POST = "/blog/post/credit-scoring-pipeline";
const POST_TITLE = "Building a credit scoring pipeline that answers in seconds";

test.describe.serial("one request cannot change a page for everyone", () => {
  let server: ChildProcess | undefined;
  let dataDir = "";
  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "lojuvard-poisoning-"));
    server = await startServerProcess(PORT, {
      DATA_DIR: dataDir,
      SITE_URL: "https://www.lojuvard.uz",
      TRUST_PROXY: "127.0.0.1",
      ADMIN_PASSWORD,
      RATE_LIMIT_PER_MINUTE: "1000",
    });
  });
  test.afterAll(async () => {
    server?.kill("SIGTERM");
    if (server) await new Promise((resolve) => server!.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
    request.get(`${origin}${path}`, { headers, maxRedirects: 0 });

  test("a Host or forwarded host that holds more than host[:port] is refused, and /services stays itself", async ({
    request,
  }) => {
    const before = await get(request, "/services");
    expect(before.status()).toBe(200);
    const etag = before.headers()["etag"];

    const attacks = [
      "localhost:3000/uz/company/aboutus#",
      "x/services?_hydration=1#",
      `localhost:${PORT}/ru/company/aboutus?`,
      "evil.example@localhost",
    ];
    for (const attack of attacks) {
      expect((await get(request, "/services", { host: attack })).status(), `Host: ${attack}`).toBe(400);
      expect(
        (await get(request, "/services", { "x-forwarded-host": attack })).status(),
        `X-Forwarded-Host: ${attack}`,
      ).toBe(400);
    }
    expect((await get(request, "/services", { "x-forwarded-proto": "javascript" })).status()).toBe(400);

    // Every visitor still gets the English services page, as HTML, the very same copy.
    const visitors: Record<string, string>[] = [
      {},
      { "x-forwarded-host": "www.lojuvard.uz" },
      { host: "lojuvard.uz:8080" },
    ];
    for (const headers of visitors) {
      const after = await get(request, "/services", headers);
      expect(after.status()).toBe(200);
      expect(after.headers()["content-type"]).toContain("text/html");
      const html = await after.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toContain('<link rel="canonical" href="https://www.lojuvard.uz/services"/>');
      expect(after.headers()["etag"]).toBe(etag);
    }
  });

  // Queries that pages do read live apart from the other pages (tests/unit/page-cache.test.ts).
  test("query strings no page reads render nothing of their own, and 600 of them leave the home page in place", async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const home = await get(request, "/");
    const etag = home.headers()["etag"];
    expect((await get(request, "/")).headers()["cache-status"]).toBe("lojuvard; hit");

    // 600 addresses the home page does not read: each is the home page as kept, not a render.
    for (let batch = 0; batch < 600; batch += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => get(request, `/?utm_source=telegram&x=${batch + i}`)),
      );
      for (const answer of answers) {
        expect(answer.headers()["cache-status"]).toBe("lojuvard; hit");
        expect(answer.headers()["etag"]).toBe(etag);
      }
    }
    const after = await get(request, "/");
    expect(after.headers()["cache-status"]).toBe("lojuvard; hit");
    expect(after.headers()["etag"]).toBe(etag);
  });

  test("a page's kept data answers only that page's address, and is gone once the post is withdrawn", async ({
    request,
    page,
  }) => {
    const html = await (await get(request, POST)).text();
    expect(plainText(html)).toContain(POST_TITLE);
    const key = hydrationDataKey(html);
    expect(key).toBeTruthy();
    const data = async (path: string) => {
      const answer = await get(request, `${path}?_hydration=${key}`);
      expect(answer.status()).toBe(200);
      return plainText(await answer.text());
    };
    expect(await data(POST)).toContain(POST_TITLE);
    // The key was in public HTML: on another address it opens nothing of the post.
    for (const elsewhere of ["/", "/no-such-page", "/services"]) {
      expect(await data(elsewhere), elsewhere).not.toContain(POST_TITLE);
    }

    await signInToInbox(page, { base: origin, password: ADMIN_PASSWORD, next: "/admin/posts" });
    await page.goto(`${origin}/admin/posts/credit-scoring-pipeline`);
    await page.locator('button[value="unpublish"]').click();
    await expect(page).toHaveURL(/done=unpublish/);

    // Within the content watch's poll (seconds), the post's data is gone from its own address too.
    await expect.poll(() => data(POST), { timeout: 10_000 }).not.toContain(POST_TITLE);
    // Withdrawn content is gone for good: 410.
    expect((await get(request, POST)).status()).toBe(410);
  });
});
