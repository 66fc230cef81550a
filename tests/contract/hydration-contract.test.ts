import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { UNSAFE_decodeViaTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  DEFERRED_MODULES_ID,
  REACT_ROUTER_SUPPORTED,
  SHARED_CHUNKS,
} from "../../app/document/deferred-hydration.server.ts";
import { HYDRATION_DATA_PARAM } from "../../app/document/hydration-data.server.ts";
import { pages } from "../../app/routing/route-table.ts";
import { policyForPageId } from "../../app/routing/route-policy.ts";
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";
import { startTestServer, type TestServer } from "../api/server.ts";

/**
 * The contract between React Router's HTML and the deferred hydration (decisions 025, 031, 036):
 * every public page in every language, rendered by the production build through the real
 * entry.server and React Router in this process, must come out with React Router's loading
 * pattern taken apart and nothing of it left, and its data must be what React Router's own
 * decoder reads back for the page's routes. A React Router upgrade that changes its markup fails
 * here, not silently in production (where the page would be served undeferred, with an error
 * logged). Read without the patterns under test: scripts and links are found generically.
 */
const ROOT = join(import.meta.dirname, "../..");
const CLIENT = join(ROOT, "build", "client");
const IDS: Record<string, string> = {
  "blog/post": "credit-scoring-pipeline",
  "careers/job": "senior-java-developer-tashkent",
  "casestudies/case": "familycredit",
  "services/service": "webdev",
  "industry/industry": "banking",
};
const PATHS = [
  ...pages
    .filter((page) => policyForPageId(page.id).cache === "public")
    .flatMap((page) => LANGUAGES.map((lang) => localizePath(page.path.replace(":id", IDS[page.id] ?? ":id"), lang))),
  "/no-such-page",
  "/ru/no-such-page",
  "/company/careers?location=bukhara",
];

interface Script {
  attributes: string;
  body: string;
}

const scriptsOf = (html: string): Script[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes = "", body = ""]) => ({
    attributes,
    body,
  }));

interface StarterOptions {
  id: string;
  preloads: string[];
  slices: string[];
  dataParam: string;
  dataKey: string;
}

/** The options the starter script is called with: its last argument, as JSON. */
function starterOptions(scripts: Script[]): StarterOptions {
  const starters = scripts.filter((script) => /^\(function start\b/.test(script.body));
  expect(starters).toHaveLength(1);
  const options = /\)\((\{[\s\S]*\})\)$/.exec(starters[0]!.body)?.[1];
  expect(options, "the starter is called with its options").toBeDefined();
  return JSON.parse(options!) as StarterOptions;
}

/**
 * Runs React Router's context script in a sandbox, feeds it `chunks` as the starter does, and
 * reads the stream back with React Router's own decoder: the loader data the browser hydrates with.
 */
async function decodedData(contextScript: string, chunks: string[]): Promise<Record<string, unknown>> {
  const sandbox: Record<string, unknown> = { ReadableStream, TextEncoderStream };
  sandbox.window = sandbox;
  runInNewContext(contextScript, sandbox);
  const context = sandbox.__reactRouterContext as {
    stream: ReadableStream<Uint8Array>;
    streamController: ReadableStreamDefaultController<string>;
  };
  for (const chunk of chunks) context.streamController.enqueue(chunk);
  context.streamController.close();
  const decoded = await UNSAFE_decodeViaTurboStream(context.stream, globalThis as unknown as Window);
  await decoded.done;
  return (decoded.value as { loaderData: Record<string, unknown> }).loaderData;
}

describe("React Router's HTML, as the deferred hydration takes it apart", () => {
  let server: TestServer;
  const errors = vi.spyOn(console, "error");
  beforeAll(async () => {
    server = await startTestServer("sqlite", {}, { pages: true });
  }, 60_000);
  afterAll(async () => {
    errors.mockRestore();
    await server?.close();
  });

  it("is the React Router this project pins and supports", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const versions = { ...manifest.dependencies, ...manifest.devDependencies };
    const routerPackages = Object.keys(versions).filter(
      (name) => name === "react-router" || name.startsWith("@react-router/"),
    );
    expect(routerPackages.length).toBeGreaterThan(2);
    // Exact versions: an install never picks up a release the contract has not seen.
    for (const name of routerPackages) expect(versions[name], name).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = (
      JSON.parse(readFileSync(join(ROOT, "node_modules/react-router/package.json"), "utf8")) as { version: string }
    ).version;
    expect(installed.startsWith(`${REACT_ROUTER_SUPPORTED}.`), `react-router ${installed}`).toBe(true);
  });

  it.each(PATHS)("%s: deferred whole, and its data decodes to its routes' loader data", async (path) => {
    errors.mockClear();
    const page = await server.app.inject({ method: "GET", url: path });
    expect([200, 404]).toContain(page.statusCode);
    const html = page.body;
    // A rewrite that did not match is logged with the page's path (entry.server).
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/deferred hydration/);

    const scripts = scriptsOf(html);
    // Nothing of React Router's loading pattern is left in the page.
    expect(scripts.filter((script) => /\btype=["']?module\b/i.test(script.attributes))).toEqual([]);
    expect(html).not.toMatch(/<link\b[^>]*\brel=["']?modulepreload\b/i);
    expect(scripts.filter((script) => /streamController\s*\.\s*(enqueue|close)\b/.test(script.body))).toEqual([]);

    // React Router's module script, kept whole as inert text for the starter.
    const modules = scripts.filter((script) => script.attributes.includes(`id="${DEFERRED_MODULES_ID}"`));
    expect(modules).toHaveLength(1);
    expect(modules[0]!.attributes).toMatch(/\btype="text\/plain"/);
    const routeIds = Object.keys(
      JSON.parse(
        /window\.__reactRouterRouteModules = (\{[^}]*\})/.exec(modules[0]!.body)?.[1]?.replace(/:\s*route\d+/g, ":0") ??
          "{}",
      ) as object,
    );
    expect(routeIds).toContain("root");
    expect(routeIds.length).toBeGreaterThan(1);

    // The starter: every module the page needs, each a file of the build; the shared chunks
    // first; the entry, which hydrates, left to the module script.
    const options = starterOptions(scripts);
    expect(options.id).toBe(DEFERRED_MODULES_ID);
    expect(options.dataParam).toBe(HYDRATION_DATA_PARAM);
    for (const href of options.preloads) expect(existsSync(join(CLIENT, href)), href).toBe(true);
    const entry = /\bimport\("([^"]+)"\);?\s*$/.exec(modules[0]!.body)?.[1];
    expect(options.preloads).toContain(entry);
    expect(options.slices).not.toContain(entry);
    expect(new Set(options.slices)).toEqual(new Set(options.preloads.filter((href) => href !== entry)));
    SHARED_CHUNKS.forEach((chunk, index) => expect(options.slices[index], String(chunk)).toMatch(chunk));

    // The data the starter fetches is the page's, as React Router's decoder reads it.
    const separator = path.includes("?") ? "&" : "?";
    const data = await server.app.inject({
      method: "GET",
      url: `${path}${separator}${HYDRATION_DATA_PARAM}=${options.dataKey}`,
    });
    expect(data.statusCode).toBe(200);
    const chunks = JSON.parse(data.body) as string[];
    expect(chunks.length).toBeGreaterThan(0);
    const context = scripts.filter((script) => script.body.includes("window.__reactRouterContext ="));
    expect(context).toHaveLength(1);
    const loaderData = await decodedData(context[0]!.body, chunks);
    expect(Object.keys(loaderData)).toContain("root");
    for (const id of routeIds) expect(Object.keys(loaderData), id).toContain(id);
  });
});
