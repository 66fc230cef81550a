import type { CompanyDetails } from "../../../content/model/company.ts";

/** schema.org BlogPosting of an article, published by the company (its details). */
export function blogPosting(
  post: { title: string; summary: string; date: string; author: string; authorRole: string; cover: { src: string } },
  url: string,
  origin: string,
  locale: string,
  company: Pick<CompanyDetails, "legalName">,
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
    author: { "@type": "Person", name: post.author, jobTitle: post.authorRole },
    publisher: {
      "@type": "Organization",
      name: company.legalName,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
