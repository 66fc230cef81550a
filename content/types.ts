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
  /** The list's filters: links by industry and by service (`?industry=`, `?service=`). */
  filter: {
    industries: string;
    services: string;
    allIndustries: string;
    allServices: string;
    /** When no published case matches both filters. */
    none: string;
    showAll: string;
  };
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
 * (tools/art/) as images per language: `cover` stands beside the case's title and on its
 * cards, `views` are the gallery's screens. A date is written as an ISO day ("2026-11-12") and
 * drawn in the language's convention; everything else is drawn as written.
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
    views: FamilyCreditViews;
  };
  kindergarten: {
    product: string;
    tiles: [Point, Point, Point];
    chartTitle: string;
    listTitle: string;
    /** The register's children, first name and surname. */
    children: [string, string, string, string, string];
    present: string;
    absent: string;
    phoneTitle: string;
    day: [Point, Point, Point];
    message: string;
    views: KindergartenViews;
  };
  neighborhood: {
    product: string;
    requestsTitle: string;
    requests: [Point, Point, Point, Point];
    /** Where each request was made, in the order of `requests`. */
    places: [string, string, string, string];
    phoneTitle: string;
    categories: [string, string, string, string];
    describe: string;
    /** What the resident is typing. */
    description: string;
    photo: string;
    send: string;
    views: NeighborhoodViews;
  };
}

/** A signed-in member of staff in a screen's title bar. */
interface ScreenUser {
  name: string;
  role: string;
}

/** A desktop screen's frame: the product, its tabs (the first one open) and who is signed in. */
interface DesktopFrame {
  product: string;
  tabs: [string, string, string, string];
  user: ScreenUser;
}

/** A calendar day, "2026-11-12", drawn in the language's convention (app/i18n/format.ts). */
type IsoDay = string;

export interface FamilyCreditViews {
  queue: DesktopFrame & {
    title: string;
    subtitle: string;
    filters: [string, string, string, string];
    columns: [string, string, string, string, string, string];
    rows: { number: string; name: string; business: string; amount: string; submitted: IsoDay; status: number }[];
    /** Status labels: new, scoring, evaluation, agreement, returned. */
    statuses: [string, string, string, string, string];
    open: string;
  };
  form: {
    step: string;
    business: { title: string; fields: [Point, Point, Point, Point]; next: string };
    documents: { title: string; items: [Point, Point, Point, Point]; upload: string; send: string };
    status: {
      title: string;
      number: string;
      steps: [string, string, string, string];
      /** When the first two steps were done. */
      dates: [IsoDay, IsoDay];
      /** Who has the application now, and what comes after. */
      current: string;
      next: string;
      sms: string;
    };
  };
  agreement: DesktopFrame & {
    title: string;
    state: string;
    decision: {
      title: string;
      score: string;
      verdict: string;
      by: string;
      on: IsoDay;
      checks: [string, string, string];
    };
    terms: { title: string; rows: [Point, Point, Point, Point, Point, Point] };
    signatures: { title: string; applicant: string; bank: string; signedOn: IsoDay; waiting: string };
    sign: string;
    download: string;
  };
}

export interface KindergartenViews {
  enrolment: DesktopFrame & {
    title: string;
    subtitle: string;
    columns: [string, string, string, string, string, string];
    rows: { name: string; born: IsoDay; applied: IsoDay; group: string; documents: string; status: number }[];
    /** Status labels: enrolled, place offered, document check, on the waiting list. */
    statuses: [string, string, string, string];
  };
  attendance: DesktopFrame & {
    title: string;
    day: IsoDay;
    tiles: [Point, Point, Point];
    children: { name: string; arrived: string; status: number }[];
    /** Status labels: present, absent, ill. */
    statuses: [string, string, string];
    menu: { title: string; meals: [Point, Point, Point] };
    note: Point;
    save: string;
  };
  parents: {
    today: { title: string; child: string; day: IsoDay; items: [Point, Point, Point, Point] };
    payments: {
      title: string;
      due: Point;
      /** "Pay by", before the day. */
      dueBy: string;
      dueOn: IsoDay;
      pay: [string, string];
      history: string;
      paid: { month: string; amount: string; on: IsoDay }[];
    };
    messages: {
      title: string;
      teacher: string;
      chat: { from: "parent" | "teacher"; text: string; time: string }[];
      write: string;
    };
  };
}

export interface NeighborhoodViews {
  requests: DesktopFrame & {
    title: string;
    subtitle: string;
    filters: [string, string, string, string];
    columns: [string, string, string, string, string, string];
    rows: { number: string; subject: string; address: string; received: IsoDay; assignee: string; status: number }[];
    /** Status labels: new, in progress, resolved, overdue. */
    statuses: [string, string, string, string];
  };
  timeline: {
    request: { title: string; category: string; text: string; place: string; photo: string; send: string };
    history: { title: string; number: string; events: { title: string; text: string; time: string }[]; day: IsoDay };
    rating: { title: string; sms: string; question: string; comment: string; thanks: string };
  };
  dashboard: DesktopFrame & {
    title: string;
    month: IsoDay;
    tiles: [Point, Point, Point, Point];
    byMahalla: { title: string; rows: { name: string; value: number }[] };
    byCategory: { title: string; rows: Point[] };
  };
}

/**
 * The case list's words, and the headings every case study's page shares; the case studies
 * themselves are entries of their kind (content/model/case-studies.ts).
 */
export interface CaseStudiesModule {
  list: CaseStudiesListContent;
  study: {
    challenge: string;
    process: string;
    solution: string;
    results: string;
    features: string;
    gallery: string;
    /** Under each screen of the gallery on a phone: the link that shows it full size. */
    openScreen: string;
    /** On a phone, after the first paragraph of the challenge and of the solution: shows the rest. */
    readOn: string;
  };
}
