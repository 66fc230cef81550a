import { company } from "../../../content/company.ts";
import type { Language } from "../../../shared/i18n/languages.ts";

/** schema.org Organization for the home page: who the company is and where. */
export function organization(origin: string, lang: Language) {
  const address = company.address[lang];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url: origin,
    logo: `${origin}/favicon.svg`,
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
    sameAs: Object.values(company.social),
  };
}
