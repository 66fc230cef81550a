import { data } from "react-router";
import type { Route } from "./+types/case-study";
import type { CaseSlug } from "../../content/types.ts";
import { getContent } from "../content/page-content.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { CASE_SLUGS, slugOf } from "../routing/paths.ts";
import { useT } from "../site/use-site.ts";
import { caseScreen } from "../components/art/art-paths.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { CtaBand, SectionHeader, StatList, Steps } from "../components/page/blocks.tsx";
import { FlowDiagram } from "../components/cases/FlowDiagram.tsx";
import "../styles/case-study.css";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const slug = slugOf(new URL(request.url).pathname) as CaseSlug;
  if (!(CASE_SLUGS as readonly string[]).includes(slug)) throw data(null, { status: 404 });
  const { cases, list } = getContent("casestudies", lang);
  const item = cases[slug];
  return { art: caseScreen(slug, lang, item.screenAlt), seo: item.meta, item, cta: list.cta };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { item, cta } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero
        art={loaderData.art}
        title={item.title}
        lead={item.description}
        eyebrow={item.client}
        crumbs={[{ label: t.nav.casestudies, to: "/casestudies" }]}
      />
      <section className="section section--tight case-figures">
        <div className="container">
          <StatList items={item.figures} />
        </div>
      </section>
      <section className="section">
        <div className="container case-story">
          <div data-reveal>
            <h2>{item.challenge.title}</h2>
            {item.challenge.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div data-reveal>
            <h2>{item.solution.title}</h2>
            {item.solution.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="container container--narrow">
          <figure className="case-quote" data-reveal>
            <blockquote>
              <p>{item.quote.text}</p>
            </blockquote>
            <figcaption>{item.quote.author}</figcaption>
          </figure>
        </div>
      </section>
      {item.flow ? (
        <section className="section section--tint">
          <div className="container">
            <SectionHeader title={item.flow.title} />
            <FlowDiagram steps={item.flow.steps} />
          </div>
        </section>
      ) : null}
      <section className="section section--soft">
        <div className="container">
          <SectionHeader title={item.process.title} />
          <Steps items={item.process.steps} />
        </div>
      </section>
      <section className="section">
        <div className="container two-col">
          <div data-reveal>
            <h2>{item.features.title}</h2>
            <ul className="feature-list plain-list">
              {item.features.items.map((feature, index) => (
                <li key={feature.title}>
                  <span className="feature-list__mark" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <h3>{feature.title}</h3>
                    <p>{feature.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="results-card" data-reveal>
            <h2>{item.results.title}</h2>
            <ul className="check-list">
              {item.results.items.map((result) => (
                <li key={result}>{result}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <CtaBand cta={cta} />
    </>
  );
}
