import { expect, test } from "@playwright/test";
import { LANGUAGES, localizePath, type Language } from "../../shared/i18n/languages.ts";
import { audit } from "./axe-audit.ts";
import { expectFits, expectImages } from "./fit.ts";
import { hydrated, samplePathsByPage, sitemapPaths } from "./helpers.ts";
import { expectStrictHeaders, watchViolations } from "./strict-headers.ts";

/**
 * Every page of the site, in each language, loaded once (decision 096) and checked for all a
 * page owes every visitor:
 * - it fits at the widths of small and large phones, a tablet, a small laptop and a desktop:
 *   nothing scrolls sideways, no text is cut off, no big heading breaks a word (a wide table may
 *   scroll inside its own box); every image it shows arrives whole, with its size and alt text;
 * - it sends strict security headers and its scripts run under its Content Security Policy;
 * - each kind of page passes axe (WCAG 2.2 AA, heading order, labels in names) at desktop width,
 *   in every language; further pages of a kind (the other services, industries, cases) in one
 *   language each, in turn: each is audited once, with a quarter fewer runs (decision 096).
 * Pages: the sitemap's, and the pages no crawler is sent to (the thank-you page and its kin).
 */
const WIDTHS = [320, 375, 768, 1024, 1440];
/** Each language's pages in two halves, so that both workers share the sweep. */
const PARTS = 2;

const SAMPLE = await samplePathsByPage();

/** The pages axe reads in a language: every kind's first page, and its further pages in turn. */
function auditedIn(lang: Language): Set<string> {
  const turn = LANGUAGES.indexOf(lang);
  return new Set(
    SAMPLE.flatMap((paths) => paths.filter((_, index) => index === 0 || index % LANGUAGES.length === turn)).map(
      (path) => localizePath(path, lang),
    ),
  );
}

for (const lang of LANGUAGES) {
  for (let part = 0; part < PARTS; part++) {
    test(`every ${lang} page (part ${part + 1} of ${PARTS}) fits at ${WIDTHS.join(", ")} px with its images whole, sends strict headers, breaks no CSP rule and passes axe`, async ({
      page,
    }) => {
      test.setTimeout(360_000);
      const audited = auditedIn(lang);
      const sitemap = await sitemapPaths(page.request, lang);
      expect(sitemap.length).toBeGreaterThan(20);
      const everyKind = SAMPLE.flat().map((path) => localizePath(path, lang));
      const paths = [...new Set([...sitemap, ...everyKind])].filter((_, index) => index % PARTS === part);
      const violations = await watchViolations(page);
      // Final states only: sections fading in mid-transition have no settled contrast to measure.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const problems: string[] = [];
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        const response = await page.goto(path);
        expect(response?.status(), path).toBeLessThan(400);
        expectStrictHeaders(await response!.allHeaders(), path);
        await hydrated(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await expectFits(page, path);
        }
        await expectImages(page, path);
        if (audited.has(path)) {
          // axe reads colours as they are once the loader of the first second has lifted: lift it
          // now, as its timer will (waiting for the timer costs half a second a page).
          await page.evaluate(() => document.documentElement.classList.remove("booting"));
          await page.setViewportSize({ width: 1280, height: 720 });
          problems.push(...(await audit(page, path)));
        }
        expect(await violations(), `${path}: CSP violations`).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
  }
}
