import { describe, expect, it } from "vitest";
import { companyDetails, company as companyKind } from "../../content/model/company.ts";
import { companySeed } from "../../content/seed/company.ts";
import { seedIn } from "../../tools/seed-words.ts";

const company = companyDetails(seedIn(companyKind, companySeed, "ru"));
import { locations } from "../../content/jobs/taxonomy.ts";
import type { JobOpening } from "../../app/content/jobs.ts";
import { blogPosting } from "../../app/seo/structured-data/blog-posting.ts";
import { JOB_PLACES, jobPosting } from "../../app/seo/structured-data/job-posting.ts";
import { organization } from "../../app/seo/structured-data/organization.ts";
import { tashkentDay } from "../../shared/tashkent-time.ts";

const ORIGIN = "https://www.lojuvard.uz";

const job = (location: string, workplace = "office"): JobOpening => ({
  id: "business-development-manager-new-york",
  title: "Business Development Manager",
  summary: "Open doors for Lojuvard.",
  seo: { title: "", description: "", image: null },
  location,
  department: "sales",
  type: "commission-based",
  workplace,
  month: "September 2026",
  datePosted: "2026-09-08",
  validThrough: "2027-06-30",
  validThroughLabel: "30 June 2027",
  salary: null,
  responsibilities: ["Sell"],
  requirements: ["Experience"],
  offer: ["Commission"],
  html: "<p>Body</p>",
});

const post = {
  title: "Title",
  summary: "Summary",
  date: "2026-11-05",
  author: "Aziza Karimova",
  authorRole: "Engineer",
  cover: { src: "/images/blog/cover.svg" },
};

describe("structured data", () => {
  it("names the company one way on the home page, on jobs and on posts", () => {
    const home = organization(company, ORIGIN);
    const hiring = jobPosting(job("tashkent"), `${ORIGIN}/company/careers/x`, ORIGIN, company).hiringOrganization;
    const publisher = blogPosting(post, `${ORIGIN}/blog/post/x`, null, ORIGIN, "en-US", company).publisher;
    for (const node of [home, hiring, publisher]) {
      expect(node).toMatchObject({
        "@type": "Organization",
        "@id": `${ORIGIN}/#organization`,
        name: company.name,
        legalName: company.legalName,
        url: ORIGIN,
      });
    }
  });

  it("lists the company's profiles as the hiring organization's sameAs, not the site itself", () => {
    const { sameAs } = jobPosting(job("tashkent"), `${ORIGIN}/company/careers/x`, ORIGIN, company).hiringOrganization;
    expect(sameAs).toEqual(Object.values(company.social));
    expect(sameAs).not.toContain(ORIGIN);
  });

  it("ends an opening at the end of its last day in Tashkent", () => {
    const { validThrough } = jobPosting(job("tashkent"), `${ORIGIN}/company/careers/x`, ORIGIN, company);
    expect(new Date(validThrough).toISOString()).toBe("2027-06-30T18:59:59.000Z");
    expect(tashkentDay(new Date("2027-06-30T18:59:59Z"))).toBe("2027-06-30");
    expect(tashkentDay(new Date("2027-06-30T19:00:00Z"))).toBe("2027-07-01");
  });

  it("gives a stated salary range as baseSalary, and none when the opening states none", () => {
    const salary = {
      min: 14_000_000,
      max: 22_000_000,
      currency: "UZS",
      period: "month" as const,
      label: "UZS 14,000,000–22,000,000 a month",
      heading: "Salary before tax",
    };
    const url = `${ORIGIN}/company/careers/x`;
    expect(jobPosting({ ...job("bukhara"), salary }, url, ORIGIN, company).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "UZS",
      value: { "@type": "QuantitativeValue", minValue: 14_000_000, maxValue: 22_000_000, unitText: "MONTH" },
    });
    expect(jobPosting(job("bukhara"), url, ORIGIN, company)).not.toHaveProperty("baseSalary");
  });

  it.each(locations.map((location) => [location.key, location] as const))(
    "places a job in %s where the page says it is",
    (key, location) => {
      const place = JOB_PLACES[key];
      expect(place).toBeDefined();
      const data = jobPosting(job(key, "remote"), `${ORIGIN}/company/careers/x`, ORIGIN, company);
      const address = data.jobLocation!.address;
      expect(address.addressCountry).toBe(place!.country);
      // Every location is named alike, a city and its country, and the data says the same.
      expect(location.label.en).toBe(`${place!.locality}, ${place!.countryName}`);
      expect(address.addressLocality).toBe(place!.locality);
      expect(data.applicantLocationRequirements).toEqual({ "@type": "Country", name: place!.countryName });
    },
  );
});
