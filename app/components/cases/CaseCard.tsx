import { Link } from "react-router";
import type { CaseCardItem } from "../../site/case-card-item.ts";
import { Picture } from "../ui/Picture.tsx";

/**
 * A case study's card, drawn by every list of cases alike: it takes everything as props, `href`
 * in the page's URL scheme. `level` 2 where the cards are the page's main list (under its h1), 3
 * under a section's h2.
 */
export function CaseCard({
  item,
  href,
  tone,
  level = 3,
}: {
  item: CaseCardItem;
  href: string;
  tone?: "dark";
  level?: 2 | 3;
}) {
  const Title = level === 2 ? "h2" : "h3";
  const { figure } = item;
  return (
    <article className={`card card--link case-card${tone ? ` card--${tone}` : ""}`}>
      {item.screen ? (
        <Picture image={item.screen} className="case-card__screen" sizes="(min-width: 64rem) 24rem, 100vw" />
      ) : null}
      <p className="case-card__client">{item.client}</p>
      <Title>
        <Link to={href} prefetch="intent">
          {item.title}
        </Link>
      </Title>
      <p className="case-card__summary">{item.summary}</p>
      {figure ? (
        <p className="case-card__figure">
          <strong>{figure.value}</strong> <span>{figure.label}</span>
        </p>
      ) : null}
    </article>
  );
}
