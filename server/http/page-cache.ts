import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { COOKIES, readCookie } from "../../shared/cookies.ts";
import { resolvePathLanguage } from "../../shared/i18n/request-language.ts";
import { preferredEncoding } from "./compress.ts";
import { HYDRATION_DATA_PARAM } from "./kept-hydration-data.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How long a rendered page is reused: openings expire by date; publishing clears the cache at once. */
const PAGE_TTL_MS = 5 * 60 * 1000;
/**
 * Pages kept at most (least recently used go first): every page in every language and variant
 * of cookies, and the data each leaves out of its document (a `?_hydration=<key>` answer exists
 * only for a kept render, so there are never more of them than of pages).
 */
const MAX_PAGES = 1000;
/**
 * Pages with any other query (a blog category, careers filters) kept at most, apart from the
 * others: however many such URLs anyone asks for, they only push out each other, never the home page.
 */
const MAX_QUERY_PAGES = 100;
/** A page's data request: its path with the data's key as the only query. */
const DATA_REQUEST = new RegExp(`\\?${HYDRATION_DATA_PARAM}=[^&]*$`);

/**
 * What a shared cache in front of the site (docs/deployment.md) may do with a page kept here: keep
 * it for a minute and, for a minute more, answer with it while it fetches a fresh copy. Publishing
 * purges it sooner (edge-purge.ts). Browsers revalidate it on every visit (max-age=0, its ETag).
 */
