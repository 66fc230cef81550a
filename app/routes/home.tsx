import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { homePage, industries, services } from "../../content/model/index.ts";
import type { HomeSection } from "../../content/model/home.ts";
import { liveEntries, pageWords, type PublicEntry } from "../content/entries.server.ts";
import { listPosts } from "../content/blog.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { organization, webSite } from "../seo/structured-data/organization.ts";
import { localizePath, LOCALES } from "../../shared/i18n/languages.ts";
import { companyIn } from "../content/company.server.ts";
import { siteOrigin } from "../site/context.server.ts";
import { useLocalePath, useT } from "../site/use-site.ts";
import { HeroArt } from "../components/art/HeroArt.tsx";
import { CtaBand, PointList, SectionHeader, StatList } from "../components/page/blocks.tsx";
import { QuoteButton } from "../components/layout/QuoteDialog.tsx";
import { Icon } from "../components/ui/Icon.tsx";
import { Rail, railClass } from "../components/ui/Rail.tsx";
import { FittedHeading } from "../components/page/FittedHeading.tsx";
import { homeProof } from "../content/proof.server.ts";
import { CaseCardList } from "../components/cases/CaseCardList.tsx";
import { PostCardList } from "../components/blog/PostCardList.tsx";
import { Testimonials } from "../components/proof/Testimonials.tsx";
import { ClientLogos } from "../components/proof/ClientLogos.tsx";
import "../styles/home.css";
import "../styles/proof.css";

/** The cards a home section shows: the chosen live entries, in the chosen order, each with its own card's words. */
function cards<V extends { card: { title: string; text: string }; hasPage: boolean }>(
  ids: string[],
  entries: PublicEntry<V>[],
) {
  return ids.flatMap((id) => {
    const entry = entries.find((candidate) => candidate.id === id);
    return entry ? [{ id, linked: entry.view.hasPage, ...entry.view.card }] : [];
  });
}

/** How many of the achievements the first screen shows (issue 37.2); the about section says the rest. */
const HERO_FIGURES = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const words = pageWords(context, homePage, lang);
  const [home, serviceEntries, industryEntries, posts, details, proof] = await Promise.all([
    words,
    liveEntries(context, services, lang),
    liveEntries(context, industries, lang),
    listPosts(context, lang),
    companyIn(context, lang),
    // The portfolio's cards say no figure the achievements already say.
    words.then((page) =>
      homeProof(
        context,
        lang,
        page.achievements.items.map((item) => item.value),
      ),
    ),
  ]);
  return {
    seo: { title: null, description: home.meta.description },
    home,
    serviceCards: cards(home.services.items, serviceEntries),
    industryCards: cards(home.industries.items, industryEntries),
    proof: { cases: proof.cases, testimonials: proof.testimonials, clients: proof.clients },
    posts: posts.slice(0, 3),
    // Built here, not in meta: the page's script need not carry the company's address book.
    structuredData: [
      webSite(details, siteOrigin(context), siteOrigin(context) + localizePath("/", lang), LOCALES[lang]),
      { ...organization(details, siteOrigin(context)), review: proof.structuredData.review },
      ...proof.structuredData.beside,
    ],
  };
}

