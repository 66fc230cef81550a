import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import { plainText, signInToInbox } from "./helpers.ts";

/**
 * The attacks on shared pages of issue 25 (points 11 and 12), replayed against a production
 * server of its own behind an imaginary trusted proxy (TRUST_PROXY): what one request sends must
 * never change the page another visitor, or a shared cache in front, gets.
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
    // The same page, whatever this response's nonce.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, "");
    const page = withoutNonce(await before.text());

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
      expect(withoutNonce(html)).toBe(page);
      expect(after.headers()["cache-control"]).toMatch(/\bpublic\b/);
    }
  });

  test("a withdrawn post is gone for the very next visitor, whatever was served before", async ({ request, page }) => {
    expect(plainText(await (await get(request, POST)).text())).toContain(POST_TITLE);

    await signInToInbox(page, { base: origin, password: ADMIN_PASSWORD, next: "/admin/posts" });
    await page.goto(`${origin}/admin/posts/credit-scoring-pipeline`);
    await page.locator('button[value="unpublish"]').click();
    await expect(page).toHaveURL(/done=unpublish/);

    // No copy of the page is kept by this process: the next request reads the change. Gone: 410.
    const after = await get(request, POST);
    expect(after.status()).toBe(410);
    expect(plainText(await after.text())).not.toContain(POST_TITLE);
  });
});
