/** Small helpers for the site's drawn art: escaping, stars, and text that fits its box. */

/** The site's palette (app/styles/tokens.css), for drawings that live outside the stylesheet. */
export const PALETTE = {
  lapis950: "#061431",
  lapis900: "#0b1f4d",
  lapis800: "#122c69",
  lapis700: "#1d3f8f",
  lapis500: "#2f5fd0",
  lapis200: "#c6d3f5",
  lapis100: "#e4ebfb",
  lapis50: "#f2f5fd",
  turquoise700: "#0e6b64",
  turquoise500: "#1fa59a",
  turquoise300: "#7fd8cf",
  turquoise100: "#d5f3ef",
  gold700: "#8a5a00",
  gold500: "#d9a521",
  gold400: "#e8bd4a",
  gold100: "#fbf1d6",
  sand100: "#f6f1e7",
  ink900: "#111a33",
  ink600: "#4a5672",
  ink500: "#66718c",
  line: "#dfe4ee",
  white: "#ffffff",
  success700: "#11653e",
  success100: "#ddf5e8",
  danger700: "#a3182a",
} as const;

/** Text in an image is drawn with the reader's own sans-serif: an <img> cannot use the page's web font. */
const FONT = "Manrope, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function escapeXml(text: string): string {
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
}

export function text(x: number, y: number, content: string, options: TextOptions): string {
  const size = fitSize(content, options.width, options.size);
  const anchor = options.anchor && options.anchor !== "start" ? ` text-anchor="${options.anchor}"` : "";
  const weight = options.weight ? ` font-weight="${options.weight}"` : "";
  return `<text x="${x}" y="${y}" font-size="${size}"${weight} fill="${options.fill}"${anchor}>${escapeXml(content)}</text>`;
}

/** A whole drawing; `title` is left out on purpose: the page's alt text names the image. */
export function svgDocument(width: number, height: number, body: string, font = false): string {
  const family = font ? ` font-family="${FONT}"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${family}>\n${body}\n</svg>\n`;
}
