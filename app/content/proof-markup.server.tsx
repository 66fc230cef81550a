import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "../../shared/i18n/languages.ts";
import { ClientLogos, type ClientItem } from "../components/proof/ClientLogos.tsx";
import { Testimonials, type TestimonialItem } from "../components/proof/Testimonials.tsx";
import { catalogues } from "../i18n/catalogues/index.server.ts";

/** A page's proof sections as HTML: "" where there is nothing to show. */
export interface ProofMarkup {
  testimonials: string;
  clients: string;
}

/**
 * The clients' words and logos, drawn here rather than in the browser (decision 062): nothing
 * in them responds to a visitor, so a page carries their markup (in its document, and in its
 * data for a navigation) and not the code that draws them.
 */
export function proofMarkup(
  lang: Language,
  proof: { testimonials: readonly TestimonialItem[]; clients: readonly ClientItem[] },
): ProofMarkup {
  const words = catalogues[lang].proof;
  return {
    testimonials: renderToStaticMarkup(
      <Testimonials items={proof.testimonials} title={words.testimonials} tone="soft" />,
    ),
    clients: renderToStaticMarkup(<ClientLogos items={proof.clients} title={words.clients} />),
  };
}
