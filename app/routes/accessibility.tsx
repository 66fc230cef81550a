import type { Route } from "./+types/accessibility";
import { accessibilityStatement } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { formatDate } from "../i18n/format.ts";
import { pageMeta } from "../seo/meta.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { PolicySections } from "../components/policy/PolicyPage.tsx";
import { useSite } from "../site/use-site.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const statement = await pageWords(context, accessibilityStatement, lang);
  return {
    seo: statement.meta,
    statement,
    reviewed: formatDate(statement.reviewed, lang),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { statement, reviewed } = loaderData;
  const { company } = useSite();
  return (
    <>
      <PageHero title={statement.title} lead={statement.lead}>
        <p className="policy-dates">
          <span>
            {statement.updatedLabel}: <time dateTime={statement.reviewed}>{reviewed}</time>
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
