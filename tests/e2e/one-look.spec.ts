import { expect, test, type Locator } from "@playwright/test";

/** Issue 29.6: one look across the site, in every language. */

async function lineCount(heading: Locator): Promise<number> {
  return heading.evaluate((element) => {
    const { height } = element.getBoundingClientRect();
    return Math.round(height / parseFloat(getComputedStyle(element).lineHeight));
  });
}

for (const prefix of ["", "/ru", "/uz"]) {
  test(`the hero headline takes at most three lines at 1440 px (${prefix || "/en"})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ["/", "/services", "/company/careers"]) {
      await page.goto(`${prefix}${path}`);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      expect(await lineCount(heading), `${prefix}${path}`).toBeLessThanOrEqual(3);
    }
  });
}
