import { company } from "../../../content/company.ts";
import type { Language } from "../../../shared/i18n/languages.ts";

/**
 * The company as every page's structured data names it (the home page's Organization, a
 * job's hiring organization, a post's publisher): one name, the legal name beside it, and
 * its profiles on other sites, so search engines see one organization everywhere.
 */
export function organizationReference(origin: string) {
  return {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: origin,
    logo: `${origin}/favicon.svg`,
    sameAs: Object.values(company.social),
  };
}

/** schema.org Organization for the home page: who the company is and where. */
export function organization(origin: string, lang: Language) {
  const address = company.address[lang];
  return {
    "@context": "https://schema.org",
    ...organizationReference(origin),
    foundingDate: String(company.foundedYear),
    email: company.email.general,
    telephone: company.phone.href.replace("tel:", ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      postalCode: address.postalCode,
      addressCountry: company.geo.countryCode,
    },
  };
}
