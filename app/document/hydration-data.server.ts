/**
 * The loaders' data that a shared page leaves out of its document (decision 031). The server
 * keeps it (server/http/kept-hydration-data.ts) under a key of its content, for the URL the page
 * was rendered for; the page's starter asks for it from that URL with the key, so it gets the
 * data of the very render its HTML came from, even when the content has changed since. Only a
 * process that no longer has it (another instance, a restart, changed content) renders the page
 * again for its data.
 */

import { HYDRATION_DATA_PARAM } from "../../server/http/kept-hydration-data.ts";

export { HYDRATION_DATA_PARAM };

// React Router writes each chunk as a JSON string literal whose `<`, `>` and `&` are escaped,
// so `);</script>` cannot occur inside one.
export const DATA_CHUNK = /<script>window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);<\/script>/g;
export const DATA_END = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/;

/** A rendered page's data: a JSON array of the chunks React Router streams to the browser, in order. */
export function hydrationData(html: string): string {
  return `[${[...html.matchAll(DATA_CHUNK)].map((match) => match[1]!).join(",")}]`;
}

/** The page a URL names, as kept data is filed: its path and query, without the data key. */
export function pageOf(url: string): string {
  const page = new URL(url);
  page.searchParams.delete(HYDRATION_DATA_PARAM);
  return `${page.pathname}${page.search}`;
}
