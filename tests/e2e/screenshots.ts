import type { Locator, Page } from "@playwright/test";

/**
 * Screenshots for people to look at, never compared: taken only when the run asks for them
 * (`SCREENSHOTS=1 npm run test:e2e`), since a full-page picture costs the browser more than
 * most checks do and a test's verdict never reads one.
 */
export async function keepScreenshot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.SCREENSHOTS) return;
  await target.screenshot({ path, ...options });
}
