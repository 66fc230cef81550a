import { DATA_CHUNK, DATA_END, HYDRATION_DATA_PARAM } from "./hydration-data.server.ts";

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
 *   allows it (Content-Security-Policy, decision 010) is the same;
 * - the data scripts (`streamController.enqueue(…)`) leave the HTML, kept by the server under
 *   a key (`hydration-data.server.ts`). The starter fetches the same URL with that key at that
 *   moment and feeds the chunks to the stream React Router reads; hydration waits for them as
 *   it waits for streamed data (decision 031).
 *
 * Everything else is as React Router renders it (the context script that opens the stream
 * runs in place).
 */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
export const DEFERRED_MODULES_ID = "deferred-modules";

/** The page's HTML as it is cached; `dataKey` names its data (`keepHydrationData`). */
export function deferHydration(html: string, dataKey: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const withoutData = html.replace(DATA_CHUNK, "").replace(DATA_END, "");
  const starter = `(${start.toString()})(${JSON.stringify(DEFERRED_MODULES_ID)},${JSON.stringify(preloads)},${JSON.stringify(HYDRATION_DATA_PARAM)},${JSON.stringify(dataKey)})`;
  return withoutData
    .replace(MODULE_PRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      () => `<script type="text/plain" id="${DEFERRED_MODULES_ID}">${script[1]}</script><script>${starter}</script>`,
    );
}

// Serialized with toString(): plain ES2019 that runs as is in the page, no imports or closures.
function start(id: string, preloads: string[], dataParam: string, dataKey: string) {
  let started = false;
  const feed = (attempt: number) => {
    const url = new URL(location.href);
    url.hash = "";
    url.searchParams.set(dataParam, dataKey);
    fetch(url, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.json() as Promise<string[]>;
      })
      .then((chunks) => {
        const stream = (
          window as unknown as { __reactRouterContext: { streamController: ReadableStreamDefaultController<string> } }
        ).__reactRouterContext.streamController;
        for (const chunk of chunks) stream.enqueue(chunk);
        stream.close();
      })
      // A dropped connection on a phone: try again a little later; the page stays readable meanwhile.
      .catch(() => {
        if (attempt < 4) setTimeout(() => feed(attempt + 1), 1000 * attempt);
      });
  };
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
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = document.getElementById(id)?.textContent ?? "";
    document.body.appendChild(script);
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
  const fonts = document.fonts ? document.fonts.ready.then(() => undefined) : Promise.resolve();
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
  void Promise.all([painted, fonts, loaded]).then(go);
  // A tab opened in the background paints nothing: never wait more than a few seconds.
  setTimeout(go, 3000);
}
