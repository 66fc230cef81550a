/**
 * Shapes of the site's page content. English is the source of truth; every
 * language module is checked against these types, and tests check that no
 * field is empty and no English is left in the Russian or Uzbek modules.
 */

export type { Language } from "../shared/i18n/languages.ts";

export type ServiceSlug = "spe" | "frontapps" | "mobileapps" | "webdev";
export type IndustrySlug = "ofandprod" | "education" | "banking" | "fintech" | "logistics" | "ecommerce";
type CaseSlug = "familycredit" | "kindergarten" | "neighborhood";
type TechArea = "frontend" | "backend" | "mobile" | "data" | "cloud" | "qa";

/** A titled paragraph: an offering, a process step, a challenge, a value. */
export interface Point {
  title: string;
  text: string;
}

/** A figure set large: "20+" over "years of experience". */
export interface Stat {
  value: string;
  label: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** A closing call to action; its button opens the quote dialog. */
export interface CallToAction {
  title: string;
  text: string;
  button: string;
}

/** Every page carries its own search snippet. */
interface PageMeta {
  /** Short page title used in <title> before the company tagline, and as a breadcrumb. */
  title: string;
  /** 140–160 characters, unique per page and language. */
  description: string;
}

export interface HomeContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; primaryCta: string; secondaryCta: string };
  services: { title: string; lead: string; items: { slug: ServiceSlug | "custom"; title: string; text: string }[] };
  about: { title: string; paragraphs: string[]; link: string };
  achievements: { title: string; lead: string; items: Stat[] };
  /** The eight industries of the specification, in this order: banking, healthcare, ecommerce, logistics, education, fintech, ofandprod, government. */
  industries: {
    title: string;
    lead: string;
    items: { key: IndustrySlug | "healthcare" | "government"; title: string; text: string }[];
  };
  portfolio: { title: string; lead: string; link: string };
  articles: { title: string; lead: string; link: string };
  cta: CallToAction;
}

interface ServicesOverviewContent {
  meta: PageMeta;
  title: string;
  lead: string;
  /** Five services: custom software first, then the four service pages. */
  items: { slug: ServiceSlug | "custom"; title: string; text: string; points: string[] }[];
  approach: { title: string; lead: string; steps: Point[] };
  engagement: { title: string; models: Point[] };
  cta: CallToAction;
}

interface ServiceContent {
  slug: ServiceSlug;
  meta: PageMeta;
  title: string;
  lead: string;
  /** What is offered: 4–6 items. */
  offerings: { title: string; lead: string; items: Point[] };
  /** How the work is done: 4–6 steps. */
  process: { title: string; lead: string; steps: Point[] };
  technologies: { title: string; groups: { name: string; items: string[] }[] };
  deliverables: { title: string; items: string[] };
  faq: { title: string; items: Faq[] };
  cta: CallToAction;
}

interface IndustryContent {
  slug: IndustrySlug;
  meta: PageMeta;
  title: string;
  lead: string;
  challenges: { title: string; items: Point[] };
  solutions: { title: string; items: Point[] };
  /** Why the company: short proof points. */
  proof: { title: string; items: Stat[] };
  relatedCases: CaseSlug[];
  cta: CallToAction;
}

interface CaseStudiesListContent {
  meta: PageMeta;
  title: string;
  lead: string;
  readMore: string;
  cta: CallToAction;
}

export interface AboutContent {
  meta: PageMeta;
  title: string;
  lead: string;
  story: { title: string; paragraphs: string[] };
  timeline: { title: string; items: { year: string; title: string; text: string }[] };
  stats: { title: string; items: Stat[] };
  office: { title: string; text: string; addressLabel: string; hoursLabel: string; hours: string; mapAlt: string };
  offices: { title: string; items: { city: string; country: string; text: string }[] };
  quality: { title: string; paragraphs: string[] };
  portfolio: { title: string; text: string; button: string; fileLabel: string };
  cta: CallToAction;
}

export interface PeopleContent {
  meta: PageMeta;
  title: string;
  lead: string;
  /** The people themselves are entries of their kind (content/model/people.ts). */
  leadership: {
    title: string;
    lead: string;
    /** A drawn portrait's alt text, "{name}" standing for the person's name. */
    portraitAlt: string;
    /** A photo's alt text, "{name}" standing for the person's name. */
    photoAlt: string;
  };
  team: { title: string; lead: string };
  culture: { title: string; lead: string; values: Point[] };
  life: { title: string; items: Point[] };
  cta: CallToAction & { link: string };
}

