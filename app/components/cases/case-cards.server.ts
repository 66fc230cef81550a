import type { CaseSlug } from "../../../content/types.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { getContent } from "../../content/page-content.server.ts";
import { CASE_SLUGS } from "../../routing/paths.ts";
import { caseScreen } from "../art/art-paths.ts";
import type { CaseCardItem } from "./CaseCard.tsx";

/**
 * The case cards of a page: what each card shows, with its product screens in the page's
 * language. Built in the loader, so the cards' script carries no paths and the page's data no
 * more than the cards need.
 */
export function caseCards(slugs: readonly CaseSlug[], lang: Language): CaseCardItem[] {
  const { cases } = getContent("casestudies", lang);
  return slugs.map((slug) => {
    const { client, title, description, figures, screenAlt } = cases[slug];
    return { slug, client, title, description, figure: figures[0], screen: caseScreen(slug, lang, screenAlt) };
  });
}

/** The case studies that name an industry among theirs, in the case list's order. */
export function casesOfIndustry(industry: string): CaseSlug[] {
  const { cases } = getContent("casestudies", "en");
  return CASE_SLUGS.filter((slug) => (cases[slug].industries as readonly string[]).includes(industry));
}
