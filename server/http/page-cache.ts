import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { COOKIES, readCookie } from "../../shared/cookies.ts";
import { resolvePathLanguage } from "../../shared/i18n/request-language.ts";
import { preferredEncoding } from "./compress.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How long a rendered page is reused: openings expire by date; publishing clears the cache at once. */
const PAGE_TTL_MS = 5 * 60 * 1000;
/** Entries kept at most (least recently used go first), so odd query strings cannot fill memory. */
const MAX_PAGES = 600;

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
  /** Renders in progress: visitors asking for the same page meanwhile wait for that one render. */
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private readonly ttlMs: number;
  private readonly maxPages: number;

  constructor(options: { ttlMs?: number; maxPages?: number } = {}) {
    this.ttlMs = options.ttlMs ?? PAGE_TTL_MS;
    this.maxPages = options.maxPages ?? MAX_PAGES;
  }

  get size(): number {
    return this.pages.size;
  }

  /**
   * The key a request's page may be cached under, or null when it must be rendered for
   * this visitor alone: not a GET or HEAD, a client navigation's `.data`, or a request
   * that carries an inbox session. Whether a page is kept at all is its route's policy,
   * read from the response (`store`). Everything the HTML and its headers depend on is in
   * the key: the scheme (the CSP upgrades insecure requests on HTTPS), the URL, the
   * language an unprefixed URL renders in and whether one is stored at all, and whether
   * analytics are allowed (the consent cookie changes the CSP).
   */
  static keyFor(request: FastifyRequest): string | null {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    if (/\.data(\?|$)/.test(request.url)) return null;
    const cookies = request.headers.cookie;
    if (readCookie(cookies, COOKIES.session) !== null) return null;
    const { lang, stored } = resolvePathLanguage(request.url.split("?")[0] ?? "/", cookies);
    const consent = readCookie(cookies, COOKIES.consent) === "true" ? "analytics" : "-";
    // `stored`: the policy pages show their text only once the visitor's language is known.
    return `${request.protocol} ${lang}${stored ? "" : "?"} ${consent} ${request.url}`;
  }

  /** Counts clears, so a render that began before one is not kept after it. */
  private generation = 0;

  /** Forgets every page: content was published or changed. */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.expiresAt <= now) return undefined;
    // Re-inserted, so the map's order is least recently used first.
    this.pages.set(key, page);
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
      const page = await this.store(key, response);
      // The content changed while this page rendered: it serves its visitor, not the next.
      if (page && generation !== this.generation) this.pages.delete(key);
      resolve(page);
      return page ? { page } : { response };
    } catch (error) {
      resolve(null);
      throw error;
    } finally {
      this.rendering.delete(key);
    }
  }

  /**
   * Keeps a rendered page if it is a full answer meant for everyone, HTML or the JSON data
   * a page fetches once it has painted: its route's policy did not mark it private or
   * no-store (the inbox, unsubscribe links); null otherwise.
   */
  async store(key: string, response: Response, now = Date.now()): Promise<CachedPage | null> {
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
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
    return page;
  }
}

/** Sends a cached page in the encoding the browser prefers, or a 304 when its copy is current. */
export function sendCachedPage(page: CachedPage, request: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("ETag", page.etag);
  reply.header("Vary", varyWith(page.headers, "Accept-Encoding"));
  // Revalidated on every visit: cheap with the ETag, and never stale after a deploy.
  reply.header("Cache-Control", "no-cache");
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
