import { ART_SIZES } from "../../app/components/art/art-paths.ts";
import { PALETTE, starPoints, svgDocument } from "./svg.ts";

/**
 * The art of each inner page's heading band, drawn for the band's dark lapis ground in the site's
 * tile colours. Each section has a scene of its own (issue 29.4): services are layered product
 * screens, industries a street of buildings under a medallion, the company a girih lattice of
 * stars, careers a rising stair of tiles, the blog a stack of pages. Within a section a page is
 * told apart by its pictogram, the stars' points and the accent colour. The policies and the
 * accessibility statement carry none: they are documents, not places to linger.
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
  heart: `<path d="M50 86C22 66 10 50 10 34 10 22 20 14 31 14 40 14 46 19 50 26 54 19 60 14 69 14 80 14 90 22 90 34 90 50 78 66 50 86Z"/><path d="M18 48H36L42 36 50 62 57 42 62 48H82"/>`,
  chart: `<path d="M12 88H92"/><path d="M22 88V62M42 88V48M62 88V56M82 88V30"/><path d="M18 46 40 28 58 38 86 12"/><path d="M72 12H86V26"/>`,
  capitol: `<path d="M10 88H90M18 88V52H82V88"/><path d="M12 52 50 32 88 52"/><path d="M32 62V80M50 62V80M68 62V80"/><path d="M50 32V8H70L65 14 70 20H50"/>`,
  dome: `<path d="M22 88V52C22 30 50 22 50 8 50 22 78 30 78 52V88"/><path d="M12 88H88M36 88V66C36 56 64 56 64 66V88M22 52H78"/>`,
  people: `<circle cx="50" cy="34" r="12"/><path d="M28 80C28 62 72 62 72 80"/><circle cx="22" cy="42" r="9"/><path d="M6 78C6 66 30 62 36 66"/><circle cx="78" cy="42" r="9"/><path d="M94 78C94 66 70 62 64 66"/>`,
  briefcase: `<rect x="10" y="30" width="80" height="56" rx="8"/><path d="M36 30V20C36 16 64 16 64 20V30M10 54H90M44 54V62H56V54"/>`,
  stairs: `<path d="M10 88H34V68H54V48H74V28H92"/><path d="M16 52 46 22"/><path d="M30 20H48V38"/>`,
  chip: `<rect x="26" y="26" width="48" height="48" rx="6"/><rect x="40" y="40" width="20" height="20"/><path d="M38 12V26M50 12V26M62 12V26M38 74V88M50 74V88M62 74V88M12 38H26M12 50H26M12 62H26M74 38H88M74 50H88M74 62H88"/>`,
  book: `<path d="M50 26C40 16 22 16 10 20V84C22 80 40 80 50 90 60 80 78 80 90 84V20C78 16 60 16 50 26Z"/><path d="M50 26V90"/>`,
  checklist: `<rect x="18" y="14" width="64" height="78" rx="6"/><path d="M38 8H62V20H38Z"/><path d="M30 40 36 46 46 34M54 42H72M30 62 36 68 46 56M54 64H72"/>`,
} as const;

type Glyph = keyof typeof GLYPHS;

/** The section a drawing belongs to; "arch" is the case studies' Timurid arch around a rosette. */
type Scene = "services" | "industries" | "company" | "careers" | "blog" | "arch";

interface HeroArt {
  scene: Scene;
  glyph: Glyph;
  /** Points of the rosette behind the pictogram. */
  points: 6 | 8 | 10 | 12 | 16;
  accent: string;
}

const { gold400, turquoise300, lapis200 } = PALETTE;

/** Each inner page's art, by the page's id (app/routing/route-table.ts). */
export const HERO_ARTS: Record<string, HeroArt> = {
  services: { scene: "services", glyph: "layers", points: 8, accent: gold400 },
  "services/webdev": { scene: "services", glyph: "browser", points: 12, accent: turquoise300 },
  "services/mobileapps": { scene: "services", glyph: "phone", points: 10, accent: gold400 },
  "services/frontapps": { scene: "services", glyph: "layout", points: 8, accent: lapis200 },
  "services/spe": { scene: "services", glyph: "cube", points: 6, accent: turquoise300 },
  // An industry staff add gets the family's drawing until it has its own.
  industry: { scene: "industries", glyph: "chart", points: 16, accent: lapis200 },
  "industry/ofandprod": { scene: "industries", glyph: "calendar", points: 10, accent: turquoise300 },
  "industry/banking": { scene: "industries", glyph: "bank", points: 8, accent: gold400 },
  "industry/ecommerce": { scene: "industries", glyph: "cart", points: 12, accent: lapis200 },
  "industry/logistics": { scene: "industries", glyph: "truck", points: 6, accent: gold400 },
  "industry/education": { scene: "industries", glyph: "cap", points: 16, accent: turquoise300 },
  "industry/fintech": { scene: "industries", glyph: "card", points: 10, accent: gold400 },
  "industry/healthcare": { scene: "industries", glyph: "heart", points: 12, accent: turquoise300 },
  "industry/government": { scene: "industries", glyph: "capitol", points: 8, accent: lapis200 },
  casestudies: { scene: "arch", glyph: "chart", points: 12, accent: gold400 },
  aboutus: { scene: "company", glyph: "dome", points: 16, accent: gold400 },
  people: { scene: "company", glyph: "people", points: 12, accent: turquoise300 },
  careers: { scene: "careers", glyph: "briefcase", points: 8, accent: gold400 },
  "careers/job": { scene: "careers", glyph: "stairs", points: 10, accent: turquoise300 },
  technologies: { scene: "company", glyph: "chip", points: 8, accent: turquoise300 },
  blog: { scene: "blog", glyph: "book", points: 10, accent: gold400 },
  test: { scene: "arch", glyph: "checklist", points: 6, accent: gold400 },
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
  return svgDocument(WIDTH, HEIGHT, SCENES[art.scene](art));
}

