import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 AA rules, by axe's tags. */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe keeps every element only for violations: of a rule that passes it keeps one, instead of
 * a selector and a snippet for each of hundreds (a third to a half of a run on a public page,
 * decision 096). Every rule that ran is still listed.
 */
const ONLY_VIOLATIONS: Parameters<AxeBuilder["options"]>[0] = { resultTypes: ["violations"] };

/**
 * axe on a page, reporting violations only; narrow it with the builder's own methods.
 * Legacy mode, as @axe-core/playwright documents it, runs axe in the page and its frames and
 * gathers the results there, instead of opening a blank page for each run to gather them: half
 * the time of a run (0.4–0.6 s against 0.85–1 s on a service page). What it gives up is auditing
 * cross-origin frames, and the site has none: its only frames are the inbox's e-mail previews.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ ...ONLY_VIOLATIONS }).setLegacyMode(true);
}

/**
 * Beyond the WCAG tags, two rules Lighthouse scores too: headings that skip a level, and
 * a visible label missing from a control's accessible name (WCAG 2.5.3, still tagged experimental).
 */
const ALSO = ["heading-order", "label-content-name-mismatch"];

/** The page as axe (WCAG 2.2 AA and the two rules above) finds it: one line per violation, none when it passes. */
export async function audit(page: Page, label: string): Promise<string[]> {
  // One pass: axe runs a rule named under `rules` beside the tags' (its ruleShouldRun).
  const results = await axe(page)
    .options({
      ...ONLY_VIOLATIONS,
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
