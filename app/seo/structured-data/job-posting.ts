import type { CompanyDetails } from "../../../content/model/company.ts";
import type { JobOpening } from "../../content/jobs.ts";

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
export function jobPosting(job: JobOpening, url: string, origin: string, company: Pick<CompanyDetails, "legalName">) {
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
