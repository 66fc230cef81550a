import { ART_SIZES } from "../../app/components/art/art-paths.ts";
import type { CaseScreensCopy } from "../../content/types.ts";
import { lines, PALETTE as C, starPoints, svgDocument, text } from "./svg.ts";

/**
 * Each case study's cover: its product as its users see it, a desktop workspace and, beside it,
 * the phone of the person it serves, drawn from the case's own flow. Anonymised: no client's
 * name; the people in it are made up. Every word comes from the page's language
 * (content/art/screens/*.ts), so one drawing is made per language. The gallery's larger
 * screens are tools/art/case-views.ts.
 */
const { width: WIDTH, height: HEIGHT } = ART_SIZES.screen;

type Copy<K extends keyof CaseScreensCopy> = CaseScreensCopy[K];

const check = (x: number, y: number, stroke: string = C.white) =>
  `<path d="M${x - 4} ${y} l3 3 6-7" fill="none" stroke="${stroke}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
const pill = (x: number, y: number, w: number, label: string, fill: string, ink: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="20" rx="10" fill="${fill}"/>${text(x + w / 2, y + 14, label, { size: 11, width: w - 12, fill: ink, weight: 700, anchor: "middle" })}`;

/** The desktop window: a title bar with its product's name; content goes inside 20…580 × 56…420. */
function desktop(product: string, content: string): string {
  return [
    `<rect x="4" y="12" width="592" height="420" rx="14" fill="${C.lapis900}" opacity="0.18" transform="translate(4 6)"/>`,
    `<rect x="4" y="12" width="592" height="420" rx="14" fill="${C.white}" stroke="${C.line}"/>`,
    `<path d="M4 26a14 14 0 0 1 14-14h564a14 14 0 0 1 14 14v18H4Z" fill="${C.lapis50}"/>`,
    `<circle cx="24" cy="28" r="5" fill="#e26d5c"/><circle cx="40" cy="28" r="5" fill="${C.gold400}"/><circle cx="56" cy="28" r="5" fill="${C.turquoise500}"/>`,
    `<polygon points="${starPoints(90, 28, 8, 8, 0.5)}" fill="${C.lapis700}"/>`,
    text(104, 33, product, { size: 13, width: 300, fill: C.ink900, weight: 700 }),
    `<circle cx="572" cy="28" r="9" fill="${C.lapis200}"/>`,
    content,
  ].join("\n");
}

/** The phone beside it; content goes inside 552…700 × 104…420. */
function phone(title: string, content: string): string {
  return [
    `<rect x="536" y="66" width="176" height="368" rx="28" fill="${C.lapis950}" opacity="0.25" transform="translate(4 6)"/>`,
    `<rect x="536" y="66" width="176" height="368" rx="28" fill="${C.lapis900}"/>`,
    `<rect x="544" y="74" width="160" height="352" rx="21" fill="${C.white}"/>`,
    `<rect x="600" y="80" width="48" height="8" rx="4" fill="${C.lapis900}"/>`,
    text(556, 114, title, { size: 14, width: 136, fill: C.ink900, weight: 800 }),
    content,
  ].join("\n");
}

