import { Link } from "react-router";
import type { Route } from "./+types/thank-you";
import { catalogues } from "../i18n/catalogues/index.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { pageMeta } from "../site/seo.ts";
import { useHref, useT } from "../site/use-site.ts";
import { SocialLinks } from "../components/layout/Footer.tsx";
import { Icon } from "../components/ui/Icon.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const { title, description } = catalogues[lang].pages.thankYou;
  return { seo: { title, description, noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function ThankYou() {
  const t = useT();
  const href = useHref();
  const copy = t.pages.thankYou;
  return (
    <section className="section thank-you">
      <div className="container container--narrow">
        <span className="thank-you__icon" aria-hidden="true">
          <Icon name="check" size={36} />
        </span>
        <h1 className="display-2">{copy.heading}</h1>
        <p className="lead">{copy.text}</p>
        <Link to={href("/")} className="btn btn--primary btn--lg">
          {copy.button}
        </Link>
        <h2 className="thank-you__social">{copy.social}</h2>
        <SocialLinks />
      </div>
    </section>
  );
}
