import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../app/document/csp.server.ts";
import { DEFERRED_MODULES_ID, deferHydration } from "../../app/document/deferred-hydration.server.ts";
import {
  HYDRATION_DATA_PARAM,
  hydrationData,
  keepHydrationData,
  keptHydrationData,
} from "../../app/document/hydration-data.server.ts";

/** The tail of a page as React Router's <Scripts> renders it. */
const MODULES = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;
/** Two chunks of loader data as React Router writes them (JSON string literals, `<` escaped). */
const CHUNKS = ['[{"_1":2},"loaderData",{"title":"\u003cb>Привет\u003c/b>"}]\n', 'P3:[{"done":true}]\n'];
const DATA_SCRIPTS = CHUNKS.map(
  (chunk) =>
    `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replaceAll("<", "\\u003c")});</script>`,
).join("");
const PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/shell.css"/></head><body><main>Hello</main>
<script>window.__reactRouterContext = {};</script><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/><script type="module" async="">${MODULES}</script>${DATA_SCRIPTS}<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("scripts that wait for the first paint", () => {
  const deferred = deferHydration(PAGE, "key-1");

  it("asks for no module before the page has painted", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toContain('type="module"');
    // The context script still runs in place, and the content is untouched.
    expect(deferred).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(deferred).toContain("<main>Hello</main>");
  });

  it("keeps the module script's body as inert data, and the preloads for later", () => {
    expect(deferred).toContain(`<script type="text/plain" id="${DEFERRED_MODULES_ID}">${MODULES}</script>`);
    expect(deferred).toContain('["/assets/manifest-1.js","/assets/entry.client-3.js"]');
  });

  it("leaves the loaders' data out of the document, for the starter to fetch from the page's URL", () => {
    expect(deferred).not.toContain("streamController.enqueue");
    expect(deferred).not.toContain("streamController.close");
    expect(deferred).not.toContain("Привет");
    expect(deferred).toContain(`${JSON.stringify(HYDRATION_DATA_PARAM)},"key-1")`);
  });

  it("gives the data back as the chunks React Router streams, in order", () => {
    expect(JSON.parse(hydrationData(PAGE))).toEqual(CHUNKS);
    expect(JSON.parse(hydrationData("<html><body></body></html>"))).toEqual([]);
  });

  it("keeps each render's data under a key of its content, for the page that render made", () => {
    const data = hydrationData(PAGE);
    const key = keepHydrationData(data);
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(keptHydrationData(key)).toBe(data);
    // The same data keeps the same key; other data another.
    expect(keepHydrationData(data)).toBe(key);
    expect(keepHydrationData("[]")).not.toBe(key);
    expect(keptHydrationData("no-such-key")).toBeUndefined();
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

  it("leaves a page without React Router's scripts as it is", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(deferHydration(plain, "key-1")).toBe(plain);
  });
});
