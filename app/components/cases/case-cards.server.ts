import type { CaseSlug } from "../../../content/types.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { getContent } from "../../content/page-content.server.ts";
import { caseScreen } from "../art/art-paths.ts";
import type { CaseCardItem } from "./CaseCard.tsx";

/**
 * The case cards of a page, each with its product screens in the page's language. Built in the
 * loader, so the cards' script carries no paths: the home page's JavaScript stays within budget.
 */
export function caseCards(slugs: readonly CaseSlug[], lang: Language): CaseCardItem[] {
  const { cases } = getContent("casestudies", lang);
  return slugs.map((slug) => ({ ...cases[slug], screen: caseScreen(slug, lang, cases[slug].screenAlt) }));
}
