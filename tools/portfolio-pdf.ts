import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import PDFDocument from "pdfkit";
import type { ContentAreas } from "../app/content/page-content.server.ts";
import { catalogues, type Catalogue } from "../app/i18n/catalogues/index.server.ts";
import { LANGUAGES, LOCALES, type Language } from "../shared/i18n/languages.ts";
import { caseStudySeed } from "../content/seed/case-studies.ts";
import type { ViewOfKind } from "../shared/content-model/kind.ts";
import * as kinds from "../content/model/index.ts";
import { companyDetails, type CompanyDetails } from "../content/model/company.ts";
import type { Stat } from "../content/types.ts";
import { aboutSeed } from "../content/seed/about.ts";
import { companySeed } from "../content/seed/company.ts";
import { homeSeed } from "../content/seed/home.ts";
import { industrySeeds } from "../content/seed/industries.ts";
import { serviceSeeds, servicesPageSeed } from "../content/seed/services.ts";
import { seedIn } from "./seed-words.ts";
import { colorToken } from "./design-tokens.ts";

/**
 * The company portfolio as a PDF, one per language, drawn at build time from the
 * same content modules the site renders: cover, about, services, industries, case
 * studies and a contact back cover. No copy lives here; structural labels come from
 * the content modules' own titles and the interface catalogues.
 */

type Doc = PDFKit.PDFDocument;

/** What one language's portfolio is drawn from. */
/** A card of the home page or a row of the services page: a title over a short text. */
interface Card {
  title: string;
  text: string;
}

interface PortfolioContent {
  lang: Language;
  company: CompanyDetails;
  home: {
    eyebrow: string;
    industries: { title: string; lead: string; items: Card[] };
    portfolioTitle: string;
    cta: { title: string; text: string };
  };
  about: ViewOfKind<typeof kinds.aboutPage>;
  services: { title: string; lead: string; items: Card[] };
  casestudies: ContentAreas["casestudies"];
  /** The case studies the site starts with (content/seed/), in this language. */
  cases: { client: string; title: string; summary: string; figures: Stat[] }[];
  ui: Catalogue;
}

/** The names, addresses and profiles the same in every language (the address is per language: `c.company`). */
const company = companyDetails(seedIn(kinds.company, companySeed, "en"));

// ---------------------------------------------------------------------------
// Design tokens (app/styles/tokens.css, read from it), in PDF points.

const COLOR = {
  deepLapis: colorToken("lapis-900"),
  lapis: colorToken("lapis-700"),
  lapisBright: colorToken("lapis-500"),
  lapisPale: colorToken("lapis-200"),
  lapisMist: colorToken("lapis-50"),
  turquoise: colorToken("turquoise-500"),
  /** Darker turquoise for small text: turquoise-500 is too light for 8pt type on white. */
  turquoiseText: colorToken("turquoise-600"),
  gold: colorToken("gold-500"),
  sand: colorToken("sand-100"),
  ink: colorToken("ink-900"),
  inkSoft: colorToken("ink-700"),
  inkMuted: colorToken("ink-600"),
  line: colorToken("line"),
  white: colorToken("white"),
} as const;

const PAGE = { width: 595.28, height: 841.89 } as const; // A4
const MARGIN_X = 56;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN_X;
const CONTENT_TOP = 100;
/** Lowest point body content may reach; below it sit the footer rule and page number. */
const CONTENT_BOTTOM = PAGE.height - 60;

// ---------------------------------------------------------------------------
// Fonts: Fira Sans from @expo-google-fonts/fira-sans. Each weight is one complete
// TTF covering Latin, Cyrillic, ≈ and the Uzbek ʻ (U+02BB) and ʼ (U+02BC) with
// proper narrow advances. Manrope (the site's face) and Noto Sans lack some of
// these; IBM Plex Sans has them, but as 600-unit-wide glyphs that open gaps inside
// Uzbek words. Read from node_modules, so a fresh CI machine needs no system fonts.

const FONT_PACKAGE = "@expo-google-fonts/fira-sans";
const FONT_FILES = {
  regular: "400Regular/FiraSans_400Regular.ttf",
  medium: "500Medium/FiraSans_500Medium.ttf",
  semibold: "600SemiBold/FiraSans_600SemiBold.ttf",
  bold: "700Bold/FiraSans_700Bold.ttf",
} as const;
type FontName = keyof typeof FONT_FILES;