function familyCredit(copy: Copy<"familycredit">): string {
  const steps = copy.steps
    .map((step, index) => {
      // Four steps within the window's part left of the phone (x < 520): none hides behind it.
      const x = 24 + index * 124;
      const done = index < 2;
      const current = index === 2;
      const fill = done ? C.turquoise500 : current ? C.gold400 : C.line;
      const mark = done
        ? check(x + 12, 76)
        : text(x + 12, 80, String(index + 1), { size: 11, width: 12, fill: C.ink900, weight: 800, anchor: "middle" });
      const line =
        index < 3
          ? `<path d="M${x + 28} 74H${x + 116}" stroke="${done ? C.turquoise500 : C.line}" stroke-width="2"/>`
          : "";
      const label = text(x + 28, 98, step, {
        size: 11,
        width: 92,
        fill: current ? C.ink900 : C.ink600,
        weight: current ? 800 : 600,
      });
      return `${line}<circle cx="${x + 12}" cy="74" r="11" fill="${fill}"/>${mark}${label}`;
    })
    .join("\n");
  const fields = copy.fields
    .map(
      (field, index) =>
        text(36, 182 + index * 50, field.title, { size: 11, width: 220, fill: C.ink500, weight: 600 }) +
        text(36, 200 + index * 50, field.text, { size: 14, width: 220, fill: C.ink900, weight: 700 }),
    )
    .join("\n");
  const checks = copy.checks
    .map(
      (item, index) =>
        `<rect x="302" y="${232 + index * 30}" width="18" height="18" rx="5" fill="${C.turquoise500}"/>${check(311, 241 + index * 30)}` +
        text(328, 246 + index * 30, item, { size: 12, width: 190, fill: C.ink900, weight: 600 }),
    )
    .join("\n");
  // The scoring ring: 82 of 100, as an arc of a circle of radius 30 (circumference 188.5).
  const ring = `<circle cx="336" cy="174" r="30" fill="none" stroke="${C.lapis100}" stroke-width="8"/><circle cx="336" cy="174" r="30" fill="none" stroke="${C.turquoise500}" stroke-width="8" stroke-dasharray="154.6 188.5" stroke-linecap="round" transform="rotate(-90 336 174)"/>`;
  const timeline = copy.steps
    .map((step, index) => {
      const y = 146 + index * 56;
      const done = index < 2;
      const current = index === 2;
      const dot = done ? C.turquoise500 : current ? C.gold400 : C.line;
      const link =
        index < 3
          ? `<path d="M566 ${y + 10}V${y + 46}" stroke="${done ? C.turquoise500 : C.line}" stroke-width="2"/>`
          : "";
      const sub = current
        ? text(582, y + 20, copy.inProgress, { size: 10, width: 110, fill: C.gold700, weight: 700 })
        : "";
      return `${link}<circle cx="566" cy="${y}" r="8" fill="${dot}"/>${done ? check(566, y) : ""}${text(582, y + 4, step, { size: 11, width: 112, fill: C.ink900, weight: current ? 800 : 600 })}${sub}`;
    })
    .join("\n");
  return [
    desktop(
      copy.product,
      [
        steps,
        `<rect x="20" y="122" width="252" height="290" rx="12" fill="${C.lapis50}"/>`,
        text(36, 150, copy.application, { size: 14, width: 220, fill: C.lapis700, weight: 800 }),
        fields,
        `<rect x="286" y="122" width="238" height="290" rx="12" fill="${C.white}" stroke="${C.line}"/>`,
        ring,
        text(336, 180, "82", { size: 18, width: 30, fill: C.ink900, weight: 800, anchor: "middle" }),
        text(378, 170, copy.score, { size: 12, width: 140, fill: C.ink900, weight: 700 }),
        text(378, 188, "82 / 100", { size: 12, width: 140, fill: C.turquoise700, weight: 700 }),
        checks,
        `<rect x="302" y="342" width="104" height="34" rx="17" fill="${C.turquoise700}"/>`,
        text(354, 364, copy.approve, { size: 12, width: 90, fill: C.white, weight: 800, anchor: "middle" }),
        `<rect x="414" y="342" width="96" height="34" rx="17" fill="${C.white}" stroke="${C.line}" stroke-width="1.5"/>`,
        text(462, 364, copy.sendBack, { size: 12, width: 84, fill: C.ink900, weight: 700, anchor: "middle" }),
      ].join("\n"),
    ),
    phone(
      copy.phoneTitle,
      [
        timeline,
        `<rect x="556" y="362" width="136" height="40" rx="10" fill="${C.lapis50}"/>`,
        text(566, 386, copy.notice, { size: 11, width: 118, fill: C.ink600, weight: 700 }),
      ].join("\n"),
    ),
  ].join("\n");
}

