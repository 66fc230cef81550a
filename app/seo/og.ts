import type { Language } from "../../shared/i18n/languages.ts";

/**
 * Social preview images, one per page type and language, made at build time by
 * tools/og-images.ts with the type's title in that language.
 */
export const OG_TYPES = [
  "home",
  "services",
  "technologies",
  "industries",
  "casestudies",
  "aboutus",
  "people",
  "careers",
  "blog",
  "policies",
] as const;
export type OgType = (typeof OG_TYPES)[number];
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The preview a page uses, from its page id (app/site/pages.ts). */
export function ogTypeOf(pageId: string): OgType {
  const [section] = pageId.split("/");
  if (section === "services") return "services";
  if (section === "industry") return "industries";
  if (section === "casestudies") return "casestudies";
  if (section === "careers") return "careers";
  if (section === "blog") return "blog";
  if (pageId === "privacy-policy" || pageId === "cookie-policy" || pageId === "accessibility") return "policies";
  if ((OG_TYPES as readonly string[]).includes(pageId)) return pageId as OgType;
  return "home";
}

export function ogImagePath(type: OgType, lang: Language): string {
  return `/og/${type}-${lang}.png`;
}
