import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";
import { parsePortraitPath } from "../../shared/portrait.ts";
import { preferredEncoding } from "../http/compress.ts";
import { drawPortrait } from "./portraits.ts";

/**
 * Each drawing compressed once, the way the build precompresses the other SVG files
 * (scripts/precompress.ts): the addresses never change their answer, and the people page
 * shows some thirty of them. Bounded, since an address can name any look.
 */
const compressed = new LRUCache<string, Buffer>({ max: 400 });

function encoded(path: string, svg: string, encoding: "br" | "gzip"): Buffer {
  const key = `${encoding} ${path}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === "br"
        ? brotliCompressSync(svg, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(svg, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

/**
 * GET /portraits/v1/<id>/<look>.svg: a person's drawn portrait (decision 044). The address
 * names everything drawn, so the answer never changes: cached for a year (a new look of
 * the drawing gets a new version in its address), sent with Brotli or gzip when accepted.
 */
export function registerPortraitRoutes(app: FastifyInstance): void {
  app.get("/portraits/v1/:id/:look", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const found = parsePortraitPath(path);
    if (!found) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    const svg = drawPortrait(found.id, found.look);
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    reply
      .header("Content-Type", "image/svg+xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("X-Content-Type-Options", "nosniff")
      .header("Vary", "Accept-Encoding");
    if (!encoding) return reply.send(svg);
    return reply.header("Content-Encoding", encoding).send(encoded(path, svg, encoding));
  });
}
