import type { Route } from "./+types/robots";
import { siteOrigin } from "../site/context.server.ts";

/** robots.txt: everything public may be crawled; the inbox, the API and the gallery may not. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = siteOrigin(context);
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /files/",
    "Disallow: /test",
    "Disallow: /ru/test",
    "Disallow: /uz/test",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
