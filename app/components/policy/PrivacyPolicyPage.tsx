import type { ViewOfKind } from "../../../shared/content-model/kind.ts";
import type { privacyPolicy } from "../../../content/model/policies.ts";
import { useSite } from "../../site/use-site.ts";
import { PolicyDate, PolicyLayout, PolicySections, sectionAnchors } from "./PolicyPage.tsx";
import { PageHero } from "../page/PageHero.tsx";
import type { HeroArt } from "../art/art-paths.ts";

/** Bundled with the root view, not loaded on demand (spec §2). */
/** `art` comes from the route: the root view bundles this page without it (spec §2). */
export function PrivacyPolicyPage({ policy, art }: { policy: ViewOfKind<typeof privacyPolicy>; art?: HeroArt }) {
  const { company } = useSite();
  return (
    <>
      <PageHero art={art} title={policy.title}>
        <p className="policy-dates">
          <span>
            {policy.effectiveLabel}: <PolicyDate iso={policy.effective} />
          </span>
          <span>
            {policy.updatedLabel}: <PolicyDate iso={policy.updated} />
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
