import { Link } from "react-router";
import type { Route } from "./+types/people";
import { getContent } from "../content/page-content.server.ts";
import { catalogues, pageMessageFormat } from "../i18n/catalogues/index.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { useLocalePath, useT } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { PointGrid, SectionHeader } from "../components/page/blocks.tsx";
import { QuoteButton } from "../components/layout/QuoteDialog.tsx";
import { Avatar } from "../components/people/Avatar.tsx";
import { ART_SIZES, portraitPath } from "../components/art/art-paths.ts";
import "../styles/people.css";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const people = getContent("people", lang);
  return {
    art: ornament("people"),
    seo: people.meta,
    people,
    leaders: people.leadership.members.map((member) => ({
      ...member,
      portrait: portraitPath(member.portrait),
      portraitAlt: pageMessageFormat(lang)(catalogues[lang].pages.people.portraitAlt, { name: member.name }),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function People({ loaderData }: Route.ComponentProps) {
  const { people } = loaderData;
  const t = useT();
  const href = useLocalePath();
  return (
    <>
      <PageHero art={loaderData.art} title={people.title} lead={people.lead} crumbs={[{ label: t.nav.company }]} />
      <section className="section">
        <div className="container">
          <SectionHeader title={people.leadership.title} lead={people.leadership.lead} />
          <ul className="people-grid plain-list">
            {loaderData.leaders.map((member) => (
              <li key={member.name} className="person">
                <img
                  className="person__portrait"
                  src={member.portrait}
                  width={ART_SIZES.portrait.width}
                  height={ART_SIZES.portrait.height}
                  alt={member.portraitAlt}
                  loading="lazy"
                  decoding="async"
                />
                <h3 className="person__name">{member.name}</h3>
                <p className="person__role">{member.position}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--soft">
        <div className="container">
          <SectionHeader title={people.team.title} lead={people.team.lead} />
          <ul className="people-grid people-grid--compact plain-list">
            {people.team.members.map((member, index) => (
              <li key={member.name} className="person person--compact">
                <Avatar name={member.name} seed={index} size={56} />
                <div>
                  <h3 className="person__name">{member.name}</h3>
                  <p className="person__role">{member.position}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <SectionHeader title={people.culture.title} lead={people.culture.lead} />
          <PointGrid items={people.culture.values} />
        </div>
      </section>
      <section className="section section--dark">
        <div className="container">
          <SectionHeader title={people.life.title} />
          <PointGrid items={people.life.items} columns={2} tone="dark" />
        </div>
      </section>
      <section className="section section--tight">
        <div className="container">
          <div className="cta-band">
            <div>
              <h2>{people.cta.title}</h2>
              <p>{people.cta.text}</p>
            </div>
            <div className="cta-band__actions">
              <Link to={href("/company/careers")} className="btn btn--on-dark btn--lg">
                {people.cta.link}
              </Link>
              <QuoteButton className="btn btn--primary btn--lg" label={people.cta.button} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
