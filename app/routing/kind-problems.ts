import { conform } from "../../shared/content-model/document.ts";
import { DRAWN_PREVIEWS, type Kind } from "../../shared/content-model/kind.ts";
import { isArea } from "../../shared/staff.ts";
import { inboxPages, kindPages, pages, singleRoutes, type PageDefinition } from "./route-table.ts";

/** The route modules of the pages kindPages makes. */
const KIND_FILES = new Set([
  "routes/admin/area.tsx",
  "routes/admin/entries.tsx",
  "routes/admin/entry.tsx",
  "routes/admin/entry-preview.tsx",
]);

/** A path pattern with its parameters' names left out: "/admin/:list" and "/admin/:id" are one route. */
const shape = (path: string) => path.replace(/:[^/]+/g, ":");

/** Whether a public page of the route table answers this path ("/services/webdev" matches "/services/:id"). */
function isPublicPage(path: string): boolean {
  const segments = path.split("/");
  return pages.some((page) => {
    const pattern = page.path.split("/");
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(":") || part === segments[index])
    );
  });
}

/** Where a kind's preview shows an entry, tried on an empty one: a public page's path, or a drawn part. */
function previewProblem(kind: Kind): string | undefined {
  const preview = kind.preview;
  if (!preview) return `${kind.name} has no preview`;
  if ("drawn" in preview) {
    return DRAWN_PREVIEWS.includes(preview.drawn)
      ? undefined
      : `${kind.name} is drawn by ${preview.drawn}, which is no part`;
  }
  const path = "page" in preview ? preview.page : preview.pageOf({ id: "example", doc: conform(kind.fields, {}) });
  return isPublicPage(path) ? undefined : `${kind.name} is previewed at ${path}, which is no public page`;
}

/**
 * What is wrong with a set of kinds as the inbox would hold them (tests/unit/kinds.test.ts):
 * two routes at one address (two kinds' lists, an area's page over a kind's list, a kind
 * over one of the inbox's own pages), a kind of one area listed under another area's
 * address, a name taken twice, a kind without a preview on a public page, or one that says
 * nothing of its starting content.
 */
export function kindProblems(kinds: readonly Kind[]): string[] {
  const problems: string[] = [];
  const taken = new Map<string, PageDefinition>();
  const own = inboxPages.filter((page) => !KIND_FILES.has(page.file));
  for (const page of [...singleRoutes, ...own, ...kindPages(kinds)]) {
    const other = taken.get(shape(page.path));
    if (other) problems.push(`${other.id} and ${page.id} are both at ${page.path}`);
    else taken.set(shape(page.path), page);
  }
  const names = new Set<string>();
  for (const kind of kinds) {
    if (names.has(kind.name)) problems.push(`two kinds are named ${kind.name}`);
    names.add(kind.name);
    const [first] = kind.inboxPath.split("/");
    if (first !== kind.area && isArea(first)) {
      problems.push(`${kind.name} belongs to the ${kind.area} area but is listed at the ${first} area's address`);
    }
    const preview = previewProblem(kind);
    if (preview) problems.push(preview);
    if (!kind.seed) problems.push(`${kind.name} says neither its seed nor that it starts empty`);
  }
  return problems;
}
