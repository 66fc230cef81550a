import { DATA_CHUNK, DATA_END, HYDRATION_DATA_PARAM } from "./hydration-data.server.ts";
import { NEWER_DATA_HEADER, NEWER_DATA_MARK, NEWER_DATA_VALUE } from "./newer-data.ts";

/**
 * Scripts and data that wait for the first paint. React Router's <Scripts> asks for every
 * module of the page up front (module preloads, then a module script importing them) and
 * writes the loaders' data into the document as inline scripts; on a slow network both share
 * the first round trips with the document's CSS and fonts, and the data alone is about half
 * the compressed document. A visitor sees nothing of them during the loader's first second
 * anyway, so a page the server caches starts them only once the page has painted, with its
 * fonts and images:
 *
 * - the `<link rel="modulepreload">` tags leave the HTML and are added back at that moment;
 * - the module script becomes inert data (`type="text/plain"`) that a small starter copies
 *   into a real module script at that moment. Its body is unchanged, so the hash that
 *   allows it (Content-Security-Policy, decision 010) is the same. Before it, the starter
 *   evaluates the modules it imports one at a time (shared chunks first), giving the main
 *   thread back between them: on a slow phone one evaluation of them all is a task of
 *   hundreds of milliseconds (decision 036);
 * - the data scripts (`streamController.enqueue(…)`) leave the HTML, kept by the server under
 *   a key (`hydration-data.server.ts`). The starter fetches the same URL with that key at that
 *   moment and feeds the chunks to the stream React Router reads; hydration waits for them as
 *   it waits for streamed data (decision 031).
 *
 * Everything else is as React Router renders it (the context script that opens the stream
 * runs in place).
 */
/**
 * React Router's markup the rewrites rely on (react-router 8.5; decision 036 says how to
 * upgrade). tests/contract/hydration-contract.test.ts renders real pages through entry.server
 * and fails when one of them stops matching; in production a miss is logged with the page's
 * path and the page is served as React Router wrote it.
 */
/** The React Router release line these patterns are written for (package.json pins it exactly). */
export const REACT_ROUTER_SUPPORTED = "8.5";

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
/** The module script's last statement starts the entry module, which hydrates the page. */
const ENTRY_IMPORT = /\bimport\("([^"]+)"\);?\s*$/;
export const DEFERRED_MODULES_ID = "deferred-modules";

/**
 * Chunks every page imports, each before the ones that import it (rolldown's runtime, then the
 * `framework` and `shell` groups of vite.config.ts): evaluated first, one at a time, they leave
 * each route's own module little to evaluate.
 */
export const SHARED_CHUNKS = [/\/rolldown-runtime-[\w-]+\.js$/, /\/framework-[\w-]+\.js$/, /\/shell-[\w-]+\.js$/];

/** What React Router wrote that a page's deferral could not find, by name; empty when all matched. */
export type HydrationMisses = string[];

/**
 * The page's HTML as it is cached; `dataKey` names its data (kept-hydration-data.ts). When one
 * of React Router's pieces is missing or one is left behind, the page is returned as it was
 * (it hydrates as React Router made it, only sooner) with the names of what did not match.
 */
export function deferHydration(html: string, dataKey: string): { html: string; misses: HydrationMisses } {
  const script = MODULE_SCRIPT.exec(html);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const entry = script ? ENTRY_IMPORT.exec(script[1]!)?.[1] : undefined;
  const misses = [
    ...(script ? [] : ["module script"]),
    ...(preloads.length > 0 ? [] : ["module preloads"]),
    ...(entry ? [] : ["entry import"]),
    ...(html.search(DATA_CHUNK) === -1 ? ["data chunks"] : []),
    ...(html.search(DATA_END) === -1 ? ["data end"] : []),
  ];
  if (!script || !entry || misses.length > 0) return { html, misses };

  const rank = (href: string) => {
    const shared = SHARED_CHUNKS.findIndex((chunk) => chunk.test(href));
    return shared === -1 ? SHARED_CHUNKS.length : shared;
  };
  const slices = preloads.filter((href) => href !== entry).sort((a, b) => rank(a) - rank(b));
  const starter = `(${start.toString()})(${JSON.stringify({
    id: DEFERRED_MODULES_ID,
    preloads,
    slices,
    dataParam: HYDRATION_DATA_PARAM,
    dataKey,
    newer: { header: NEWER_DATA_HEADER, value: NEWER_DATA_VALUE, mark: NEWER_DATA_MARK },
  } satisfies StarterOptions)})`;
  const deferred = html
    .replace(DATA_CHUNK, "")
    .replace(DATA_END, "")
    .replace(MODULE_PRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      () => `<script type="text/plain" id="${DEFERRED_MODULES_ID}">${script[1]}</script><script>${starter}</script>`,
    );
  const left = leftovers(deferred);
  return left.length > 0 ? { html, misses: left } : { html: deferred, misses: [] };
}