/** Absolute paths of the embedded font files, by the names the layout uses. */
export function portfolioFontFiles(): Record<FontName, string> {
  const dir = dirname(createRequire(import.meta.url).resolve(`${FONT_PACKAGE}/package.json`));
  const entries = Object.entries(FONT_FILES).map(([name, file]) => [name, join(dir, file)]);
  return Object.fromEntries(entries) as Record<FontName, string>;
}

let fontData: Promise<[string, Buffer][]> | undefined;

/** Reads the font files once per process; every document embeds its own subset. */
function loadFonts(): Promise<[string, Buffer][]> {
  fontData ??= Promise.all(
    Object.entries(portfolioFontFiles()).map(async ([name, path]) => [name, await readFile(path)] as [string, Buffer]),
  );
  return fontData;
}

// ---------------------------------------------------------------------------
// Text primitives: every block is placed at an explicit position and returns the
// y below it, so pages are laid out top to bottom without pdfkit's own flow.

interface TextStyle {
  font: FontName;
  size: number;
  color: string;
  lineGap?: number;
  characterSpacing?: number;
  link?: string;
}

function applyStyle(doc: Doc, style: TextStyle): void {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
}

function textOptions(width: number, style: TextStyle): PDFKit.Mixins.TextOptions {
  return {
    width,
    lineGap: style.lineGap ?? 0,
    characterSpacing: style.characterSpacing ?? 0,
    link: style.link,
  };
}

/**
 * Typographic glue (no-break spaces) so that a line never splits "300 000" or
 * "ISO 9001", nor starts with a dash, as Russian typesetting requires.
 */
function keepTogether(text: string): string {
  return text
    .replace(/(\d) (?=\d{3}\b)/g, "$1\u00a0")
    .replace(/\bISO (?=\d)/g, "ISO\u00a0")
    .replace(/ (?=[—–])/g, "\u00a0");
}

function measureText(doc: Doc, text: string, width: number, style: TextStyle): number {
  applyStyle(doc, style);
  return doc.heightOfString(keepTogether(text), textOptions(width, style));
}

/** Draws wrapped text and returns the y just below it. */
function drawText(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle): number {
  const bottom = y + measureText(doc, text, width, style);
  doc.text(keepTogether(text), x, y, textOptions(width, style));
  return bottom;
}

const EYEBROW: TextStyle = { font: "semibold", size: 8.5, color: COLOR.turquoiseText, characterSpacing: 1.2 };

/** A spaced upper-case label above a heading, upper-cased by the document's language rules. */
function drawEyebrow(doc: Doc, lang: Language, text: string, x: number, y: number, width: number): number {
  return drawText(doc, text.toLocaleUpperCase(LOCALES[lang]), x, y, width, EYEBROW);
}

function measureEyebrow(doc: Doc, lang: Language, text: string, width: number): number {
  return measureText(doc, text.toLocaleUpperCase(LOCALES[lang]), width, EYEBROW);
}

const STYLE = {
  h1: { font: "bold", size: 24, color: COLOR.deepLapis, lineGap: 1 },
  h2: { font: "bold", size: 13, color: COLOR.deepLapis, lineGap: 1 },
  lead: { font: "regular", size: 11.5, color: COLOR.inkSoft, lineGap: 3 },
  body: { font: "regular", size: 9.4, color: COLOR.inkSoft, lineGap: 2.2 },
  small: { font: "regular", size: 8.4, color: COLOR.inkMuted, lineGap: 1.6 },
} satisfies Record<string, TextStyle>;

/** Refuses to produce a page whose content runs into the footer: longer copy needs a layout change, not clipping. */
function assertFits(y: number, what: string, lang: Language): void {
  if (y > CONTENT_BOTTOM) {
    throw new Error(
      `Portfolio PDF (${lang}): ${what} ends at y=${y.toFixed(0)}, below the content area (${CONTENT_BOTTOM.toFixed(0)}).`,
    );
  }
}

// ---------------------------------------------------------------------------
// Shapes: the logo mark and the girih ornament, drawn as vectors.

/** The site's logo mark (LogoMark in Logo.tsx, a 40×40 viewBox): two squares and a gold star. */
function drawLogoMark(doc: Doc, x: number, y: number, size: number, squareColor: string): void {
  doc
    .save()
    .translate(x, y)
    .scale(size / 40);
  doc.roundedRect(8, 8, 24, 24, 2).fill(squareColor);
  doc.save().rotate(45, { origin: [20, 20] });
  doc.roundedRect(8, 8, 24, 24, 2).fill(squareColor);
  doc.restore();
  doc.path("M20 11.5 22.6 17.4 28.5 20 22.6 22.6 20 28.5 17.4 22.6 11.5 20 17.4 17.4Z").fill(COLOR.gold);
  doc.circle(20, 20, 2.2).fill(squareColor);
  doc.restore();
}

