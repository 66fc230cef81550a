import { careersPage, company } from "../../content/model/index.ts";
import { companyDetails, type CompanyDetails } from "../../content/model/company.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { PublicContent } from "./public-content.ts";

/**
 * What the e-mails say about the site, as staff keep it (issue 27): the company's details
 * for the frame and the replies' addresses, and the hiring steps an applicant is told
 * about. Read from the public content, so a change shows in the next e-mail.
 */
export interface MailSite {
  company: CompanyDetails;
  hiringSteps: { title: string; text: string }[];
}

export async function mailSiteIn(content: PublicContent, lang: Language): Promise<MailSite> {
  const [details, careers] = await Promise.all([content.list(company, lang), content.list(careersPage, lang)]);
  if (!details[0] || !careers[0]) throw new Error("The company's details and the careers page must be imported");
  return { company: companyDetails(details[0].view), hiringSteps: careers[0].view.process.steps };
}
