import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../app/document/csp.server.ts";
import { DEFERRED_MODULES_ID, deferHydration } from "../../app/document/deferred-hydration.server.ts";

/** The tail of a page as React Router's <Scripts> renders it. */
const MODULES = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;
const PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/shell.css"/></head><body><main>Hello</main>
<script>window.__reactRouterContext = {};</script><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/><script type="module" async="">${MODULES}</script></body></html>`;

describe("scripts that wait for the first paint", () => {
  const deferred = deferHydration(PAGE);

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

  it("keeps the module script allowed by the same hash under the page's CSP", () => {
    const before = inlineScriptHashes(PAGE);
    const after = inlineScriptHashes(deferred);
    for (const hash of before) expect(after).toContain(hash);
  });

  it("leaves a page without React Router's scripts as it is", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});
