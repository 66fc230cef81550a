import type { Route } from "./+types/privacy-policy";
import { getContent } from "../content/page-content.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { PrivacyPolicyPage } from "../components/policy/PrivacyPolicyPage.tsx";
import { ornament } from "../components/art/art-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const { privacy } = getContent("policies", lang);
  return { art: ornament("privacy-policy"), seo: privacy.meta, privacy };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicyPage art={loaderData.art} policy={loaderData.privacy} />;
}
