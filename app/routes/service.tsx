import { data } from "react-router";
import type { Route } from "./+types/service";
import type { ServiceSlug } from "../../content/types.ts";
import { getContent } from "../content/page-content.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { SERVICE_SLUGS, slugOf } from "../routing/paths.ts";
import { useT } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { CtaBand, FaqList, PointGrid, SectionHeader, Steps } from "../components/page/blocks.tsx";
import { QuoteButton } from "../components/layout/QuoteDialog.tsx";
import { proofFor } from "../content/proof.server.ts";
import { ProofSections } from "../components/proof/ProofSections.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const slug = slugOf(new URL(request.url).pathname) as ServiceSlug;
  if (!(SERVICE_SLUGS as readonly string[]).includes(slug)) throw data(null, { status: 404 });
  const service = getContent("services", lang).pages[slug];
  return {
    art: ornament(`services/${service.slug}`),
    seo: service.meta,
    service,
    proof: await proofFor(context, lang, { service: slug }),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Service({ loaderData }: Route.ComponentProps) {
  const { service, proof } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero
        art={loaderData.art}
        title={service.title}
        lead={service.lead}
        crumbs={[{ label: t.nav.services, to: "/services" }]}
      >
        <div className="page-hero__actions">
          <QuoteButton className="btn btn--primary btn--lg" label={service.cta.button} />
        </div>
      </PageHero>
      <section className="section">
        <div className="container">
          <SectionHeader title={service.offerings.title} lead={service.offerings.lead} />
          <PointGrid items={service.offerings.items} />
        </div>
      </section>
      <section className="section section--soft">
        <div className="container">
          <SectionHeader title={service.process.title} lead={service.process.lead} />
          <Steps items={service.process.steps} />
        </div>
      </section>
      <section className="section">
        <div className="container two-col">
          <div data-reveal>
            <h2>{service.technologies.title}</h2>
            <dl className="tech-groups">
              {service.technologies.groups.map((group) => (
                <div key={group.name}>
                  <dt>{group.name}</dt>
                  <dd>
                    <ul className="tag-list">
                      {group.items.map((item) => (
                        <li key={item} className="badge badge--neutral">
                          {item}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div data-reveal>
            <h2>{service.deliverables.title}</h2>
            <ul className="check-list">
              {service.deliverables.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className="section section--tint">
        <div className="container faq-layout">
          <SectionHeader title={service.faq.title} />
          <FaqList items={service.faq.items} />
        </div>
      </section>
      <ProofSections proof={proof} />
      <CtaBand cta={service.cta} />
    </>
  );
}
