import cyrillic from "@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url";
import latin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import type { Language } from "../i18n/languages.ts";

/**
 * The font files a page needs first, preloaded so text never reflows late: Latin
 * everywhere (Uzbek's ʻ and ʼ are in it), Cyrillic for Russian. Latin Extended
 * loads on demand through unicode-range.
 */
export function fontPreloads(lang: Language): string[] {
  return lang === "ru" ? [latin, cyrillic] : [latin];
}
