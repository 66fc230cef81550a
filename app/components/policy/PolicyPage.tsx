import type { ReactNode } from "react";
import type { ShownDate } from "../../i18n/format.ts";
import { useT } from "../../site/use-site.ts";

/** A numbered section of a policy: its title, paragraphs and, where it has one, a list. */
export interface PolicySection {
  title: string;
  paragraphs: string[];
  bullets: string[];
}

/** A policy's date in its language's convention, as every date of the site (issue 29.6), formatted by its loader. */
export function PolicyDate({ date }: { date: ShownDate }) {
  return <time dateTime={date.iso}>{date.text}</time>;
}

/** A heading the table of contents links to. */
export interface PolicyAnchor {
  id: string;
  title: string;
}

/** The anchors of numbered sections, in the order PolicySections renders them. */
export function sectionAnchors(sections: PolicySection[]): PolicyAnchor[] {
  return sections.map((section, index) => ({ id: `policy-${index + 1}`, title: `${index + 1}. ${section.title}` }));
}

/**
 * A long policy with its table of contents (issue 13): on a phone a folded "On this
 * page" list above the text, on a wide screen a list that stays beside it.
 */
export function PolicyLayout({ anchors, children }: { anchors: PolicyAnchor[]; children: ReactNode }) {
  const t = useT();
  return (
    <div className="policy-layout">
      <nav className="policy-toc" aria-labelledby="policy-toc-title">
        <details className="policy-toc__fold">
          <summary id="policy-toc-title" className="policy-toc__title">
            {t.common.onThisPage}
          </summary>
          <ol className="policy-toc__list">
            {anchors.map((anchor) => (
              <li key={anchor.id}>
                <a href={`#${anchor.id}`}>{anchor.title}</a>
              </li>
            ))}
          </ol>
        </details>
      </nav>
      <div className="prose">{children}</div>
    </div>
  );
}

/** Numbered sections; the contact address follows the contact section (the last one unless told). */
export function PolicySections({
  sections,
  contactEmail,
  contactSection = sections.length - 1,
}: {
  sections: PolicySection[];
  contactEmail: string;
  contactSection?: number;
}) {
  const anchors = sectionAnchors(sections);
  return (
    <>
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={anchors[index]!.id}>
          <h2 id={anchors[index]!.id}>{anchors[index]!.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.bullets.length ? (
            <ul>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
          {index === contactSection ? (
            <p>
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}
