import { Link } from "react-router";
import type { CaseStudyContent } from "../../../content/types.ts";
import { useLocalePath, useSite } from "../../site/use-site.ts";
import { ART_SIZES, caseScreenPath } from "../art/art-paths.ts";

/** `level` 2 where the cards are the page's main list (under its h1), 3 under a section's h2. */
export function CaseCard({ item, tone, level = 3 }: { item: CaseStudyContent; tone?: "dark"; level?: 2 | 3 }) {
  const Title = level === 2 ? "h2" : "h3";
  const href = useLocalePath();
  const { lang } = useSite();
  const figure = item.figures[0];
  const { width, height } = ART_SIZES.screen;
  return (
    <article className={`card card--link case-card${tone ? ` card--${tone}` : ""}`}>
      <img
        className="case-card__screen"
        src={caseScreenPath(item.slug, lang)}
        width={width}
        height={height}
        alt={item.screenAlt}
        loading="lazy"
        decoding="async"
      />
      <p className="case-card__client">{item.client}</p>
      <Title>
        <Link to={href(`/casestudies/${item.slug}`)} prefetch="intent">
          {item.title}
        </Link>
      </Title>
      <p>{item.description}</p>
      {figure ? (
        <p className="case-card__figure">
          <strong>{figure.value}</strong> <span>{figure.label}</span>
        </p>
      ) : null}
    </article>
  );
}
