import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../app/document/csp.server.ts";
import { DEFERRED_MODULES_ID, deferHydration } from "../../app/document/deferred-hydration.server.ts";
import { HYDRATION_DATA_PARAM, hydrationData, pageOf } from "../../app/document/hydration-data.server.ts";
import { KeptHydrationData } from "../../server/http/kept-hydration-data.ts";

/** The tail of a page as React Router's <Scripts> renders it. */
const MODULES = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;
const PRELOADS = [
  "/assets/entry.client-3.js",
  "/assets/rolldown-runtime-4.js",
  "/assets/framework-5.js",
  "/assets/root-2.js",
  "/assets/shell-6.js",
];
/** Two chunks of loader data as React Router writes them (JSON string literals, `<` escaped). */
const CHUNKS = ['[{"_1":2},"loaderData",{"title":"\u003cb>Привет\u003c/b>"}]\n', 'P3:[{"done":true}]\n'];
const DATA_SCRIPTS = CHUNKS.map(
  (chunk) =>
    `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replaceAll("<", "\\u003c")});</script>`,
).join("");
const PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/shell.css"/></head><body><main>Hello</main>
<script>window.__reactRouterContext = {};</script>${PRELOADS.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}<script type="module" async="">${MODULES}</script>${DATA_SCRIPTS}<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("scripts that wait for the first paint", () => {
  const { html: deferred, misses } = deferHydration(PAGE, "key-1");

  it("asks for no module before the page has painted", () => {
    expect(misses).toEqual([]);
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toContain('type="module"');
    // The context script still runs in place, and the content is untouched.
    expect(deferred).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(deferred).toContain("<main>Hello</main>");
  });

  it("keeps the module script's body as inert data, and the preloads for later", () => {
    expect(deferred).toContain(`<script type="text/plain" id="${DEFERRED_MODULES_ID}">${MODULES}</script>`);
    expect(deferred).toContain(`"preloads":${JSON.stringify(PRELOADS)}`);
  });

  it("evaluates the modules one by one before the module script, shared chunks first and the entry last", () => {
    const slices = [
      "/assets/rolldown-runtime-4.js",
      "/assets/framework-5.js",
      "/assets/shell-6.js",
      "/assets/root-2.js",
    ];
    expect(deferred).toContain(`"slices":${JSON.stringify(slices)}`);
  });

  it("leaves the loaders' data out of the document, for the starter to fetch from the page's URL", () => {
    expect(deferred).not.toContain("streamController.enqueue");
    expect(deferred).not.toContain("streamController.close");
    expect(deferred).not.toContain("Привет");
    expect(deferred).toContain(`"dataParam":${JSON.stringify(HYDRATION_DATA_PARAM)},"dataKey":"key-1",`);
  });

  it("gives the data back as the chunks React Router streams, in order", () => {
    expect(JSON.parse(hydrationData(PAGE))).toEqual(CHUNKS);
    expect(JSON.parse(hydrationData("<html><body></body></html>"))).toEqual([]);
  });

  it("keeps each render's data under a key of its content, for the page that render made", () => {
    const store = new KeptHydrationData();
    const kept = store.forRequest();
    const data = hydrationData(PAGE);
    const key = kept.keep("/blog/post/hello", data);
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(key).toBe(KeptHydrationData.keyOf(data));
    expect(store.forRequest().get(key, "/blog/post/hello")).toBe(data);
    // The same data keeps the same key; other data another.
    expect(kept.keep("/blog/post/hello", data)).toBe(key);
    expect(kept.keep("/blog/post/hello", "[]")).not.toBe(key);
    expect(kept.get("no-such-key", "/blog/post/hello")).toBeUndefined();
  });

  it("answers kept data only on the URL it was rendered for", () => {
    const kept = new KeptHydrationData().forRequest();
    const key = kept.keep("/blog/post/hello", hydrationData(PAGE));
    for (const elsewhere of ["/", "/no-such-page", "/blog/post/hello?x=1", "/ru/blog/post/hello"]) {
      expect(kept.get(key, elsewhere)).toBeUndefined();
    }
    // The data request names its page by the page's own URL with the key added.
    expect(pageOf(`https://lojuvard.uz/blog/post/hello?${HYDRATION_DATA_PARAM}=${key}`)).toBe("/blog/post/hello");
    expect(pageOf(`https://lojuvard.uz/blog?category=news&${HYDRATION_DATA_PARAM}=${key}`)).toBe("/blog?category=news");
  });

  it("forgets kept data when the content changes, and keeps none from a render that began before", () => {
    const store = new KeptHydrationData();
    const before = store.forRequest();
    const key = before.keep("/blog/post/hello", hydrationData(PAGE));
    store.clear(); // staff unpublished the post
    expect(store.forRequest().get(key, "/blog/post/hello")).toBeUndefined();
    // A render that read the old content before the change and finishes after it keeps nothing.
    before.keep("/blog/post/hello", hydrationData(PAGE));
    expect(store.size).toBe(0);
    expect(store.forRequest().get(key, "/blog/post/hello")).toBeUndefined();
  });

  it("keeps the module script allowed by the same hash under the page's CSP", () => {
    // Every script that stays in the document (the data scripts leave it).
    const before = inlineScriptHashes(
      PAGE.replace(/<script>window\.__reactRouterContext\.streamController[^<]*<\/script>/g, ""),
    );
    expect(before.length).toBe(2);
    const after = inlineScriptHashes(deferred);
    for (const hash of before) expect(after).toContain(hash);
  });

  it("leaves a page whose markup it does not recognize as React Router wrote it, naming what did not match", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(deferHydration(plain, "key-1")).toEqual({
      html: plain,
      misses: ["module script", "module preloads", "entry import", "data chunks", "data end"],
    });
    // A preload in another spelling would stay and load before the paint: nothing is deferred.
    const reordered = PAGE.replace(
      '<link rel="modulepreload" href="/assets/shell-6.js"/>',
      '<link href="/assets/shell-6.js" rel="modulepreload"/>',
    );
    expect(deferHydration(reordered, "key-1")).toEqual({
      html: reordered,
      misses: ["a module preload left in the page"],
    });
  });
});
