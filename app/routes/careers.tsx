import type { Route } from "./+types/careers";
import { cataloguePage } from "../site/catalogue-page.server.ts";
import { pageMeta } from "../site/seo.ts";
import { useT } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const { seo } = cataloguePage(request, "careers");
  return { seo };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Careers() {
  const t = useT();
  return <PageHero title={t.pages.careers.title} lead={t.pages.careers.lead} crumbs={[{ label: t.nav.company }]} />;
}