/** The mark and the word "Lojuvard", as in the site header. */
function drawLogo(doc: Doc, x: number, y: number, size: number, tone: "dark" | "light"): void {
  drawLogoMark(doc, x, y, size, tone === "dark" ? COLOR.deepLapis : COLOR.lapisBright);
  const wordSize = size * 0.58;
  applyStyle(doc, { font: "bold", size: wordSize, color: tone === "dark" ? COLOR.ink : COLOR.white });
  doc.text(company.name, x + size * 1.14, y + (size - wordSize * 1.3) / 2, {
    lineBreak: false,
    characterSpacing: -0.03 * wordSize,
  });
}

/**
 * Outline of an eight-pointed khatam star (the union of two squares) with outer
 * radius r. Its inner corners lie where the squares' edges cross: r·cos45°/cos22.5°.
 */
function starOutline(doc: Doc, cx: number, cy: number, r: number): Doc {
  const inner = (r * Math.SQRT1_2) / Math.cos(Math.PI / 8);
  for (let k = 0; k < 16; k++) {
    const angle = (k * Math.PI) / 8 - Math.PI / 2;
    const radius = k % 2 === 0 ? r : inner;
    const px = cx + radius * Math.cos(angle);
    const py = cy + radius * Math.sin(angle);
    if (k === 0) doc.moveTo(px, py);
    else doc.lineTo(px, py);
  }
  return doc.closePath();
}

/**
 * A quiet girih lattice: khatam stars on a square grid with a small diamond in
 * each gap, stroked thinly in bright lapis over deep lapis, clipped to a box.
 */
function drawGirihPattern(doc: Doc, box: { x: number; y: number; width: number; height: number }, cell = 56) {
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.lineWidth(0.7).strokeColor(COLOR.lapisBright).strokeOpacity(0.22);
  for (let cy = box.y; cy <= box.y + box.height + cell; cy += cell) {
    for (let cx = box.x; cx <= box.x + box.width + cell; cx += cell) {
      starOutline(doc, cx, cy, cell * 0.42).stroke();
      starOutline(doc, cx, cy, cell * 0.2).stroke();
      const gx = cx + cell / 2;
      const gy = cy + cell / 2;
      const d = cell * 0.14;
      doc.polygon([gx, gy - d], [gx + d, gy], [gx, gy + d], [gx - d, gy]).stroke();
    }
  }
  doc.restore();
}

// ---------------------------------------------------------------------------
// Page furniture.

/** Website shown in the contacts. company.ts keeps no URL; the site lives on the e-mail domain. */
function websiteHost(): string {
  return `www.${company.email.general.split("@")[1]}`;
}

function startPage(doc: Doc): void {
  doc.addPage({ size: "A4", margin: 0 });
}

/** Header and footer of the inner pages: the logo, a rule, the document name and page number. */
function drawPageFrame(doc: Doc, c: PortfolioContent, pageNumber: number): void {
  drawLogo(doc, MARGIN_X, 40, 22, "dark");
  applyStyle(doc, { font: "medium", size: 8.5, color: COLOR.inkMuted });
  doc.text(c.about.portfolio.title, MARGIN_X, 47, { width: CONTENT_WIDTH, align: "right", lineBreak: false });
  doc
    .moveTo(MARGIN_X, 76)
    .lineTo(PAGE.width - MARGIN_X, 76)
    .lineWidth(0.6)
    .strokeColor(COLOR.line)
    .stroke();
  doc.rect(MARGIN_X, 75, 36, 2).fill(COLOR.gold);

  const footerY = PAGE.height - 44;
  doc
    .moveTo(MARGIN_X, footerY - 8)
    .lineTo(PAGE.width - MARGIN_X, footerY - 8)
    .lineWidth(0.6)
    .stroke(COLOR.line);
  applyStyle(doc, { font: "regular", size: 8, color: COLOR.inkMuted });
  doc.text(`${company.legalName} · ${websiteHost()}`, MARGIN_X, footerY, { lineBreak: false });
  doc.text(String(pageNumber), MARGIN_X, footerY, { width: CONTENT_WIDTH, align: "right", lineBreak: false });
}

