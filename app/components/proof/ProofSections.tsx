import type { CaseCardItem } from "../../site/case-card-item.ts";
import { useT } from "../../site/use-site.ts";
import { CaseCardList } from "../cases/CaseCardList.tsx";
import { SectionHeader } from "../page/blocks.tsx";
import { Rail, railClass } from "../ui/Rail.tsx";
import { ClientLogos, type ClientItem } from "./ClientLogos.tsx";
import { Testimonials, type TestimonialItem } from "./Testimonials.tsx";
import "../../styles/proof.css";

/** A page's proof, as its loader read it (app/content/proof.server.ts). */
export interface PageProof {
  cases: CaseCardItem[];
  testimonials: TestimonialItem[];
  clients: ClientItem[];
}

/**
 * The proof of an industry's or a service's page (app/content/proof.server.ts `proofFor`):
 * its case studies, its clients' words and logos, each section only when there is some.
 */
export function ProofSections({ proof }: { proof: PageProof }) {
  const t = useT();
  return (
    <>
      {proof.cases.length ? (
        <section className="section" aria-labelledby="related-cases" data-section="cards">
          <div className="container">
            <SectionHeader id="related-cases" title={t.nav.casestudies} />
            <Rail count={proof.cases.length}>
              <CaseCardList items={proof.cases} className={`grid grid--3 plain-list${railClass(proof.cases.length)}`} />
            </Rail>
          </div>
        </section>
      ) : null}
      <Testimonials items={proof.testimonials} title={t.proof.testimonials} tone="soft" />
      <ClientLogos items={proof.clients} title={t.proof.clients} />
    </>
  );
}
