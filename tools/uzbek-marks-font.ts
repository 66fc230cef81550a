import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import subsetFont from "subset-font";

/**
 * Manrope, the site's typeface, has no ʻ (U+02BB) or ʼ (U+02BC), the apostrophe letters of
 * Uzbek. This makes a tiny web font with just those two glyphs, taken from Fira Sans, which
 * app/styles/fonts.css adds to the Manrope family with unicode-range: browsers fetch it only
 * on pages that contain the letters. Run `node tools/uzbek-marks-font.ts` to regenerate.
 */
export const UZBEK_MARKS = "\u02BB\u02BC";
const root = resolve(import.meta.dirname, "..");
const SOURCE = join(root, "node_modules/@expo-google-fonts/fira-sans/500Medium/FiraSans_500Medium.ttf");
export const UZBEK_MARKS_FONT = join(root, "app/styles/fonts/uzbek-marks.woff2");

async function makeUzbekMarksFont(): Promise<Buffer> {
  return subsetFont(await readFile(SOURCE), UZBEK_MARKS, { targetFormat: "woff2" });
}

if (import.meta.main) {
  await writeFile(UZBEK_MARKS_FONT, await makeUzbekMarksFont());
  console.log(`Wrote ${UZBEK_MARKS_FONT}`);
}