/** Eyebrow, page title and lead paragraph that open every inner page. */
function drawSectionIntro(doc: Doc, c: PortfolioContent, eyebrow: string, title: string, lead: string): number {
  // Where the menu label and the page title are the same word (Uzbek "Sohalar"), the
  // label is left out but its space kept, so every page's title sits at one height.
  let y = CONTENT_TOP + measureEyebrow(doc, c.lang, eyebrow, CONTENT_WIDTH);
  if (eyebrow.toLocaleLowerCase(LOCALES[c.lang]) !== title.toLocaleLowerCase(LOCALES[c.lang])) {
    drawEyebrow(doc, c.lang, eyebrow, MARGIN_X, CONTENT_TOP, CONTENT_WIDTH);
  }
  y = drawText(doc, title, MARGIN_X, y + 6, CONTENT_WIDTH, STYLE.h1);
  return drawText(doc, lead, MARGIN_X, y + 10, CONTENT_WIDTH, STYLE.lead) + 22;
}

// ---------------------------------------------------------------------------
// Pages.

function drawCover(doc: Doc, c: PortfolioContent): void {
  startPage(doc);
  const bandTop = 500;
  doc.rect(0, 0, PAGE.width, bandTop).fill(COLOR.sand);
  drawLogo(doc, MARGIN_X, 56, 40, "dark");

  doc.rect(MARGIN_X, 206, 40, 3).fill(COLOR.gold);
  let y = drawEyebrow(doc, c.lang, c.about.portfolio.title, MARGIN_X, 224, CONTENT_WIDTH);
  y = drawText(doc, c.company.tagline, MARGIN_X, y + 12, CONTENT_WIDTH - 30, {
    font: "bold",
    size: 32,
    color: COLOR.deepLapis,
    lineGap: 2,
  });
  drawText(doc, c.about.portfolio.text, MARGIN_X, y + 18, 400, { ...STYLE.lead, size: 12.5 });

  // The deep-lapis band: lattice, a gold hairline on its edge, a large star resting on the right.
  doc.rect(0, bandTop, PAGE.width, PAGE.height - bandTop).fill(COLOR.deepLapis);
  drawGirihPattern(doc, { x: 0, y: bandTop, width: PAGE.width, height: PAGE.height - bandTop });
  doc.rect(0, bandTop, PAGE.width, 3).fill(COLOR.gold);
  doc.save().lineWidth(1.2).strokeColor(COLOR.gold).strokeOpacity(0.55);
  starOutline(doc, PAGE.width - 120, bandTop + 130, 70).stroke();
  doc.restore();

  const cities = c.about.offices.items.map((office) => office.city).join("  ·  ");
  y = drawText(doc, c.home.eyebrow, MARGIN_X, PAGE.height - 150, CONTENT_WIDTH, {
    font: "semibold",
    size: 13,
    color: COLOR.white,
  });
  y = drawText(doc, cities, MARGIN_X, y + 6, CONTENT_WIDTH, { font: "regular", size: 10, color: COLOR.lapisPale });
  doc.rect(MARGIN_X, y + 18, CONTENT_WIDTH, 0.6).fill(COLOR.lapis);
  drawText(doc, company.legalName, MARGIN_X, y + 28, CONTENT_WIDTH, {
    font: "medium",
    size: 9,
    color: COLOR.lapisPale,
  });
}

/** One figure: a large value over its label. Returns the height used. */
function drawStat(doc: Doc, stat: Stat, x: number, y: number, width: number, valueSize: number): number {
  const bottom = drawText(doc, stat.value, x, y, width, { font: "bold", size: valueSize, color: COLOR.lapis });
  return drawText(doc, stat.label, x, bottom + 2, width, STYLE.small) - y;
}

