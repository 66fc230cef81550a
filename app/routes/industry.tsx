import { data } from "react-router";
import type { Route } from "./+types/industry";
import type { IndustrySlug } from "../../content/types.ts";
import { getContent } from "../content/page-content.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { INDUSTRY_SLUGS, slugOf } from "../routing/paths.ts";
import { useT } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { CtaBand, PointGrid, SectionHeader, StatList } from "../components/page/blocks.tsx";
import { proofFor } from "../content/proof.server.ts";
import { ProofSections } from "../components/proof/ProofSections.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const slug = slugOf(new URL(request.url).pathname) as IndustrySlug;
  if (!(INDUSTRY_SLUGS as readonly string[]).includes(slug)) throw data(null, { status: 404 });
  const industry = getContent("industries", lang).pages[slug];
  return {
    art: ornament(`industry/${industry.slug}`),
    seo: industry.meta,
    industry,
    proof: await proofFor(context, lang, { sector: slug }),
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
      <section className="section">
        <div className="container">
          <SectionHeader title={industry.challenges.title} />
          <PointGrid items={industry.challenges.items} columns={2} tone="flat" />
        </div>
      </section>
      <section className="section section--soft">
        <div className="container">
          <SectionHeader title={industry.solutions.title} />
          <PointGrid items={industry.solutions.items} />
        </div>
      </section>
      <section className="section section--dark">
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
