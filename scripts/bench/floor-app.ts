import { spawnSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { cp, rm, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { compress } from "../../server/http/compress.ts";
import { precompress } from "../precompress.ts";
import type { RunningServer } from "./child.ts";
import { freePort } from "./ports.ts";
import { BENCH_DIR, NODE, ROOT, TO_STDERR } from "./workspace.ts";

/**
 * The floor: the smallest React Router framework-mode app (one layout, one route, one stylesheet),
 * built with the site's installed versions inside the repository so node_modules resolve.
 */
const TEMPLATE_DIR = join(import.meta.dirname, "floor");
const FLOOR_DIR = join(BENCH_DIR, "floor");
const CLIENT_DIR = join(FLOOR_DIR, "build", "client");

export async function buildFloor(): Promise<void> {
  process.stderr.write("Building the floor app (minimal React Router app)…\n");
  await rm(FLOOR_DIR, { recursive: true, force: true });
  await cp(TEMPLATE_DIR, FLOOR_DIR, { recursive: true });
  const cli = join(ROOT, "node_modules", ".bin", "react-router");
  const result = spawnSync(NODE, [cli, "build"], { cwd: FLOOR_DIR, stdio: TO_STDERR });
  if (result.status !== 0) throw new Error(`the floor app's build failed (exit code ${result.status})`);
  // Static files are compressed exactly as the site's build does it.
  await precompress(CLIENT_DIR);
}

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/** Sends a built asset, its Brotli version when the browser accepts it, as the site's server does. */
async function sendAsset(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = normalize(join(CLIENT_DIR, decodeURIComponent(new URL(request.url ?? "/", "http://floor").pathname)));
  if (!path.startsWith(CLIENT_DIR + sep) || !(await isFile(path))) return false;
  const brotli = /\bbr\b/.test(request.headers["accept-encoding"] ?? "") && (await isFile(`${path}.br`));
  response.writeHead(200, {
    "Content-Type": CONTENT_TYPES[extname(path)] ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
    ...(brotli ? { "Content-Encoding": "br" } : {}),
  });
  if (request.method === "HEAD") response.end();
  else createReadStream(brotli ? `${path}.br` : path).pipe(response);
  return true;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The floor's one page, and the route manifest React Router's client may ask for. */
const PAGE_PATHS = /^\/(__manifest)?$/;

/** Serves the floor app from this process with a bare node:http server: assets, then pages. */
export async function startFloor(): Promise<RunningServer> {
  const serverBuild = join(FLOOR_DIR, "build", "server", "index.js");
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const server = createServer((request, response) => {
    void (async () => {
      if (await sendAsset(request, response)) return;
      // The app has one page; anything else (favicon, robots.txt) would only log React Router 404s.
      if (!PAGE_PATHS.test(new URL(request.url ?? "/", "http://floor").pathname)) {
        response.writeHead(404).end();
        return;
      }
      const page = await handle(createRequest(request, response));
      await sendResponse(response, compress(request.headers["accept-encoding"], page));
    })().catch((error: unknown) => {
      process.stderr.write(`floor server: ${String(error)}\n`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
