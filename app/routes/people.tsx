import type { Route } from "./+types/people";
import { getContent } from "../content/page-content.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { useLocalePath, useT } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { CtaBand, PointGrid, SectionHeader } from "../components/page/blocks.tsx";
import { Portrait } from "../components/people/Portrait.tsx";
import { peopleOnPage } from "../content/people.server.ts";
import "../styles/people.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const people = getContent("people", lang);
  return {
    art: ornament("people"),
    seo: people.meta,
    people,
    ...(await peopleOnPage(context, lang)),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const tags = pageMeta(args, args.loaderData?.seo);
  const structured = args.loaderData?.structuredData;
  return structured ? [...tags, { "script:ld+json": structured }] : tags;
};

export default function People({ loaderData }: Route.ComponentProps) {
  const { people, leaders, team } = loaderData;
  const t = useT();
  const href = useLocalePath();
  return (
    <>
      <PageHero art={loaderData.art} title={people.title} lead={people.lead} crumbs={[{ label: t.nav.company }]} />
      <section className="section">
        <div className="container">
          <SectionHeader title={people.leadership.title} lead={people.leadership.lead} />
          <ul className="people-grid plain-list">
            {leaders.map((member) => (
              <li key={member.id} id={member.id} className="person">
                <Portrait
                  portrait={member.portrait}
                  className="person__portrait"
                  alt={(member.portrait.photo ? people.leadership.photoAlt : people.leadership.portraitAlt).replace(
                    "{name}",
                    member.name,
                  )}
                />
                <h3 className="person__name">{member.name}</h3>
                <p className="person__role">{member.role}</p>
                {member.bio ? <p className="person__bio">{member.bio}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--soft">
        <div className="container">
          <SectionHeader title={people.team.title} lead={people.team.lead} />
          <ul className="people-grid people-grid--compact plain-list">
            {team.map((member) => (
              <li key={member.id} id={member.id} className="person person--compact">
                {/* The name beside it says who it is: the portrait is not announced again. */}
                <Portrait portrait={member.portrait} className="person__avatar" alt="" />
                <div>
                  <h3 className="person__name">{member.name}</h3>
                  <p className="person__role">{member.role}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <SectionHeader title={people.culture.title} lead={people.culture.lead} />
          <PointGrid items={people.culture.values} rail />
        </div>
      </section>
      <section className="section section--dark">
        <div className="container">
          <SectionHeader title={people.life.title} />
          <PointGrid items={people.life.items} columns={2} tone="dark" rail />
        </div>
      </section>
      <CtaBand
        cta={{ title: people.cta.title, text: people.cta.text, button: people.cta.button }}
        link={{ to: href("/company/careers"), label: people.cta.link }}
      />
    </>
  );
}