export interface TechnologiesContent {
  meta: PageMeta;
  title: string;
  lead: string;
  areas: { key: TechArea; title: string; text: string; items: { name: string; use: string }[] }[];
  /** On a phone, the toggle that opens an area's table of what each technology is for. */
  usesToggle: string;
  principles: { title: string; items: Point[] };
  cta: CallToAction;
}

export interface PolicySection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface PrivacyPolicyContent {
  meta: PageMeta;
  title: string;
  effectiveLabel: string;
  updatedLabel: string;
  /** The nine sections of the specification, in its order. */
  sections: PolicySection[];
}

export interface CookiePolicyContent {
  meta: PageMeta;
  title: string;
  updatedLabel: string;
  sections: PolicySection[];
  /** The cookies set, as a table. */
  table: { caption: string; headers: [string, string, string, string]; rows: [string, string, string, string][] };
}

/** What each language module under content/pages/ exports by default. */
export interface ServicesModule {
  overview: ServicesOverviewContent;
  pages: Record<ServiceSlug, ServiceContent>;
}
export interface IndustriesModule {
  pages: Record<IndustrySlug, IndustryContent>;
}
/**
 * The words inside a case study's product screens (content/art/screens/), drawn at build
 * (tools/art/case-screens.ts) as one image per language; the case's gallery names the image.
 */
export interface CaseScreensCopy {
  familycredit: {
    product: string;
    application: string;
    fields: [Point, Point, Point];
    steps: [string, string, string, string];
    score: string;
    checks: [string, string, string];
    approve: string;
    sendBack: string;
    phoneTitle: string;
    inProgress: string;
    notice: string;
  };
  kindergarten: {
    product: string;
    tiles: [Point, Point, Point];
    chartTitle: string;
    listTitle: string;
    present: string;
    absent: string;
    phoneTitle: string;
    day: [Point, Point, Point];
    message: string;
  };
  neighborhood: {
    product: string;
    requestsTitle: string;
    requests: [Point, Point, Point, Point];
    phoneTitle: string;
    categories: [string, string, string, string];
    describe: string;
    photo: string;
    send: string;
  };
}

/**
 * The case list's words, and the headings every case study's page shares; the case studies
 * themselves are entries of their kind (content/model/case-studies.ts).
 */
export interface CaseStudiesModule {
  list: CaseStudiesListContent;
  study: { challenge: string; process: string; solution: string; results: string; features: string; gallery: string };
}
export interface PoliciesModule {
  privacy: PrivacyPolicyContent;
  cookies: CookiePolicyContent;
}

/** The careers page and its application form: every word of the page in one module per language. */
export interface CareersContent {
  meta: PageMeta;
  title: string;
  lead: string;
  /** Why join: 4–6 benefits. */
  benefits: { title: string; items: Point[] };
  /** Exactly seven steps, in the specification's order: application review, initial screening, technical assessment, in-depth interview, team collaboration, final decision, onboarding. */
  process: { title: string; lead: string; steps: [Point, Point, Point, Point, Point, Point, Point] };
  openings: {
    title: string;
    lead: string;
    filtersTitle: string;
    /** The phone's button that shows the filters, and what its count of chosen filters says to a screen reader. */
    filtersButton: string;
    filtersChosen: string;
    location: string;
    department: string;
    jobType: string;
    workplace: string;
    all: string;
    apply: string;
    reset: string;
    empty: { title: string; text: string };
    posted: string;
  };
  job: {
    backToList: string;
    responsibilities: string;
    requirements: string;
    offer: string;
    closed: { title: string; text: string };
    validThrough: string;
    applyTitle: string;
    applyText: string;
    share: string;
  };
  form: {
    /** The name of the form as a whole (its fieldset's legend, read by screen readers). */
    legend: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    message: string;
    messageHint: string;
    cv: string;
    position: string;
    generalApplication: string;
    submit: string;
    sending: string;
  };
}

/** The accessibility statement, linked from the footer. */
export interface AccessibilityContent {
  meta: PageMeta;
  title: string;
  lead: string;
  updatedLabel: string;
  sections: PolicySection[];
}