function kindergarten(copy: Copy<"kindergarten">): string {
  const tiles = copy.tiles
    .map((tile, index) => {
      const x = 20 + index * 172;
      const accent = [C.turquoise500, C.gold400, C.lapis500][index] ?? C.lapis500;
      return (
        `<rect x="${x}" y="60" width="160" height="74" rx="12" fill="${C.lapis50}"/><rect x="${x}" y="60" width="5" height="74" rx="2" fill="${accent}"/>` +
        text(x + 18, 86, tile.title, { size: 11, width: 134, fill: C.ink500, weight: 600 }) +
        text(x + 18, 116, tile.text, { size: 22, width: 134, fill: C.ink900, weight: 800 })
      );
    })
    .join("\n");
  const heights = [112, 126, 98, 120, 132, 104];
  const bars = heights
    .map((h, index) => {
      const x = 42 + index * 38;
      return `<rect x="${x}" y="${380 - h}" width="22" height="${h}" rx="4" fill="${index === 4 ? C.turquoise500 : C.lapis200}"/>${text(x + 11, 398, String(index + 1), { size: 11, width: 20, fill: C.ink500, weight: 700, anchor: "middle" })}`;
    })
    .join("\n");
  const rows = [true, true, false, true, true]
    .map((present, index) => {
      const y = 190 + index * 42;
      return (
        `<circle cx="${314}" cy="${y}" r="12" fill="${[C.gold100, C.turquoise100, C.lapis100][index % 3]}"/>` +
        text(332, y + 4, copy.children[index] ?? "", { size: 12, width: 104, fill: C.ink900, weight: 700 }) +
        pill(
          444,
          y - 10,
          76,
          present ? copy.present : copy.absent,
          present ? C.success100 : C.gold100,
          present ? C.success700 : C.gold700,
        )
      );
    })
    .join("\n");
  const day = copy.day
    .map((item, index) => {
      const y = 138 + index * 64;
      const accent = [C.turquoise500, C.gold400, C.lapis500][index] ?? C.lapis500;
      return (
        `<rect x="556" y="${y}" width="136" height="54" rx="10" fill="${C.lapis50}"/><circle cx="572" cy="${y + 27}" r="7" fill="${accent}"/>` +
        text(586, y + 22, item.title, { size: 10, width: 100, fill: C.ink500, weight: 700 }) +
        text(586, y + 40, item.text, { size: 12, width: 100, fill: C.ink900, weight: 800 })
      );
    })
    .join("\n");
  return [
    desktop(
      copy.product,
      [
        tiles,
        `<rect x="20" y="148" width="260" height="264" rx="12" fill="${C.white}" stroke="${C.line}"/>`,
        text(36, 174, copy.chartTitle, { size: 13, width: 228, fill: C.ink900, weight: 800 }),
        `<path d="M34 380H268" stroke="${C.line}"/>`,
        bars,
        `<rect x="292" y="148" width="240" height="264" rx="12" fill="${C.white}" stroke="${C.line}"/>`,
        text(306, 174, copy.listTitle, { size: 13, width: 212, fill: C.ink900, weight: 800 }),
        rows,
      ].join("\n"),
    ),
    phone(
      copy.phoneTitle,
      [
        day,
        `<rect x="556" y="338" width="136" height="36" rx="18" fill="${C.turquoise700}"/>`,
        text(624, 361, copy.message, { size: 11, width: 120, fill: C.white, weight: 800, anchor: "middle" }),
      ].join("\n"),
    ),
  ].join("\n");
}

