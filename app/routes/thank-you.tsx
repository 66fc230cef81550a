import { Link } from "react-router";
import type { Route } from "./+types/thank-you";
import { cataloguePage } from "../seo/catalogue-page.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { useLocalePath, useT } from "../site/use-site.ts";
import { SocialLinks } from "../components/layout/Footer.tsx";
import { Icon } from "../components/ui/Icon.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const { seo } = cataloguePage(request, "thankYou");
  return { seo };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function ThankYou() {
  const t = useT();
  const href = useLocalePath();
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
