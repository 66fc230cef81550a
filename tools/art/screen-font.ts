import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";

/**
 * The site's typeface inside the drawn product screens (decision 059). An SVG shown through
 * <img> cannot fetch the page's web fonts, so each drawing carries Manrope itself: the same
 * variable font files the pages use (app/styles/fonts.css), cut down to the characters that
 * one language's drawings use, as WOFF2 data in an @font-face. Without it a reader's system
 * font drew the screens, wider or narrower than the layout was made for.
 */
const root = resolve(import.meta.dirname, "../..");
const MANROPE = join(root, "node_modules/@fontsource-variable/manrope/files");

/** The faces, in app/styles/fonts.css's order and with its ranges: the later face wins a character. */
const FACES = [
  {
    file: join(MANROPE, "manrope-latin-wght-normal.woff2"),
    range:
      "U+0000-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    subset: true,
  },
  {
    file: join(MANROPE, "manrope-latin-ext-wght-normal.woff2"),
    range:
      "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1E00-1E9F, U+1EF2-1EFF, U+20A0-20AB, U+20AD-20C0",
    subset: true,
  },
  {
    file: join(MANROPE, "manrope-cyrillic-wght-normal.woff2"),
    range: "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116",
    subset: true,
  },
  // Uzbek's ʻ and ʼ, which Manrope lacks (tools/uzbek-marks-font.ts): already two glyphs.
  { file: join(root, "app/styles/fonts/uzbek-marks.woff2"), range: "U+02BB-02BC", subset: false },
] as const;

/** The span of the variable font's weight axis: the drawings use 600 to 800. */
const WEIGHTS = { min: 200, max: 800 };

/** Whether a character falls in a face's unicode-range. */
function inRange(range: string, character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return range.split(",").some((part) => {
    const [from = "", to = from] = part.trim().slice(2).split("-");
    return code >= parseInt(from, 16) && code <= parseInt(to, 16);
  });
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** Every character drawn as text in these drawings. */
export function drawnCharacters(svgs: readonly string[]): string {
  const characters = new Set<string>();
  for (const svg of svgs) {
    for (const [, words = ""] of svg.matchAll(/>([^<>]+)</g))
      for (const character of unescapeXml(words)) characters.add(character);
  }
  return [...characters].toSorted().join("");
}

/**
 * The @font-face rules that draw `characters` in Manrope: a face only when one of the
 * characters is in its range, each cut down to those characters.
 */
export async function fontFaces(characters: string): Promise<string> {
  const rules: string[] = [];
  for (const face of FACES) {
    const own = [...characters].filter((character) => inRange(face.range, character)).join("");
    if (!own.trim()) continue;
    const source = await readFile(face.file);
    const font = face.subset ? await subsetFont(source, own, { targetFormat: "woff2" }) : source;
    rules.push(
      `@font-face{font-family:Manrope;font-weight:${WEIGHTS.min} ${WEIGHTS.max};unicode-range:${face.range.replaceAll(" ", "")};src:url(data:font/woff2;base64,${font.toString("base64")}) format("woff2")}`,
    );
  }
  return rules.join("");
}

/** The drawing with its font: a <style> of `faces` right after the opening tag. */
export function withFont(svg: string, faces: string): string {
  return svg.replace(/^(<svg[^>]*>)\n/, `$1\n<style>${faces}</style>\n`);
}

/**
 * The width of spaces, from the font's table of advances: fontkit's layout reads past the end
 * of a cut font whose last glyph, as a space often is, has no outline.
 */
function spaceWidth(font: fontkit.Font, spaces: string): number {
  const { hmtx } = font as unknown as { hmtx: { metrics: { get(id: number): { advance: number } } } };
  return [...spaces].reduce(
    (sum, space) => sum + hmtx.metrics.get(font.glyphForCodePoint(space.codePointAt(0)!).id).advance,
    0,
  );
}

/** How a line of words is set: its size, weight and letter-spacing (in em, as CSS's). */
export interface Setting {
  size: number;
  weight: number;
  tracking?: number;
}

/**
 * A measure of how wide Manrope sets words made of `characters`, as a browser draws them
 * (kerning included; a trailing letter-spacing left out): what centres a client's logo in its
 * box, where the generous estimate of svg.ts's `text` would leave it off centre.
 */
export async function typeMeasure(characters: string): Promise<(words: string, setting: Setting) => number> {
  // fontkit lays out TrueType, not the WOFF2 files: each face is cut to the characters first.
  const fonts = await Promise.all(
    FACES.map(async (face) => {
      const own = [...characters].filter((character) => inRange(face.range, character)).join("");
      if (!own) return null;
      const cut = await subsetFont(await readFile(face.file), own, { targetFormat: "truetype" });
      return fontkit.create(cut) as fontkit.Font;
    }),
  );
  const fontFor = (character: string) => {
    const index = FACES.findLastIndex((face) => inRange(face.range, character));
    const font = fonts[index];
    if (!font) throw new Error(`"${character}" is not among the measured characters`);
    return font;
  };
  return (words, { size, weight, tracking = 0 }) => {
    // Runs of one face each, laid out at the weight asked for.
    const runs: { font: fontkit.Font; text: string }[] = [];
    for (const character of words) {
      const font = fontFor(character);
      const last = runs.at(-1);
      if (last?.font === font && (last.text.trim() === "") === (character.trim() === "")) last.text += character;
      else runs.push({ font, text: character });
    }
    const units = runs.reduce((sum, run) => {
      const font = Object.keys(run.font.variationAxes).length ? run.font.getVariation({ wght: weight }) : run.font;
      const width = run.text.trim() ? font.layout(run.text).advanceWidth : spaceWidth(run.font, run.text);
      return sum + width / font.unitsPerEm;
    }, 0);
    return size * (units + tracking * Math.max([...words].length - 1, 0));
  };
}
