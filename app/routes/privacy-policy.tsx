import type { Route } from "./+types/privacy-policy";
import { privacyPolicy } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { PrivacyPolicyPage } from "../components/policy/PrivacyPolicyPage.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const privacy = await pageWords(context, privacyPolicy, lang);
  return { seo: privacy.meta, privacy };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicyPage policy={loaderData.privacy} />;
}
