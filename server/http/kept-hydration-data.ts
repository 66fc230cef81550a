import { createHash } from "node:crypto";

/** The query parameter a page's starter asks for its data with; its value is the data's key. */
export const HYDRATION_DATA_PARAM = "_hydration";

/** Data kept at most, in characters: about as much as the page cache keeps (least recently used go first). */
const MAX_CHARS = 48 * 1024 * 1024;

/** What one page request may do with the kept data (`KeptHydrationData.forRequest`). */
export interface HydrationDataAccess {
  /** Keeps the data of a page rendered for `url` (path and query) and returns its key. */
  keep(url: string, data: string): string;
  /** The data kept under `key` for `url`, if this process rendered it and the content has not changed since. */
  get(key: string, url: string): string | undefined;
}

/**
 * The loaders' data that a shared page leaves out of its document (decision 031), kept by this
 * process for the visitors of that very render: under a key of its content, and only for the URL
 * it was rendered for (another page's address with the key answers nothing kept). Emptied with
 * the page cache whenever the content changes, on every instance (content/version.ts), so data
 * of something withdrawn is gone at once. A render that began before such a change keeps nothing.
 */
export class KeptHydrationData {
  private readonly kept = new Map<string, string>();
  private chars = 0;
  /** Counts clears, so a render that began before one keeps nothing after it. */
  private generation = 0;

  /** The key of some data: a hash of it, the same in every process. */
  static keyOf(data: string): string {
    return createHash("sha256").update(data).digest("base64url").slice(0, 22);
  }

  /** Access for one request, which keeps data only if no clear happened since it began. */
  forRequest(): HydrationDataAccess {
    const since = this.generation;
    return {
      keep: (url, data) => {
        const key = KeptHydrationData.keyOf(data);
        if (since === this.generation) this.store(`${key} ${url}`, data);
        return key;
      },
      get: (key, url) => (since === this.generation ? this.kept.get(`${key} ${url}`) : undefined),
    };
  }

  /** Forgets everything kept: the content changed. */
  clear(): void {
    this.generation += 1;
    this.kept.clear();
    this.chars = 0;
  }

  get size(): number {
    return this.kept.size;
  }

  private store(id: string, data: string): void {
    const previous = this.kept.get(id);
    if (previous !== undefined) {
      this.kept.delete(id);
      this.chars -= previous.length;
    }
    this.kept.set(id, data);
    this.chars += data.length;
    for (const [oldest, value] of this.kept) {
      if (this.chars <= MAX_CHARS) break;
      this.kept.delete(oldest);
      this.chars -= value.length;
    }
  }
}
