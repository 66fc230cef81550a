import { Link } from "react-router";
import { useLocalePath, useT } from "../../site/use-site.ts";

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
  const t = useT();
  const href = useLocalePath();
  return (
    <section className="page-hero">
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
