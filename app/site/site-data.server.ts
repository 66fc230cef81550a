import type { RouterContextProvider } from "react-router";
import { companyDetails, type CompanyDetails } from "../../content/model/company.ts";
import { company, consent, industries, notFoundPage, services } from "../../content/model/index.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { resolveLanguage, type RequestLanguage } from "../../shared/i18n/request-language.ts";
import { liveEntries, pageWords } from "../content/entries.server.ts";
import { featuredCase } from "../content/proof.server.ts";
import { pageCatalogue, pageMessageFormat } from "../i18n/catalogues/index.server.ts";
import { typesetText } from "../../server/content/typography.ts";
import { siteContext } from "./context.server.ts";
import type { Menus, SiteData } from "./use-site.ts";

/** What every component is told about the request (the root loader's data). */
export function siteData(request: Request, context: Readonly<RouterContextProvider>): Promise<SiteData> {
  return siteDataFor(resolveLanguage(request), context);
}

/** The same for a page shown in another language than the request's (the inbox's previews). */
export function siteDataIn(lang: Language, path: string, context: Readonly<RouterContextProvider>): Promise<SiteData> {
  return siteDataFor({ lang, prefixed: lang !== "en", stored: true, path }, context);
}

/**
 * The interface's catalogue with the words staff edit that every page carries (the
 * cookie notice's, spec §4, and the not-found page's, which an error shows without its
 * route), the company's details and the menus of live services and industries.
 */
async function siteDataFor(language: RequestLanguage, context: Readonly<RouterContextProvider>): Promise<SiteData> {
  const { lang } = language;
  const { origin, publicConfig } = siteContext(context);
  const [details, words, notFound, menus] = await Promise.all([
    pageWords(context, company, lang),
    pageWords(context, consent, lang),
    pageWords(context, notFoundPage, lang),
    siteMenus(context, lang),
  ]);
  const catalogue = pageCatalogue(lang, publicConfig.uploadMaxMb);
  const companyWords = companyDetails(details);
  return {
    ...language,
    t: {
      ...catalogue,
      quote: { ...catalogue.quote, intro: quoteIntro(catalogue.quote.intro, companyWords, lang) },
      cookie_policy_check: {
        title: words.title,
        // The link sits inside the sentence: a space on each side unless punctuation follows it.
        description: [
          `${words.notice.before} `,
          words.notice.link,
          /^[\p{L}\d]/u.test(words.notice.after) ? ` ${words.notice.after}` : words.notice.after,
        ],
        button: words.button,
        reject: words.reject,
        close: words.close,
        region: words.region,
      },
      pages: { ...catalogue.pages, notFound },
    },
    tagline: companyWords.tagline,
    // The link to the policy follows the sentence: the space before it is the sentence's, so a
    // short word there ("в соответствии с") keeps with the link (issue 39.17).
    consent: { ...words.forms, text: typesetText(`${words.forms.text} `, lang) },
    company: companyWords,
    menus,
    origin,
    publicConfig,
  };
}

/**
 * The quote dialog's intro names the other ways to reach the company, for a visitor without a
 * brief to attach (issue 39.14): the phone, the sales address and Telegram, as staff keep them.
 */
function quoteIntro(message: string, company: CompanyDetails, lang: Language): string {
  return pageMessageFormat(lang)(message, {
    phone: company.phone.display,
    email: company.email.sales,
    telegram: telegramHandle(company.social.telegram),
  });
}

/** "https://t.me/lojuvard" as people name it, "@lojuvard"; any other address without its scheme. */
function telegramHandle(url: string): string {
  const handle = /^https?:\/\/(?:www\.)?(?:t|telegram)\.me\/([\w]+)\/?$/i.exec(url.trim())?.[1];
  return handle ? `@${handle}` : url.trim().replace(/^https?:\/\//i, "");
}

/**
 * The header's and footer's menus: live services and industries that have a page, in their
 * order, and the case study the Services and Industries menus feature.
 */
export async function siteMenus(context: Readonly<RouterContextProvider>, lang: Language): Promise<Menus> {
  const [serviceEntries, industryEntries, featured] = await Promise.all([
    liveEntries(context, services, lang),
    liveEntries(context, industries, lang),
    featuredCase(context, lang),
  ]);
  const items = (entries: { id: string; view: { name: string; hasPage: boolean } }[], base: string) =>
    entries
      .filter((entry) => entry.view.hasPage)
      .map((entry) => ({ href: `${base}/${entry.id}`, label: entry.view.name }));
  return {
    services: items(serviceEntries, "/services"),
    industries: items(industryEntries, "/industry"),
    featured,
  };
}
