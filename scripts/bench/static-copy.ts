import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, constants } from "node:zlib";
import type { RunningServer } from "./child.ts";

/**
 * The floor of a page: a static copy of it (the same HTML, CSS, fonts and images, its scripts
 * and module preloads removed) served with Brotli. A page cannot paint earlier than the bytes it
 * needs allow, and this copy needs only those: the distance between a page's LCP and its
 * copy's is what the page's loading pattern costs.
 *
 * Pages are fetched from the running site and stripped once; everything else (stylesheets,
 * fonts, images) is passed through from the site, with the site's own compression and headers.
 */
export async function startStaticCopy(siteOrigin: string): Promise<RunningServer> {
  const pages = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    void (async () => {
      try {
        const upstream = await fetch(`${siteOrigin}${path}`, { headers: forwarded(request.headers) });
        const type = upstream.headers.get("content-type") ?? "";
        if (!type.startsWith("text/html")) {
          // Assets as the site sends them (fetch has decoded the body: compress it the same way again).
          const body = Buffer.from(await upstream.arrayBuffer());
          const encode = (request.headers["accept-encoding"] ?? "").includes("br") && compressible(type);
          response.writeHead(upstream.status, {
            "content-type": type,
            "cache-control": upstream.headers.get("cache-control") ?? "no-cache",
            ...(encode ? { "content-encoding": "br", vary: "accept-encoding" } : {}),
          });
          response.end(encode ? brotli(body) : body);
          return;
        }
        let page = pages.get(path);
        if (!page) {
          page = brotli(Buffer.from(stripScripts(await upstream.text())));
          pages.set(path, page);
        }
        response.writeHead(upstream.status, {
          "content-type": type,
          "content-encoding": "br",
          "cache-control": "no-cache",
          vary: "accept-encoding",
        });
        response.end(page);
      } catch (error) {
        response.writeHead(502, { "content-type": "text/plain" });
        response.end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The page without any script (inline, external, JSON-LD) and without module preloads. */
function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

function forwarded(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ["accept", "cookie", "if-none-match"]) {
    const value = headers[name];
    if (typeof value === "string") kept[name] = value;
  }
  return kept;
}

const compressible = (type: string) => /^(text\/|application\/(javascript|json|xml|manifest))|svg/.test(type);

/** The quality the site precompresses its assets with: the copy may not win by compressing harder. */
const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
