/**
 * When a cached page's HTML predates a change of content, the data its starter fetches is the
 * page as it renders now (decisions 031 and 038), and React renders the page anew in the browser
 * rather than keeping the server's DOM. The server says so with this header; the starter notes
 * it on `window` (not on the document, whose attributes React resets as it renders it anew);
 * entry.client then does not report the expected mismatch as an error, and markup drawn by a
 * loader (which React never compares) is set anew (StaticMarkup). Shared by the server's answer,
 * the starter and the browser's code.
 */
export const NEWER_DATA_HEADER = "X-Hydration-Data";
export const NEWER_DATA_VALUE = "newer";
/** `window[NEWER_DATA_MARK]` is true once the starter knows the data is newer than the HTML. */
export const NEWER_DATA_MARK = "__hydrationDataNewer";

/** In the browser: this page's data is newer than its HTML. */
export function dataIsNewerThanPage(): boolean {
  return (window as unknown as Record<string, boolean | undefined>)[NEWER_DATA_MARK] === true;
}
