import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { INBOX_LAYOUT, inboxPages, localizedRoutes, NOT_FOUND, routeId, singleRoutes } from "./routing/route-table.ts";

// The route config, generated from the route table (routing/route-table.ts). Each page exists
// once per language: "/services", "/ru/services", "/uz/services"; ids carry the language so
// the three share one module. The catch-all not-found routes come last.
const localized = localizedRoutes();
const byPath = ({ definition }: (typeof localized)[number]) => definition !== NOT_FOUND;

export default [
  ...localized
    .filter(byPath)
    .map(({ path, definition, lang }) => route(path, definition.file, { id: routeId(definition, lang) })),
  ...singleRoutes.map((definition) => route(definition.path, definition.file, { id: routeId(definition) })),
  layout(
    INBOX_LAYOUT.file,
    { id: routeId(INBOX_LAYOUT) },
    inboxPages.map((definition) => route(definition.path, definition.file, { id: routeId(definition) })),
  ),
  ...localized
    .filter((entry) => !byPath(entry))
    .map(({ path, definition, lang }) => route(path, definition.file, { id: routeId(definition, lang) })),
] satisfies RouteConfig;
