import type { Route } from "./+types/cookie-policy";
import { getContent } from "../content/page-content.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { CookiePolicyPage } from "../components/policy/CookiePolicyPage.tsx";
import { ornament } from "../components/art/art-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { lang, stored } = resolveLanguage(request);
  const { cookies } = getContent("policies", lang);
  return { art: ornament("cookie-policy"), seo: cookies.meta, cookies, stored };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function CookiePolicy({ loaderData }: Route.ComponentProps) {
  return <CookiePolicyPage art={loaderData.art} policy={loaderData.cookies} storedOnServer={loaderData.stored} />;
}
