import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { cataloguePage } from "../seo/catalogue-page.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { NotFound } from "../components/not-found/NotFound.tsx";

/** Any other path (spec §2): the not-found page, with HTTP status 404. */
export function loader({ request }: Route.LoaderArgs) {
  const { seo } = cataloguePage(request, "notFound");
  return data({ seo }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function NotFoundRoute() {
  return <NotFound />;
}
