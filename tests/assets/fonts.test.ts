import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { UZBEK_MARKS, UZBEK_MARKS_FONT } from "../../tools/uzbek-marks-font.ts";

const fontsDir = join(import.meta.dirname, "../../node_modules/@fontsource-variable/manrope/files");
const open = (path: string) => fontkit.create(readFileSync(path)) as fontkit.Font;
const covers = (fonts: fontkit.Font[], char: string) =>
  fonts.some((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!));

describe("web fonts", () => {
  const manrope = ["latin", "latin-ext", "cyrillic"].map((subset) =>
    open(join(fontsDir, `manrope-${subset}-wght-normal.woff2`)),
  );
  const marks = open(UZBEK_MARKS_FONT);

  it("the Uzbek marks font carries ʻ and ʼ", () => {
    for (const char of UZBEK_MARKS) expect(marks.hasGlyphForCodePoint(char.codePointAt(0)!), char).toBe(true);
  });

  it("every letter of the pages' copy (every seed, in all three languages) has a glyph in the site's fonts", async () => {
    const seeds = readdirSync(join(import.meta.dirname, "../../content/seed"));
    const texts = await Promise.all(
      seeds.map(async (file) => JSON.stringify(await import(`../../content/seed/${file}`))),
    );
    const letters = new Set([...texts.join("")].filter((char) => /\p{L}/u.test(char)));
    const missing = [...letters].filter((char) => !covers([...manrope, marks], char));
    expect(missing).toEqual([]);
  });
});
