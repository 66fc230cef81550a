import { useT } from "../../site/use-site.ts";
import { SectionHeader } from "../page/blocks.tsx";
import { MarkupWithLinks } from "../ui/MarkupWithLinks.tsx";
import { StaticMarkup } from "../ui/StaticMarkup.tsx";
import "../../styles/proof.css";

/**
 * A page's proof as HTML its loader drew: the case cards (app/content/card-markup.server.tsx),
 * the clients' words and logos (app/content/proof-markup.server.tsx). "" where there is none.
 */
export interface ProofMarkup {
  cases: string;
  testimonials: string;
  clients: string;
}

/**
 * The proof of an industry's or a service's page (app/content/proof.server.ts `proofFor`):
 * its case studies, its clients' words and logos, each section only when there is some.
 */
export function ProofSections({ proof }: { proof: ProofMarkup }) {
  const t = useT();
  return (
    <>
      {proof.cases ? (
        <section className="section" aria-labelledby="related-cases">
          <div className="container">
            <SectionHeader id="related-cases" title={t.nav.casestudies} />
            <MarkupWithLinks html={proof.cases} />
          </div>
        </section>
      ) : null}
      <StaticMarkup html={proof.testimonials} />
      <StaticMarkup html={proof.clients} />
    </>
  );
}
