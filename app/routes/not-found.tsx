import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { notFoundPage } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { NotFound } from "../components/not-found/NotFound.tsx";

/** Any other path (spec §2): the not-found page, with HTTP status 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { title, description } = await pageWords(context, notFoundPage, resolveLanguage(request).lang);
  return data({ seo: { title, description } }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function NotFoundRoute() {
  return <NotFound />;
}
