import { ART_SIZES } from "../../app/components/art/art-paths.ts";
import { PALETTE, starPoints, svgDocument } from "./svg.ts";

/**
 * The art of each inner page's heading band: a pointed arch of Samarkand's tilework around a
 * rosette and the page's own pictogram. One family of drawings, told apart by the pictogram,
 * the rosette's points and the accent colour. Drawn for the band's dark lapis ground.
 */
const { width: WIDTH, height: HEIGHT } = ART_SIZES.hero;

/** Pictograms on a 100 × 100 grid, drawn as strokes in the accent colour. */
const GLYPHS = {
  layers: `<path d="M50 14 88 34 50 54 12 34Z"/><path d="M12 50 50 70 88 50"/><path d="M12 66 50 86 88 66"/>`,
  browser: `<rect x="10" y="18" width="80" height="64" rx="8"/><path d="M10 34H90"/><path d="M38 48 28 58 38 68M62 48 72 58 62 68M54 46 46 70"/>`,
  phone: `<rect x="30" y="8" width="40" height="84" rx="8"/><path d="M44 80H56"/><path d="M38 26H62M38 38H62M38 50H54"/>`,
  layout: `<rect x="10" y="14" width="80" height="64" rx="6"/><path d="M10 30H90M40 30V78M50 44H80M50 56H74"/><path d="M64 62 64 92 72 84 80 96 86 92 78 80 88 78Z"/>`,
  cube: `<path d="M50 10 86 30V70L50 90 14 70V30Z"/><path d="M14 30 50 50 86 30M50 50V90"/>`,
  calendar: `<rect x="14" y="18" width="72" height="70" rx="8"/><path d="M14 38H86M32 10V26M68 10V26"/><path d="M30 60 42 72 70 48"/>`,
  bank: `<path d="M10 36 50 12 90 36Z"/><path d="M20 44V76M40 44V76M60 44V76M80 44V76M10 86H90M14 36H86"/>`,
  cart: `<path d="M8 16H22L32 66H80L90 30H26"/><circle cx="38" cy="82" r="6"/><circle cx="74" cy="82" r="6"/>`,
  truck: `<path d="M8 24H60V70H8Z"/><path d="M60 40H80L92 56V70H60"/><circle cx="26" cy="76" r="8"/><circle cx="76" cy="76" r="8"/>`,
  cap: `<path d="M50 20 94 40 50 60 6 40Z"/><path d="M24 48V70C36 82 64 82 76 70V48"/><path d="M94 40V66"/>`,
  card: `<rect x="8" y="24" width="70" height="48" rx="6"/><path d="M8 38H78M18 60H40"/><path d="M56 88 70 74 80 82 94 62"/><path d="M84 62H94V72"/>`,
  chart: `<path d="M12 88H92"/><path d="M22 88V62M42 88V48M62 88V56M82 88V30"/><path d="M18 46 40 28 58 38 86 12"/><path d="M72 12H86V26"/>`,
  dome: `<path d="M22 88V52C22 30 50 22 50 8 50 22 78 30 78 52V88"/><path d="M12 88H88M36 88V66C36 56 64 56 64 66V88M22 52H78"/>`,
  people: `<circle cx="50" cy="34" r="12"/><path d="M28 80C28 62 72 62 72 80"/><circle cx="22" cy="42" r="9"/><path d="M6 78C6 66 30 62 36 66"/><circle cx="78" cy="42" r="9"/><path d="M94 78C94 66 70 62 64 66"/>`,
  briefcase: `<rect x="10" y="30" width="80" height="56" rx="8"/><path d="M36 30V20C36 16 64 16 64 20V30M10 54H90M44 54V62H56V54"/>`,
  stairs: `<path d="M10 88H34V68H54V48H74V28H92"/><path d="M16 52 46 22"/><path d="M30 20H48V38"/>`,
  chip: `<rect x="26" y="26" width="48" height="48" rx="6"/><rect x="40" y="40" width="20" height="20"/><path d="M38 12V26M50 12V26M62 12V26M38 74V88M50 74V88M62 74V88M12 38H26M12 50H26M12 62H26M74 38H88M74 50H88M74 62H88"/>`,
  book: `<path d="M50 26C40 16 22 16 10 20V84C22 80 40 80 50 90 60 80 78 80 90 84V20C78 16 60 16 50 26Z"/><path d="M50 26V90"/>`,
  shield: `<path d="M50 8 86 22V48C86 70 70 84 50 92 30 84 14 70 14 48V22Z"/><rect x="36" y="46" width="28" height="22" rx="3"/><path d="M42 46V38C42 28 58 28 58 38V46"/>`,
  cookie: `<path d="M86 52A36 36 0 1 1 48 14 10 10 0 0 0 62 28 10 10 0 0 0 86 52Z"/><circle cx="36" cy="44" r="3"/><circle cx="56" cy="62" r="3"/><circle cx="34" cy="68" r="3"/><circle cx="66" cy="44" r="2"/>`,
  access: `<circle cx="50" cy="50" r="40"/><circle cx="50" cy="28" r="6"/><path d="M28 40 50 46 72 40M50 46V62L38 80M50 62 62 80"/>`,
  checklist: `<rect x="18" y="14" width="64" height="78" rx="6"/><path d="M38 8H62V20H38Z"/><path d="M30 40 36 46 46 34M54 42H72M30 62 36 68 46 56M54 64H72"/>`,
} as const;