export const meta: Route.MetaFunction = (args) => {
  const tags = pageMeta(args, args.loaderData?.seo);
  return [...tags, ...(args.loaderData?.structuredData ?? []).map((data) => ({ "script:ld+json": data }))];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, serviceCards, industryCards, proof, posts } = loaderData;
  const href = useLocalePath();
  const t = useT();
  // Below the first screen, the sections staff chose, in their order.
  const sections: Record<HomeSection, ReactNode> = {
    services: (
      <section className="section" aria-labelledby="home-services" data-section="cards">
        <div className="container">
          <SectionHeader
            id="home-services"
            title={home.services.title}
            lead={home.services.lead}
            figure={home.services.keyFigure}
            brief
          />
          <Rail count={serviceCards.length}>
            <ul className={`grid grid--3 plain-list${railClass(serviceCards.length)}`} data-reveal>
              {serviceCards.map((item, index) => (
                <li key={item.id} className="card card--link service-card">
                  <span className="service-card__index" aria-hidden="true">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <h3>
                    {/* A service without a page of its own is told about on the services page. */}
                    <Link to={href(item.linked ? `/services/${item.id}` : "/services")}>{item.title}</Link>
                  </h3>
                  <p>{item.text}</p>
                  <span className="card__footer link-arrow" aria-hidden="true">
                    <Icon name="arrowRight" size={18} />
                  </span>
                </li>
              ))}
            </ul>
          </Rail>
        </div>
      </section>
    ),
    about: (
      <section className="section section--soft" aria-labelledby="home-about" data-section="figures">
        <div className="container about-split">
          <div className="home-about" data-reveal>
            <FittedHeading id="home-about">{home.about.title}</FittedHeading>
            {home.about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Link to={href("/company/aboutus")} className="link-arrow">
              {home.about.link} <Icon name="arrowRight" size={18} />
            </Link>
          </div>
          {/* The hero shows the first three figures: each figure is said once on the page. */}
          {home.achievements.items.length > HERO_FIGURES ? (
            <div className="achievements" data-reveal>
              <h3 className="achievements__title">{home.achievements.title}</h3>
              <p className="muted">{home.achievements.lead}</p>
              <StatList items={home.achievements.items.slice(HERO_FIGURES)} />
            </div>
          ) : null}
        </div>
      </section>
    ),
    industries: (
      // Read, not picked: a list beside its heading, between the services' and the cases' grids.
      <section className="section" aria-labelledby="home-industries" data-section="split">
        <div className="container split-list">
          <SectionHeader
            id="home-industries"
            title={home.industries.title}
            lead={home.industries.lead}
            figure={home.industries.keyFigure}
            brief
          />
          <PointList
            compact
            items={industryCards.map((item) => ({
              key: item.id,
              title: item.linked ? <Link to={href(`/industry/${item.id}`)}>{item.title}</Link> : item.title,
              text: item.text,
            }))}
          />
        </div>
      </section>
    ),
    portfolio: (
      <section className="section section--dark" aria-labelledby="home-portfolio" data-section="cards">
        <div className="container">
          <SectionHeader id="home-portfolio" title={home.portfolio.title} lead={home.portfolio.lead} brief>
            <Link to={href("/casestudies")} className="btn btn--on-dark section__all">
              {home.portfolio.link}
            </Link>
          </SectionHeader>
          <Rail count={proof.cases.length}>
            <CaseCardList
              items={proof.cases}
              className={`grid grid--3 plain-list${railClass(proof.cases.length)}`}
              reveal="list"
              tone="dark"
            />
          </Rail>
        </div>
      </section>
    ),
    testimonials: <Testimonials items={proof.testimonials} title={t.proof.testimonials} tone="soft" />,
    clients: <ClientLogos items={proof.clients} title={t.proof.clients} fromTablet />,
    articles: (
      <section className="section" aria-labelledby="home-articles" data-section="cards">
        <div className="container">
          <SectionHeader
            id="home-articles"
            title={home.articles.title}
            lead={home.articles.lead}
            figure={home.articles.keyFigure}
            brief
          >
            <Link to={href("/blog")} className="btn btn--secondary section__all">
              {home.articles.link}
            </Link>
          </SectionHeader>
          <Rail count={posts.length}>
            <PostCardList posts={posts} className={`grid grid--3 plain-list${railClass(posts.length)}`} reveal="list" />
          </Rail>
        </div>
      </section>
    ),
    cta: <CtaBand cta={home.cta} />,
  };
  return (
    <>
      <section className="hero" data-section="hero">
        <div className="container hero__grid">
          <div className="hero__copy" data-reveal="hero">
            <p className="eyebrow">{home.heroEyebrow}</p>
            <h1 className="display-1">{home.heroTitle}</h1>
            <p className="lead">{home.heroLead}</p>
            <div className="hero__actions">
              <QuoteButton className="btn btn--primary btn--lg" label={home.heroQuote} />
              <Link to={href("/casestudies")} className="btn btn--on-dark btn--lg">
                {home.heroCases}
              </Link>
            </div>
            {/* The first screen proves what the headline says (issue 37): the first figures staff list. */}
            <ul className="hero__proof plain-list">
              {home.achievements.items.slice(0, HERO_FIGURES).map((item) => (
                <li key={item.label} className="hero__figure">
                  <strong>{item.value}</strong> <span>{item.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="hero__art">
            <HeroArt />
          </div>
        </div>
      </section>
      {home.sections.map((section) => (
        <Fragment key={section}>{sections[section as HomeSection]}</Fragment>
      ))}
    </>
  );
}
