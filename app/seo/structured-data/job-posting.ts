import { endOfTashkentDay } from "../../../shared/tashkent-time.ts";
import type { CompanyDetails } from "../../../content/model/company.ts";
import type { JobOpening } from "../../content/jobs.ts";
import { organizationReference } from "./organization.ts";

export interface JobPlace {
  /** The city of the office, as the careers filter's label names it ("Tashkent, Uzbekistan"). */
  locality: string;
  /** ISO 3166 code and English name of the country. */
  country: string;
  countryName: string;
}

/**
 * Where each location of the job filters is, for JobPosting structured data: the same
 * place the page names with the filter's label ("London, United Kingdom": every location
 * is a city of one of the company's offices and its country, decision 061), no more precise.
 */
export const JOB_PLACES: Record<string, JobPlace> = {
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
export function jobPosting(job: JobOpening, url: string, origin: string, company: CompanyDetails) {
  const place = JOB_PLACES[job.location];
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
    identifier: { "@type": "PropertyValue", name: company.name, value: job.id },
    datePosted: job.datePosted,
    // The last day as the page states it: a day in Tashkent, where the company is.
    validThrough: endOfTashkentDay(job.validThrough),
    employmentType: EMPLOYMENT_TYPES[job.type] ?? "OTHER",
    hiringOrganization: organizationReference(company, origin),
    ...(place
      ? {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: place.locality,
              addressCountry: place.country,
            },
          },
        }
      : {}),
    ...(job.workplace === "remote" && place
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: place.countryName },
        }
      : {}),
    ...(job.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: job.salary.currency,
            value: {
              "@type": "QuantitativeValue",
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: job.salary.period === "year" ? "YEAR" : "MONTH",
            },
          },
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
