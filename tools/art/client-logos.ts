import { ART_SIZES } from "../../app/components/art/art-paths.ts";
import { type Setting, typeMeasure } from "./screen-font.ts";
import { starPoints, svgDocument } from "./svg.ts";

/**
 * The logos of the clients the site starts with (content/seed/clients.ts), for the "Our
 * clients" band. The clients are as fictional as the company; each logo is drawn the way a
 * client's own file would be: a geometric mark and a wordmark, in the client's own one or two
 * colours (not the site's), on no background, centred in one box so the band lines them up.
 * A wordmark is the client's Latin brand name, so one file serves every language: a page
 * names the client in its own language in the image's alt text.
 */
const { width: WIDTH, height: HEIGHT } = ART_SIZES.logo;

/** The mark's square, left of the words; its drawing uses 0…40 on both axes. */
const MARK = 40;
const GAP = 10;
/** The space a logo leaves on either side of its box. */
const MARGIN = 4;

/** Manrope's capital height, in em: lines are centred on their capitals. */
const CAP = 0.72;

interface Words extends Setting {
  text: string;
  fill: string;
}

interface ClientLogo {
  /** The mark in a 40 × 40 square. */
  mark: string;
  /** The wordmark, then an optional line under it (what the client does). */
  name: Words;
  line?: Words & { gap: number };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Each seeded client's logo, by the client's id. */
const CLIENT_LOGOS: Record<string, ClientLogo> = {
  // A bank: a plane tree (chinor) of strokes in a green disc, its crown a gold sun.
  "chinor-bank": {
    mark: [
      `<circle cx="20" cy="20" r="20" fill="#0b5a48"/>`,
      `<path d="M20 33V13M20 27 12.5 19.5M20 27 27.5 19.5M20 20.5 15 15.5M20 20.5 25 15.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
      `<circle cx="20" cy="9" r="3" fill="#c99a2e"/>`,
    ].join(""),
    name: { text: "Chinor", size: 25, weight: 800, tracking: -0.01, fill: "#0b5a48" },
    line: { text: "BANK", size: 10, weight: 700, tracking: 0.42, fill: "#a37a1c", gap: 6 },
  },
  // A state registry: an eight-pointed girih star, a seal's ring at its heart.
  hujjat: {
    mark: [
      `<polygon points="${starPoints(20, 20, 20, 8, 0.77)}" fill="#1c2d58"/>`,
      `<circle cx="20" cy="20" r="8.5" fill="#fff"/>`,
      `<circle cx="20" cy="20" r="5" fill="#b68a2c"/>`,
    ].join(""),
    name: { text: "HUJJAT", size: 22, weight: 800, tracking: 0.1, fill: "#1c2d58" },
    line: { text: "DAVLAT REYESTRLARI", size: 9.5, weight: 700, tracking: 0.14, fill: "#5a6685", gap: 6 },
  },
  // A payments app: two coins (chaqa, small change), one laid over the other.
  chaqa: {
    mark: [
      `<circle cx="14" cy="20" r="13" fill="#1a1f3d"/>`,
      `<circle cx="26" cy="20" r="13" fill="#5b3cc4" stroke="#fff" stroke-width="3"/>`,
    ].join(""),
    name: { text: "chaqa", size: 30, weight: 800, tracking: -0.03, fill: "#1a1f3d" },
  },
  // A group of schools: a pencil's sharpened point (qalamdon, a pencil case) on a blue tile.
  qalamdon: {
    mark: [
      `<rect width="40" height="40" rx="9" fill="#2352a3"/>`,
      `<path d="M13 32V18.5L20 7l7 11.5V32Z" fill="#fff"/>`,
      `<path d="M17.3 11.5 20 7l2.7 4.5Z" fill="#f2b705"/>`,
      `<path d="M13 18.5h14" stroke="#2352a3" stroke-width="2"/>`,
    ].join(""),
    name: { text: "Qalamdon", size: 25, weight: 700, tracking: -0.01, fill: "#2352a3" },
  },
  // An insurer: a shield (qalqon) with a rising chevron.
  qalqon: {
    mark: [
      `<path d="M20 1 36 7V19C36 29.5 29.5 35.5 20 39 10.5 35.5 4 29.5 4 19V7Z" fill="#23385c"/>`,
      `<path d="M12 25 20 17l8 8" fill="none" stroke="#e0583f" stroke-width="4" stroke-linecap="square"/>`,
    ].join(""),
    name: { text: "QALQON", size: 22, weight: 800, tracking: 0.08, fill: "#23385c" },
    line: { text: "SUGʻURTA", size: 10, weight: 700, tracking: 0.36, fill: "#c8462f", gap: 6 },
  },
  // A freight operator: two chevrons crossing a mountain pass (dovon), the second in amber.
  dovon: {
    mark: [
      `<path d="M2 6H13L25 20 13 34H2L14 20Z" fill="#1f2b33"/>`,
      `<path d="M17 6H28L40 20 28 34H17L29 20Z" fill="#eb9d00"/>`,
    ].join(""),
    name: { text: "DOVON", size: 24, weight: 800, tracking: 0.06, fill: "#1f2b33" },
    line: { text: "LOGISTICS", size: 10, weight: 700, tracking: 0.32, fill: "#66737c", gap: 6 },
  },
  // Clinics: a cross of four petals (malham, a healing balm), two teal, two mint.
  malham: {
    mark: [
      `<rect x="15.5" y="1" width="9" height="17" rx="4.5" fill="#0a7571"/>`,
      `<rect x="15.5" y="22" width="9" height="17" rx="4.5" fill="#0a7571"/>`,
      `<rect x="1" y="15.5" width="17" height="9" rx="4.5" fill="#6cc3a0"/>`,
      `<rect x="22" y="15.5" width="17" height="9" rx="4.5" fill="#6cc3a0"/>`,
    ].join(""),
    name: { text: "malham", size: 28, weight: 700, tracking: -0.02, fill: "#0a7571" },
  },
  // An online market: a bazaar stall's awning (bozorcha, a little bazaar) on an orange tile.
  bozorcha: {
    mark: [
      `<rect width="40" height="40" rx="10" fill="#ec6a1e"/>`,
      `<path d="M8 10H32V17A4 4 0 0 1 24 17 4 4 0 0 1 16 17 4 4 0 0 1 8 17Z" fill="#fff"/>`,
      `<path d="M11 24V31H29V24" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`,
    ].join(""),
    name: { text: "bozorcha", size: 27, weight: 800, tracking: -0.03, fill: "#2a2624" },
  },
};

/** A line of words at (x, y), its letter-spacing in em as the measure took it. */
function words(x: number, y: number, line: Words): string {
  const spacing = line.tracking ? ` letter-spacing="${round(line.tracking * line.size)}"` : "";
  return `<text x="${round(x)}" y="${round(y)}" font-size="${line.size}" font-weight="${line.weight}" fill="${line.fill}"${spacing}>${line.text}</text>`;
}

/** Every logo, by client id, before its font goes in; fails when one runs out of its box. */
export async function clientLogos(): Promise<Map<string, string>> {
  const logos = Object.values(CLIENT_LOGOS);
  const characters = logos.flatMap((logo) => [logo.name.text, logo.line?.text ?? ""]).join("");
  const measure = await typeMeasure(characters);
  const drawn = new Map<string, string>();
  for (const [id, logo] of Object.entries(CLIENT_LOGOS)) {
    const wordsWidth = Math.max(measure(logo.name.text, logo.name), logo.line ? measure(logo.line.text, logo.line) : 0);
    const width = MARK + GAP + wordsWidth;
    const room = WIDTH - 2 * MARGIN;
    if (width > room) throw new Error(`${id}'s logo is ${round(width)} wide; its box holds ${room}`);
    const left = (WIDTH - width) / 2;
    const textX = left + MARK + GAP;
    // The capitals of the name (and of its line) centred on the box's middle, as is the mark.
    const nameCap = CAP * logo.name.size;
    const block = logo.line ? nameCap + logo.line.gap + CAP * logo.line.size : nameCap;
    const top = (HEIGHT - block) / 2;
    const body = [
      `<g transform="translate(${round(left)} ${(HEIGHT - MARK) / 2})">${logo.mark}</g>`,
      words(textX, top + nameCap, logo.name),
      ...(logo.line ? [words(textX, top + block, logo.line)] : []),
    ].join("\n");
    drawn.set(id, svgDocument(WIDTH, HEIGHT, body, true));
  }
  return drawn;
}