const SCENES: Record<Scene, (art: HeroArt) => string> = {
  services: servicesScene,
  industries: industriesScene,
  company: companyScene,
  careers: careersScene,
  blog: blogScene,
  arch: archScene,
};

/** The page's pictogram in a round tile: the one element every scene shares, as a signature. */
function medallion(x: number, y: number, r: number, { glyph, accent }: HeroArt): string {
  const scale = (r * 1.2) / 100;
  return [
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${PALETTE.lapis900}" stroke="${accent}" stroke-width="2"/>`,
    `<g transform="translate(${x - 50 * scale} ${y - 50 * scale}) scale(${scale})" fill="none" stroke="${accent}" stroke-width="${(4.2 / scale).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[glyph]}</g>`,
  ].join("");
}

const glow = (x: number, y: number, r: number) =>
  `<defs><radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${PALETTE.lapis500}" stop-opacity="0.55"/><stop offset="1" stop-color="${PALETTE.lapis900}" stop-opacity="0"/></radialGradient></defs><circle cx="${x}" cy="${y}" r="${r}" fill="url(#glow)"/>`;

/** Services: three product screens stacked in depth, the front one holding the pictogram. */
function servicesScene(art: HeroArt): string {
  const { accent } = art;
  const screen = (x: number, y: number, w: number, h: number, fill: string, lines: boolean) =>
    [
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${fill}" stroke="${PALETTE.lapis500}" stroke-width="1.5"/>`,
      `<path d="M${x} ${y + 30}H${x + w}" stroke="${PALETTE.lapis500}" stroke-width="1.5"/>`,
      [0, 1, 2]
        .map(
          (i) => `<circle cx="${x + 18 + i * 14}" cy="${y + 15}" r="4" fill="${i === 0 ? accent : PALETTE.lapis500}"/>`,
        )
        .join(""),
      lines
        ? [0, 1, 2, 3]
            .map(
              (i) =>
                `<rect x="${x + 20}" y="${y + 48 + i * 20}" width="${[120, 90, 140, 70][i]}" height="7" rx="3.5" fill="${PALETTE.lapis500}" opacity="0.7"/>`,
            )
            .join("")
        : "",
    ].join("");
  const grid = Array.from({ length: 16 }, (_, i) => {
    const x = 40 + (i % 4) * 22;
    const y = 300 + Math.floor(i / 4) * 22;
    return `<rect x="${x}" y="${y}" width="14" height="14" rx="3" fill="${i % 5 === 0 ? accent : PALETTE.lapis700}" opacity="${i % 5 === 0 ? 0.8 : 1}"/>`;
  }).join("");
  return [
    glow(260, 200, 200),
    screen(60, 50, 250, 170, PALETTE.lapis800, true),
    screen(130, 110, 260, 180, PALETTE.lapis800, true),
    screen(200, 170, 240, 190, PALETTE.lapis700, false),
    `<path d="M230 330H410" stroke="${accent}" stroke-width="3" stroke-linecap="round" stroke-dasharray="2 10"/>`,
    medallion(320, 262, 52, art),
    grid,
  ].join("\n");
}

/** Industries: a street of buildings with lit windows under the sector's medallion. */
function industriesScene(art: HeroArt): string {
  const { accent, points } = art;
  const ground = 340;
  const buildings = [
    [30, 150, 70],
    [104, 210, 60],
    [168, 120, 54],
    [300, 170, 62],
    [366, 230, 56],
    [426, 140, 40],
  ]
    .map(([x = 0, h = 0, w = 0], index) => {
      const windows: string[] = [];
      for (let row = 0; row * 26 + 22 < h - 20; row++) {
        for (let col = 0; col * 18 + 12 < w - 8; col++) {
          const lit = (row * 3 + col + index) % 4 === 0;
          windows.push(
            `<rect x="${x + 10 + col * 18}" y="${ground - h + 16 + row * 26}" width="8" height="12" rx="1.5" fill="${lit ? accent : PALETTE.lapis500}" opacity="${lit ? 0.9 : 0.55}"/>`,
          );
        }
      }
      return `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" rx="4" fill="${index % 2 ? PALETTE.lapis800 : PALETTE.lapis700}" stroke="${PALETTE.lapis500}" stroke-width="1.2"/>${windows.join("")}`;
    })
    .join("");
  return [
    glow(240, 150, 190),
    `<polygon points="${starPoints(240, 140, 112, points, 0.8)}" fill="none" stroke="${PALETTE.lapis500}" stroke-width="1.5"/>`,
    `<circle cx="240" cy="140" r="86" fill="${PALETTE.lapis800}" stroke="${PALETTE.lapis500}" stroke-width="1.5"/>`,
    medallion(240, 140, 62, art),
    buildings,
    `<path d="M10 ${ground}H470" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M40 ${ground + 24}H440M90 ${ground + 44}H390" stroke="${PALETTE.lapis500}" stroke-width="2" stroke-linecap="round" stroke-dasharray="18 12"/>`,
  ].join("\n");
}

