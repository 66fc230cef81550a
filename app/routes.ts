import { type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES, localizePath } from "./i18n/languages.ts";
import { FEED_PATH, pages } from "./site/pages.ts";

// Each page exists once per language: "/services", "/ru/services", "/uz/services".
// Route ids carry the language so the three variants can share one module.
export default [
  ...LANGUAGES.flatMap((lang) =>
    pages.map((page) => route(localizePath(page.path, lang), page.file, { id: `${lang}:${page.id}` })),
  ),
  ...LANGUAGES.map((lang) => route(localizePath(FEED_PATH, lang), "routes/feed.ts", { id: `${lang}:feed` })),
  ...LANGUAGES.map((lang) => route(localizePath("/*", lang), "routes/not-found.tsx", { id: `${lang}:not-found` })),
] satisfies RouteConfig;
