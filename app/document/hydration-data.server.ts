import { createHash } from "node:crypto";

/**
 * The loaders' data that a cached page leaves out of its document (decision 031), kept by
 * this process under a key of its content. The page's starter asks for its data by that key,
 * so it gets the data of the very render its HTML came from, even when the content has
 * changed since. Only a process that never rendered the page (another instance, a restart)
 * renders it again for its data.
 */

/** The query parameter that asks for a page's hydration data; its value is the data's key. */
export const HYDRATION_DATA_PARAM = "_hydration";

// React Router writes each chunk as a JSON string literal whose `<`, `>` and `&` are escaped,
// so `);</script>` cannot occur inside one.
export const DATA_CHUNK = /<script>window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);<\/script>/g;
export const DATA_END = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/;

/** A rendered page's data: a JSON array of the chunks React Router streams to the browser, in order. */
export function hydrationData(html: string): string {
  return `[${[...html.matchAll(DATA_CHUNK)].map((match) => match[1]!).join(",")}]`;
}

/** Data kept at most, in characters: about as much as the page cache keeps (least recently used go first). */
const MAX_CHARS = 48 * 1024 * 1024;
const kept = new Map<string, string>();
let keptChars = 0;

/** Keeps a page's data and returns its key. */
export function keepHydrationData(data: string): string {
  const key = createHash("sha256").update(data).digest("base64url").slice(0, 22);
  if (kept.has(key)) kept.delete(key);
  else keptChars += data.length;
  kept.set(key, data);
  for (const [oldest, value] of kept) {
    if (keptChars <= MAX_CHARS) break;
    kept.delete(oldest);
    keptChars -= value.length;
  }
  return key;
}

/** The data kept under `key`, if this process rendered it and still has it. */
export function keptHydrationData(key: string): string | undefined {
  return kept.get(key);
}
