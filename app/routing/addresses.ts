import { localizedRoutes, inboxPages, NOT_FOUND, singleRoutes } from "./route-table.ts";

/**
 * First segments the server answers before any page (the forms' API, uploads, media,
 * portraits, built assets and images, health checks) and the language prefixes: no address
 * staff choose may start with them.
 */
const RESERVED = new Set([
  "api",
  "files",
  "media",
  "portraits",
  "assets",
  "images",
  "downloads",
  "og",
  "favicon.svg",
  "site.webmanifest",
  "healthz",
  "readyz",
  "admin",
  "en",
  "ru",
  "uz",
]);

/** Whether a route pattern ("/services/:id") answers a path ("/services/webdev"). */
function answers(pattern: string, path: string): boolean {
  const want = path.split("/");
  const have = pattern.split("/");
  return have.length === want.length && have.every((part, index) => part.startsWith(":") || part === want[index]);
}

/**
 * Whether an entry's address, its kind's pattern with its id ("/:id" with "services"), is
 * answered by something else: a reserved path, or another route in any language. Staff choose
 * the addresses of campaign pages; a page of the site keeps its own.
 */
export function addressTaken(pattern: string, id: string): boolean {
  const path = pattern.replace(":id", id);
  const [first = ""] = path.split("/").filter(Boolean);
  if (RESERVED.has(first.toLowerCase())) return true;
  const others = [
    ...localizedRoutes()
      .filter(({ definition }) => definition !== NOT_FOUND && definition.path !== pattern)
      .map(({ path: routePath }) => routePath),
    ...[...singleRoutes, ...inboxPages].map((definition) => definition.path),
  ];
  return others.some((other) => answers(other, path));
}
