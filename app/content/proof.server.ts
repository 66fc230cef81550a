import type { RouterContextProvider } from "react-router";
import type { ViewOfKind } from "../../shared/content-model/kind.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { caseStudies, clients, testimonials } from "../../content/model/index.ts";
import { SECTORS, SERVICES } from "../../content/model/sectors.ts";
import type { ChoiceOption } from "../../shared/content-model/fields.ts";
import type { CaseCardItem } from "../site/case-card-item.ts";
import type { ClientItem } from "../components/proof/ClientLogos.tsx";
import type { TestimonialItem } from "../components/proof/Testimonials.tsx";
import type { FeaturedCase } from "../site/use-site.ts";
import { catalogues } from "../i18n/catalogues/index.server.ts";
import type { PageProof } from "../components/proof/ProofSections.tsx";
import { clientList, testimonialReviews } from "../seo/structured-data/proof.ts";
import { siteOrigin } from "../site/context.server.ts";
import { liveEntries, type PublicEntry } from "./entries.server.ts";
import { typesetText } from "../../server/content/typography.ts";

/**
 * The proof a page shows, read from the published entries (issue 26): case studies as
 * cards, clients' logos and testimonials, filtered to a sector's or a service's page. Only
 * what the cards and quotes draw travels in the page's data.
 */
export interface ProofFilter {
  /** An industry page's slug: entries filed under that sector. */
  sector?: string;
  /** A service page's slug. */
  service?: string;
  /** A case study's id: the testimonials that belong to it. */
  caseStudy?: string;
  /** Figures the page already shows (its own statistics): a card shows another of its case's. */
  shownFigures?: readonly string[];
}

type CaseEntry = PublicEntry<ViewOfKind<typeof caseStudies>>;

/** What a case card draws of a case study, with the figure chosen for it. */
function toCaseCard({ id, view }: CaseEntry, figure: CaseCardItem["figure"]): CaseCardItem {
  return {
    id,
    client: view.client,
    title: view.title,
    summary: view.summary,
    figure,
    screen: view.gallery[0]?.image ?? null,
  };
}

/**
 * Each case's result figure for its card: its first one whose value the page does not show
 * yet (the page's own statistics, an earlier card's figure), so no figure is said twice on a
 * page (issue 29); a case whose every figure is taken shows none.
 */
export function chooseFigures<F extends { value: string }>(
  figuresOfCases: readonly (readonly F[])[],
  shown: readonly string[] = [],
): (F | undefined)[] {
  const taken = new Set(shown.map(figureKey));
  return figuresOfCases.map((figures) => {
    const figure = figures.find((candidate) => !taken.has(figureKey(candidate.value)));
    if (figure) taken.add(figureKey(figure.value));
    return figure;
  });
}

const figureKey = (value: string) => value.replace(/\s+/g, " ").trim().toLowerCase();

/** Published case studies as cards, in staff's order: all, or those of a sector or a service. */
export async function caseCards(
  context: Readonly<RouterContextProvider>,
  lang: Language,
  filter: ProofFilter = {},
): Promise<CaseCardItem[]> {
  const entries = (await liveEntries(context, caseStudies, lang)).filter(({ view }) => matches(view, filter));
  const figures = chooseFigures(
    entries.map(({ view }) => view.figures),
    filter.shownFigures,
  );
  return entries.map((entry, index) => toCaseCard(entry, figures[index]));
}

/** A filter of the case list: a sector's or a service's slug and its name in the page's language. */
export interface CaseFacet {
  value: string;
  label: string;
}

/**
 * The industries and services the published case studies are filed under, in the order of
 * content/model/sectors.ts: the case list's filters offer only what leads somewhere.
 */
export async function caseFacets(
  context: Readonly<RouterContextProvider>,
  lang: Language,
): Promise<{ industries: CaseFacet[]; services: CaseFacet[] }> {
  const entries = await liveEntries(context, caseStudies, lang);
  const used = (options: readonly ChoiceOption[], field: "sectors" | "services") =>
    options
      .filter((option) => entries.some(({ view }) => view[field].includes(option.value)))
      // Set as the page's own words are: "Банки и финансы" keeps its short word with the next.
      .map((option) => ({ value: option.value, label: typesetText(option.label[lang], lang) }));
  return { industries: used(SECTORS, "sectors"), services: used(SERVICES, "services") };
}

