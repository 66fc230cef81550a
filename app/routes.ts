import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { LANGUAGES, localizePath } from "./i18n/languages.ts";
import { FEED_PATH, pages } from "./site/pages.ts";

// Each page exists once per language: "/services", "/ru/services", "/uz/services".
// Route ids carry the language so the three variants can share one module.
export default [
  ...LANGUAGES.flatMap((lang) =>
    pages.map((page) => route(localizePath(page.path, lang), page.file, { id: `${lang}:${page.id}` })),
  ),
  ...LANGUAGES.map((lang) => route(localizePath(FEED_PATH, lang), "routes/feed.ts", { id: `${lang}:feed` })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The inbox: English only, never linked from public pages.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/export/:list", "routes/admin/export.ts"),
  route("admin/files/:id", "routes/admin/file.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.ts"),
    route("admin/erase", "routes/admin/erase.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/:list", "routes/admin/list.tsx"),
    route("admin/:list/:id", "routes/admin/detail.tsx"),
  ]),
  ...LANGUAGES.map((lang) => route(localizePath("/*", lang), "routes/not-found.tsx", { id: `${lang}:not-found` })),
] satisfies RouteConfig;
