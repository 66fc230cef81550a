import type { PrivacyPolicyContent } from "../../../content/types.ts";
import { company } from "../../../content/company.ts";
import { POLICY_DATE, PolicyLayout, PolicySections, sectionAnchors } from "./PolicyPage.tsx";
import { ornament, PageHero } from "../page/PageHero.tsx";

/** Bundled with the root view, not loaded on demand (spec §2). */
export function PrivacyPolicyPage({ policy }: { policy: PrivacyPolicyContent }) {
  return (
    <>
      <PageHero art={ornament("privacy-policy")} title={policy.title}>
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
