import type { CompanyDetails } from "../../../content/model/company.ts";

/** schema.org Organization for the home page: who the company is and where (the company's details). */
export function organization(company: CompanyDetails, origin: string) {
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
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    location: {
      "@type": "Place",
      geo: { "@type": "GeoCoordinates", latitude: company.map.latitude, longitude: company.map.longitude },
    },
    sameAs: Object.values(company.social),
  };
}
