import { resolve } from "node:path";
import { caseScreenPath, heroArtPath, portraitPath } from "../../app/components/art/art-paths.ts";
import casesEn from "../../content/pages/casestudies/en.ts";
import casesRu from "../../content/pages/casestudies/ru.ts";
import casesUz from "../../content/pages/casestudies/uz.ts";
import type { CaseScreensCopy } from "../../content/types.ts";
import { caseScreen } from "./case-screens.ts";
import { HERO_ARTS, heroArt } from "./hero-art.ts";
import { PORTRAITS, portrait } from "./portraits.ts";

/**
 * The site's drawn art, made from code and content (`npm run art`) and kept in public/ beside the
 * other images, at the paths the pages name (app/components/art/art-paths.ts). A unit test fails
 * when a file is stale.
 */
export const PUBLIC_DIR = resolve(import.meta.dirname, "../../public");

const SCREEN_COPY: Record<string, CaseScreensCopy> = { en: casesEn.screens, ru: casesRu.screens, uz: casesUz.screens };

/** Every drawing, by its URL path (which is also its path under PUBLIC_DIR). */
export function artFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [id, art] of Object.entries(HERO_ARTS)) files.set(heroArtPath(id), heroArt(art));
  for (const [lang, copy] of Object.entries(SCREEN_COPY)) {
    for (const slug of Object.keys(copy) as (keyof CaseScreensCopy)[]) {
      files.set(caseScreenPath(slug, lang), caseScreen(slug, copy[slug]));
    }
  }
  for (const [id, person] of Object.entries(PORTRAITS)) files.set(portraitPath(id), portrait(person));
  return files;
}
