import type { AboutContent } from "../../types.ts";

const about: AboutContent = {
  meta: {
    title: "About us",
    description:
      "Lojuvard: software engineering since 2005. Central office in Tashkent, development centre in Bukhara, offices abroad, ISO 9001 and 100+ projects delivered.",
  },
  title: "About Lojuvard",
  lead: "A software development company from Tashkent with 20+ years of experience, 100+ projects delivered and an ISO 9001 certified quality management system. We build software that banks, government agencies and businesses use every day.",
  story: {
    title: "Our story",
    paragraphs: [
      "Lojuvard was founded in Tashkent in 2005 by a small group of engineers who believed that companies and public institutions in Uzbekistan deserved software built to the same standard as anywhere in the world. The name is the Uzbek word for lapis lazuli, the deep blue of Samarkand's domes: a stone valued because it lasts.",
      "Our first projects were accounting and document systems for local businesses. A bank followed, then more banks, and with them the discipline that financial software demands: audit trails, security reviews, careful releases. That discipline now shapes everything we build, from online stores and logistics platforms to systems for schools and clinics.",
      "Today Lojuvard has 20+ years of experience and 100+ projects behind it. The central office is in Tashkent, the development centre is in Bukhara, and offices in London, New York, Dubai and Phnom Penh bring the same engineering team closer to clients abroad. We build national-scale platforms for government agencies, one of which serves 300,000 users, and we work under a quality management system certified to ISO 9001.",
    ],
  },
  timeline: {
    title: "Milestones",
    items: [
      {
        year: "2005",
        title: "Founded in Tashkent",
        text: "Lojuvard starts as a small team of engineers in Tashkent, building accounting and document systems for local companies.",
      },
      {
        year: "2008",
        title: "First bank client",
        text: "We deliver our first banking system, a retail lending module with full audit trails. Banking and finance become one of our core industries.",
      },
      {
        year: "2011",
        title: "Development centre in Bukhara",
        text: "A second engineering site opens in Bukhara, giving graduates of the region's universities a place to grow and our clients more capacity.",
      },
      {
        year: "2013",
        title: "ISO 9001 certification",
        text: "Our quality management system is certified to ISO 9001, covering how we plan, build, test and hand over software.",
      },
      {
        year: "2016",
        title: "Office in London",
        text: "Our first office abroad opens in London to work with clients in the United Kingdom and Europe.",
      },
      {
        year: "2018",
        title: "Government platforms",
        text: "We launch our first platforms for government agencies: online public services that citizens use directly, at national scale.",
      },
      {
        year: "2019",
        title: "Office in New York",
        text: "An office in New York brings us closer to clients and partners in North America.",
      },
      {
        year: "2021",
        title: "Office in Dubai",
        text: "Dubai becomes our base for clients in the United Arab Emirates and across the Gulf region.",
      },
      {
        year: "2023",
        title: "Office in Phnom Penh",
        text: "An office in Phnom Penh opens our work with clients in Cambodia and Southeast Asia.",
      },
      {
        year: "2026",
        title: "More than 100 projects",
        text: "With 20+ years of experience and 100+ projects delivered, Lojuvard works from six cities on three continents.",
      },
    ],
  },
  stats: {
    title: "Lojuvard in figures",
    items: [
      { value: "20+", label: "years of experience" },
      { value: "100+", label: "projects delivered" },
      { value: "ISO 9001", label: "certified quality management" },
      { value: "6", label: "cities with our offices" },
    ],
  },
  office: {
    title: "Central office in Tashkent",
    text: "Our central office in the centre of Tashkent is home to the management team, sales and the largest part of our engineers. Clients are welcome for workshops, demonstrations and project reviews; let us know in advance and we will make sure the right people are in the room.",
    addressLabel: "Address",
    hoursLabel: "Office hours",
    hours: "Mon–Fri, 9:00–18:00 (UTC+5)",
    mapAlt: "Illustrated map of central Tashkent with the Lojuvard central office marked on Shota Rustaveli Street",
  },
  offices: {
    title: "Our offices",
    items: [
      {
        city: "Tashkent",
        country: "Uzbekistan",
        text: "The central office: management, sales, architecture and most of our engineering teams.",
      },
      {
        city: "Bukhara",
        country: "Uzbekistan",
        text: "Our development centre, where backend, front-end and QA engineers work on projects for clients at home and abroad.",
      },
      {
        city: "London",
        country: "United Kingdom",
        text: "Our office for clients in the United Kingdom and Europe, from first workshops to delivery management.",
      },
      {
        city: "New York",
        country: "United States",
        text: "Our office for clients in North America, working in their time zone with teams in Uzbekistan.",
      },
      {
        city: "Dubai",
        country: "United Arab Emirates",
        text: "Our base for banks, fintechs and public-sector clients in the UAE and the wider Gulf region.",
      },
      {
        city: "Phnom Penh",
        country: "Cambodia",
        text: "Our office for clients in Cambodia and Southeast Asia, with a local project management team.",
      },
    ],
  },
  quality: {
    title: "ISO 9001 certified quality management",
    paragraphs: [
      "Since 2013 our quality management system has been certified to ISO 9001. It covers the whole life of a project: how we agree requirements, plan work, review code, test releases, handle changes and record decisions. Independent auditors check it every year.",
      "For clients this means predictability. Every project has a named owner, documented acceptance criteria and a release checklist; defects and lessons learned are tracked and fed back into the process. Banks and government agencies can review our procedures before signing a contract, and many of them do.",
    ],
  },
  portfolio: {
    title: "Company portfolio",
    text: "A concise document for procurement teams and partners: our services, industries, selected case studies, team structure and quality management certification.",
    button: "Download the company portfolio (PDF)",
    fileLabel: "PDF, company profile",
  },
  cta: {
    title: "Let's talk about your project",
    text: "Tell us what you need to build. An engineer and a project manager will study your request and come back with questions, a first estimate and the next steps.",
    button: "Get a quote",
  },
};

export default about;
