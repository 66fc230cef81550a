import { Link } from "react-router";
import { useLocalePath, useT } from "../../site/use-site.ts";

/** The not-found page (and the page of withdrawn content, 410): a clear message and useful ways on. */
export function NotFound({ status = 404 }: { status?: 404 | 410 | 500 }) {
  const t = useT();
  const href = useLocalePath();
  const copy = t.pages.notFound;
  const message = status === 404 ? copy : status === 410 ? t.pages.gone : t.pages.serverError;
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
        <p className="eyebrow">{status}</p>
        <h1 className="display-2">{message.heading}</h1>
        <p className="lead">{message.text}</p>
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
