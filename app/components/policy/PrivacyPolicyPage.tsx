import type { ViewOfKind } from "../../../shared/content-model/kind.ts";
import type { privacyPolicy } from "../../../content/model/policies.ts";
import type { ShownDate } from "../../i18n/format.ts";
import { useSite } from "../../site/use-site.ts";
import { PolicyDate, PolicyLayout, PolicySections, sectionAnchors } from "./PolicyPage.tsx";
import { PageHero } from "../page/PageHero.tsx";

/** Bundled with the root view, not loaded on demand (spec §2). */
/** A policy is a document: its heading carries no art (issue 29.4). */
export function PrivacyPolicyPage({
  policy,
  dates,
}: {
  policy: ViewOfKind<typeof privacyPolicy>;
  dates: { effective: ShownDate; updated: ShownDate };
}) {
  const { company } = useSite();
  return (
    <>
      <PageHero title={policy.title}>
        <p className="policy-dates">
          <span>
            {policy.effectiveLabel}: <PolicyDate date={dates.effective} />
          </span>
          <span>
            {policy.updatedLabel}: <PolicyDate date={dates.updated} />
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
