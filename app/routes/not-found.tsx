import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { catalogues } from "../i18n/catalogues/index.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { pageMeta } from "../site/seo.ts";
import { NotFound } from "../components/layout/NotFound.tsx";

/** Any other path (spec §2): the not-found page, with HTTP status 404. */
export function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const { title, description } = catalogues[lang].pages.notFound;
  return data({ seo: { title, description, noindex: true } }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function NotFoundRoute() {
  return <NotFound />;
}
