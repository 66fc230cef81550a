import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import * as fontkit from "fontkit";
import type { CaseScreensCopy } from "../../content/types.ts";
import { formatDate, formatMonth } from "../../app/i18n/format.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { clientSeed } from "../../content/seed/clients.ts";
import { industrySeeds } from "../../content/seed/industries.ts";
import { serviceSeeds } from "../../content/seed/services.ts";
import {
  ART_PATH,
  ART_SIZES,
  caseScreenPath,
  caseViewPath,
  clientLogoPath,
  heroArtPath,
} from "../../app/components/art/art-paths.ts";
import { pages } from "../../app/routing/route-table.ts";
import { artFiles, PUBLIC_DIR, SCREEN_COPY } from "../../tools/art/index.ts";
import { HERO_ARTS, heroArt } from "../../tools/art/hero-art.ts";
import { PALETTE } from "../../tools/art/svg.ts";

const files = await artFiles();
type Slug = keyof CaseScreensCopy;

/** Every string a screen's words hold, however deep (its keys, status numbers and who wrote a message left out). */
const wordsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, item]) => (key === "from" ? [] : wordsOf(item)))
      : [];

/** The words a drawing draws, its text nodes joined by spaces (wrapped lines join back up). */
const drawnWords = (svg: string) =>
  [...svg.replace(/<style>.*?<\/style>/s, "").matchAll(/>([^<>]+)</g)]
    .map(([, words = ""]) =>
      words
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&"),
    )
    .filter((words) => words.trim())
    .join(" ");
