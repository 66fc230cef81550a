import { Link } from "react-router";
import type { Route } from "./+types/thank-you";
import { catalogues } from "../i18n/catalogues/index.server.ts";
import { cataloguePage } from "../seo/catalogue-page.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { thankYouForm } from "../routing/thank-you.ts";
import { useLocalePath, useT } from "../site/use-site.ts";
import { SocialLinks } from "../components/layout/Footer.tsx";
import { Icon } from "../components/ui/Icon.tsx";
import type { Catalogue } from "../i18n/catalogues/en.ts";

/** The thank-you page's words for the form that sent the visitor: a quote request's, or an application's. */
function thanksFor(form: ReturnType<typeof thankYouForm>, copy: Catalogue["pages"]["thankYou"]) {
  return form === "application" ? { ...copy, ...copy.application } : copy;
}

export function loader({ request }: Route.LoaderArgs) {
  const { lang, seo } = cataloguePage(request, "thankYou");
  const form = thankYouForm(new URL(request.url));
  const { description } = thanksFor(form, catalogues[lang].pages.thankYou);
  return { form, seo: { ...seo, description } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalePath();
  const copy = thanksFor(loaderData.form, t.pages.thankYou);
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
