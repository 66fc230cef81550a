import { catalogues } from "../i18n/catalogues/index.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import type { Language } from "../i18n/languages.ts";
import type { PageSeo } from "./seo.ts";

type CataloguePage = "test" | "careers" | "blog" | "thankYou" | "notFound" | "unsubscribe";

/** Language and search snippet of a page whose copy lives in the interface catalogue. */
export function cataloguePage(
  request: Request,
  page: CataloguePage,
  options: { noindex?: boolean } = {},
): { lang: Language; seo: PageSeo } {
  const { lang } = resolveLanguage(request);
  const { title, description } = catalogues[lang].pages[page];
  return { lang, seo: { title, description, noindex: options.noindex } };
}
