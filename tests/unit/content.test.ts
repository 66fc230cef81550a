import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareWithEnglish, emptyLeaves, wrongUzbekApostrophes } from "./untranslated.ts";

const root = join(import.meta.dirname, "../../content");
const areas = readdirSync(join(root, "pages"));
const load = async (area: string, lang: string) =>
  ((await import(`../../content/pages/${area}/${lang}.ts`)) as { default: unknown }).default;

/** The page copy still kept as a module per language (every other page's words: tests/unit/seeds.test.ts). */
describe("page content", () => {
  describe.each(areas)("%s", (area) => {
    it("English has every field filled", async () => {
      expect(emptyLeaves(await load(area, "en"))).toEqual([]);
    });
    it.each(["ru", "uz"])("%s matches English: every field, same lists, nothing left in English", async (lang) => {
      expect(compareWithEnglish(await load(area, "en"), await load(area, lang))).toEqual([]);
    });
    it("Uzbek uses ʻ and ʼ", async () => {
      expect(wrongUzbekApostrophes(await load(area, "uz"))).toEqual([]);
    });
  });
});

describe("Markdown content", () => {
  const collections = ["blog", "jobs"];
  it.each(collections)("every %s item exists in English, Russian and Uzbek", (collection) => {
    const dir = join(root, collection);
    const items = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(items.length).toBeGreaterThanOrEqual(collection === "blog" ? 9 : 10);
    for (const item of items) {
      expect(readdirSync(join(dir, item.name)).sort(), `${collection}/${item.name}`).toEqual([
        "en.md",
        "ru.md",
        "uz.md",
      ]);
    }
  });
});
