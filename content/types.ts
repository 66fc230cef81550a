/**
 * Shapes of the page content still kept as one module per language (case studies and
 * people; every other page's words are declared kinds, content/model/). English is the
 * source of truth; tests check that no field is empty and no English is left in the
 * Russian or Uzbek modules.
 */

export type { Language } from "../shared/i18n/languages.ts";

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
