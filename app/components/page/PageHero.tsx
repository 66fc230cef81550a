import { Link } from "react-router";
import { localizePath } from "../../../shared/i18n/languages.ts";
import { breadcrumbList } from "../../seo/structured-data/breadcrumbs.ts";
import { useLocalePath, useSite } from "../../site/use-site.ts";

export interface Crumb {
  label: string;
  to?: string;
}

/** The heading band of an inner page: breadcrumbs, the page's one h1, and its lead. */
export function PageHero({
  title,
  lead,
  eyebrow,
  crumbs = [],
  children,
}: {
  title: string;
  lead?: string;
  eyebrow?: string;
  crumbs?: Crumb[];
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
    <section className="page-hero">
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
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** JSON for a script element: "<" escaped so text can never close the element. */
function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
