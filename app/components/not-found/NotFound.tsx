import { Link } from "react-router";
import { useLocalePath, useT } from "../../site/use-site.ts";

/** The not-found page: a clear message and useful ways on. */
export function NotFound({ status = 404 }: { status?: number }) {
  const t = useT();
  const href = useLocalePath();
  const copy = t.pages.notFound;
  const suggestions = [
    { to: "/", label: copy.home },
    { to: "/services", label: t.nav.services },
    { to: "/casestudies", label: t.nav.casestudies },
    { to: "/company/careers", label: t.nav.careers },
    { to: "/blog", label: t.nav.blog },
  ];
  return (
    <section className="section not-found">
      <div className="container container--narrow">
        <p className="eyebrow">{status === 404 ? "404" : status}</p>
        <h1 className="display-2">{status === 404 ? copy.heading : t.pages.serverError.heading}</h1>
        <p className="lead">{status === 404 ? copy.text : t.pages.serverError.text}</p>
        <ul className="not-found__links">
          {suggestions.map((item) => (
            <li key={item.to}>
              <Link to={href(item.to)} className="btn btn--secondary">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
