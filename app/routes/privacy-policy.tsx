import type { Route } from "./+types/privacy-policy";
import { privacyPolicy } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { shownDate } from "../i18n/format.ts";
import { PrivacyPolicyPage } from "../components/policy/PrivacyPolicyPage.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const privacy = await pageWords(context, privacyPolicy, lang);
  const dates = { effective: shownDate(privacy.effective, lang), updated: shownDate(privacy.updated, lang) };
  return { seo: privacy.meta, privacy, dates };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicyPage policy={loaderData.privacy} dates={loaderData.dates} />;
}
