import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript))/;

/** Brotli when the browser accepts it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = acceptEncoding ?? "";
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
}

/**
 * Compresses a rendered page on its way out: Brotli when the browser accepts it (at a level
 * fast enough for streaming), else gzip. Pages stream, so compression flushes as React does.
 */
export function compress(acceptEncoding: string | undefined, response: Response): Response {
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || !COMPRESSIBLE.test(type) || response.headers.has("content-encoding")) return response;
  const encoding = preferredEncoding(acceptEncoding);
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Encoding");
  if (!encoding) return new Response(response.body, { status: response.status, headers });
  const compressor =
    encoding === "br"
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          flush: constants.BROTLI_OPERATION_FLUSH,
        })
      : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream).pipe(compressor);
  return new Response(Readable.toWeb(body) as ReadableStream, { status: response.status, headers });
}
