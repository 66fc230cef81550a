import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers.ts";

/**
 * The page's scripts never compete with what its first view needs: no script is even
 * requested before the browser has painted the content, yet the page becomes interactive.
 */
for (const path of ["/", "/ru/company/careers", "/uz/casestudies/familycredit"]) {
  test(`${path}: scripts are requested only after the first contentful paint, then the page hydrates`, async ({
    page,
  }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
  });
}
