import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "../../shared/i18n/languages.ts";
import { ClientLogos, type ClientItem } from "../components/proof/ClientLogos.tsx";
import type { ProofMarkup } from "../components/proof/ProofSections.tsx";
import { Testimonials, type TestimonialItem } from "../components/proof/Testimonials.tsx";
import { catalogues } from "../i18n/catalogues/index.server.ts";

/*
 * The clients' words and logos, drawn here rather than in the browser (decision 062): nothing
 * in them responds to a visitor, so a page carries their markup (in its document, and in its
 * data for a navigation) and not the code that draws them. "" where there is nothing to show.
 */

const testimonialsMarkup = (lang: Language, items: readonly TestimonialItem[]): string =>
  renderToStaticMarkup(<Testimonials items={items} title={catalogues[lang].proof.testimonials} tone="soft" />);

export const clientLogosMarkup = (lang: Language, items: readonly ClientItem[]): string =>
  renderToStaticMarkup(<ClientLogos items={items} title={catalogues[lang].proof.clients} />);

export const proofMarkup = (
  lang: Language,
  proof: { testimonials: readonly TestimonialItem[]; clients: readonly ClientItem[] },
): Omit<ProofMarkup, "cases"> => ({
  testimonials: testimonialsMarkup(lang, proof.testimonials),
  clients: clientLogosMarkup(lang, proof.clients),
});
