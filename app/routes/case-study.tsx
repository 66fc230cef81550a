import { data, redirect } from "react-router";
import type { Route } from "./+types/case-study";
import { findEntry } from "../content/entries.server.ts";
import { casePage } from "../content/case-study.server.ts";
import { caseStudies } from "../../content/model/index.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { localizePath } from "../../shared/i18n/languages.ts";
import { pageMeta } from "../seo/meta.ts";
import { CaseStudyArticle } from "../components/cases/CaseStudyArticle.tsx";
import { CtaBand } from "../components/page/blocks.tsx";

export async function loader({ request, params, context, url: requestUrl }: Route.LoaderArgs) {
  const { lang, prefixed } = resolveLanguage(request);
  const found = await findEntry(context, caseStudies, params.id, lang);
  if (!found) throw data(null, { status: 404 });
  // Withdrawn content is gone for good: search engines drop it sooner than a 404.
  if ("gone" in found) throw data(null, { status: 410 });
  // A renamed case study keeps its old address as a permanent redirect.
  if (!found.entry) {
    const path = `/casestudies/${encodeURIComponent(found.movedTo)}`;
    throw redirect((prefixed ? localizePath(path, lang) : path) + requestUrl.search, 301);
  }
  return casePage(context, found.entry, lang);
}

export const meta: Route.MetaFunction = (args) => {
  const tags = pageMeta(args, args.loaderData?.seo);
  const structured = args.loaderData?.structuredData;
  return structured ? [...tags, { property: "og:type", content: "article" }, { "script:ld+json": structured }] : tags;
};

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CaseStudyArticle page={loaderData} />
      <CtaBand cta={loaderData.cta} />
    </>
  );
}