/**
 * The case study the header's menus feature: the first published one in the order staff
 * arranged the case studies (the portfolio's lead), with its first figure and screen.
 */
export async function featuredCase(
  context: Readonly<RouterContextProvider>,
  lang: Language,
): Promise<FeaturedCase | null> {
  const [first] = await liveEntries(context, caseStudies, lang);
  if (!first) return null;
  // Only what the menu draws: every page carries it.
  const { id, title, figure, screen } = toCaseCard(first, first.view.figures[0]);
  return { id, title, figure, screen };
}

/** Published testimonials for a page: all (home), or a sector's, a service's or a case study's. */
export async function testimonialsFor(
  context: Readonly<RouterContextProvider>,
  lang: Language,
  filter: ProofFilter = {},
): Promise<TestimonialItem[]> {
  return (await liveEntries(context, testimonials, lang))
    .filter(({ view }) => matches(view, filter) && (!filter.caseStudy || view.caseStudy === filter.caseStudy))
    .map(({ id, view }) => ({
      id,
      words: view.words,
      person: view.person,
      role: view.role,
      organisation: view.organisation,
      photo: view.photo,
    }));
}

/** Published clients for a page: all, or a sector's. */
export async function clientLogos(
  context: Readonly<RouterContextProvider>,
  lang: Language,
  filter: Pick<ProofFilter, "sector"> = {},
): Promise<ClientItem[]> {
  return (await liveEntries(context, clients, lang))
    .filter(({ view }) => !filter.sector || view.sector === filter.sector)
    .map(({ id, view }) => ({ id, name: view.name, logo: view.logo, link: view.link || null }));
}

/** Everything a sector's or a service's page shows as proof: its case cards, clients' words and logos. */
export async function proofFor(
  context: Readonly<RouterContextProvider>,
  lang: Language,
  filter: ProofFilter,
): Promise<PageProof> {
  const [cases, testimonials, clients] = await Promise.all([
    caseCards(context, lang, filter),
    testimonialsFor(context, lang, filter),
    filter.sector ? clientLogos(context, lang, { sector: filter.sector }) : Promise.resolve([]),
  ]);
  return { cases, testimonials, clients };
}

/** How many case cards the home page's portfolio shows, and how many clients' words. */
const HOME_CASES = 6;
const HOME_TESTIMONIALS = 3;

/**
 * The home page's proof: the portfolio's first case studies, the first testimonials and
 * every client, with what they add to the page's structured data (the reviews go into
 * the company's Organization; the clients stand beside it).
 */
export async function homeProof(
  context: Readonly<RouterContextProvider>,
  lang: Language,
  shownFigures: readonly string[],
) {
  const [cases, quotes, logos] = await Promise.all([
    caseCards(context, lang, { shownFigures }),
    testimonialsFor(context, lang),
    clientLogos(context, lang),
  ]);
  const shownQuotes = quotes.slice(0, HOME_TESTIMONIALS);
  const origin = siteOrigin(context);
  return {
    cases: cases.slice(0, HOME_CASES),
    testimonials: shownQuotes,
    clients: logos,
    structuredData: {
      review: testimonialReviews(shownQuotes),
      beside: logos.length
        ? [
            clientList(
              catalogues[lang].proof.clients,
              origin,
              // The whole logo, never the link-preview crop that may cut it.
              logos.map((logo) => ({ name: logo.name, logo: logo.logo?.src ?? null, link: logo.link })),
            ),
          ]
        : [],
    },
  };
}

function matches(view: { sectors: string[]; services: string[] }, filter: ProofFilter): boolean {
  return (
    (!filter.sector || view.sectors.includes(filter.sector)) &&
    (!filter.service || view.services.includes(filter.service))
  );
}

/** The proof staff chose for a campaign page: published case studies and testimonials, in the order chosen. */
export async function chosenProof(
  context: Readonly<RouterContextProvider>,
  lang: Language,
  chosen: { cases: readonly string[]; testimonials: readonly string[]; shownFigures: readonly string[] },
): Promise<PageProof> {
  const inOrder = <T extends { id: string }>(items: T[], ids: readonly string[]) =>
    ids.flatMap((id) => items.filter((item) => item.id === id));
  const [cases, said] = await Promise.all([
    caseCards(context, lang, { shownFigures: chosen.shownFigures }),
    testimonialsFor(context, lang),
  ]);
  return { cases: inOrder(cases, chosen.cases), testimonials: inOrder(said, chosen.testimonials), clients: [] };
}
