import { PORTRAIT_SIZE, seedOf, type Beard, type Hair, type Look } from "../../shared/portrait.ts";

/**
 * The drawn portraits that stand in for people's photos (decision 044), drawn here on
 * request from an address that names the look (shared/portrait.ts): the same head,
 * shoulders and light for everyone, on a tile of the site's palette. Illustrations, not
 * likenesses: a person's own photo replaces theirs once staff upload one.
 */
const SIZE = PORTRAIT_SIZE.width;

/** The colours the portraits use: tokens of app/styles/tokens.css (a unit test keeps them equal). */
export const PORTRAIT_COLOURS = {
  "lapis-900": "#0b1f4d",
  "lapis-800": "#122c69",
  "lapis-700": "#1d3f8f",
  "lapis-500": "#2f5fd0",
  "lapis-100": "#e4ebfb",
  "turquoise-700": "#0e6b64",
  "turquoise-500": "#1fa59a",
  "turquoise-100": "#d5f3ef",
  "gold-500": "#d9a521",
  "gold-100": "#fbf1d6",
  "ink-900": "#111a33",
  white: "#ffffff",
} as const;
const C = PORTRAIT_COLOURS;

const SKIN = { light: "#f1cfb4", fair: "#e7b995", medium: "#d29c74", tan: "#b97d57" } as const;
const HAIR = { black: "#1f1a17", dark: "#3a2a20", brown: "#6b4a32", light: "#a27a52", grey: "#9a9aa3" } as const;
const TILES = [C["lapis-100"], C["turquoise-100"], C["gold-100"]] as const;
const CLOTHES = ["blazer", "shirt", "sweater"] as const;
const CLOTHES_COLOURS = [
  C["lapis-900"],
  C["lapis-800"],
  C["lapis-700"],
  C["lapis-500"],
  C["turquoise-700"],
  C["turquoise-500"],
  C["ink-900"],
] as const;
const TIES = [C["gold-500"], C["lapis-500"], undefined] as const;

interface Portrait {
  tile: string;
  skin: string;
  hair: Hair;
  hairColour: string;
  clothes: (typeof CLOTHES)[number];
  clothesColour: string;
  beard: Beard;
  glasses: boolean;
  tie?: string;
}

/** A person's portrait as an SVG document: the look as chosen, the tile and clothes from their id. */
export function drawPortrait(id: string, look: Look): string {
  const seed = seedOf(`${id}:clothes`);
  const clothes = CLOTHES[seed % CLOTHES.length]!;
  return draw({
    tile: TILES[seedOf(id) % TILES.length]!,
    skin: SKIN[look.skin],
    hair: look.hair,
    hairColour: HAIR[look.hairColour],
    clothes,
    clothesColour: CLOTHES_COLOURS[(seed >>> 2) % CLOTHES_COLOURS.length]!,
    beard: look.beard,
    glasses: look.glasses,
    tie: clothes === "blazer" ? TIES[(seed >>> 5) % TIES.length] : undefined,
  });
}

/** The points of an n-pointed star around (cx, cy): outer radius r, inner radius r × inner. */
function starPoints(cx: number, cy: number, r: number, points: number, inner: number): string {
  const round = (value: number) => Math.round(value * 10) / 10;
  const result: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? r : r * inner;
    const angle = (index * Math.PI) / points - Math.PI / 2;
    result.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return result.join(" ");
}

/** Hair drawn behind the head (long hair, a bun). */
function hairBehind(hair: Hair, colour: string): string {
  if (hair === "long")
    return `<path d="M54 72C50 40 70 30 88 30S126 40 122 72C124 100 128 118 132 130H44C48 118 52 100 54 72Z" fill="${colour}"/>`;
  if (hair === "bun") return `<circle cx="88" cy="30" r="16" fill="${colour}"/>`;
  if (hair === "bob")
    return `<path d="M52 74C48 42 68 32 88 32S128 42 124 74C126 90 126 102 122 110H54C50 102 50 90 52 74Z" fill="${colour}"/>`;
  return "";
}

