import type { Route } from "./+types/cookie-policy";
import { cookiePolicy } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { shownDate } from "../i18n/format.ts";
import { CookiePolicyPage } from "../components/policy/CookiePolicyPage.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, stored } = resolveLanguage(request);
  const cookies = await pageWords(context, cookiePolicy, lang);
  return { seo: cookies.meta, cookies, stored, updated: shownDate(cookies.updated, lang) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function CookiePolicy({ loaderData }: Route.ComponentProps) {
  return (
    <CookiePolicyPage policy={loaderData.cookies} storedOnServer={loaderData.stored} updated={loaderData.updated} />
  );
}
