import type { PrivacyPolicyContent } from "../../../content/types.ts";
import { company } from "../../../content/company.ts";
import { POLICY_DATE, PolicyLayout, PolicySections, sectionAnchors } from "./PolicyPage.tsx";
import { PageHero } from "../page/PageHero.tsx";
import type { HeroArt } from "../art/art-paths.ts";

/** Bundled with the root view, not loaded on demand (spec §2). */
/** `art` comes from the route: the root view bundles this page without it (spec §2). */
export function PrivacyPolicyPage({ policy, art }: { policy: PrivacyPolicyContent; art?: HeroArt }) {
  return (
    <>
      <PageHero art={art} title={policy.title}>
        <p className="policy-dates">
          <span>
            {policy.effectiveLabel}: <time dateTime={POLICY_DATE.iso}>{POLICY_DATE.display}</time>
          </span>
          <span>
            {policy.updatedLabel}: <time dateTime={POLICY_DATE.iso}>{POLICY_DATE.display}</time>
          </span>
        </p>
      </PageHero>
      <div className="section">
        <div className="container">
          <PolicyLayout anchors={sectionAnchors(policy.sections)}>
            <PolicySections sections={policy.sections} contactEmail={company.email.privacy} />
          </PolicyLayout>
        </div>
      </div>
    </>
  );
}