/** Hair over the top of the head. */
function hairFront(hair: Hair, colour: string): string {
  switch (hair) {
    case "short":
      return `<path d="M58 74C54 44 72 36 90 37 110 38 124 48 118 74 114 62 106 56 88 56 72 56 62 62 58 74Z" fill="${colour}"/>`;
    case "side":
      return `<path d="M58 76C52 44 72 34 92 36 112 38 124 50 118 76 116 64 110 56 100 52 88 60 70 62 58 76Z" fill="${colour}"/>`;
    case "curly":
      return `<g fill="${colour}"><circle cx="66" cy="56" r="11"/><circle cx="80" cy="46" r="12"/><circle cx="96" cy="45" r="12"/><circle cx="110" cy="55" r="11"/><circle cx="62" cy="68" r="7"/><circle cx="114" cy="68" r="7"/></g>`;
    case "receding":
      return `<path d="M58 78C56 60 60 52 66 50 62 60 62 68 62 78ZM118 78C120 60 116 52 110 50 114 60 114 68 114 78Z" fill="${colour}"/>`;
    case "long":
    case "bob":
      return `<path d="M58 78C56 46 72 38 88 38S120 46 118 78C110 62 100 54 84 52 76 60 66 68 58 78Z" fill="${colour}"/>`;
    case "bun":
      return `<path d="M58 76C56 46 72 40 88 40S120 46 118 76C112 60 102 54 88 54S64 60 58 76Z" fill="${colour}"/>`;
  }
}

function beard(kind: Beard, colour: string): string {
  if (kind === "full")
    return `<path d="M60 84C62 108 74 118 88 118S114 108 116 84C110 96 102 100 88 100S66 96 60 84Z" fill="${colour}"/>`;
  if (kind === "stubble")
    return `<path d="M62 88C66 106 76 114 88 114S110 106 114 88C108 98 100 102 88 102S68 98 62 88Z" fill="${colour}" opacity="0.35"/>`;
  return "";
}

function clothes(portrait: Portrait): string {
  const body = `<path d="M28 176C28 142 52 126 88 126S148 142 148 176Z" fill="${portrait.clothesColour}"/>`;
  if (portrait.clothes === "sweater")
    return `${body}<path d="M74 126C78 138 98 138 102 126" fill="none" stroke="${C.white}" stroke-opacity="0.35" stroke-width="4"/>`;
  const shirt = `<path d="M72 126 88 154 104 126Z" fill="${C.white}"/>`;
  const tie = portrait.tie ? `<path d="M85 132H91L94 162 88 170 82 162Z" fill="${portrait.tie}"/>` : "";
  if (portrait.clothes === "shirt")
    return `${body}<path d="M74 126 88 146 102 126" fill="none" stroke="${C.white}" stroke-opacity="0.6" stroke-width="4"/>`;
  const lapels = `<path d="M72 126 88 160 80 176H66L62 134ZM104 126 88 160 96 176H110L114 134Z" fill="#000" opacity="0.18"/>`;
  return `${body}${shirt}${tie}${lapels}`;
}

function draw(p: Portrait): string {
  const shade = "#000";
  const body = [
    `<rect width="${SIZE}" height="${SIZE}" rx="40" fill="${p.tile}"/>`,
    `<polygon points="${starPoints(88, 88, 84, 8, 0.72)}" fill="${C.white}" opacity="0.45"/>`,
    hairBehind(p.hair, p.hairColour),
    clothes(p),
    `<path d="M76 98H100V130C94 136 82 136 76 130Z" fill="${p.skin}"/><path d="M76 112C84 118 92 118 100 112V104H76Z" fill="${shade}" opacity="0.12"/>`,
    `<circle cx="58" cy="82" r="8" fill="${p.skin}"/><circle cx="118" cy="82" r="8" fill="${p.skin}"/>`,
    `<ellipse cx="88" cy="78" rx="30" ry="36" fill="${p.skin}"/>`,
    beard(p.beard, p.hairColour),
    hairFront(p.hair, p.hairColour),
    `<path d="M72 70H82M94 70H104" stroke="${p.hairColour}" stroke-width="3" stroke-linecap="round"/>`,
    `<circle cx="77" cy="80" r="3" fill="${C["ink-900"]}"/><circle cx="99" cy="80" r="3" fill="${C["ink-900"]}"/>`,
    `<path d="M88 84V92H85" fill="none" stroke="${shade}" stroke-opacity="0.25" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="M79 100Q88 107 97 100" fill="none" stroke="#8c3b2e" stroke-width="3" stroke-linecap="round"/>`,
    p.glasses
      ? `<g fill="none" stroke="${C["ink-900"]}" stroke-width="2.5"><rect x="66" y="72" width="20" height="16" rx="6"/><rect x="90" y="72" width="20" height="16" rx="6"/><path d="M86 79H90M66 78H60M110 78H116"/></g>`
      : "",
  ].join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">\n${body}\n</svg>\n`;
}
