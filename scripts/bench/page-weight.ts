import { get } from "node:http";
import type { Result } from "lighthouse";

export interface PageWeight {
  /** Compressed body bytes (Brotli, as the server sends it to Chrome) of the scripts loaded. */
  jsBytes: number;
  /** The same for stylesheets. */
  cssBytes: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
}

const isScript = (request: NetworkRequest) =>
  request.resourceType === "Script" || /javascript/.test(request.mimeType ?? "");
const isStylesheet = (request: NetworkRequest) =>
  request.resourceType === "Stylesheet" || request.mimeType === "text/css";

/** Built assets are content-hashed, so one download per URL serves every page that loads it. */
const bodySizes = new Map<string, Promise<number>>();

/** The body's size as sent to a browser that accepts Brotli, without decompressing it. */
function compressedBodySize(url: string): Promise<number> {
  let size = bodySizes.get(url);
  if (!size) {
    size = new Promise((resolve, reject) => {
      get(url, { headers: { "accept-encoding": "br" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("error", reject);
        response.on("end", () =>
          response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
      }).on("error", reject);
    });
    bodySizes.set(url, size);
  }
  return size;
}

/**
 * The JavaScript and CSS a page loads before any interaction: every request Lighthouse saw until
 * load and network idle. Sizes are compressed bodies, not Lighthouse's transferSize, whose
 * HTTP/1.1 headers (about 600 bytes a file) would penalise code split into many small chunks.
 */
export async function pageWeight(lhr: Result): Promise<PageWeight> {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") throw new Error(`${lhr.finalDisplayedUrl}: no network requests in the report`);
  const requests = (details.items as unknown as NetworkRequest[]).filter((request) => request.url.startsWith("http"));
  const bytesOf = async (matches: (request: NetworkRequest) => boolean) => {
    const urls = new Set(requests.filter(matches).map((request) => request.url));
    const sizes = await Promise.all([...urls].map(compressedBodySize));
    return sizes.reduce((sum, size) => sum + size, 0);
  };
  return { jsBytes: await bytesOf(isScript), cssBytes: await bytesOf(isStylesheet) };
}
