import cyrillic from "@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url";
import latin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import uzbekMarks from "./fonts/uzbek-marks.woff2?url";
import type { Language } from "../../shared/i18n/languages.ts";

/** Font files a page may need beyond its language's own, and the letters that call for them (fonts.css). */
const BORROWABLE = {
  cyrillic: /[\u0400-\u045f\u0490\u0491\u04b0\u04b1]/,
  uzbekMarks: /[\u02bb\u02bc]/,
} as const;

export type BorrowedFont = keyof typeof BORROWABLE;

/**
 * The font files a text borrows, for a page whose content is not all in its language's
 * script: a post about Uzbek Cyrillic quotes ў and oʻ in an English page.
 */
export function borrowedFonts(text: string): BorrowedFont[] {
  return (Object.keys(BORROWABLE) as BorrowedFont[]).filter((font) => BORROWABLE[font].test(text));
}

/**
 * The font files a page needs first, preloaded so text never reflows late: Latin
 * everywhere, Cyrillic for Russian, and for Uzbek the small font of its ʻ and ʼ
 * (fonts.css), whose late arrival would re-wrap every line that has one; plus what
 * the page's text borrows. Latin Extended loads on demand through unicode-range.
 */
export function fontPreloads(lang: Language, borrowed: readonly BorrowedFont[] = []): string[] {
  const files = [latin];
  if (lang === "ru" || borrowed.includes("cyrillic")) files.push(cyrillic);
  if (lang === "uz" || borrowed.includes("uzbekMarks")) files.push(uzbekMarks);
  return files;
}
