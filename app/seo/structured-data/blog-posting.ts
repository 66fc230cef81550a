import type { CompanyDetails } from "../../../content/model/company.ts";
import { organizationReference } from "./organization.ts";

/** schema.org BlogPosting of an article by its author (with where the site introduces them), published by the company. */
export function blogPosting(
  post: { title: string; summary: string; date: string; author: string; authorRole: string; cover: { src: string } },
  url: string,
  authorUrl: string | null,
  origin: string,
  locale: string,
  company: CompanyDetails,
) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    image: origin + post.cover.src,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: locale,
    author: {
      "@type": "Person",
      name: post.author,
      jobTitle: post.authorRole,
      ...(authorUrl ? { url: authorUrl } : {}),
    },
    publisher: organizationReference(company, origin),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
