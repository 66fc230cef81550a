import { stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";

/** The production build: build/server (the pages) and build/client (what is served as files). */
export const BUILD_DIR = resolve(import.meta.dirname, "../../build");
export const CLIENT_DIR = join(BUILD_DIR, "client");

/**
 * The size in bytes of a file the site serves from its build, by its URL path
 * ("/images/blog/x.png"); undefined when there is no such file. Feeds announce it.
 */
export async function builtFileSize(urlPath: string): Promise<number | undefined> {
  const path = resolve(CLIENT_DIR, `.${decodeURIComponent(urlPath)}`);
  if (!path.startsWith(CLIENT_DIR + sep)) return undefined;
  try {
    const file = await stat(path);
    return file.isFile() ? file.size : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The day (YYYY-MM-DD, UTC) the running build was made: when the pages whose words ship
 * with the code last changed, at the latest. The sitemap's `lastmod` for them.
 */
export async function buildDay(): Promise<string> {
  try {
    return (await stat(join(BUILD_DIR, "server", "index.js"))).mtime.toISOString().slice(0, 10);
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}
