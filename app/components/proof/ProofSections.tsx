import { useT } from "../../site/use-site.ts";
import { CaseCard, type CaseCardItem } from "../cases/CaseCard.tsx";
import { SectionHeader } from "../page/blocks.tsx";
import { ClientLogos, type ClientItem } from "./ClientLogos.tsx";
import { Testimonials, type TestimonialItem } from "./Testimonials.tsx";

/**
 * The proof of an industry's or a service's page (app/content/proof.server.ts `proofFor`):
 * its case studies, its clients' words and logos, each section only when there is some.
 */
export function ProofSections({
  proof,
}: {
  proof: { cases: CaseCardItem[]; testimonials: TestimonialItem[]; clients: ClientItem[] };
}) {
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
      <Testimonials items={proof.testimonials} tone="soft" />
      <ClientLogos items={proof.clients} />
    </>
  );
}
