import { expect, test } from "@playwright/test";
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";

/**
 * A vocabulary of sections, not one card (issue 37.1): every section of the home, service,
 * industry, about and careers pages says what kind it is, and no grid of cards follows another.
 */
const KINDS = [
  "hero",
  "cards",
  "figures",
  "split",
  "quote",
  "logos",
  "timeline",
  "process",
  "faq",
  "cta",
  // The openings as rows (careers), and a form of the page's own (the application).
  "list",
  "form",
];
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
  "/company/careers",
];

for (const lang of LANGUAGES) {
  test(`no two card grids follow each other on the home, service, industry, about and careers pages in ${lang}`, async ({
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

test("a process reads as a sequence on a wide screen, not as one more grid of cards after the offerings", async ({
  page,
}) => {
  const look = (selector: string) =>
    page.locator(selector).evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return {
          box: style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.borderTopWidth !== "0px",
          rule: getComputedStyle(item, "::before").borderTopWidth,
        };
      }),
    );
  for (const lang of LANGUAGES) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(localizePath("/services/webdev", lang), { waitUntil: "domcontentloaded" });
    const offerings = await look('[data-section="cards"] .card');
    expect(offerings.length, lang).toBeGreaterThan(2);
    expect(
      offerings.every((card) => card.box),
      `${lang}: the offerings are cards`,
    ).toBe(true);
    const steps = await look('[data-section="process"] .steps__item');
    expect(steps.length, lang).toBeGreaterThan(2);
    expect(steps, `${lang}: each step a number on its rule, no box`).toEqual(
      steps.map(() => ({ box: false, rule: "2px" })),
    );
    // On a phone the steps are cards again, in the sideways rail whose edges the swipe needs.
    await page.setViewportSize({ width: 375, height: 667 });
    expect(
      (await look('[data-section="process"] .steps__item')).every((step) => step.box),
      lang,
    ).toBe(true);
  }
});
