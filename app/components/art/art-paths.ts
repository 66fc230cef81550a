/**
 * Where the site's drawn art is served: files drawn from code and content by `npm run art`
 * (tools/art/) into public/images/art, named by stable paths so no page's script carries a
 * table of hashed file names. The drawing tools write to these same paths.
 */
export const ART_PATH = "/images/art";

/** An inner page's heading art, by the page's id (app/routing/route-table.ts): "services/webdev". */
export const heroArtPath = (pageId: string) => `${ART_PATH}/heroes/${pageId.replaceAll("/", "-")}.svg`;

/** A case study's product screens with their words in one language. */
export const caseScreenPath = (slug: string, lang: string) => `${ART_PATH}/screens/${slug}.${lang}.svg`;

/** A leader's illustrated portrait. */
export const portraitPath = (id: string) => `${ART_PATH}/portraits/${id}.svg`;

/** The drawings' own sizes (their viewBox), which the pages give as width and height. */
export const ART_SIZES = {
  hero: { width: 480, height: 400 },
  screen: { width: 720, height: 440 },
  portrait: { width: 176, height: 176 },
} as const;
