import type { CasePageData } from "../../content/case-study.server.ts";
import { Link } from "react-router";
import { useLocalePath, useT } from "../../site/use-site.ts";
import { PageHero } from "../page/PageHero.tsx";
import { SectionHeader, StatList, Steps } from "../page/blocks.tsx";
import { Quote, Testimonials } from "../proof/Testimonials.tsx";
import { Icon } from "../ui/Icon.tsx";
import { Picture } from "../ui/Picture.tsx";
import { FittedHeading } from "../page/FittedHeading.tsx";
import { FlowDiagram } from "./FlowDiagram.tsx";
import { FoldedText } from "./FoldedText.tsx";
import { Rail, railClass } from "../ui/Rail.tsx";
import "../../styles/case-study.css";

/**
 * A case study's page, told as challenge, solution, process and results around its figures,
 * its screens and its client's words: the public page and the inbox's preview draw it alike
 * (the page adds its call to action, whose quote dialog the inbox has not).
 */
export function CaseStudyArticle({ page }: { page: Omit<CasePageData, "seo" | "structuredData" | "cta"> }) {
  const { item, quote, gallery, testimonials, study } = page;
  const t = useT();
  const href = useLocalePath();
  return (
    <>
      <PageHero
        art={page.art}
        title={item.title}
        lead={item.summary}
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
            <FittedHeading>{study.challenge}</FittedHeading>
            <FoldedText html={item.challenge.html} readOn={study.readOn} about={study.challenge} />
          </div>
          <div data-reveal>
            <FittedHeading>{study.solution}</FittedHeading>
            <FoldedText html={item.solution.html} readOn={study.readOn} about={study.solution} />
          </div>
        </div>
        {quote ? (
          <div className="container container--narrow" data-reveal>
            <Quote item={quote} className="case-quote" />
          </div>
        ) : null}
      </section>
      {item.flow.length ? (
        <section className="section section--tint">
          <div className="container">
            <SectionHeader title={item.flowTitle} />
            <FlowDiagram steps={item.flow} />
          </div>
        </section>
      ) : null}
      <section className="section section--soft">
        <div className="container">
          <SectionHeader title={study.process} />
          <Steps items={item.process} />
        </div>
      </section>
      {gallery.length ? (
        <section className="section" aria-labelledby="case-gallery">
          <div className="container">
            <SectionHeader id="case-gallery" title={study.gallery} />
            {/* On a phone the screens are one sideways row, each opening full size to be read. */}
            <Rail count={gallery.length}>
              <ul className={`case-gallery plain-list${railClass(gallery.length)}`}>
                {gallery.map((image) => (
                  <li key={image.src}>
                    <a href={image.src} className="case-gallery__link">
                      <Picture image={image} className="case-gallery__screen" sizes="(min-width: 64rem) 60rem, 100vw" />
                      <span className="case-gallery__open">
                        <Icon name="arrowUpRight" size={16} />
                        {study.openScreen}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </Rail>
          </div>
        </section>
      ) : null}
      <section className="section">
        <div className="container two-col">
          <div data-reveal>
            <FittedHeading>{study.features}</FittedHeading>
            <ul className="feature-list plain-list">
              {/* Capabilities, not a sequence: no numbers (the page's steps have them). */}
              {item.features.map((feature) => (
                <li key={feature.title}>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className="results-card" data-reveal>
            <FittedHeading>{study.results}</FittedHeading>
            <ul className="check-list">
              {item.results.map((result) => (
                <li key={result}>{result}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <Testimonials items={testimonials} title={t.proof.testimonials} tone="soft" />
      {page.next ? (
        <nav className="section section--tight" aria-label={t.proof.nextCase}>
          <div className="container">
            <Link to={href(`/casestudies/${page.next.id}`)} className="card card--link case-next" prefetch="intent">
              <span className="case-next__label">{t.proof.nextCase}</span>
              <span className="case-next__client">{page.next.client}</span>
              {/* The arrow goes with the title's last word, never alone on a line. */}
              <strong className="case-next__title">{`${page.next.title}\u00a0→`}</strong>
            </Link>
          </div>
        </nav>
      ) : null}
    </>
  );
}
