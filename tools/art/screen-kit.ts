import { lines, PALETTE as C, starPoints, text, type TextOptions } from "./svg.ts";

/**
 * The parts the gallery's product screens are drawn from (tools/art/case-views.ts): a desktop
 * window with its tabs, phones, tables, pills and cards. A screen is 960 × 600 and the gallery
 * shows it at least 960 px wide from 64rem up, so no word is drawn below MIN_TEXT: 12 px at
 * the screen's own size, which a reader sees at 12 px or larger (issue 29.3 asks for 11).
 */
export const VIEW = { width: 960, height: 600 } as const;
const MIN_TEXT = 12;

export type Words = Omit<TextOptions, "min">;

/** Words in one line that may shrink to fit their box, never below MIN_TEXT. */
export const say = (x: number, y: number, content: string, options: Words) =>
  text(x, y, content, { ...options, min: MIN_TEXT });

/** Words wrapped to their box at `size`. */
export const para = (
  x: number,
  y: number,
  content: string,
  options: { size: number; width: number; fill: string; weight?: number; lineHeight?: number; maxLines: number },
) => lines(x, y, content, { min: MIN_TEXT, lineHeight: Math.round(options.size * 1.4), ...options });

export const check = (x: number, y: number, stroke: string = C.white, scale = 1) =>
  `<path d="M${x - 5 * scale} ${y} l${3.5 * scale} ${3.5 * scale} ${7 * scale}-${8 * scale}" fill="none" stroke="${stroke}" stroke-width="${2.2 * scale}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A status as a coloured pill, its width from its words. */
export interface Tone {
  fill: string;
  ink: string;
}
export const TONES = {
  new: { fill: C.lapis100, ink: C.lapis700 },
  busy: { fill: C.gold100, ink: C.gold700 },
  done: { fill: C.success100, ink: C.success700 },
  alert: { fill: "#fde4df", ink: C.danger700 },
  quiet: { fill: C.sand100, ink: C.ink600 },
} as const satisfies Record<string, Tone>;

export function pill(x: number, y: number, label: string, tone: Tone, maxWidth: number, size = 12): string {
  const width = Math.min(maxWidth, Math.ceil(label.length * size * 0.6 + 20));
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="24" rx="12" fill="${tone.fill}"/>` +
    say(x + width / 2, y + 16.5, label, { size, width: width - 12, fill: tone.ink, weight: 700, anchor: "middle" })
  );
}

export function button(x: number, y: number, width: number, label: string, primary = true, height = 40): string {
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${primary ? C.turquoise700 : C.white}"${primary ? "" : ` stroke="${C.line}" stroke-width="1.5"`}/>` +
    say(x + width / 2, y + height / 2 + 5, label, {
      size: 14,
      width: width - 24,
      fill: primary ? C.white : C.ink900,
      weight: 800,
      anchor: "middle",
    })
  );
}

/** A person's round initials, as staff and residents appear in the products. */
export function avatar(cx: number, cy: number, name: string, fill: string, r = 16): string {
  const initials = name
    .split(" ")
    .slice(0, 2)
    .map((part) => part[0] ?? "")
    .join("");
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
    say(cx, cy + r * 0.3, initials, {
      size: Math.max(MIN_TEXT, r * 0.8),
      width: r * 1.8,
      fill: C.ink900,
      weight: 800,
      anchor: "middle",
    })
  );
}

export const AVATAR_FILLS = [C.gold100, C.turquoise100, C.lapis100, C.sand100] as const;

export interface Frame {
  product: string;
  tabs: readonly string[];
  user: { name: string; role: string };
}

/** The desktop window: a dark title bar with the product and who is signed in, then its tabs; content goes below y = 112. */
export function desktop(frame: Frame, content: string): string {
  const tabs = frame.tabs
    .map((tab, index) => {
      const x = 32 + index * 176;
      const open = index === 0;
      return (
        say(x, 86, tab, { size: 14, width: 164, fill: open ? C.lapis700 : C.ink600, weight: open ? 800 : 600 }) +
        (open
          ? `<rect x="${x}" y="100" width="${Math.min(164, tab.length * 8.4)}" height="3" rx="1.5" fill="${C.lapis700}"/>`
          : "")
      );
    })
    .join("");
  return [
    `<rect x="0.5" y="0.5" width="959" height="599" rx="16" fill="${C.white}" stroke="${C.line}"/>`,
    `<path d="M0.5 16.5a16 16 0 0 1 16-16h927a16 16 0 0 1 16 16V56H0.5Z" fill="${C.lapis900}"/>`,
    `<polygon points="${starPoints(34, 28, 11, 8, 0.5)}" fill="${C.gold400}"/>`,
    say(54, 33, frame.product, { size: 15, width: 460, fill: C.white, weight: 800 }),
    say(904, 26, frame.user.name, { size: 13, width: 330, fill: C.white, weight: 700, anchor: "end" }),
    say(904, 44, frame.user.role, { size: 12, width: 330, fill: C.lapis200, weight: 600, anchor: "end" }),
    avatar(928, 28, frame.user.name, C.gold400, 15),
    `<rect x="0.5" y="56" width="959" height="48" fill="${C.lapis50}"/><path d="M0.5 104H959.5" stroke="${C.line}"/>`,
    tabs,
    content,
  ].join("\n");
}

