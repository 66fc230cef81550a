import { organizationReference } from "./organization.ts";

/** schema.org BlogPosting of an article. */
export function blogPosting(
  post: { title: string; summary: string; date: string; author: string; authorRole: string; cover: { src: string } },
  url: string,
  origin: string,
  locale: string,
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
    publisher: organizationReference(origin),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
