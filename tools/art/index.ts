import { resolve } from "node:path";
import { caseScreenPath, caseViewPath, clientLogoPath, heroArtPath } from "../../app/components/art/art-paths.ts";
import screensEn from "../../content/art/screens/en.ts";
import screensRu from "../../content/art/screens/ru.ts";
import screensUz from "../../content/art/screens/uz.ts";
import type { CaseScreensCopy } from "../../content/types.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { caseScreen } from "./case-screens.ts";
import { CASE_VIEWS } from "./case-views.ts";
import { clientLogos } from "./client-logos.ts";
import { HERO_ARTS, heroArt } from "./hero-art.ts";
import { VIEW } from "./screen-kit.ts";
import { drawnCharacters, fontFaces, withFont } from "./screen-font.ts";
import { svgDocument } from "./svg.ts";

/**
 * The site's drawn art, made from code and content (`npm run art`) and kept in public/ beside the
 * other images (people's drawn portraits are drawn by the server: server/content/portraits.ts), at the paths the pages name (app/components/art/art-paths.ts). A unit test fails
 * when a file is stale.
 */
export const PUBLIC_DIR = resolve(import.meta.dirname, "../../public");

export const SCREEN_COPY: Record<Language, CaseScreensCopy> = { en: screensEn, ru: screensRu, uz: screensUz };

type Slug = keyof CaseScreensCopy;

/** A case's gallery views in one language, by path, before their font goes in. */
function caseViews(slug: Slug, lang: Language, copy: CaseScreensCopy[Slug]): [string, string][] {
  const views = CASE_VIEWS[slug] as Record<string, (copy: unknown, lang: Language) => string>;
  const words = copy.views as unknown as Record<string, unknown>;
  return Object.entries(views).map(([view, draw]) => [
    caseViewPath(slug, view, lang),
    svgDocument(VIEW.width, VIEW.height, draw(words[view], lang), true),
  ]);
}

/** Every drawing, by its URL path (which is also its path under PUBLIC_DIR). */
export async function artFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [id, art] of Object.entries(HERO_ARTS)) files.set(heroArtPath(id), heroArt(art));
  for (const [lang, copy] of Object.entries(SCREEN_COPY) as [Language, CaseScreensCopy][]) {
    const screens: [string, string][] = [];
    for (const slug of Object.keys(copy) as Slug[]) {
      screens.push([caseScreenPath(slug, lang), caseScreen(slug, copy[slug])], ...caseViews(slug, lang, copy[slug]));
    }
    // One cut of the font per language, holding every character its screens draw.
    const faces = await fontFaces(drawnCharacters(screens.map(([, svg]) => svg)));
    for (const [path, svg] of screens) files.set(path, withFont(svg, faces));
  }
  // A logo carries the few letters of its own words.
  for (const [id, svg] of await clientLogos()) {
    files.set(clientLogoPath(id), withFont(svg, await fontFaces(drawnCharacters([svg]))));
  }
  return files;
}
