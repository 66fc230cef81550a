import type { RouterContextProvider } from "react-router";
import { company } from "../../content/model/index.ts";
import { companyDetails, type CompanyDetails } from "../../content/model/company.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { mailSiteIn, type MailSite } from "../../server/content/site-details.ts";
import { pageWords, publicContent } from "./entries.server.ts";
import { shownDate, type ShownDate } from "../i18n/format.ts";

/** The company's details as staff keep them, in a language (the public content, not content/seed/). */
export async function companyIn(context: Readonly<RouterContextProvider>, lang: Language): Promise<CompanyDetails> {
  return companyDetails(await pageWords(context, company, lang));
}

/** What the e-mails say about the site, in a language: the company's details and the hiring steps. */
export function mailSite(context: Readonly<RouterContextProvider>, lang: Language): Promise<MailSite> {
  return mailSiteIn(publicContent(context), lang);
}

/** The ISO 9001 certificate as the about page shows it (issue 37.3). */
export interface Certificate {
  number: string;
  registrar: string;
  scope: string;
  validFrom: ShownDate | null;
  validUntil: ShownDate | null;
}

/**
 * The certificate staff keep in the company's details, or null when the page should show
 * none (decision 094): no number, or its validity ended before `today`.
 */
export async function certificateIn(
  context: Readonly<RouterContextProvider>,
  lang: Language,
  today = new Date().toISOString().slice(0, 10),
): Promise<Certificate | null> {
  const { certificate } = await pageWords(context, company, lang);
  const { number, registrar, scope, validFrom, validUntil } = certificate;
  if (!number.trim() || (validUntil && validUntil < today)) return null;
  return {
    number,
    registrar,
    scope,
    validFrom: validFrom ? shownDate(validFrom, lang) : null,
    validUntil: validUntil ? shownDate(validUntil, lang) : null,
  };
}
