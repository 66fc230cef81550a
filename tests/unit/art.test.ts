import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import screensEn from "../../content/art/screens/en.ts";
import screensRu from "../../content/art/screens/ru.ts";
import screensUz from "../../content/art/screens/uz.ts";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { industrySeeds } from "../../content/seed/industries.ts";
import { serviceSeeds } from "../../content/seed/services.ts";
import { ART_PATH, caseScreenPath, heroArtPath } from "../../app/components/art/art-paths.ts";
import { pages } from "../../app/routing/route-table.ts";
import { artFiles, PUBLIC_DIR } from "../../tools/art/index.ts";
import { HERO_ARTS, heroArt } from "../../tools/art/hero-art.ts";
import { escapeXml } from "../../tools/art/svg.ts";

const files = artFiles();
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
    for (const [lang, screens] of Object.entries({ en: screensEn, ru: screensRu, uz: screensUz })) {
      for (const [slug, copy] of Object.entries(screens)) {
        const svg = files.get(caseScreenPath(slug, lang)) ?? "";
        expect(svg, `${slug} ${lang}`).not.toMatch(/<image\b/);
        const words = JSON.stringify(copy)
          .match(/"(?:[^"\\]|\\.)*"/g)
          ?.map((quoted) => JSON.parse(quoted) as string)
          .filter((word) => !/^(title|text)$/.test(word) && !(word in copy));
        for (const word of words ?? []) expect(svg, `${slug} ${lang}: ${word}`).toContain(`>${escapeXml(word)}<`);
        // The imported case study shows this drawing in this language, and names it.
        const screen = caseStudySeed.find((study) => study.id === slug)?.doc.gallery[0];
        expect(screen?.image[lang as "en"]).toBe(caseScreenPath(slug, lang));
        expect(screen?.alt[lang as "en"].length).toBeGreaterThan(40);
      }
    }
    // The Russian drawing holds no English label, and the English one no Cyrillic.
    expect(files.get(caseScreenPath("familycredit", "ru"))).not.toContain(">Approve<");
    expect(files.get(caseScreenPath("familycredit", "en"))).not.toMatch(/[а-яё]/i);
  });
});