type Glyph = keyof typeof GLYPHS;

interface HeroArt {
  glyph: Glyph;
  /** Points of the rosette behind the pictogram. */
  points: 6 | 8 | 10 | 12 | 16;
  accent: string;
}

const { gold400, turquoise300, lapis200 } = PALETTE;

/** Each inner page's art, by the page's id (app/routing/route-table.ts). */
export const HERO_ARTS: Record<string, HeroArt> = {
  services: { glyph: "layers", points: 8, accent: gold400 },
  "services/webdev": { glyph: "browser", points: 12, accent: turquoise300 },
  "services/mobileapps": { glyph: "phone", points: 10, accent: gold400 },
  "services/frontapps": { glyph: "layout", points: 8, accent: lapis200 },
  "services/spe": { glyph: "cube", points: 6, accent: turquoise300 },
  // An industry staff add gets the family's drawing until it has its own.
  industry: { glyph: "chart", points: 16, accent: lapis200 },
  "industry/ofandprod": { glyph: "calendar", points: 10, accent: turquoise300 },
  "industry/banking": { glyph: "bank", points: 8, accent: gold400 },
  "industry/ecommerce": { glyph: "cart", points: 12, accent: lapis200 },
  "industry/logistics": { glyph: "truck", points: 6, accent: gold400 },
  "industry/education": { glyph: "cap", points: 16, accent: turquoise300 },
  "industry/fintech": { glyph: "card", points: 10, accent: gold400 },
  casestudies: { glyph: "chart", points: 12, accent: gold400 },
  aboutus: { glyph: "dome", points: 16, accent: gold400 },
  people: { glyph: "people", points: 12, accent: turquoise300 },
  careers: { glyph: "briefcase", points: 8, accent: gold400 },
  "careers/job": { glyph: "stairs", points: 10, accent: turquoise300 },
  technologies: { glyph: "chip", points: 8, accent: turquoise300 },
  blog: { glyph: "book", points: 10, accent: gold400 },
  "privacy-policy": { glyph: "shield", points: 8, accent: turquoise300 },
  "cookie-policy": { glyph: "cookie", points: 12, accent: gold400 },
  accessibility: { glyph: "access", points: 16, accent: turquoise300 },
  test: { glyph: "checklist", points: 6, accent: gold400 },
};

const CX = WIDTH / 2;
const CY = 214;

/** A pointed (Timurid) arch standing on the ground line, `w` wide and `h` high. */
function arch(w: number, h: number): string {
  const left = CX - w / 2;
  const right = CX + w / 2;
  const ground = CY + h / 2;
  const spring = ground - h + w * 0.62;
  const apex = ground - h;
  return `M${left} ${ground}V${spring}C${left} ${spring - w * 0.38} ${CX - w * 0.08} ${apex + w * 0.16} ${CX} ${apex}C${CX + w * 0.08} ${apex + w * 0.16} ${right} ${spring - w * 0.38} ${right} ${spring}V${ground}Z`;
}

export function heroArt(art: HeroArt): string {
  const { glyph, points, accent } = art;
  const small = [
    [70, 96],
    [410, 118],
    [92, 330],
    [396, 318],
  ]
    .map(([x = 0, y = 0], index) => {
      const fill = index % 2 === 0 ? accent : PALETTE.lapis500;
      return `<polygon points="${starPoints(x, y, 16, 8, 0.5)}" fill="${fill}" opacity="0.55"/>`;
    })
    .join("");
  const body = [
    `<defs><radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${PALETTE.lapis500}" stop-opacity="0.6"/><stop offset="1" stop-color="${PALETTE.lapis900}" stop-opacity="0"/></radialGradient></defs>`,
    `<circle cx="${CX}" cy="${CY}" r="190" fill="url(#glow)"/>`,
    `<path d="${arch(300, 372)}" fill="${PALETTE.lapis800}" stroke="${PALETTE.lapis500}" stroke-width="2"/>`,
    `<path d="${arch(256, 330)}" fill="none" stroke="${accent}" stroke-width="1.5" opacity="0.6"/>`,
    `<polygon points="${starPoints(CX, CY + 20, 116, points, 0.74)}" fill="${PALETTE.lapis700}" stroke="${PALETTE.lapis500}" stroke-width="1.5"/>`,
    `<polygon points="${starPoints(CX, CY + 20, 92, points, 0.62, Math.PI / points)}" fill="none" stroke="${accent}" stroke-width="1.5" opacity="0.7"/>`,
    `<circle cx="${CX}" cy="${CY + 20}" r="70" fill="${PALETTE.lapis900}" stroke="${accent}" stroke-width="2"/>`,
    `<g transform="translate(${CX - 42} ${CY - 22}) scale(0.84)" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[glyph]}</g>`,
    small,
  ].join("\n");
  return svgDocument(WIDTH, HEIGHT, body);
}
