import { Link } from "react-router";
import { localizePath } from "../../../shared/i18n/languages.ts";
import { breadcrumbList } from "../../seo/structured-data/breadcrumbs.ts";
import { ART_SIZES, heroArtPath } from "../art/art-paths.ts";
import { wordFit } from "./word-fit.ts";
import { useLocalePath, useSite } from "../../site/use-site.ts";

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The band's art: the page's own ornament (decorative, drawn beside the heading from 64rem up,
 * never fetched by a phone), or the product a case study built (named, at every width).
 */
export type HeroArt = { kind: "ornament"; src: string } | { kind: "screen"; src: string; alt: string };

/** A page's own ornament, by its id in the route table: `ornament("services/webdev")`. */
export const ornament = (pageId: string): HeroArt => ({ kind: "ornament", src: heroArtPath(pageId) });

/** The heading band of an inner page: breadcrumbs, the page's one h1, its lead and its art. */
export function PageHero({
  title,
  lead,
  eyebrow,
  crumbs = [],
  art,
  children,
}: {
  title: string;
  lead?: string;
  eyebrow?: string;
  crumbs?: Crumb[];
  art?: HeroArt;
  children?: React.ReactNode;
}) {
  const { t, origin, lang, path } = useSite();
  const href = useLocalePath();
  const trail = breadcrumbList([
    { name: t.common.home, url: origin + href("/") },
    ...crumbs.flatMap((crumb) => (crumb.to ? [{ name: crumb.label, url: origin + href(crumb.to) }] : [])),
    { name: title, url: origin + localizePath(path, lang) },
  ]);
  return (
    <section className={art ? `page-hero page-hero--${art.kind}` : "page-hero"}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(trail) }} />
      <div className="container" data-reveal="hero">
        <nav className="breadcrumbs" aria-label={t.common.breadcrumbs}>
          <ol>
            <li>
              <Link to={href("/")}>{t.common.home}</Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.label}>{crumb.to ? <Link to={href(crumb.to)}>{crumb.label}</Link> : crumb.label}</li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <div className="page-hero__layout">
          <div>
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h1 style={wordFit(title)}>{title}</h1>
            {lead ? <p className="lead">{lead}</p> : null}
            {children}
          </div>
          {art ? <HeroImage art={art} /> : null}
        </div>
      </div>
    </section>
  );
}

function HeroImage({ art }: { art: HeroArt }) {
  if (art.kind === "screen") {
    const { width, height } = ART_SIZES.screen;
    return (
      <img className="page-hero__screen" src={art.src} width={width} height={height} alt={art.alt} decoding="async" />
    );
  }
  const { width, height } = ART_SIZES.hero;
  return (
    <img
      className="page-hero__art"
      src={art.src}
      width={width}
      height={height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

/** JSON for a script element: "<" escaped so text can never close the element. */
function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
