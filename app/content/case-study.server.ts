import { companyIn } from "./company.server.ts";
import type { RouterContextProvider } from "react-router";
import type { ViewOfKind } from "../../shared/content-model/kind.ts";
import { localizePath, LOCALES, type Language } from "../../shared/i18n/languages.ts";
import { caseStudies } from "../../content/model/index.ts";
import { screenArt } from "../components/art/art-paths.ts";
import { caseStudyArticle } from "../seo/structured-data/proof.ts";
import { withAppearance } from "../seo/meta.ts";
import { siteOrigin } from "../site/context.server.ts";
import { liveEntries, savedEntry, type PublicEntry } from "./entries.server.ts";
import { getContent } from "./page-content.server.ts";
import { testimonialsFor } from "./proof.server.ts";

type CaseEntry = PublicEntry<ViewOfKind<typeof caseStudies>>;

/**
 * What a case study's page draws (app/components/cases/CaseStudyArticle.tsx), for its
 * public page and for the inbox's preview of a saved version alike.
 */
export async function casePage(context: Readonly<RouterContextProvider>, entry: CaseEntry, lang: Language) {
  const item = entry.view;
  const { list, study } = getContent("casestudies", lang);
  const origin = siteOrigin(context);
  const url = origin + localizePath(`/casestudies/${entry.id}`, lang);
  // The gallery shows every screen at a size its words can be read at; the first one also
  // stands, smaller, beside the title (and on the cards).
  const gallery = item.gallery.map((shot) => shot.image).filter((image) => image !== null);
  const [screen] = gallery;
  const { quote: said } = item;
  const filed = await testimonialsFor(context, lang, { caseStudy: entry.id });
  // The same words filed as a testimonial name their person (and photo): the quote says it so.
  const same = filed.find((testimonial) => testimonial.words === said.words);
  const quote = said.words
    ? (same ?? {
        id: "quote",
        words: said.words,
        person: said.role,
        role: "",
        organisation: said.organisation,
        photo: said.photo,
      })
    : null;
  // The case's own quote is not repeated among the testimonials filed under it.
  const testimonials = filed.filter((testimonial) => testimonial.words !== quote?.words);
  const uploaded = screen?.src.startsWith("/media/") ? screen.raster : null;
  // The story ends with the next case in staff's order (the first after the last), so a
  // reader goes on reading rather than back to the list.
  const live = await liveEntries(context, caseStudies, lang);
  const after = live[(live.findIndex((other) => other.id === entry.id) + 1) % live.length];
  const next =
    after && after.id !== entry.id ? { id: after.id, title: after.view.title, client: after.view.client } : null;
  return {
    // Beside the title the screen is a preview of the gallery's first: described there, once.
    art: screen ? { ...screenArt(screen), alt: "" } : undefined,
    seo: withAppearance(
      { title: item.title, description: item.summary, ...(uploaded ? { image: origin + uploaded } : {}) },
      item.seo,
    ),
    item,
    quote,
    gallery,
    next,
    testimonials,
    study,
    cta: list.cta,
    structuredData: caseStudyArticle(
      {
        title: item.title,
        summary: item.summary,
        // An upload's raster copy, else the drawing itself: no raster is built of the drawn screens.
        image: uploaded ?? screen?.src ?? null,
        published: item.published,
        modified: entry.updatedAt,
      },
      url,
      origin,
      LOCALES[lang],
      await companyIn(context, lang),
    ),
  };
}

/** A case study as saved, whatever its state: the inbox's preview. */
export async function previewCase(context: Readonly<RouterContextProvider>, id: string, lang: Language) {
  const entry = await savedEntry(context, caseStudies, id, lang);
  return entry ? casePage(context, entry, lang) : undefined;
}

export type CasePageData = Awaited<ReturnType<typeof casePage>>;
