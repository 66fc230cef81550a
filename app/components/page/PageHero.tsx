import { Link } from "react-router";
import { localizePath } from "../../../shared/i18n/languages.ts";
import { breadcrumbList } from "../../seo/structured-data/breadcrumbs.ts";
import type { HeroArt } from "../art/art-paths.ts";
import { FittedHeading } from "./FittedHeading.tsx";
import { useLocalePath, useSite } from "../../site/use-site.ts";

export interface Crumb {
  label: string;
  to?: string;
}

/** The heading band of an inner page: breadcrumbs, the page's one h1, its lead and its art. */
export function PageHero({
  title,
  lead,
  eyebrow,
  crumbs = [],
  art,
  narrow = false,
  children,
}: {
  title: string;
  lead?: string;
  eyebrow?: string;
  crumbs?: Crumb[];
  art?: HeroArt;
  /** In the text column of the page below it (a post), rather than the full content width. */
  narrow?: boolean;
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
    <section className={art ? `page-hero page-hero--${art.kind}` : "page-hero"} data-section="hero">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(trail) }} />
      <div className={narrow ? "container container--narrow" : "container"} data-reveal="hero">
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
            <FittedHeading level={1}>{title}</FittedHeading>
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
  const image = (
    <img
      className={`page-hero__${art.kind}`}
      src={art.src}
      width={art.width}
      height={art.height}
      alt={art.alt}
      // An ornament shows from 64rem only: lazy, so a phone never fetches it.
      loading={art.kind === "ornament" ? "lazy" : undefined}
      decoding="async"
      sizes={art.sources ? "(min-width: 64rem) 36rem, 100vw" : undefined}
    />
  );
  if (!art.sources) return image;
  return (
    <picture>
      {art.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="(min-width: 64rem) 36rem, 100vw" />
      ))}
      {image}
    </picture>
  );
}

/** JSON for a script element: "<" escaped so text can never close the element. */
function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
