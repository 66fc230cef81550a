import { data, redirect } from "react-router";
import type { Route } from "./+types/industry";
import { industries } from "../../content/model/index.ts";
import { findEntry } from "../content/entries.server.ts";
import { entryOrnament } from "../content/page-art.server.ts";
import { localizePath } from "../../shared/i18n/languages.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { useT } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { CtaBand, PointGrid, PointList, SectionHeader, StatList } from "../components/page/blocks.tsx";
import { proofFor } from "../content/proof.server.ts";
import { ProofSections } from "../components/proof/ProofSections.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { lang, prefixed } = resolveLanguage(request);
  const found = await findEntry(context, industries, params.id ?? "", lang);
  // Withdrawn content is gone for good: search engines drop it sooner than a 404.
  if (found?.gone) throw data(null, { status: 410 });
  // A renamed industry keeps its old address as a permanent redirect.
  if (found?.movedTo) {
    const path = `/industry/${encodeURIComponent(found.movedTo)}`;
    throw redirect(prefixed ? localizePath(path, lang) : path, 301);
  }
  // An industry shown only as a card on the home page has no page.
  const entry = found?.entry;
  if (!entry?.view.hasPage) throw data(null, { status: 404 });
  const { id, view } = entry;
  return {
    art: entryOrnament(`industry/${id}`, "industry"),
    seo: view.page.meta,
    industry: view.page,
    proof: await proofFor(context, lang, {
      sector: id,
      shownFigures: view.page.proof.items.map((item) => item.value),
    }),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Industry({ loaderData }: Route.ComponentProps) {
  const { industry, proof } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero
        art={loaderData.art}
        title={industry.title}
        lead={industry.lead}
        crumbs={[{ label: t.nav.industries }]}
      />
      {/* The challenges are read as a list beside their heading; the solutions are the grid. */}
      <section className="section" data-section="split">
        <div className="container split-list">
          <SectionHeader title={industry.challenges.title} figure={industry.challenges.keyFigure} />
          <PointList items={industry.challenges.items.map((item) => ({ ...item, key: item.title }))} />
        </div>
      </section>
      <section className="section section--soft" data-section="cards">
        <div className="container">
          <SectionHeader title={industry.solutions.title} figure={industry.solutions.keyFigure} />
          <PointGrid items={industry.solutions.items} rail />
        </div>
      </section>
      <section className="section section--dark" data-section="figures">
        <div className="container">
          <SectionHeader title={industry.proof.title} />
          <StatList items={industry.proof.items} />
        </div>
      </section>
      <ProofSections proof={proof} />
      <CtaBand cta={industry.cta} />
    </>
  );
}