function neighborhood(copy: Copy<"neighborhood">): string {
  // A mahalla's streets as a map: blocks, a main road, a canal, and pins where requests were made.
  const blocks = [
    [36, 70, 70, 56],
    [118, 70, 92, 56],
    [36, 146, 70, 80],
    [118, 146, 40, 80],
    [170, 146, 40, 80],
    [36, 246, 120, 64],
    [168, 246, 42, 64],
    [36, 330, 174, 70],
  ]
    .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${C.sand100}"/>`)
    .join("");
  const pins = [
    [88, 104, C.gold500],
    [190, 190, C.turquoise500],
    [72, 280, C.lapis500],
    [150, 360, C.gold500],
    [184, 278, C.turquoise500],
  ]
    .map(
      ([x, y, fill]) =>
        `<path d="M${x} ${y}c-8-10-12-15-12-21a12 12 0 0 1 24 0c0 6-4 11-12 21Z" fill="${fill}" stroke="${C.white}" stroke-width="2"/><circle cx="${x}" cy="${Number(y) - 21}" r="4" fill="${C.white}"/>`,
    )
    .join("");
  const statusInk = [C.gold700, C.lapis700, C.success700, C.success700];
  const statusFill = [C.gold100, C.lapis100, C.success100, C.success100];
  const requests = copy.requests
    .map((request, index) => {
      const y = 98 + index * 78;
      return (
        `<rect x="240" y="${y}" width="290" height="66" rx="10" fill="${index === 0 ? C.lapis50 : C.white}" stroke="${C.line}"/>` +
        text(254, y + 26, request.title, { size: 13, width: 160, fill: C.ink900, weight: 700 }) +
        text(254, y + 48, copy.places[index] ?? "", { size: 11, width: 160, fill: C.ink600, weight: 600 }) +
        pill(418, y + 14, 100, request.text, statusFill[index] ?? C.line, statusInk[index] ?? C.ink900)
      );
    })
    .join("\n");
  const chips = copy.categories
    .map((category, index) => {
      const x = 556 + (index % 2) * 70;
      const y = 130 + Math.floor(index / 2) * 34;
      const chosen = index === 0;
      return (
        `<rect x="${x}" y="${y}" width="66" height="26" rx="13" fill="${chosen ? C.lapis700 : C.white}" stroke="${chosen ? C.lapis700 : C.line}"/>` +
        text(x + 33, y + 17, category, {
          size: 10,
          width: 58,
          fill: chosen ? C.white : C.ink900,
          weight: 700,
          anchor: "middle",
        })
      );
    })
    .join("\n");
  return [
    desktop(
      copy.product,
      [
        `<rect x="20" y="56" width="206" height="356" rx="12" fill="${C.turquoise100}"/>`,
        blocks,
        `<path d="M20 236H226" stroke="${C.white}" stroke-width="10"/><path d="M112 56V412" stroke="${C.white}" stroke-width="8"/>`,
        `<path d="M20 322C80 312 150 330 226 318" stroke="${C.lapis200}" stroke-width="6" fill="none"/>`,
        pins,
        text(240, 80, copy.requestsTitle, { size: 14, width: 280, fill: C.ink900, weight: 800 }),
        requests,
      ].join("\n"),
    ),
    phone(
      copy.phoneTitle,
      [
        chips,
        text(556, 216, copy.describe, { size: 10, width: 136, fill: C.ink500, weight: 700 }),
        `<rect x="556" y="224" width="136" height="70" rx="10" fill="${C.white}" stroke="${C.line}"/>`,
        lines(566, 242, copy.description, {
          size: 11,
          min: 9,
          width: 118,
          fill: C.ink900,
          weight: 600,
          lineHeight: 15,
          maxLines: 4,
        }),
        `<rect x="556" y="304" width="136" height="34" rx="10" fill="${C.lapis50}" stroke="${C.lapis200}" stroke-dasharray="4 3"/>`,
        text(624, 325, copy.photo, { size: 10, width: 120, fill: C.lapis700, weight: 700, anchor: "middle" }),
        `<rect x="556" y="352" width="136" height="36" rx="18" fill="${C.turquoise700}"/>`,
        text(624, 375, copy.send, { size: 12, width: 120, fill: C.white, weight: 800, anchor: "middle" }),
      ].join("\n"),
    ),
  ].join("\n");
}

const DRAWINGS: { [K in keyof CaseScreensCopy]: (copy: CaseScreensCopy[K]) => string } = {
  familycredit: familyCredit,
  kindergarten,
  neighborhood,
};

export function caseScreen<K extends keyof CaseScreensCopy>(slug: K, copy: CaseScreensCopy[K]): string {
  return svgDocument(WIDTH, HEIGHT, DRAWINGS[slug](copy), true);
}
