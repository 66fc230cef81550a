import { catalogues } from "../i18n/catalogues/index.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { PageSeo } from "./meta.ts";

type CataloguePage = "test" | "careers" | "blog" | "unsubscribe" | "confirmSubscription";

/** Language and search snippet of a page whose copy lives in the interface catalogue. */
export function cataloguePage(request: Request, page: CataloguePage): { lang: Language; seo: PageSeo } {
  const { lang } = resolveLanguage(request);
  const { title, description } = catalogues[lang].pages[page];
  return { lang, seo: { title, description } };
}
