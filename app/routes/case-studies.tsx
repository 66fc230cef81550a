import type { Route } from "./+types/case-studies";
import { getContent } from "../content/page-content.server.ts";
import { caseCards, caseFacets, clientLogos } from "../content/proof.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { localizePath } from "../../shared/i18n/languages.ts";
import { siteOrigin } from "../site/context.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { caseStudyList } from "../seo/structured-data/proof.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { CtaBand } from "../components/page/blocks.tsx";
import { CaseCardList } from "../components/cases/CaseCardList.tsx";
import { ClientLogos } from "../components/proof/ClientLogos.tsx";
import { CaseFilter, FilterLink } from "../components/cases/CaseFilter.tsx";
import { useT } from "../site/use-site.ts";
import "../styles/proof.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const { list } = getContent("casestudies", lang);
  const origin = siteOrigin(context);
  const facets = await caseFacets(context, lang);
  // Filters by industry and service (issue 37.4); a value no case is filed under is ignored.
  const params = new URL(request.url).searchParams;
  const pick = (options: readonly { value: string }[], key: string) => {
    const value = params.get(key);
    return options.some((option) => option.value === value) ? value : null;
  };
  const chosen = { industry: pick(facets.industries, "industry"), service: pick(facets.services, "service") };
  const [cases, clients] = await Promise.all([
    caseCards(context, lang, { sector: chosen.industry ?? undefined, service: chosen.service ?? undefined }),
    clientLogos(context, lang, chosen.industry ? { sector: chosen.industry } : {}),
  ]);
  return {
    art: ornament("casestudies"),
    seo: list.meta,
    list,
    facets,
    chosen,
    cases,
    clients,
    structuredData: caseStudyList(
      list.title,
      cases.map((item) => ({ title: item.title, url: origin + localizePath(`/casestudies/${item.id}`, lang) })),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const tags = pageMeta(args, args.loaderData?.seo);
  const structured = args.loaderData?.structuredData;
  return structured ? [...tags, { "script:ld+json": structured }] : tags;
};

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { list, cases, clients, facets, chosen } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero art={loaderData.art} title={list.title} lead={list.lead} />
      <section className="section">
        <div className="container">
          <CaseFilter facets={facets} chosen={chosen} words={list.filter} />
          {cases.length ? (
            <CaseCardList items={cases} className="grid grid--3 plain-list" reveal="items" level={2} />
          ) : (
            <p className="case-filter__none">
              {list.filter.none}{" "}
              <FilterLink state={{ industry: null, service: null }} className="case-filter__reset">
                {list.filter.showAll}
              </FilterLink>
            </p>
          )}
        </div>
      </section>
      <ClientLogos items={clients} title={t.proof.clients} />
      <CtaBand cta={list.cta} />
    </>
  );
}
