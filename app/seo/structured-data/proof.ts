import type { CompanyDetails } from "../../../content/model/company.ts";
import { organizationReference } from "./organization.ts";

/**
 * schema.org for the company's proof: a case study as an Article by the company, the case
 * list as an ItemList of them, the people as the Organization's employees, and the clients
 * and their words on the home page.
 */
export function caseStudyArticle(
  study: { title: string; summary: string; image: string | null; published: string | null; modified: string },
  url: string,
  origin: string,
  locale: string,
  company: CompanyDetails,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description: study.summary,
    ...(study.image ? { image: origin + study.image } : {}),
    ...(study.published ? { datePublished: study.published } : {}),
    dateModified: study.modified,
    inLanguage: locale,
    author: organizationReference(company, origin),
    publisher: organizationReference(company, origin),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

/** The case list: each case study's title and address, in the list's order. */
export function caseStudyList(name: string, items: { title: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.title,
      url: item.url,
    })),
  };
}

/** The company with the people of its people page. */
export function organizationPeople(
  origin: string,
  people: { name: string; role: string; office: string; image: string }[],
  company: CompanyDetails,
) {
  return {
    "@context": "https://schema.org",
    ...organizationReference(company, origin),
    employee: people.map((person) => ({
      "@type": "Person",
      name: person.name,
      jobTitle: person.role,
      workLocation: { "@type": "Place", name: person.office },
      image: origin + person.image,
    })),
  };
}

/** The clients who agreed to be named, as organisations. */
export function clientList(
  name: string,
  origin: string,
  clients: { name: string; logo: string | null; link: string | null }[],
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: clients.map((client, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Organization",
        name: client.name,
        ...(client.logo ? { logo: origin + client.logo } : {}),
        ...(client.link ? { url: client.link } : {}),
      },
    })),
  };
}

/** Clients' words about the company, as reviews without a rating. */
export function testimonialReviews(items: { words: string; person: string; role?: string; organisation: string }[]) {
  return items.map((item) => ({
    "@type": "Review",
    reviewBody: item.words,
    author: {
      "@type": "Person",
      name: item.person,
      ...(item.role ? { jobTitle: item.role } : {}),
      ...(item.organisation ? { worksFor: { "@type": "Organization", name: item.organisation } } : {}),
    },
  }));
}