function drawAboutPage(doc: Doc, c: PortfolioContent): void {
  startPage(doc);
  drawPageFrame(doc, c, 2);
  const { about } = c;
  const top = drawSectionIntro(doc, c, c.ui.nav.aboutus, about.title, about.lead);

  // Story on the left, figures in a sand sidebar on the right.
  const sidebarWidth = 150;
  const storyWidth = CONTENT_WIDTH - sidebarWidth - 24;
  let y = drawText(doc, about.story.title, MARGIN_X, top, storyWidth, STYLE.h2) + 8;
  for (const paragraph of about.story.paragraphs) {
    y = drawText(doc, paragraph, MARGIN_X, y, storyWidth, STYLE.body) + 7;
  }

  const sidebarX = PAGE.width - MARGIN_X - sidebarWidth;
  const statsHeight = measureStatsColumn(doc, about.stats.items, sidebarWidth - 32);
  const titleHeight = measureText(doc, about.stats.title, sidebarWidth - 32, STYLE.h2);
  doc.roundedRect(sidebarX, top, sidebarWidth, titleHeight + statsHeight + 44, 6).fill(COLOR.sand);
  let sy = drawText(doc, about.stats.title, sidebarX + 16, top + 16, sidebarWidth - 32, STYLE.h2) + 12;
  for (const stat of about.stats.items) {
    sy += drawStat(doc, stat, sidebarX + 16, sy, sidebarWidth - 32, 20) + 12;
  }
  y = Math.max(y, top + titleHeight + statsHeight + 44) + 16;

  y = drawOffices(doc, c, y);
  assertFits(y, "the about page", c.lang);
}

function measureStatsColumn(doc: Doc, stats: Stat[], width: number): number {
  return stats.reduce((sum, stat) => {
    const value = measureText(doc, stat.value, width, { font: "bold", size: 20, color: COLOR.lapis });
    return sum + value + 2 + measureText(doc, stat.label, width, STYLE.small) + 12;
  }, 0);
}

/** The six offices in a three-column grid, each marked with a small star. */
function drawOffices(doc: Doc, c: PortfolioContent, top: number): number {
  doc
    .moveTo(MARGIN_X, top)
    .lineTo(PAGE.width - MARGIN_X, top)
    .lineWidth(0.6)
    .stroke(COLOR.line);
  let y = drawText(doc, c.about.offices.title, MARGIN_X, top + 14, CONTENT_WIDTH, STYLE.h2) + 10;
  const columns = 3;
  const gap = 16;
  const width = (CONTENT_WIDTH - gap * (columns - 1)) / columns;
  const items = c.about.offices.items;
  for (let row = 0; row < items.length; row += columns) {
    let rowBottom = y;
    items.slice(row, row + columns).forEach((office, i) => {
      const x = MARGIN_X + i * (width + gap);
      doc.save().fillColor(COLOR.turquoise);
      starOutline(doc, x + 5, y + 6.5, 5).fill();
      doc.restore();
      const cityBottom = drawText(doc, office.city, x + 16, y, width - 16, {
        font: "semibold",
        size: 10.5,
        color: COLOR.deepLapis,
      });
      rowBottom = Math.max(rowBottom, drawText(doc, office.country, x + 16, cityBottom, width - 16, STYLE.small));
    });
    y = rowBottom + 10;
  }
  return y;
}

function drawServicesPage(doc: Doc, c: PortfolioContent): void {
  startPage(doc);
  drawPageFrame(doc, c, 3);
  const overview = c.services;
  let y = drawSectionIntro(doc, c, c.ui.nav.services, overview.title, overview.lead) - 6;

  // Each service is a numbered row: its title over its short text.
  const numberWidth = 34;
  const mainX = MARGIN_X + numberWidth;
  const mainWidth = CONTENT_WIDTH - numberWidth;
  overview.items.forEach((service, index) => {
    doc
      .moveTo(MARGIN_X, y)
      .lineTo(PAGE.width - MARGIN_X, y)
      .lineWidth(0.6)
      .stroke(COLOR.line);
    const rowTop = y + 13;
    drawText(doc, String(index + 1).padStart(2, "0"), MARGIN_X, rowTop + 1, numberWidth, {
      font: "semibold",
      size: 11,
      color: COLOR.gold,
    });
    const textTop = drawText(doc, service.title, mainX, rowTop, mainWidth, { ...STYLE.h2, size: 12 }) + 4;
    y = drawText(doc, service.text, mainX, textTop, mainWidth, STYLE.body) + 13;
  });
  assertFits(y - 13, "the services page", c.lang);
}

