import type { Route } from "./+types/case-studies";
import { getContent } from "../content/page-content.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { CASE_SLUGS } from "../routing/paths.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { CtaBand } from "../components/page/blocks.tsx";
import { CaseCard } from "../components/cases/CaseCard.tsx";
import { caseCards } from "../components/cases/case-cards.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const { list } = getContent("casestudies", lang);
  return { art: ornament("casestudies"), seo: list.meta, list, cases: caseCards(CASE_SLUGS, lang) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { list, cases } = loaderData;
  return (
    <>
      <PageHero art={loaderData.art} title={list.title} lead={list.lead} />
      <section className="section">
        <div className="container">
          <ul className="grid grid--3 plain-list">
            {cases.map((item) => (
              <li key={item.slug} data-reveal>
                <CaseCard item={item} level={2} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand cta={list.cta} />
    </>
  );
}
