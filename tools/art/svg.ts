import { colorToken as token } from "../design-tokens.ts";
/** Small helpers for the site's drawn art: escaping, stars, and text that fits its box. */

/** The colours the drawings use, by token. */
export const PALETTE = {
  lapis950: token("lapis-950"),
  lapis900: token("lapis-900"),
  lapis800: token("lapis-800"),
  lapis700: token("lapis-700"),
  lapis500: token("lapis-500"),
  lapis200: token("lapis-200"),
  lapis100: token("lapis-100"),
  lapis50: token("lapis-50"),
  turquoise700: token("turquoise-700"),
  turquoise500: token("turquoise-500"),
  turquoise300: token("turquoise-300"),
  turquoise100: token("turquoise-100"),
  gold700: token("gold-700"),
  gold500: token("gold-500"),
  gold400: token("gold-400"),
  gold100: token("gold-100"),
  sand100: token("sand-100"),
  ink900: token("ink-900"),
  ink600: token("ink-600"),
  ink500: token("ink-500"),
  line: token("line"),
  white: token("white"),
  success700: token("success-700"),
  success100: token("success-100"),
  danger700: token("danger-700"),
} as const;

/**
 * The site's typeface: an <img> cannot use the page's web fonts, so each drawing with words
 * carries its own subset of Manrope (tools/art/screen-font.ts, decision 059).
 */
const FONT = "Manrope, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The points of an n-pointed star around (cx, cy): outer radius r, inner radius r × inner. */
export function starPoints(cx: number, cy: number, r: number, points: number, inner: number, turn = 0): string {
  const result: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? r : r * inner;
    const angle = (index * Math.PI) / points - Math.PI / 2 + turn;
    result.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return result.join(" ");
}

/**
 * The widest a line of sans-serif text is likely to be, per character and em: generous, so a
 * label drawn at the size `fitSize` gives never runs out of its box in any of the three languages.
 */
const CHARACTER_WIDTH = 0.6;

/** The font size at which `text` fits `width`, never above `size`. */
function fitSize(text: string, width: number, size: number): number {
  return round(Math.min(size, width / (Math.max(text.length, 1) * CHARACTER_WIDTH)));
}

export interface TextOptions {
  size: number;
  /** The box the text must fit: its size shrinks to fit. */
  width: number;
  fill: string;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  /** The smallest the text may shrink to fit: below it, drawing fails and names the words. */
  min?: number;
}

export function text(x: number, y: number, content: string, options: TextOptions): string {
  const size = fitSize(content, options.width, options.size);
  if (options.min && size < options.min) {
    throw new Error(`"${content}" needs ${options.width} px at ${options.min} px or more; it fits only at ${size} px`);
  }
  const anchor = options.anchor && options.anchor !== "start" ? ` text-anchor="${options.anchor}"` : "";
  const weight = options.weight ? ` font-weight="${options.weight}"` : "";
  return `<text x="${x}" y="${y}" font-size="${size}"${weight} fill="${options.fill}"${anchor}>${escapeXml(content)}</text>`;
}

export interface LinesOptions extends Omit<TextOptions, "min" | "anchor"> {
  min: number;
  lineHeight: number;
  /** The most lines the box holds: more, and drawing fails and names the words. */
  maxLines: number;
}

/** `content` broken at spaces into lines that fit `width` at `size`. */
export function wrap(content: string, width: number, size: number): string[] {
  const perLine = Math.floor(width / (size * CHARACTER_WIDTH));
  const rows: string[] = [];
  for (const word of content.split(" ")) {
    const last = rows.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) rows[rows.length - 1] = `${last} ${word}`;
    else rows.push(word);
  }
  return rows;
}

/** Text wrapped at word boundaries to a box `width` wide, never below its `min` size. */
export function lines(x: number, y: number, content: string, options: LinesOptions): string {
  const perLine = Math.floor(options.width / (options.size * CHARACTER_WIDTH));
  const rows = wrap(content, options.width, options.size);
  if (rows.length > options.maxLines || rows.some((row) => row.length > perLine)) {
    throw new Error(
      `"${content}" needs more than ${options.maxLines} lines of ${options.width} px at ${options.size} px`,
    );
  }
  const weight = options.weight ? ` font-weight="${options.weight}"` : "";
  const spans = rows
    .map((row, index) => `<tspan x="${x}" dy="${index ? options.lineHeight : 0}">${escapeXml(row)}</tspan>`)
    .join("");
  return `<text x="${x}" y="${y}" font-size="${options.size}"${weight} fill="${options.fill}">${spans}</text>`;
}

/** A whole drawing; `title` is left out on purpose: the page's alt text names the image. */
export function svgDocument(width: number, height: number, body: string, font = false): string {
  const family = font ? ` font-family="${FONT}"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${family}>\n${body}\n</svg>\n`;
}