const committed = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? committed(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe("the drawn art (npm run art)", () => {
  it("is committed exactly as the code and content draw it, and nothing else", () => {
    const onDisk = committed(join(PUBLIC_DIR, ART_PATH)).map((path) => `/${relative(PUBLIC_DIR, path)}`);
    expect(onDisk.toSorted()).toEqual([...files.keys()].toSorted());
    for (const [path, svg] of files) expect(readFileSync(join(PUBLIC_DIR, path), "utf8"), path).toBe(svg);
  });

  it("draws ornaments only for pages of the route table, the services and industries the site starts with, and their families", () => {
    const entries = [
      ...serviceSeeds.filter((seed) => seed.doc.hasPage).map((seed) => `services/${seed.id}`),
      ...industrySeeds.filter((seed) => seed.doc.hasPage).map((seed) => `industry/${seed.id}`),
    ];
    const ids = new Set([...pages.map((page) => page.id), ...entries, "industry"]);
    for (const id of Object.keys(HERO_ARTS)) expect(ids.has(id), id).toBe(true);
    for (const id of entries) expect(Object.keys(HERO_ARTS), id).toContain(id);
  });

  it("gives each section a scene of its own, and the policies and accessibility statement none", () => {
    const sceneOf = (ids: string[]) => new Set(ids.map((id) => HERO_ARTS[id]?.scene));
    const sections = {
      services: Object.keys(HERO_ARTS).filter((id) => id === "services" || id.startsWith("services/")),
      industries: Object.keys(HERO_ARTS).filter((id) => id === "industry" || id.startsWith("industry/")),
      company: ["aboutus", "people", "technologies"],
      careers: ["careers", "careers/job"],
      blog: ["blog"],
    };
    const scenes = Object.values(sections).map((ids) => {
      const found = sceneOf(ids);
      expect(found.size, ids.join(", ")).toBe(1);
      return [...found][0];
    });
    // Five sections, five scenes, none of them the case studies' arch.
    expect(new Set(scenes).size).toBe(5);
    expect(scenes).not.toContain("arch");
    const arch = heroArt(HERO_ARTS.casestudies!).match(/<path d="M[^"]+C[^"]+Z"/)?.[0];
    for (const id of Object.values(sections).flat()) expect(heroArt(HERO_ARTS[id]!), id).not.toContain(arch);
    for (const id of ["privacy-policy", "cookie-policy", "accessibility"]) {
      expect(HERO_ARTS[id], id).toBeUndefined();
      expect(files.has(heroArtPath(id)), id).toBe(false);
    }
  });

  it("draws every word of a case study's screens in the page's language, and no raster", () => {
    for (const [lang, screens] of Object.entries(SCREEN_COPY) as [Language, CaseScreensCopy][]) {
      for (const [slug, copy] of Object.entries(screens) as [Slug, CaseScreensCopy[Slug]][]) {
        const { views, ...cover } = copy;
        const drawings: [string, string, unknown][] = [
          [caseScreenPath(slug, lang), files.get(caseScreenPath(slug, lang)) ?? "", cover],
          ...Object.entries(views).map(([view, words]): [string, string, unknown] => [
            caseViewPath(slug, view, lang),
            files.get(caseViewPath(slug, view, lang)) ?? "",
            words,
          ]),
        ];
        for (const [path, svg, words] of drawings) {
          expect(svg, path).not.toMatch(/<image\b/);
          const drawn = ` ${drawnWords(svg)} `;
          for (const word of wordsOf(words)) {
            // A day is drawn in the language's convention, as a date or (a report's) month.
            const written = /^\d{4}-\d{2}-\d{2}$/.test(word)
              ? [formatDate(word, lang), formatMonth(word, lang)]
              : [word];
            expect(
              written.some((form) => drawn.includes(form)),
              `${path}: ${written.join(" / ")}`,
            ).toBe(true);
          }
        }
        // The imported case study shows these drawings in this language, each named in it.
        const gallery = caseStudySeed.find((study) => study.id === slug)?.doc.gallery ?? [];
        expect(gallery.map((screen) => screen.image[lang])).toEqual(drawings.map(([path]) => path));
        for (const screen of gallery) expect(screen.alt[lang].length, screen.image[lang]).toBeGreaterThan(40);
      }
    }
    // The Russian drawing holds no English label, and the English one no Cyrillic.
    expect(files.get(caseScreenPath("familycredit", "ru"))).not.toContain(">Approve<");
    for (const [path, svg] of files) if (path.endsWith(".en.svg")) expect(drawnWords(svg), path).not.toMatch(/[а-яё]/i);
  });

  it("gives every case at least three gallery screens, none of their words under 12 px, and no grey bars", () => {
    for (const [lang, screens] of Object.entries(SCREEN_COPY) as [Language, CaseScreensCopy][]) {
      for (const slug of Object.keys(screens) as Slug[]) {
        const views = [...files.keys()].filter((path) =>
          path.startsWith(caseViewPath(slug, "", lang).replace(`.${lang}.svg`, "")),
        );
        expect(views.length, `${slug} ${lang}`).toBeGreaterThanOrEqual(3);
        for (const path of views) {
          const svg = files.get(path)!;
          expect(svg, path).toContain(`viewBox="0 0 ${ART_SIZES.view.width} ${ART_SIZES.view.height}"`);
          const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map(([, size]) => Number(size));
          expect(sizes.length, path).toBeGreaterThan(20);
          // The gallery shows a screen 60rem (960 px) wide at 1440 px: its own size is the reader's.
          expect(Math.min(...sizes) * (960 / ART_SIZES.view.width), path).toBeGreaterThanOrEqual(12);
        }
      }
    }
    // The covers hold words where they had grey placeholder bars: no pill-shaped empty bar is left.
    for (const [lang, screens] of Object.entries(SCREEN_COPY)) {
      for (const slug of Object.keys(screens)) {
        const path = caseScreenPath(slug, lang);
        expect(files.get(path), path).not.toMatch(
          new RegExp(`height="[678]" rx="[34.5]+" fill="(${PALETTE.line}|${PALETTE.lapis200})"`),
        );
      }
    }
  });

  it("draws a logo for each client the site starts with, one file for every language, all in one box", () => {
    const logos = [...files.keys()].filter((path) => path.includes("/clients/"));
    expect(clientSeed.map((client) => client.doc.logo)).toEqual(clientSeed.map((client) => clientLogoPath(client.id)));
    expect(logos.toSorted()).toEqual(clientSeed.map((client) => clientLogoPath(client.id)).toSorted());
    const { width, height } = ART_SIZES.logo;
    for (const path of logos) {
      const svg = files.get(path)!;
      expect(svg, path).toContain(`viewBox="0 0 ${width} ${height}"`);
      // A mark and a wordmark on no background: no picture inside, no box filling the drawing.
      expect(svg, path).not.toMatch(/<image\b/);
      expect(svg, path).not.toMatch(new RegExp(`<rect width="${width}" height="${height}"`));
      expect(drawnWords(svg).length, path).toBeGreaterThan(3);
    }
    // A client in each sector but office and productivity, whose page shows the band's empty rule.
    const sectors = clientSeed.map((client) => client.doc.sector);
    expect(new Set(sectors)).toEqual(new Set(industrySeeds.map((seed) => seed.id).filter((id) => id !== "ofandprod")));
  });

  it("draws every screen's and logo's words in the site's own Manrope, embedded, with a glyph for each character", async () => {
    for (const [path, svg] of files) {
      if (!/\/(screens|clients)\//.test(path)) continue;
      expect(svg, path).toMatch(/font-family="Manrope,/);
      const faces = [
        ...svg.matchAll(
          /@font-face\{font-family:Manrope;[^}]*unicode-range:([^;]+);src:url\(data:font\/woff2;base64,([^)]+)\)/g,
        ),
      ].map(([, range = "", data = ""]) => ({
        range,
        font: fontkit.create(Buffer.from(data, "base64")) as fontkit.Font,
      }));
      expect(faces.length, path).toBeGreaterThan(0);
      for (const character of new Set(drawnWords(svg).replace(/\s/g, ""))) {
        const code = character.codePointAt(0)!;
        const face = faces.findLast(({ range }) =>
          range.split(",").some((part) => {
            const [from = "", to = from] = part.slice(2).split("-");
            return code >= parseInt(from, 16) && code <= parseInt(to, 16);
          }),
        );
        expect(face?.font.hasGlyphForCodePoint(code), `${path}: ${character} U+${code.toString(16)}`).toBe(true);
      }
    }
    // Small enough to send with a page: a screen is well under 60 KB compressed.
    for (const [path, svg] of files)
      if (path.includes("/screens/")) expect(gzipSync(svg).length, path).toBeLessThan(60_000);
  });
});
