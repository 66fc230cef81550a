import type { Route } from "./+types/case-studies";
import { getContent } from "../content/page-content.server.ts";
import { caseCards, clientLogos } from "../content/proof.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { localizePath } from "../../shared/i18n/languages.ts";
import { siteOrigin } from "../site/context.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { caseStudyList } from "../seo/structured-data/proof.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { CtaBand } from "../components/page/blocks.tsx";
import { MarkupWithLinks } from "../components/ui/MarkupWithLinks.tsx";
import { caseCardsMarkup } from "../content/card-markup.server.tsx";
import { StaticMarkup } from "../components/ui/StaticMarkup.tsx";
import { clientLogosMarkup } from "../content/proof-markup.server.tsx";
import "../styles/proof.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, prefixed } = resolveLanguage(request);
  const { list } = getContent("casestudies", lang);
  const origin = siteOrigin(context);
  const [cases, clients] = await Promise.all([caseCards(context, lang), clientLogos(context, lang)]);
  return {
    art: ornament("casestudies"),
    seo: list.meta,
    list,
    cases: caseCardsMarkup(
      cases,
      { lang, prefixed },
      { className: "grid grid--3 plain-list", reveal: "items", level: 2 },
    ),
    clients: clientLogosMarkup(lang, clients),
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
  const { list, cases, clients } = loaderData;
  return (
    <>
      <PageHero art={loaderData.art} title={list.title} lead={list.lead} />
      <section className="section">
        <div className="container">
          <MarkupWithLinks html={cases} />
        </div>
      </section>
      <StaticMarkup html={clients} />
      <CtaBand cta={list.cta} />
    </>
  );
}