function drawIndustriesPage(doc: Doc, c: PortfolioContent): void {
  startPage(doc);
  drawPageFrame(doc, c, 4);
  const { industries } = c.home;
  let y = drawSectionIntro(doc, c, c.ui.nav.industries, industries.title, industries.lead);

  // Two cards per row on sand, each row as tall as its taller card.
  const gap = 14;
  const padding = 16;
  const cardWidth = (CONTENT_WIDTH - gap) / 2;
  const innerWidth = cardWidth - 2 * padding;
  const titleStyle: TextStyle = { font: "semibold", size: 11, color: COLOR.deepLapis, lineGap: 1 };
  const textStyle: TextStyle = { ...STYLE.body, size: 9 };
  for (let i = 0; i < industries.items.length; i += 2) {
    const pair = industries.items.slice(i, i + 2);
    const heights = pair.map(
      (item) =>
        measureText(doc, item.title, innerWidth, titleStyle) + 5 + measureText(doc, item.text, innerWidth, textStyle),
    );
    const cardHeight = Math.max(...heights) + 2 * padding;
    pair.forEach((item, j) => {
      const x = MARGIN_X + j * (cardWidth + gap);
      doc.roundedRect(x, y, cardWidth, cardHeight, 6).fill(COLOR.sand);
      doc.rect(x, y + padding, 3, 14).fill(COLOR.turquoise);
      const textTop = drawText(doc, item.title, x + padding, y + padding, innerWidth, titleStyle) + 5;
      drawText(doc, item.text, x + padding, textTop, innerWidth, textStyle);
    });
    y += cardHeight + gap;
  }
  assertFits(y, "the industries page", c.lang);
}

function drawCaseStudiesPage(doc: Doc, c: PortfolioContent): void {
  startPage(doc);
  drawPageFrame(doc, c, 5);
  const { list } = c.casestudies;
  let y = drawSectionIntro(doc, c, c.ui.nav.casestudies, c.home.portfolioTitle, list.lead) - 6;

  for (const study of c.cases) {
    doc
      .moveTo(MARGIN_X, y)
      .lineTo(PAGE.width - MARGIN_X, y)
      .lineWidth(0.6)
      .stroke(COLOR.line);
    let by = drawEyebrow(doc, c.lang, study.client, MARGIN_X, y + 12, CONTENT_WIDTH);
    by = drawText(doc, study.title, MARGIN_X, by + 4, CONTENT_WIDTH, { ...STYLE.h2, size: 14 }) + 5;
    by = drawText(doc, study.summary, MARGIN_X, by, CONTENT_WIDTH, STYLE.body) + 10;
    y = drawFigureTiles(doc, study.figures, by) + 14;
  }
  assertFits(y - 14, "the case studies page", c.lang);
}

const FIGURE_VALUE_SIZE = 13;

/** A case's figures as a row of pale lapis tiles of equal height that share the full width. */
function drawFigureTiles(doc: Doc, figures: Stat[], top: number): number {
  const gap = 10;
  const padding = 8;
  const tileWidth = (CONTENT_WIDTH - gap * (figures.length - 1)) / figures.length;
  const innerWidth = tileWidth - 2 * padding;
  const valueStyle: TextStyle = { font: "bold", size: FIGURE_VALUE_SIZE, color: COLOR.lapis };
  const contentHeight = Math.max(
    ...figures.map(
      (figure) =>
        measureText(doc, figure.value, innerWidth, valueStyle) +
        2 +
        measureText(doc, figure.label, innerWidth, STYLE.small),
    ),
  );
  figures.forEach((figure, i) => {
    const x = MARGIN_X + i * (tileWidth + gap);
    doc.roundedRect(x, top, tileWidth, contentHeight + 2 * padding, 5).fill(COLOR.lapisMist);
    drawStat(doc, figure, x + padding, top + padding, innerWidth, FIGURE_VALUE_SIZE);
  });
  return top + contentHeight + 2 * padding;
}

/** The back cover: the closing call to action, the office map and every way to reach the company. */
function drawContactsPage(doc: Doc, c: PortfolioContent): void {
  startPage(doc);
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOR.deepLapis);
  drawGirihPattern(doc, { x: 0, y: 0, width: PAGE.width, height: PAGE.height });
  doc.rect(0, 0, PAGE.width, 3).fill(COLOR.gold);
  drawLogo(doc, MARGIN_X, 56, 40, "light");

  let y = drawText(doc, c.home.cta.title, MARGIN_X, 170, CONTENT_WIDTH - 40, {
    font: "bold",
    size: 30,
    color: COLOR.white,
    lineGap: 2,
  });
  y = drawText(doc, c.home.cta.text, MARGIN_X, y + 14, 420, { ...STYLE.lead, color: COLOR.lapisPale });

  // A white card keeps the map and the details legible over the lattice.
  const card = { x: MARGIN_X, y: y + 34, width: CONTENT_WIDTH, height: 0 };
  const mapHeight = 170;
  card.height = mapHeight + drawContactDetails(doc, c, card.x, card.y + mapHeight, card.width, true);
  assertFits(card.y + card.height, "the contacts page", c.lang);
  doc.roundedRect(card.x, card.y, card.width, card.height, 8).fill(COLOR.white);
  drawOfficeMap(doc, c, { ...card, height: mapHeight });
  drawContactDetails(doc, c, card.x, card.y + mapHeight, card.width, false);

  applyStyle(doc, { font: "regular", size: 8.5, color: COLOR.lapisPale });
  const copyright = `© ${new Date().getFullYear()} ${company.legalName}. ${c.ui.footer.rights}`;
  doc.text(copyright, MARGIN_X, PAGE.height - 52, { width: CONTENT_WIDTH, lineBreak: false });
}

