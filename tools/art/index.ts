import { resolve } from "node:path";
import { caseScreenPath, heroArtPath } from "../../app/components/art/art-paths.ts";
import screensEn from "../../content/art/screens/en.ts";
import screensRu from "../../content/art/screens/ru.ts";
import screensUz from "../../content/art/screens/uz.ts";
import type { CaseScreensCopy } from "../../content/types.ts";
import { caseScreen } from "./case-screens.ts";
import { HERO_ARTS, heroArt } from "./hero-art.ts";

/**
 * The site's drawn art, made from code and content (`npm run art`) and kept in public/ beside the
 * other images (people's drawn portraits are drawn by the server: server/content/portraits.ts), at the paths the pages name (app/components/art/art-paths.ts). A unit test fails
 * when a file is stale.
 */
export const PUBLIC_DIR = resolve(import.meta.dirname, "../../public");

const SCREEN_COPY: Record<string, CaseScreensCopy> = { en: screensEn, ru: screensRu, uz: screensUz };

/** Every drawing, by its URL path (which is also its path under PUBLIC_DIR). */
export function artFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [id, art] of Object.entries(HERO_ARTS)) files.set(heroArtPath(id), heroArt(art));
  for (const [lang, copy] of Object.entries(SCREEN_COPY)) {
    for (const slug of Object.keys(copy) as (keyof CaseScreensCopy)[]) {
      files.set(caseScreenPath(slug, lang), caseScreen(slug, copy[slug]));
    }
  }
  return files;
}
