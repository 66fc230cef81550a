import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Beyond the WCAG tags, two rules Lighthouse scores too: headings that skip a level, and
 * a visible label missing from a control's accessible name (WCAG 2.5.3, still tagged experimental).
 */
const ALSO = ["heading-order", "label-content-name-mismatch"];

/** The page as axe (WCAG 2.2 AA and the two rules above) finds it: one line per violation, none when it passes. */
export async function audit(page: Page, label: string): Promise<string[]> {
  // One pass: axe runs a rule named under `rules` beside the tags' (its ruleShouldRun).
  const results = await new AxeBuilder({ page })
    .options({
      // As helpers.ts' axe(): every element only for violations; the rules that ran are all listed.
      resultTypes: ["violations"],
      runOnly: { type: "tag", values: WCAG },
      rules: Object.fromEntries(ALSO.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id),
  );
  expect(
    ALSO.filter((rule) => !ran.has(rule)),
    `${label}: rules axe did not run`,
  ).toEqual([]);
  return results.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}