/**
 * The site's schematic map of central Tashkent (OfficeMap.tsx, a 560×420 drawing;
 * keep the two in step), scaled to the card's width and cropped to a band around
 * the office marker, with the office's name on a label.
 */
function drawOfficeMap(doc: Doc, c: PortfolioContent, box: { x: number; y: number; width: number; height: number }) {
  const scale = box.width / 560;
  const marker = { x: 292, y: 168 };
  doc.save();
  // Only the card's top corners are rounded: clip to the card's shape, then to the band.
  doc.roundedRect(box.x, box.y, box.width, box.height + 20, 8).clip();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.translate(box.x, box.y + box.height / 2 - marker.y * scale).scale(scale);

  doc.rect(0, 0, 560, 420).fill(COLOR.lapisMist);
  doc.lineCap("round").lineWidth(10).strokeColor(COLOR.lapisPale);
  for (const road of [
    "M-10 300 C 120 260, 220 250, 330 190 S 520 90, 580 70",
    "M80 -10 L 210 430",
    "M-10 120 L 580 210",
    "M400 -10 C 380 120, 420 260, 360 430",
  ])
    doc.path(road).stroke();
  doc.lineWidth(5).strokeColor("#e4ebfb");
  for (const street of ["M-10 40 L 580 330", "M300 -10 L 250 430", "M-10 380 L 580 360", "M480 -10 L 520 430"])
    doc.path(street).stroke();
  doc.lineWidth(8).strokeColor("#7fd8cf").strokeOpacity(0.8);
  doc.path("M20 220 C 140 200, 160 330, 300 320 S 470 400, 560 380").stroke();
  doc.strokeOpacity(1);
  doc.circle(150, 110, 34).fill("#d5f3ef");
  doc.circle(470, 300, 44).fill("#d5f3ef");

  doc.fillColor(COLOR.lapisBright).fillOpacity(0.15).circle(marker.x, marker.y, 46).fill();
  doc.fillOpacity(0.25).circle(marker.x, marker.y, 28).fill();
  doc.fillOpacity(1);
  drawLogoMark(doc, marker.x - 20 * 1.33, marker.y - 20 * 1.33, 40 * 1.33, COLOR.deepLapis);
  doc.restore();

  // The office's name on a white label beside the marker.
  const labelStyle: TextStyle = { font: "semibold", size: 9, color: COLOR.deepLapis };
  applyStyle(doc, labelStyle);
  const labelWidth = doc.widthOfString(c.about.office.title) + 20;
  const labelX = box.x + (marker.x + 36) * scale;
  const labelY = box.y + box.height / 2 - 11;
  doc.roundedRect(labelX, labelY, labelWidth, 22, 11).fill(COLOR.white);
  drawText(doc, c.about.office.title, labelX + 10, labelY + 5.5, labelWidth, labelStyle);
}

/**
 * The card's two columns of details: address and hours; e-mails, phone, website and
 * social profiles. With measureOnly it draws nothing and returns the height it
 * needs, so the card's background can go down first.
 */
