import { ART_SIZES } from "../../app/components/art/art-paths.ts";
import { PALETTE as C, starPoints, svgDocument } from "./svg.ts";

/**
 * The leadership's portraits, drawn in one flat style on a tile of the site's palette: the
 * same head, shoulders and light for everyone, told apart by hair, skin, clothes and glasses.
 * Illustrations, not photographs: the team is real, its faces are not published.
 */
const SIZE = ART_SIZES.portrait.width;

type Hair = "short" | "side" | "curly" | "long" | "bun" | "bob" | "receding";
type Clothes = "blazer" | "shirt" | "sweater";

interface Portrait {
  tile: string;
  skin: string;
  hair: Hair;
  hairColour: string;
  clothes: Clothes;
  clothesColour: string;
  beard?: "stubble" | "full";
  glasses?: boolean;
  tie?: string;
}

const SKIN = { light: "#f1cfb4", fair: "#e7b995", medium: "#d29c74", tan: "#b97d57" } as const;
const HAIR = { black: "#1f1a17", dark: "#3a2a20", brown: "#6b4a32", light: "#a27a52", grey: "#9a9aa3" } as const;

/** Each leader's portrait, by the `portrait` of content/pages/people/*.ts. */
export const PORTRAITS: Record<string, Portrait> = {
  "aziz-rakhimov": {
    tile: C.lapis100,
    skin: SKIN.medium,
    hair: "short",
    hairColour: HAIR.dark,
    clothes: "blazer",
    clothesColour: C.lapis900,
    beard: "stubble",
    tie: C.gold500,
  },
  "nodira-yusupova": {
    tile: C.turquoise100,
    skin: SKIN.fair,
    hair: "long",
    hairColour: HAIR.black,
    clothes: "blazer",
    clothesColour: C.turquoise700,
    glasses: true,
  },
  "timur-khasanov": {
    tile: C.gold100,
    skin: SKIN.fair,
    hair: "side",
    hairColour: HAIR.black,
    clothes: "sweater",
    clothesColour: C.lapis700,
    glasses: true,
  },
  "malika-saidova": {
    tile: C.lapis100,
    skin: SKIN.medium,
    hair: "bun",
    hairColour: HAIR.dark,
    clothes: "blazer",
    clothesColour: C.lapis500,
  },
  "jasur-tursunov": {
    tile: C.turquoise100,
    skin: SKIN.tan,
    hair: "curly",
    hairColour: HAIR.black,
    clothes: "sweater",
    clothesColour: C.turquoise500,
    beard: "stubble",
  },
  "dilnoza-akhmedova": {
    tile: C.gold100,
    skin: SKIN.fair,
    hair: "bob",
    hairColour: HAIR.brown,
    clothes: "shirt",
    clothesColour: C.gold500,
  },
  "sardor-ergashev": {
    tile: C.lapis100,
    skin: SKIN.medium,
    hair: "short",
    hairColour: HAIR.black,
    clothes: "shirt",
    clothesColour: C.lapis700,
    beard: "full",
  },
  "kamola-nazarova": {
    tile: C.turquoise100,
    skin: SKIN.fair,
    hair: "long",
    hairColour: HAIR.brown,
    clothes: "blazer",
    clothesColour: C.turquoise700,
  },
  "bekzod-umarov": {
    tile: C.gold100,
    skin: SKIN.tan,
    hair: "receding",
    hairColour: HAIR.dark,
    clothes: "blazer",
    clothesColour: C.lapis800,
    beard: "full",
  },
  "james-whitfield": {
    tile: C.lapis100,
    skin: SKIN.light,
    hair: "side",
    hairColour: HAIR.light,
    clothes: "blazer",
    clothesColour: C.ink900,
    tie: C.lapis500,
  },
  "elena-kim": {
    tile: C.turquoise100,
    skin: SKIN.light,
    hair: "bob",
    hairColour: HAIR.black,
    clothes: "blazer",
    clothesColour: C.lapis700,
  },
  "rustam-alimov": {
    tile: C.gold100,
    skin: SKIN.medium,
    hair: "short",
    hairColour: HAIR.grey,
    clothes: "blazer",
    clothesColour: C.lapis900,
    glasses: true,
  },
};

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

function beard(kind: Portrait["beard"], colour: string): string {
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

export function portrait(p: Portrait): string {
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
    `<circle cx="77" cy="80" r="3" fill="${C.ink900}"/><circle cx="99" cy="80" r="3" fill="${C.ink900}"/>`,
    `<path d="M88 84V92H85" fill="none" stroke="${shade}" stroke-opacity="0.25" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="M79 100Q88 107 97 100" fill="none" stroke="#8c3b2e" stroke-width="3" stroke-linecap="round"/>`,
    p.glasses
      ? `<g fill="none" stroke="${C.ink900}" stroke-width="2.5"><rect x="66" y="72" width="20" height="16" rx="6"/><rect x="90" y="72" width="20" height="16" rx="6"/><path d="M86 79H90M66 78H60M110 78H116"/></g>`
      : "",
  ].join("\n");
  return svgDocument(SIZE, SIZE, body);
}
