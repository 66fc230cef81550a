import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache } from "../../server/http/page-cache.ts";

const html = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
  });

describe("the page cache", () => {
  it("renders a page once for every visitor asking at the same time", async () => {
    const cache = new PageCache();
    let renders = 0;
    // The render lasts until every visitor has asked.
    let finish!: () => void;
    const rendering = new Promise<void>((resolve) => (finish = resolve));
    const render = async () => {
      renders += 1;
      await rendering;
      return html("services");
    };
    const asked = Array.from({ length: 50 }, () => cache.fill("k", render));
    finish();
    const outcomes = await Promise.all(asked);
    expect(renders).toBe(1);
    const pages = outcomes.map((outcome) => ("page" in outcome ? outcome.page : null));
    expect(new Set(pages).size).toBe(1);
    const [page] = pages;
    expect(brotliDecompressSync(page!.br).toString()).toContain("services");
    expect(gunzipSync(page!.gzip).toString()).toBe(page!.identity.toString());
    expect(cache.get("k")).toBe(page);
  });

  it("keeps nothing meant for one visitor: errors, redirects, cookies, other types", async () => {
    const cache = new PageCache();
    for (const response of [
      html("missing", 404),
      new Response(null, { status: 302, headers: { Location: "/" } }),
      html("signed in", 200, { "Set-Cookie": "a=b" }),
      new Response("<urlset/>", { headers: { "Content-Type": "application/xml" } }),
    ]) {
      const outcome = await cache.fill("k", async () => response);
      expect("response" in outcome && outcome.response).toBe(response);
    }
    expect(cache.size).toBe(0);
  });

  it("forgets pages after their time and the least recently used beyond its size", async () => {
    const cache = new PageCache({ ttlMs: 1_000, maxPages: 2 });
    const now = Date.now();
    await cache.store("a", html("a"), now);
    await cache.store("b", html("b"), now);
    expect(cache.get("a", now)).toBeDefined();
    await cache.store("c", html("c"), now);
    expect(cache.get("b", now)).toBeUndefined();
    expect(cache.get("a", now)).toBeDefined();
    expect(cache.get("a", now + 1_000)).toBeUndefined();
  });

  it("does not keep a page that was rendering while the content changed", async () => {
    const cache = new PageCache();
    const { promise: rendering, resolve: finishRendering } = Promise.withResolvers<Response>();
    const outcome = cache.fill("k", () => rendering);
    cache.clear(); // staff published while the page was being rendered from the old content
    finishRendering(html("old"));
    expect("page" in (await outcome)).toBe(true);
    expect(cache.get("k")).toBeUndefined();
    await cache.fill("k", async () => html("new"));
    expect(cache.get("k")?.identity.toString()).toContain("new");
  });

  it("does not give a visitor who asks after the content changed a page still rendering from before", async () => {
    const cache = new PageCache();
    const { promise: rendering, resolve: finishRendering } = Promise.withResolvers<Response>();
    const before = cache.fill("k", () => rendering);
    cache.clear();
    const after = cache.fill("k", async () => html("new"));
    finishRendering(html("old"));
    const [old, fresh] = await Promise.all([before, after]);
    expect("page" in old && old.page.identity.toString()).toContain("old");
    expect("page" in fresh && fresh.page.identity.toString()).toContain("new");
    expect(cache.get("k")?.identity.toString()).toContain("new");
  });
});

describe("pages with a query string", () => {
  it("push out only each other, however many: never the home page", async () => {
    const cache = new PageCache({ maxPages: 3, maxQueryPages: 5 });
    await cache.store("http: en? - /", html("home"));
    for (let i = 0; i < 600; i += 1) await cache.store(`http: en? - /blog?category=x${i}`, html(`x${i}`));
    expect(cache.get("http: en? - /")?.identity.toString()).toContain("home");
    expect(cache.size).toBe(6);
  });

  it("keep a page's data with the pages, not among the queries", async () => {
    const cache = new PageCache({ maxPages: 3, maxQueryPages: 1 });
    await cache.store("http: en? - /?_hydration=abc", html("data"));
    await cache.store("http: en? - /blog?category=a", html("a"));
    await cache.store("http: en? - /blog?category=b", html("b"));
    expect(cache.get("http: en? - /?_hydration=abc")).toBeDefined();
    expect(cache.get("http: en? - /blog?category=a")).toBeUndefined();
  });
});
