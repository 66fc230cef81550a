import { Link } from "react-router";
import type { Route } from "./+types/services";
import { getContent } from "../content/page-content.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { useLocalePath } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { CtaBand, PointGrid, SectionHeader, Steps } from "../components/page/blocks.tsx";
import { Icon } from "../components/ui/Icon.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const { overview } = getContent("services", lang);
  return { art: ornament("services"), seo: overview.meta, overview };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Services({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const href = useLocalePath();
  return (
    <>
      <PageHero art={loaderData.art} title={overview.title} lead={overview.lead} />
      <section className="section">
        <div className="container">
          <ul className="service-list plain-list">
            {overview.items.map((item, index) => (
              <li key={item.slug} className="service-row" data-reveal>
                <span className="service-row__index" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div>
                  <h2 className="service-row__title">
                    {item.slug === "custom" ? (
                      item.title
                    ) : (
                      <Link to={href(`/services/${item.slug}`)}>{item.title}</Link>
                    )}
                  </h2>
                  <p>{item.text}</p>
                </div>
                <ul className="check-list">
                  {item.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                {item.slug === "custom" ? null : (
                  <Link
                    to={href(`/services/${item.slug}`)}
                    className="link-arrow service-row__more"
                    aria-hidden="true"
                    tabIndex={-1}
                  >
                    <Icon name="arrowRight" />
                  </Link>
                )}
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
          <PointGrid items={overview.engagement.models} />
        </div>
      </section>
      <CtaBand cta={overview.cta} />
    </>
  );
}
