import type { Route } from "./+types/careers";
import { catalogues } from "../i18n/catalogues/index.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { pageMeta } from "../site/seo.ts";
import { useT } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const { title, description } = catalogues[lang].pages.careers;
  return { seo: { title, description } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Careers() {
  const t = useT();
  return <PageHero title={t.pages.careers.title} lead={t.pages.careers.lead} crumbs={[{ label: t.nav.company }]} />;
}
