import cyrillic from "@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url";
import latin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import uzbekMarks from "./fonts/uzbek-marks.woff2?url";
import type { Language } from "../../shared/i18n/languages.ts";

/**
 * The font files a page needs first, preloaded so text never reflows late: Latin
 * everywhere, Cyrillic for Russian, and for Uzbek the small font of its ʻ and ʼ
 * (fonts.css), whose late arrival would re-wrap every line that has one. Latin
 * Extended loads on demand through unicode-range.
 */
export function fontPreloads(lang: Language): string[] {
  if (lang === "ru") return [latin, cyrillic];
  if (lang === "uz") return [latin, uzbekMarks];
  return [latin];
}
