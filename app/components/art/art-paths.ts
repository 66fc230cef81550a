/**
 * Where the site's drawn art is served: files drawn from code and content by `npm run art`
 * (tools/art/) into public/images/art, named by stable paths so no page's script carries a
 * table of hashed file names. The drawing tools write to these same paths.
 */
export const ART_PATH = "/images/art";

/** An inner page's heading art, by the page's id (app/routing/route-table.ts): "services/webdev". */
export const heroArtPath = (pageId: string) => `${ART_PATH}/heroes/${pageId.replaceAll("/", "-")}.svg`;

/** A case study's product screens with their words in one language: its cover beside the title. */
export const caseScreenPath = (slug: string, lang: string) => `${ART_PATH}/screens/${slug}.${lang}.svg`;

/** One of a case study's gallery screens ("queue" of "familycredit") in one language. */
export const caseViewPath = (slug: string, view: string, lang: string) =>
  `${ART_PATH}/screens/${slug}-${view}.${lang}.svg`;

/**
 * A client's logo that the site starts with, for the "Our clients" band: one file for every
 * language, since a logo is the client's own mark and reads the same on each language's page.
 */
export const clientLogoPath = (clientId: string) => `${ART_PATH}/clients/${clientId}.svg`;

/** The drawings' own sizes (their viewBox), which the pages give as width and height. */
export const ART_SIZES = {
  hero: { width: 480, height: 400 },
  screen: { width: 720, height: 440 },
  view: { width: 960, height: 600 },
  // One box for every logo, so the band lines them up at one height (app/styles/proof.css).
  logo: { width: 200, height: 60 },
} as const;

/**
 * The art of an inner page's heading band (PageHero): the page's own ornament (decorative,
 * beside the heading from 64rem up, lazy, so a phone never fetches it) or the product a case
 * study built (named, at every width). Built by the pages' loaders, so no page's script carries
 * these paths: the art costs the pages no JavaScript.
 */
export interface HeroArt {
  kind: "ornament" | "screen";
  src: string;
  alt: string;
  width: number;
  height: number;
  /** An uploaded screen's modern formats (PublicImage's), for a <picture>. */
  sources?: { type: string; srcSet: string }[];
}

/** A page's own ornament, by its id in the route table: `ornament("services/webdev")`. */
export const ornament = (pageId: string): HeroArt => ({
  kind: "ornament",
  src: heroArtPath(pageId),
  alt: "",
  ...ART_SIZES.hero,
});

/** A case study's first screen in the page's language (a drawing of caseScreenPath, or an upload). */
export const screenArt = (image: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
}): HeroArt => ({
  kind: "screen",
  src: image.src,
  alt: image.alt,
  width: image.width,
  height: image.height,
  ...(image.sources.length ? { sources: image.sources } : {}),
});
