import type { HomeContent } from "../../types.ts";

const home: HomeContent = {
  meta: {
    title: "Software development company",
    description:
      "Lojuvard builds custom software, web and mobile applications for banks, government and business. 20+ years, 100+ projects, ISO 9001 certified, from Tashkent.",
  },
  hero: {
    eyebrow: "Software engineering from Tashkent since 2005",
    title: "Software that banks, ministries and businesses rely on",
    lead: "For 20+ years Lojuvard has designed, built and supported custom software, web and mobile applications. 100+ projects delivered, quality management certified to ISO 9001, and one engineering team working from six cities.",
    primaryCta: "Get a quote",
    secondaryCta: "See our work",
  },
  services: {
    title: "What we do",
    lead: "From a first prototype to a platform used across the whole country: we take on the full cycle or only the part you need.",
    items: [
      {
        slug: "custom",
        title: "Custom software",
        text: "Systems built around your processes: core business applications, integrations with the systems you already run, and back-office tools that replace spreadsheets and paper.",
      },
      {
        slug: "webdev",
        title: "Web development",
        text: "Websites, portals and web applications that load fast, meet accessibility standards and hold up under heavy traffic on the day a service launches.",
      },
      {
        slug: "mobileapps",
        title: "Mobile applications",
        text: "Native and cross-platform apps for iOS and Android, from customer banking apps to tools for field staff who work without a stable connection.",
      },
      {
        slug: "frontapps",
        title: "Front-end applications",
        text: "Interfaces in React and TypeScript for complex products: dashboards, self-service portals and design systems that keep hundreds of screens consistent.",
      },
      {
        slug: "spe",
        title: "Software product engineering",
        text: "A dedicated team that takes a product from idea to release and beyond: discovery, architecture, development, testing and day-to-day operation.",
      },
    ],
  },
  about: {
    title: "About Lojuvard",
    paragraphs: [
      "Lojuvard is a software development company founded in Tashkent in 2005. We design, build and support software for banks, fintechs, government agencies, retailers, logistics firms, schools and healthcare providers.",
      "Our central office is in Tashkent, our development centre is in Bukhara, and we have offices in London, New York, Dubai and Phnom Penh. Every project, wherever the client is, follows the same engineering standards and the same ISO 9001 certified quality management system.",
    ],
    link: "More about the company",
  },
  achievements: {
    title: "Two decades of delivery",
    lead: "Figures we can stand behind, from the first bank system to platforms used by hundreds of thousands of people.",
    items: [
      { value: "20+", label: "years of experience" },
      { value: "100+", label: "projects delivered" },
      { value: "ISO 9001", label: "certified quality management" },
      { value: "300,000", label: "users on a neighbourhood platform we built" },
    ],
  },
  industries: {
    title: "Industries we serve",
    lead: "We know the rules, the risks and the users of each sector we work in, so projects start from the real constraints rather than from a blank page.",
    items: [
      {
        key: "banking",
        title: "Banking and finance",
        text: "Lending, payments, core banking modules and reporting systems built to the security and audit standards that regulators expect.",
      },
      {
        key: "healthcare",
        title: "Healthcare",
        text: "Clinic management, patient records and appointment systems that keep sensitive data protected and let staff spend their time on patients.",
      },
      {
        key: "ecommerce",
        title: "E-commerce and retail",
        text: "Online stores, marketplaces and order management that stay fast during seasonal peaks and connect cleanly to warehouses and payment providers.",
      },
      {
        key: "logistics",
        title: "Logistics and supply chain",
        text: "Tracking, warehouse and fleet systems that give dispatchers and customers the same up-to-date picture of every shipment.",
      },
      {
        key: "education",
        title: "Education",
        text: "Platforms for kindergartens, schools and universities, from enrolment and timetables to everyday communication with parents.",
      },
      {
        key: "fintech",
        title: "Fintech",
        text: "Digital wallets, scoring engines and lending platforms for teams that need to launch quickly without cutting corners on compliance.",
      },
      {
        key: "ofandprod",
        title: "Office and productivity",
        text: "Document management, workflow and collaboration tools that cut paperwork and make every approval traceable.",
      },
      {
        key: "government",
        title: "Government",
        text: "Public service platforms for ministries and agencies that carry national-scale traffic and keep citizens' data secure.",
      },
    ],
  },
  portfolio: {
    title: "Selected case studies",
    lead: "A preferential family-loan platform that handles 10 trillion soms of loans per year, a neighbourhood platform with 300,000 users, a preschool management system delivered by 10 developers in one month: see how we run large public projects.",
    link: "All case studies",
  },
  articles: {
    title: "Latest articles",
    lead: "Notes from our engineers, designers and project managers on architecture, quality, product work and the industries we serve.",
    link: "All articles",
  },
  cta: {
    title: "Have a project in mind?",
    text: "Tell us about the task, the deadline and the systems you already have. We will come back with questions, a first estimate and a proposal for the team.",
    button: "Get a quote",
  },
};

export default home;
