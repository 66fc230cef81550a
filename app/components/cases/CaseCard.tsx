import { Link } from "react-router";
import type { CaseStudyContent, Stat } from "../../../content/types.ts";
import { useLocalePath } from "../../site/use-site.ts";
import type { HeroArt } from "../art/art-paths.ts";

/**
 * What a card shows of a case study (case-cards.server.ts): its headline, its first figure and
 * its product screens in the page's language. Only this travels in the page's data, not the
 * whole story (16 KB on the home page, which the page paid for before its first paint).
 */
export type CaseCardItem = Pick<CaseStudyContent, "slug" | "client" | "title" | "description"> & {
  figure?: Stat;
  screen: HeroArt;
};

/** `level` 2 where the cards are the page's main list (under its h1), 3 under a section's h2. */
export function CaseCard({ item, tone, level = 3 }: { item: CaseCardItem; tone?: "dark"; level?: 2 | 3 }) {
  const Title = level === 2 ? "h2" : "h3";
  const href = useLocalePath();
  const { figure } = item;
  return (
    <article className={`card card--link case-card${tone ? ` card--${tone}` : ""}`}>
      <img
        className="case-card__screen"
        src={item.screen.src}
        width={item.screen.width}
        height={item.screen.height}
        alt={item.screen.alt}
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
