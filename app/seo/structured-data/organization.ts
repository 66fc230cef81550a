import type { CompanyDetails } from "../../../content/model/company.ts";

/**
 * The company as every page's structured data names it (the home page's Organization, a
 * job's hiring organization, a post's publisher): one name, the legal name beside it, and
 * its profiles on other sites, so search engines see one organization everywhere.
 */
export function organizationReference(company: CompanyDetails, origin: string) {
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

/** schema.org Organization for the home page: who the company is and where (the company's details). */
export function organization(company: CompanyDetails, origin: string) {
  return {
    "@context": "https://schema.org",
    ...organizationReference(company, origin),
    foundingDate: String(company.foundedYear),
    email: company.email.general,
    telephone: company.phone.href.replace("tel:", ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    location: {
      "@type": "Place",
      geo: { "@type": "GeoCoordinates", latitude: company.map.latitude, longitude: company.map.longitude },
    },
  };
}

/**
 * schema.org WebSite for the home page in one language: the site's name, its home in that
 * language and the company publishing it (by the Organization's @id, described beside it).
 */
export function webSite(company: CompanyDetails, origin: string, home: string, locale: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${home}#website`,
    name: company.name,
    description: company.tagline,
    url: home,
    inLanguage: locale,
    publisher: { "@id": `${origin}/#organization` },
  };
}
