import { useT } from "../../site/use-site.ts";
import type { CaseCardItem } from "../../site/case-card-item.ts";
import { CaseCard } from "../cases/CaseCard.tsx";
import { SectionHeader } from "../page/blocks.tsx";
import { StaticMarkup } from "../ui/StaticMarkup.tsx";
import "../../styles/proof.css";

/** The clients' words and logos as HTML their page's loader drew (app/content/proof-markup.server.tsx). */
export interface ProofMarkup {
  testimonials: string;
  clients: string;
}

/**
 * The proof of an industry's or a service's page (app/content/proof.server.ts `proofFor`):
 * its case studies, its clients' words and logos, each section only when there is some.
 */
export function ProofSections({ proof }: { proof: { cases: CaseCardItem[]; markup: ProofMarkup } }) {
  const t = useT();
  return (
    <>
      {proof.cases.length ? (
        <section className="section" aria-labelledby="related-cases">
          <div className="container">
            <SectionHeader id="related-cases" title={t.nav.casestudies} />
            <ul className="grid grid--3 plain-list">
              {proof.cases.map((item) => (
                <li key={item.id}>
                  <CaseCard item={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <StaticMarkup html={proof.markup.testimonials} />
      <StaticMarkup html={proof.markup.clients} />
    </>
  );
}
