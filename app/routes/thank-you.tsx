import { Link } from "react-router";
import type { Route } from "./+types/thank-you";
import { thankYouPage } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { thankYouForm } from "../routing/thank-you.ts";
import { useLocalePath } from "../site/use-site.ts";
import { SocialLinks } from "../components/layout/Footer.tsx";
import { Icon } from "../components/ui/Icon.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const words = await pageWords(context, thankYouPage, resolveLanguage(request).lang);
  // Each form's answer time differs: an application's thank-you says five business days.
  const { application, ...forRequest } = words;
  const copy = thankYouForm(new URL(request.url)) === "application" ? { ...forRequest, ...application } : forRequest;
  return { seo: { title: copy.title, description: copy.description }, copy };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const href = useLocalePath();
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
