import type { Route } from "./+types/technologies";
import { technologiesPage } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { useT } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { CtaBand, PointGrid, SectionHeader } from "../components/page/blocks.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const technologies = await pageWords(context, technologiesPage, lang);
  return { art: ornament("technologies"), seo: technologies.meta, technologies };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Technologies({ loaderData }: Route.ComponentProps) {
  const { technologies } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero
        art={loaderData.art}
        title={technologies.title}
        lead={technologies.lead}
        crumbs={[{ label: t.nav.services, to: "/services" }]}
      />
      {technologies.areas.map((area, index) => (
        <section
          key={area.title}
          className={`section section--tight${index % 2 ? " section--soft" : ""}`}
          aria-labelledby={`tech-${index + 1}`}
        >
          <div className="container tech-area">
            <div>
              <h2 id={`tech-${index + 1}`}>{area.title}</h2>
              <p className="muted">{area.text}</p>
            </div>
            {/* On a phone the names show at a glance and their uses fold away; from 48rem the table stands open. */}
            <div>
              <ul className="tech-names plain-list">
                {area.items.map((item) => (
                  <li key={item.name}>{item.name}</li>
                ))}
              </ul>
              <details className="tech-uses">
                <summary>
                  {technologies.usesToggle} <span className="tech-uses__count">{area.items.length}</span>
                </summary>
                <dl className="tech-table">
                  {area.items.map((item) => (
                    <div key={item.name} className="tech-table__row">
                      <dt>{item.name}</dt>
                      <dd>{item.use}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            </div>
          </div>
        </section>
      ))}
      <section className="section section--dark">
        <div className="container">
          <SectionHeader title={technologies.principles.title} />
          <PointGrid items={technologies.principles.items} columns={2} tone="dark" rail />
        </div>
      </section>
      <CtaBand cta={technologies.cta} />
    </>
  );
}