/**
 * What of React Router's loading pattern is still in a deferred page, found without the
 * patterns above: any module script, module preload or data script left means a rewrite
 * missed part of it.
 */
function leftovers(html: string): HydrationMisses {
  const found: HydrationMisses = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\btype=["']?module\b/i.test(attributes)) found.push("a module script left in the page");
    if (/streamController\s*\.\s*(enqueue|close)\b/.test(body)) found.push("a data script left in the page");
  }
  if (/<link\b[^>]*\brel=["']?modulepreload\b/i.test(html)) found.push("a module preload left in the page");
  return [...new Set(found)];
}

interface StarterOptions {
  id: string;
  preloads: string[];
  slices: string[];
  dataParam: string;
  dataKey: string;
  /** How the data's answer says it belongs to a newer render than this HTML, and where the page notes it. */
  newer: { header: string; value: string; mark: string };
}

// Serialized with toString(): plain ES2019 that runs as is in the page, no imports or closures.
function start({ id, preloads, slices, dataParam, dataKey, newer }: StarterOptions) {
  let started = false;
  // Gives the main thread back (to input, to painting) before the next piece of work.
  const yieldToMain = () =>
    new Promise<void>((resolve) => {
      const scheduler = (window as unknown as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
      if (scheduler && scheduler.yield) void scheduler.yield().then(resolve);
      else setTimeout(resolve, 0);
    });
  const feed = (attempt: number) => {
    const url = new URL(location.href);
    url.hash = "";
    url.searchParams.set(dataParam, dataKey);
    fetch(url, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        if (response.headers.get(newer.header) === newer.value)
          (window as unknown as Record<string, boolean>)[newer.mark] = true;
        return response.json() as Promise<string[]>;
      })
      .then(async (chunks) => {
        const stream = (
          window as unknown as { __reactRouterContext: { streamController: ReadableStreamDefaultController<string> } }
        ).__reactRouterContext.streamController;
        // One chunk per task: React Router decodes each as it arrives.
        for (const chunk of chunks) {
          stream.enqueue(chunk);
          await yieldToMain();
        }
        stream.close();
      })
      // A dropped connection on a phone: try again a little later; the page stays readable meanwhile.
      .catch(() => {
        if (attempt < 4) setTimeout(() => feed(attempt + 1), 1000 * attempt);
      });
  };
  // Evaluates one module (and whatever it imports that is not evaluated yet) in a task of its own.
  const evaluate = (href: string) =>
    new Promise<void>((resolve) => {
      const script = document.createElement("script");
      script.type = "module";
      script.src = href;
      // A module that fails is reported by the module script, which imports it again.
      script.onload = script.onerror = () => resolve();
      document.head.appendChild(script);
    });
  const go = () => {
    if (started) return;
    started = true;
    feed(1);
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    let evaluated = Promise.resolve();
    for (const href of slices) evaluated = evaluated.then(() => evaluate(href)).then(yieldToMain);
    void evaluated.then(() => {
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = document.getElementById(id)?.textContent ?? "";
      document.body.appendChild(script);
    });
  };
  // Once the page has painted its content (the browser reports the paint after it reached
  // the screen), its fonts are in and its images have loaded: the scripts then compete with
  // nothing the first view needs.
  const painted = new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === "undefined") return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  // Asked only after the paint: asking while the page is still being parsed makes the browser
  // style and lay out the whole page inside this script, a long task before anything shows.
  const fonts = painted.then(() => (document.fonts ? document.fonts.ready.then(() => undefined) : undefined));
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
  void Promise.all([fonts, loaded]).then(go);
  // A tab opened in the background paints nothing: never wait more than a few seconds.
  setTimeout(go, 3000);
}
