import type { RouterContextProvider } from "react-router";
import { taglines } from "../../content/company.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { getContent } from "../content/page-content.server.ts";
import { pageCatalogue } from "../i18n/catalogues/index.server.ts";
import { siteContext } from "./context.server.ts";
import type { SiteData } from "./use-site.ts";

/** What every component is told about the request (the root loader's data). */
export function siteData(request: Request, context: Readonly<RouterContextProvider>): SiteData {
  const language = resolveLanguage(request);
  const { origin, publicConfig } = siteContext(context);
  return {
    ...language,
    t: pageCatalogue(language.lang, publicConfig.uploadMaxMb),
    tagline: taglines[language.lang],
    consent: getContent("consent", language.lang),
    origin,
    publicConfig,
  };
}

/** The same for a page shown in another language than the request's (the inbox's previews). */
export function siteDataIn(lang: Language, path: string, context: Readonly<RouterContextProvider>): SiteData {
  const { origin, publicConfig } = siteContext(context);
  return {
    lang,
    prefixed: lang !== "en",
    stored: true,
    path,
    t: pageCatalogue(lang, publicConfig.uploadMaxMb),
    tagline: taglines[lang],
    consent: getContent("consent", lang),
    origin,
    publicConfig,
  };
}
