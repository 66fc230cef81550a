import { data, redirect } from "react-router";
import type { Route } from "./+types/campaign";
import { campaigns } from "../../content/model/index.ts";
import { findEntry } from "../content/entries.server.ts";
import { chosenProof } from "../content/proof.server.ts";
import { localizePath } from "../../shared/i18n/languages.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { CtaBand, PointGrid, SectionHeader, StatList } from "../components/page/blocks.tsx";
import { ProofSections } from "../components/proof/ProofSections.tsx";

/**
 * A campaign page at the address editors chose (content/model/campaigns.ts): its offer, the
 * figures and the proof they chose, and the quote form behind the closing band's button.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { lang, prefixed } = resolveLanguage(request);
  const found = await findEntry(context, campaigns, params.id ?? "", lang);
  if (found?.gone) throw data(null, { status: 410 });
  // A campaign moved to another address keeps the old one as a permanent redirect.
  if (found?.movedTo) {
    const path = `/${encodeURIComponent(found.movedTo)}`;
    throw redirect(prefixed ? localizePath(path, lang) : path, 301);
  }
  const view = found?.entry?.view;
  if (!view) throw data(null, { status: 404 });
  return {
    seo: view.meta,
    campaign: view,
    proof: await chosenProof(context, lang, {
      cases: view.proof.cases,
      testimonials: view.proof.testimonials,
      shownFigures: view.proof.figures.map((item) => item.value),
    }),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Campaign({ loaderData }: Route.ComponentProps) {
  const { campaign, proof } = loaderData;
  return (
    <>
      <PageHero title={campaign.title} lead={campaign.lead} />
      <section className="section">
        <div className="container">
          <SectionHeader title={campaign.offer.title} />
          <PointGrid items={campaign.offer.items} rail />
        </div>
      </section>
      {campaign.proof.figures.length ? (
        <section className="section section--dark">
          <div className="container">
            <SectionHeader title={campaign.proof.title} />
            <StatList items={campaign.proof.figures} />
          </div>
        </section>
      ) : null}
      <ProofSections proof={proof} />
      <CtaBand cta={campaign.cta} />
    </>
  );
}
