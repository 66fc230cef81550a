import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * `npm start`: builds the site when there is no build or the sources changed since
 * the last one, then starts the production server.
 */
const root = resolve(import.meta.dirname, "..");
const stampFile = join(root, "build", ".stamp");
const SOURCES = ["app", "content", "public", "tools", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

const sourcesChanged = Math.max(...SOURCES.map((source) => newestChange(join(root, source))));
const builtAt = existsSync(stampFile) ? Number(readFileSync(stampFile, "utf8")) : 0;
const apiBaseChanged =
  existsSync(stampFile) && readFileSync(join(root, "build", ".api-base"), "utf8") !== (process.env.API_BASE_URL ?? "");

if (!existsSync(join(root, "build", "server", "index.js")) || sourcesChanged > builtAt || apiBaseChanged) {
  console.log("Building the site (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
