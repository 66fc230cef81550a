/**
 * Shapes of the page content still kept as one module per language (case studies and
 * people; every other page's words are declared kinds, content/model/). English is the
 * source of truth; tests check that no field is empty and no English is left in the
 * Russian or Uzbek modules.
 */

export type { Language } from "../shared/i18n/languages.ts";

type IndustrySlug = "ofandprod" | "education" | "banking" | "fintech" | "logistics" | "ecommerce";
export type CaseSlug = "familycredit" | "kindergarten" | "neighborhood";

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

export interface CaseStudyContent {
  slug: CaseSlug;
  meta: PageMeta;
  title: string;
  /** Sector and kind of client, e.g. "State bank · Consumer lending". */
  client: string;
  description: string;
  /** Large figures: users, volume, team, duration. */
  figures: Stat[];
  challenge: { title: string; paragraphs: string[] };
  process: { title: string; steps: Point[] };
  solution: { title: string; paragraphs: string[] };
  results: { title: string; items: string[] };
  /** Exactly four features. */
  features: { title: string; items: [Point, Point, Point, Point] };
  /** Only the family-loan case: its four-step flow. */
  flow?: { title: string; steps: [Point, Point, Point, Point] };
  industries: IndustrySlug[];
  team: { developers: number; durationLabel: string };
  /** What the client said, anonymised: the speaker is a role in a sector, never a name. */
  quote: { text: string; author: string };
  /** The accessible name of the case's product screens (CaseScreensCopy). */
  screenAlt: string;
}

interface CaseStudiesListContent {
  meta: PageMeta;
  title: string;
  lead: string;
  readMore: string;
  cta: CallToAction;
}

export interface PeopleContent {
  meta: PageMeta;
  title: string;
  lead: string;
  /** `portrait` names the leader's drawn portrait (tools/art/portraits.ts), the same in every language. */
  leadership: {
    title: string;
    lead: string;
    /** The portraits' alt text, "{name}" standing for the person's name. */
    portraitAlt: string;
    members: { portrait: string; name: string; position: string }[];
  };
  team: { title: string; lead: string; members: { name: string; position: string }[] };
  culture: { title: string; lead: string; values: Point[] };
  life: { title: string; items: Point[] };
  cta: CallToAction & { link: string };
}

/**
 * The words inside a case study's product screens, drawn at build (tools/art/case-screens.ts)
 * as one image per language; `CaseStudyContent.screenAlt` names the image.
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

export interface CaseStudiesModule {
  list: CaseStudiesListContent;
  cases: Record<CaseSlug, CaseStudyContent>;
  screens: CaseScreensCopy;
}
