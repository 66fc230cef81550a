import type { RouterContextProvider } from "react-router";
import { company } from "../../content/model/index.ts";
import { companyDetails, type CompanyDetails } from "../../content/model/company.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { mailSiteIn, type MailSite } from "../../server/content/site-details.ts";
import { pageWords, publicContent } from "./entries.server.ts";

/** The company's details as staff keep them, in a language (the public content, not content/seed/). */
export async function companyIn(context: Readonly<RouterContextProvider>, lang: Language): Promise<CompanyDetails> {
  return companyDetails(await pageWords(context, company, lang));
}

/** What the e-mails say about the site, in a language: the company's details and the hiring steps. */
export function mailSite(context: Readonly<RouterContextProvider>, lang: Language): Promise<MailSite> {
  return mailSiteIn(publicContent(context), lang);
}
