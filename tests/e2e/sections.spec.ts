import { expect, test } from "@playwright/test";
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";

/**
 * A vocabulary of sections, not one card (issue 37.1): every section of the home, service,
 * industry, about and careers pages says what kind it is, no grid of cards follows another,
 * and each leads with a proof point.
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
  "/industry/ecommerce",
  "/industry/ofandprod",
  "/company/aboutus",
  "/company/careers",
];

/**
 * Sections that are proof by their kind (figures, a quote, logos) or that ask rather than
 * claim (the first screen, the closing call, a form); every other section leads with a
 * figure (issue 37.1).
 */
const PROOF_BY_KIND = ["hero", "figures", "quote", "logos", "cta", "form"];
/** Proof a section may carry instead: case cards with their result, the certificate, figures. */
const PROOF_INSIDE = ".case-card__figure, .certificate, .stat";

for (const lang of LANGUAGES) {
  test(`the home, service, industry, about and careers pages in ${lang}: sections of many kinds, each leading with its proof`, async ({
    page,
  }) => {
    for (const path of PAGES) {
      await page.goto(localizePath(path, lang), { waitUntil: "domcontentloaded" });
      const sections = await page.locator("main > section").evaluateAll(
        (all, { byKind, inside }) =>
          all.map((section) => {
            const kind = section.getAttribute("data-section") ?? `unnamed: ${section.className}`;
            const heading = section.querySelector("h2");
            const figure = heading?.nextElementSibling;
            // The figure follows the heading at once, with both its number and its words.
            const leads = Boolean(
              figure?.matches(".key-figure") &&
              figure.querySelector(".key-figure__value")?.textContent?.trim() &&
              figure.querySelector(".key-figure__label")?.textContent?.trim(),
            );
            const proven = byKind.includes(kind) || Boolean(section.querySelector(inside)) || leads;
            return { kind, proven: proven ? "proven" : `${kind} «${heading?.textContent ?? ""}» has no proof` };
          }),
        { byKind: PROOF_BY_KIND, inside: PROOF_INSIDE },
      );
      const kinds = sections.map((section) => section.kind);
      expect(kinds.length, path).toBeGreaterThan(3);
      for (const kind of kinds) expect(KINDS, `${lang} ${path}`).toContain(kind);
      const doubled = kinds.filter((kind, index) => kind === "cards" && kinds[index - 1] === "cards");
      expect(doubled, `${lang} ${path}: ${kinds.join(" → ")}`).toEqual([]);
      expect(
        sections.map((section) => section.proven).filter((said) => said !== "proven"),
        `${lang} ${path}`,
      ).toEqual([]);
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
