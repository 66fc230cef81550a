import { company } from "../../content/company.ts";
import type { JobOpening } from "../content/jobs.ts";
import type { Language } from "../../shared/i18n/languages.ts";

/** Where each location of the job filters is, for JobPosting structured data. */
const PLACES: Record<string, { locality: string; country: string; countryName: string }> = {
  tashkent: { locality: "Tashkent", country: "UZ", countryName: "Uzbekistan" },
  bukhara: { locality: "Bukhara", country: "UZ", countryName: "Uzbekistan" },
  us: { locality: "New York", country: "US", countryName: "United States" },
  uk: { locality: "London", country: "GB", countryName: "United Kingdom" },
  cambodia: { locality: "Phnom Penh", country: "KH", countryName: "Cambodia" },
  dubai: { locality: "Dubai", country: "AE", countryName: "United Arab Emirates" },
};

const EMPLOYMENT_TYPES: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  freelance: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
  "commission-based": "OTHER",
};

/** Google's JobPosting for an open position: every required property and the recommended ones we know. */
export function jobPosting(job: JobOpening, url: string, origin: string) {
  const place = PLACES[job.location] ?? PLACES.tashkent!;
  const description = [
    `<p>${escape(job.summary)}</p>`,
    job.html,
    list(job.responsibilities),
    list(job.requirements),
    list(job.offer),
  ].join("");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description,
    identifier: { "@type": "PropertyValue", name: company.legalName, value: job.id },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59Z`,
    employmentType: EMPLOYMENT_TYPES[job.type] ?? "OTHER",
    hiringOrganization: {
      "@type": "Organization",
      name: company.legalName,
      sameAs: origin,
      logo: `${origin}/favicon.svg`,
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: place.locality, addressCountry: place.country },
    },
    ...(job.workplace === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: place.countryName },
        }
      : {}),
    directApply: true,
    url,
  };
}

function list(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);
}

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
    publisher: {
      "@type": "Organization",
      name: company.legalName,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

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

/** schema.org BreadcrumbList: the trail of an inner page, each step with its URL. */
export function breadcrumbList(items: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
