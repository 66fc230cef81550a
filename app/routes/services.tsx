import { Link } from "react-router";
import type { Route } from "./+types/services";
import { services, servicesPage } from "../../content/model/index.ts";
import { liveEntries, pageWords } from "../content/entries.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { useLocalePath } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { CtaBand, PointGrid, SectionHeader, Steps } from "../components/page/blocks.tsx";
import { Icon } from "../components/ui/Icon.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const [overview, entries] = await Promise.all([
    pageWords(context, servicesPage, lang),
    liveEntries(context, services, lang),
  ]);
  // Every live service, in the order staff arranged them; those with a page link to it.
  const items = entries.map(({ id, view }) => ({ id, linked: view.hasPage, ...view.summary }));
  return { art: ornament("services"), seo: overview.meta, overview, items };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Services({ loaderData }: Route.ComponentProps) {
  const { overview, items } = loaderData;
  const href = useLocalePath();
  return (
    <>
      <PageHero art={loaderData.art} title={overview.title} lead={overview.lead} />
      <section className="section">
        <div className="container">
          <ul className="service-list plain-list">
            {items.map((item, index) => (
              <li key={item.id} className="service-row" data-reveal>
                <span className="service-row__index" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div>
                  <h2 className="service-row__title">
                    {item.linked ? <Link to={href(`/services/${item.id}`)}>{item.title}</Link> : item.title}
                  </h2>
                  <p>{item.text}</p>
                </div>
                <ul className="check-list">
                  {item.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                {item.linked ? (
                  <Link
                    to={href(`/services/${item.id}`)}
                    className="link-arrow service-row__more"
                    aria-hidden="true"
                    tabIndex={-1}
                  >
                    <Icon name="arrowRight" />
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--soft">
        <div className="container">
          <SectionHeader title={overview.approach.title} lead={overview.approach.lead} />
          <Steps items={overview.approach.steps} />
        </div>
      </section>
      <section className="section">
        <div className="container">
          <SectionHeader title={overview.engagement.title} />
          <PointGrid items={overview.engagement.models} rail />
        </div>
      </section>
      <CtaBand cta={overview.cta} />
    </>
  );
}