const SHARED_PAGE_SECONDS = 60;
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}, stale-while-revalidate=${SHARED_PAGE_SECONDS}`;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  expiresAt: number;
}

/**
 * Rendered HTML pages, compressed once and kept in memory per URL, language and
 * consent, so a page most visitors see is answered without rendering or compressing
 * again. Entries carry an ETag, so browsers revalidate with a 304.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly queryPages = new Map<string, CachedPage>();
  /** Renders in progress: visitors asking for the same page meanwhile wait for that one render. */
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private readonly ttlMs: number;
  private readonly maxPages: number;
  private readonly maxQueryPages: number;

  constructor(options: { ttlMs?: number; maxPages?: number; maxQueryPages?: number } = {}) {
    this.ttlMs = options.ttlMs ?? PAGE_TTL_MS;
    this.maxPages = options.maxPages ?? MAX_PAGES;
    this.maxQueryPages = options.maxQueryPages ?? MAX_QUERY_PAGES;
  }

  get size(): number {
    return this.pages.size + this.queryPages.size;
  }

  /** The map a key's page lives in: pages with a query apart (see MAX_QUERY_PAGES). */
  private bucket(key: string): { pages: Map<string, CachedPage>; max: number } {
    const url = key.slice(key.lastIndexOf(" ") + 1);
    const query = url.includes("?") && !DATA_REQUEST.test(url);
    return query ? { pages: this.queryPages, max: this.maxQueryPages } : { pages: this.pages, max: this.maxPages };
  }

  /**
   * Whether a request's page may come from the cache or fill it: false when it must be
   * rendered for this visitor alone: not a GET or HEAD, a client navigation's `.data`, or a
   * request that carries an inbox session. Whether a page is kept at all is its route's
   * policy, read from the response (`store`).
   */
  static isShared(request: FastifyRequest, url: URL): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (url.pathname.endsWith(".data")) return false;
    return readCookie(request.headers.cookie, COOKIES.session) === null;
  }

  /**
   * The key of the page rendered for `url` (page-url.ts: the URL the render is made for,
   * so a render is stored only under the URL it was rendered for). Everything the HTML and
   * its headers depend on is in the key: the scheme (the CSP upgrades insecure requests on
   * HTTPS), the path and query, the language an unprefixed URL renders in and whether one
   * is stored at all, and whether analytics are allowed (the consent cookie changes the CSP).
   */
  static keyFor(request: FastifyRequest, url: URL): string {
    const cookies = request.headers.cookie;
    const { lang, stored } = resolvePathLanguage(url.pathname, cookies);
    const consent = readCookie(cookies, COOKIES.consent) === "true" ? "analytics" : "-";
    // `stored`: the policy pages show their text only once the visitor's language is known.
    return `${url.protocol} ${lang}${stored ? "" : "?"} ${consent} ${url.pathname}${url.search}`;
  }

  /** Counts clears, so a render that began before one is not kept after it. */
  private generation = 0;

  /** Forgets every page: content was published or changed. */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.queryPages.clear();
    // A render begun before the change serves the visitors already waiting for it, no later one.
    this.rendering.clear();
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const { pages } = this.bucket(key);
    const page = pages.get(key);
    if (!page) return undefined;
    pages.delete(key);
    if (page.expiresAt <= now) return undefined;
    // Re-inserted, so the map's order is least recently used first.
    pages.set(key, page);
    return page;
  }

  /**
   * The page under `key`, rendered once however many visitors ask for it at the same
   * time (a fresh start or an expired entry must not render it for each of them).
   * A response that cannot be cached comes back as it is, for its own visitor.
   */
  async fill(key: string, render: () => Promise<Response>): Promise<{ page: CachedPage } | { response: Response }> {
    const inFlight = this.rendering.get(key);
    if (inFlight) {
      const page = await inFlight;
      return page ? { page } : { response: await render() };
    }
    const { promise, resolve } = Promise.withResolvers<CachedPage | null>();
    this.rendering.set(key, promise);
    const generation = this.generation;
    try {
      const response = await render();
      const page = await this.store(key, response, Date.now(), generation);
      resolve(page);
      return page ? { page } : { response };
    } catch (error) {
      resolve(null);
      throw error;
    } finally {
      if (this.rendering.get(key) === promise) this.rendering.delete(key);
    }
  }

  /**
   * Keeps a rendered page if it is a full answer meant for everyone, HTML or the JSON data
   * a page fetches once it has painted: its route's policy did not mark it private or
   * no-store (the inbox, unsubscribe links); null otherwise. A page rendered before the content
   * last changed (`since`, the clears counted when its render began) serves its visitor and is
   * not kept.
   */
  async store(key: string, response: Response, now = Date.now(), since = this.generation): Promise<CachedPage | null> {
    const type = response.headers.get("content-type") ?? "";
    const complete =
      response.status === 200 && response.body !== null && /^(text\/html|application\/json)\b/.test(type);
    const shared = !/\b(private|no-store)\b/i.test(response.headers.get("cache-control") ?? "");
    if (!complete || !shared || response.headers.has("set-cookie")) return null;
    const identity = Buffer.from(await response.arrayBuffer());
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const headers = [...response.headers].filter(([name]) => !/^(content-length|content-encoding|etag)$/i.test(name));
    const page: CachedPage = {
      status: response.status,
      headers,
      identity,
      br,
      gzip: gz,
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
      expiresAt: now + this.ttlMs,
    };
    if (since !== this.generation) return page;
    const { pages, max } = this.bucket(key);
    pages.delete(key);
    pages.set(key, page);
    while (pages.size > max) {
      const oldest = pages.keys().next().value;
      if (oldest === undefined) break;
      pages.delete(oldest);
    }
    return page;
  }
}

/**
 * How this process answered a page, as a `Cache-Status` field (RFC 9211) that a cache in front
 * adds its own entry to: from memory, rendered and kept, or rendered for this request alone.
 */
export const CACHE_STATUS = {
  hit: "lojuvard; hit",
  stored: "lojuvard; fwd=miss; stored",
  bypass: "lojuvard; fwd=bypass",
} as const;

/** Sends a cached page in the encoding the browser prefers, or a 304 when its copy is current. */
export function sendCachedPage(
  page: CachedPage,
  request: FastifyRequest,
  reply: FastifyReply,
  status: typeof CACHE_STATUS.hit | typeof CACHE_STATUS.stored,
) {
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("Cache-Status", status);
  reply.header("ETag", page.etag);
  reply.header("Vary", varyWith(page.headers, "Accept-Encoding"));
  // Browsers revalidate on every visit (cheap with the ETag); a shared cache keeps it briefly.
  reply.header("Cache-Control", SHARED_CACHE_CONTROL);
  if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding) reply.header("Content-Encoding", encoding);
  reply.header("Content-Length", String(body.length));
  reply.code(page.status);
  return reply.send(request.method === "HEAD" ? null : body);
}

function varyWith(headers: [string, string][], name: string): string {
  const vary = headers
    .filter(([header]) => header.toLowerCase() === "vary")
    .flatMap(([, value]) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set([...vary, name])].join(", ");
}