/** The company: a girih lattice of eight-pointed stars and crosses around a large rosette. */
function companyScene(art: HeroArt): string {
  const { accent, points } = art;
  const tiles: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 6; col++) {
      const x = 40 + col * 80 + (row % 2) * 40;
      const y = 40 + row * 80;
      const far = Math.hypot(x - 240, y - 200);
      if (far < 130 || x > 470) continue;
      const lit = (row + col) % 3 === 0;
      tiles.push(
        `<polygon points="${starPoints(x, y, 30, 8, 0.72)}" fill="${lit ? PALETTE.lapis700 : PALETTE.lapis800}" stroke="${lit ? accent : PALETTE.lapis500}" stroke-width="1.4" opacity="${far > 230 ? 0.55 : 0.95}"/>`,
      );
    }
  }
  return [
    glow(240, 200, 210),
    tiles.join(""),
    `<polygon points="${starPoints(240, 200, 128, points, 0.78)}" fill="${PALETTE.lapis700}" stroke="${PALETTE.lapis500}" stroke-width="1.5"/>`,
    `<polygon points="${starPoints(240, 200, 104, points, 0.66, Math.PI / points)}" fill="none" stroke="${accent}" stroke-width="1.5" opacity="0.75"/>`,
    medallion(240, 200, 72, art),
  ].join("\n");
}

/** Careers: a stair of tiles rising to the right, a path of stars climbing it to the pictogram. */
function careersScene(art: HeroArt): string {
  const { accent } = art;
  const steps = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 30 + i * 72;
      const top = 330 - i * 48;
      return `<rect x="${x}" y="${top}" width="72" height="${370 - top}" rx="6" fill="${i % 2 ? PALETTE.lapis800 : PALETTE.lapis700}" stroke="${PALETTE.lapis500}" stroke-width="1.5"/><path d="M${x + 10} ${top + 12}H${x + 62}" stroke="${i === 4 ? accent : PALETTE.lapis500}" stroke-width="3" stroke-linecap="round"/>`;
    })
    .join("");
  const trail = [0, 1, 2, 3]
    .map(
      (i) =>
        `<polygon points="${starPoints(66 + i * 72, 306 - i * 48, 10, 8, 0.5)}" fill="${accent}" opacity="${0.45 + i * 0.15}"/>`,
    )
    .join("");
  return [
    glow(330, 150, 190),
    steps,
    `<path d="M66 306C120 290 150 250 210 210S320 150 360 118" fill="none" stroke="${accent}" stroke-width="2" stroke-dasharray="3 9" stroke-linecap="round"/>`,
    trail,
    medallion(380, 98, 60, art),
  ].join("\n");
}

/** The blog: pages fanned out on a desk, written on, the pictogram as the topmost one's seal. */
function blogScene(art: HeroArt): string {
  const { accent } = art;
  const page = (angle: number, fill: string, lines: boolean) =>
    [
      `<g transform="rotate(${angle} 240 220)">`,
      `<rect x="130" y="70" width="220" height="290" rx="10" fill="${fill}" stroke="${PALETTE.lapis500}" stroke-width="1.5"/>`,
      lines
        ? [
            `<rect x="156" y="100" width="120" height="12" rx="6" fill="${accent}" opacity="0.9"/>`,
            ...[0, 1, 2, 3, 4, 5, 6].map(
              (i) =>
                `<rect x="156" y="${132 + i * 20}" width="${[168, 150, 160, 120, 166, 140, 90][i]}" height="6" rx="3" fill="${PALETTE.lapis500}" opacity="0.75"/>`,
            ),
          ].join("")
        : "",
      `</g>`,
    ].join("");
  return [
    glow(240, 210, 200),
    page(-14, PALETTE.lapis800, false),
    page(-5, PALETTE.lapis800, false),
    page(5, PALETTE.lapis700, true),
    `<path d="M360 330 420 120 436 126 376 336Z" fill="${PALETTE.lapis800}" stroke="${accent}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M360 330 366 350 376 336" fill="${accent}"/>`,
    medallion(300, 318, 44, art),
  ].join("\n");
}

/** The case studies: a pointed arch of Samarkand's tilework around a rosette and the pictogram. */
function archScene(art: HeroArt): string {
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
  return body;
}
