import { Link } from "react-router";
import type { CaseStudyContent } from "../../../content/types.ts";
import { useLocalePath } from "../../site/use-site.ts";

export function CaseCard({ item, tone }: { item: CaseStudyContent; tone?: "dark" }) {
  const href = useLocalePath();
  const figure = item.figures[0];
  return (
    <article className={`card card--link case-card${tone ? ` card--${tone}` : ""}`}>
      <p className="case-card__client">{item.client}</p>
      <h3>
        <Link to={href(`/casestudies/${item.slug}`)} prefetch="intent">
          {item.title}
        </Link>
      </h3>
      <p>{item.description}</p>
      {figure ? (
        <p className="case-card__figure">
          <strong>{figure.value}</strong> <span>{figure.label}</span>
        </p>
      ) : null}
    </article>
  );
}
