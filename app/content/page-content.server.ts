import type { CaseStudiesModule, PeopleContent } from "../../content/types.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { typesetDeep } from "../../server/content/typography.ts";

/**
 * The typed content areas still under content/pages/, one module per language; every
 * other page's words are declared kinds (content/model/, content/seed/).
 */
export interface ContentAreas {
  people: PeopleContent;
  casestudies: CaseStudiesModule;
}

const modules = import.meta.glob<unknown>("../../content/pages/*/*.ts", { eager: true, import: "default" });

/** Typeset once per area and language (issue 13), then shared by every render. */
const typeset = new Map<string, unknown>();

export function getContent<A extends keyof ContentAreas>(area: A, lang: Language): ContentAreas[A] {
  const path = `../../content/pages/${area}/${lang}.ts`;
  const module = modules[path];
  if (!module) throw new Error(`Missing content module content/pages/${area}/${lang}.ts`);
  if (!typeset.has(path)) typeset.set(path, typesetDeep(module, lang));
  return typeset.get(path) as ContentAreas[A];
}

/**
 * When the words of content/pages/ last changed, at the latest: they ship with the code,
 * so the day the running build was made (the sitemap's `lastmod` of the pages made of them).
 */
export { buildDay as pageCopyDay } from "../../server/http/built-files.ts";