function drawContactDetails(
  doc: Doc,
  c: PortfolioContent,
  x: number,
  top: number,
  width: number,
  measureOnly: boolean,
) {
  const padding = 24;
  const gap = 24;
  const columnWidth = (width - 2 * padding - gap) / 2;
  const leftX = x + padding;
  const rightX = leftX + columnWidth + gap;
  const { address } = c.company;
  const value: TextStyle = { font: "medium", size: 10.5, color: COLOR.ink, lineGap: 2.5 };
  const label = (text: string, lx: number, y: number) =>
    measureOnly
      ? y + measureEyebrow(doc, c.lang, text, columnWidth) + 6
      : drawEyebrow(doc, c.lang, text, lx, y, columnWidth) + 6;
  const line = (text: string, lx: number, y: number, link?: string) =>
    measureOnly
      ? y + measureText(doc, text, columnWidth, value)
      : drawText(doc, text, lx, y, columnWidth, { ...value, color: link ? COLOR.lapis : COLOR.ink, link });

  let left = label(c.about.office.addressLabel, leftX, top + padding);
  for (const text of [address.street, `${address.postalCode} ${address.city}`, address.country]) {
    left = line(text, leftX, left);
  }
  left = label(c.about.office.hoursLabel, leftX, left + 16);
  left = line(c.about.office.hours, leftX, left);

  let right = label(c.ui.footer.contact, rightX, top + padding);
  right = line(company.email.general, rightX, right, `mailto:${company.email.general}`);
  right = line(company.email.sales, rightX, right, `mailto:${company.email.sales}`);
  right = line(company.phone.display, rightX, right, company.phone.href);
  right = line(websiteHost(), rightX, right, `https://${websiteHost()}`);
  right = label(c.ui.footer.social, rightX, right + 16);
  for (const network of ["linkedin", "telegram"] as const) {
    const url = company.social[network];
    right = line(url.replace(/^https:\/\//, ""), rightX, right, url);
  }
  return Math.max(left, right) + padding - top;
}

// ---------------------------------------------------------------------------
// Entry points.

/** The words the site starts with (content/seed/), in one language. */
async function loadContent(lang: Language): Promise<PortfolioContent> {
  const casestudies = (
    (await import(`../content/pages/casestudies/${lang}.ts`)) as { default: ContentAreas["casestudies"] }
  ).default;
  const home = seedIn(kinds.homePage, homeSeed, lang);
  const servicesPage = seedIn(kinds.servicesPage, servicesPageSeed, lang);
  // The industries the home page shows, in its order, each with its card's words.
  const industryCard = (id: string) => {
    const seed = industrySeeds.find((candidate) => candidate.id === id);
    return seed ? [seedIn(kinds.industries, seed, lang).card] : [];
  };
  return {
    lang,
    company: companyDetails(seedIn(kinds.company, companySeed, lang)),
    home: {
      eyebrow: home.heroEyebrow,
      industries: {
        title: home.industries.title,
        lead: home.industries.lead,
        items: home.industries.items.flatMap(industryCard),
      },
      portfolioTitle: home.portfolio.title,
      cta: home.cta,
    },
    about: seedIn(kinds.aboutPage, aboutSeed, lang),
    services: {
      title: servicesPage.title,
      lead: servicesPage.lead,
      items: serviceSeeds.map((seed) => seedIn(kinds.services, seed, lang).summary),
    },
    casestudies,
    cases: caseStudySeed.map(({ doc }) => ({
      client: doc.client[lang],
      title: doc.title[lang],
      summary: doc.summary[lang],
      figures: doc.figures.map((figure) => ({ value: figure.value[lang], label: figure.label[lang] })),
    })),
    ui: catalogues[lang],
  };
}

/** Renders one language's portfolio and resolves with the finished PDF file. */
export async function renderPortfolioPdf(lang: Language): Promise<Buffer> {
  const [content, fonts] = await Promise.all([loadContent(lang), loadFonts()]);
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: "A4",
    margin: 0,
    lang: LOCALES[lang],
    displayTitle: true,
    info: {
      Title: `${company.name} — ${content.about.portfolio.title}`,
      Author: company.legalName,
      Subject: content.company.tagline,
      Creator: company.legalName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  for (const [name, data] of fonts) doc.registerFont(name, data);
  drawCover(doc, content);
  drawAboutPage(doc, content);
  drawServicesPage(doc, content);
  drawIndustriesPage(doc, content);
  drawCaseStudiesPage(doc, content);
  drawContactsPage(doc, content);
  doc.end();
  return finished;
}

/** The download's file name, as linked from the about page. */
function portfolioFileName(lang: Language): string {
  return `lojuvard-portfolio-${lang}.pdf`;
}

/** Writes lojuvard-portfolio-{en,ru,uz}.pdf into outDir and returns their paths. */
export async function writePortfolioPdfs(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  return Promise.all(
    LANGUAGES.map(async (lang) => {
      const path = join(outDir, portfolioFileName(lang));
      await writeFile(path, await renderPortfolioPdf(lang));
      return path;
    }),
  );
}
