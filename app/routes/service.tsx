import { data, redirect } from "react-router";
import type { Route } from "./+types/service";
import { services } from "../../content/model/index.ts";
import { findEntry } from "../content/entries.server.ts";
import { entryOrnament } from "../content/page-art.server.ts";
import { localizePath } from "../../shared/i18n/languages.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { useT } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { CtaBand, FaqList, KeyFigure, PointGrid, SectionHeader, Steps } from "../components/page/blocks.tsx";
import { QuoteButton } from "../components/layout/QuoteDialog.tsx";
import { proofFor } from "../content/proof.server.ts";
import { ProofSections } from "../components/proof/ProofSections.tsx";
import { FittedHeading } from "../components/page/FittedHeading.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { lang, prefixed } = resolveLanguage(request);
  const found = await findEntry(context, services, params.id ?? "", lang);
  // Withdrawn content is gone for good: search engines drop it sooner than a 404.
  if (found?.gone) throw data(null, { status: 410 });
  // A renamed service keeps its old address as a permanent redirect.
  if (found?.movedTo) {
    const path = `/services/${encodeURIComponent(found.movedTo)}`;
    throw redirect(prefixed ? localizePath(path, lang) : path, 301);
  }
  // A service shown only as a card has no page.
  const entry = found?.entry;
  if (!entry?.view.hasPage) throw data(null, { status: 404 });
  const service = entry.view.page;
  return {
    art: entryOrnament(`services/${entry.id}`, "services"),
    seo: service.meta,
    service,
    proof: await proofFor(context, lang, { service: entry.id }),
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
      <section className="section" data-section="cards">
        <div className="container">
          <SectionHeader
            title={service.offerings.title}
            lead={service.offerings.lead}
            figure={service.offerings.keyFigure}
          />
          <PointGrid items={service.offerings.items} rail />
        </div>
      </section>
      <section className="section section--soft" data-section="process">
        <div className="container">
          <SectionHeader title={service.process.title} lead={service.process.lead} figure={service.process.keyFigure} />
          <Steps items={service.process.steps} />
        </div>
      </section>
      <section className="section" data-section="split">
        <div className="container two-col">
          <div data-reveal>
            <FittedHeading>{service.technologies.title}</FittedHeading>
            <KeyFigure figure={service.technologies.keyFigure} />
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
            <FittedHeading>{service.deliverables.title}</FittedHeading>
            <ul className="check-list">
              {service.deliverables.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className="section section--tint" data-section="faq">
        <div className="container faq-layout">
          <SectionHeader title={service.faq.title} figure={service.faq.keyFigure} />
          <FaqList items={service.faq.items} />
        </div>
      </section>
      <ProofSections proof={proof} />
      <CtaBand cta={service.cta} />
    </>
  );
}
