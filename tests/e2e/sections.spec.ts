import { expect, test } from "@playwright/test";
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";

/**
 * A vocabulary of sections, not one card (issue 37.1): every section of the home, service,
 * industry and about pages says what kind it is, and no grid of cards follows another.
 */
const KINDS = ["hero", "cards", "figures", "split", "quote", "logos", "timeline", "process", "faq", "cta"];
const PAGES = [
  "/",
  "/services/webdev",
  "/services/mobileapps",
  "/services/frontapps",
  "/services/spe",
  "/industry/banking",
  "/industry/fintech",
  "/industry/education",
  "/industry/government",
  "/industry/healthcare",
  "/industry/logistics",
  "/company/aboutus",
];

for (const lang of LANGUAGES) {
  test(`no two card grids follow each other on the home, service, industry and about pages in ${lang}`, async ({
    page,
  }) => {
    for (const path of PAGES) {
      await page.goto(localizePath(path, lang), { waitUntil: "domcontentloaded" });
      const kinds = await page
        .locator("main > section")
        .evaluateAll((sections) =>
          sections.map((section) => section.getAttribute("data-section") ?? `unnamed: ${section.className}`),
        );
      expect(kinds.length, path).toBeGreaterThan(3);
      for (const kind of kinds) expect(KINDS, `${lang} ${path}`).toContain(kind);
      const doubled = kinds.filter((kind, index) => kind === "cards" && kinds[index - 1] === "cards");
      expect(doubled, `${lang} ${path}: ${kinds.join(" → ")}`).toEqual([]);
    }
  });
}
