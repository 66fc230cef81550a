import type { Route } from "./+types/accessibility";
import { company } from "../../content/company.ts";
import { getContent } from "../content/page-content.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { formatDate } from "../i18n/format.ts";
import { pageMeta } from "../seo/meta.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { PolicySections } from "../components/policy/PolicyPage.tsx";

/** When the statement was last reviewed against the site. */
const REVIEWED = "2026-11-22";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const statement = getContent("accessibility", lang);
  return { art: ornament("accessibility"), seo: statement.meta, statement, reviewed: formatDate(REVIEWED, lang) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { statement, reviewed } = loaderData;
  return (
    <>
      <PageHero art={loaderData.art} title={statement.title} lead={statement.lead}>
        <p className="policy-dates">
          <span>
            {statement.updatedLabel}: <time dateTime={REVIEWED}>{reviewed}</time>
          </span>
        </p>
      </PageHero>
      <div className="section">
        <div className="container">
          <div className="prose">
            <PolicySections
              sections={statement.sections}
              contactEmail={company.email.general}
              // The feedback section, before the one on complaints.
              contactSection={statement.sections.length - 2}
            />
          </div>
        </div>
      </div>
    </>
  );
}