/** A page's heading inside the window, with a line of context under it. */
export const heading = (title: string, subtitle: string, width = 600) =>
  say(32, 146, title, { size: 22, width, fill: C.ink900, weight: 800 }) +
  say(32, 170, subtitle, { size: 14, width, fill: C.ink600, weight: 600 });

export interface Column {
  title: string;
  width: number;
}

/** A table from y: its head, then rows of cells already drawn at (x, baseline) by `cell`. */
export function table(
  x: number,
  y: number,
  columns: readonly Column[],
  rows: number,
  cell: (row: number, column: number, x: number, baseline: number, width: number) => string,
  rowHeight = 46,
): string {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const starts = columns.map((_, index) => x + columns.slice(0, index).reduce((sum, column) => sum + column.width, 0));
  const head = columns
    .map((column, index) =>
      say(starts[index]! + 12, y + 24, column.title, {
        size: 12,
        width: column.width - 16,
        fill: C.ink600,
        weight: 700,
      }),
    )
    .join("");
  const body = Array.from({ length: rows }, (_, row) => {
    const top = y + 36 + row * rowHeight;
    const cells = columns
      .map((column, index) => cell(row, index, starts[index]! + 12, top + rowHeight / 2 + 5, column.width - 20))
      .join("");
    return `<path d="M${x} ${top + rowHeight}H${x + total}" stroke="${C.line}"/>${cells}`;
  }).join("\n");
  return `<rect x="${x}" y="${y}" width="${total}" height="36" rx="8" fill="${C.lapis50}"/>${head}\n${body}`;
}

/** A card: a white panel with a thin line. */
export const card = (x: number, y: number, width: number, height: number, fill: string = C.white) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${fill}" stroke="${C.line}"/>`;

/** The gallery's phones: PHONE wide and tall; the screen's content goes inside phoneBox(x). */
const PHONE = { width: 272, height: 568, top: 16 } as const;

export function phoneBox(x: number) {
  return { left: x + 26, right: x + PHONE.width - 26, top: PHONE.top + 100, bottom: PHONE.top + PHONE.height - 28 };
}

/** A phone at x: its frame, status bar and screen title; content is drawn over its screen by the caller. */
export function phone(x: number, title: string, content: string): string {
  const { top } = PHONE;
  return [
    `<rect x="${x + 4}" y="${top + 8}" width="${PHONE.width}" height="${PHONE.height}" rx="40" fill="${C.lapis950}" opacity="0.18"/>`,
    `<rect x="${x}" y="${top}" width="${PHONE.width}" height="${PHONE.height}" rx="40" fill="${C.lapis900}"/>`,
    `<rect x="${x + 10}" y="${top + 10}" width="${PHONE.width - 20}" height="${PHONE.height - 20}" rx="31" fill="${C.white}"/>`,
    `<rect x="${x + PHONE.width / 2 - 40}" y="${top + 20}" width="80" height="20" rx="10" fill="${C.lapis900}"/>`,
    say(x + 34, top + 35, "9:41", { size: 12, width: 40, fill: C.ink900, weight: 800 }),
    `<rect x="${x + PHONE.width - 58}" y="${top + 26}" width="22" height="11" rx="3" fill="none" stroke="${C.ink900}" stroke-width="1.5"/><rect x="${x + PHONE.width - 56}" y="${top + 28}" width="14" height="7" rx="1.5" fill="${C.ink900}"/>`,
    say(x + 26, top + 76, title, { size: 19, width: PHONE.width - 52, fill: C.ink900, weight: 800 }),
    content,
  ].join("\n");
}

/** Where the three phones of a screen stand, centred on the canvas. */
export const PHONES_AT = [46, 344, 642] as const;

/** The canvas behind a screen of phones. */
export const phoneStage = () =>
  `<rect width="${VIEW.width}" height="${VIEW.height}" rx="16" fill="${C.lapis50}"/>` +
  `<circle cx="820" cy="90" r="180" fill="${C.lapis100}" opacity="0.6"/><circle cx="120" cy="560" r="150" fill="${C.turquoise100}" opacity="0.7"/>`;

/** A five-pointed star for ratings. */
export const star = (cx: number, cy: number, r: number, fill: string) =>
  `<polygon points="${starPoints(cx, cy, r, 5, 0.45)}" fill="${fill}"/>`;
