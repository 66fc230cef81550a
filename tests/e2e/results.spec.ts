import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";
import { hydrated } from "./helpers.ts";

/**
 * Case studies that sell a result (issue 37.4): each case leads with what changed for its
 * client, not with the effort; the case list filters by industry and by service through
 * links that work without JavaScript. (That the mahalla platform's users never come without
 * its monthly active ones, credibility.spec.ts checks on every page.)
 */

const TITLES = {
  familycredit: "A preferential family-loan platform for a state bank",
  kindergarten: "A management system for private preschool education",
  neighborhood: "An online platform for the mahalla",
};

const cardTitles = (page: Page) => page.locator(".case-card h2").allInnerTexts();
const industries = (page: Page) => page.getByRole("navigation", { name: "Industry", exact: true });
const services = (page: Page) => page.getByRole("navigation", { name: "Service", exact: true });

test("the case list filters by industry and by service, the state in its address", async ({ page }) => {
  await page.goto("/casestudies");
  await hydrated(page);
  expect(await cardTitles(page)).toEqual(Object.values(TITLES));
  await expect(industries(page).getByRole("link", { name: "All industries" })).toHaveAttribute("aria-current", "page");
  // Only industries and services some case is filed under are offered.
  await expect(industries(page).getByRole("link", { name: "Healthcare" })).toHaveCount(0);
  await expect(services(page).getByRole("link", { name: "Front-end applications" })).toHaveCount(0);

  await industries(page).getByRole("link", { name: "Government" }).click();
  await expect(page).toHaveURL(/\/casestudies\?industry=government$/);
  await expect.poll(() => cardTitles(page)).toEqual([TITLES.neighborhood]);
  await expect(industries(page).getByRole("link", { name: "Government" })).toHaveAttribute("aria-current", "page");

  // Choosing a service keeps the industry.
  await services(page).getByRole("link", { name: "Mobile applications" }).click();
  await expect(page).toHaveURL(/\?industry=government&service=mobileapps$/);
  await expect.poll(() => cardTitles(page)).toEqual([TITLES.neighborhood]);

  await industries(page).getByRole("link", { name: "Banking and finance" }).click();
  await expect(page).toHaveURL(/\?industry=banking&service=mobileapps$/);
  await expect(page.locator(".case-card")).toHaveCount(0);
  await expect(page.getByText("We have not published a case study for this industry and service yet.")).toBeVisible();
  await page.getByRole("link", { name: "Show all case studies" }).click();
  await expect(page).toHaveURL(/\/casestudies$/);
  await expect.poll(() => cardTitles(page)).toEqual(Object.values(TITLES));

  // A value no case is filed under is no filter.
  await page.goto("/casestudies?industry=nowhere&service=webdev");
  expect(await cardTitles(page)).toEqual(Object.values(TITLES));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are plain links in the page's language, and each answers with its cases", async ({ page }) => {
    await page.goto("/ru/casestudies");
    const education = page
      .getByRole("navigation", { name: "Отрасль", exact: true })
      .getByRole("link", { name: "Образование" });
    await expect(education).toHaveAttribute("href", "/ru/casestudies?industry=education");
    await education.click();
    await expect(page).toHaveURL(/\/ru\/casestudies\?industry=education$/);
    await expect(page.locator(".case-card h2")).toHaveText(["Система управления для частного дошкольного образования"]);

    await page.goto("/uz/casestudies?service=spe");
    await expect(page.locator(".case-card h2")).toHaveText(["Davlat banki uchun imtiyozli oilaviy kredit platformasi"]);
    await expect(
      page.getByRole("navigation", { name: "Xizmat", exact: true }).getByRole("link", { name: "Barcha xizmatlar" }),
    ).toHaveAttribute("href", "/uz/casestudies");
  });
});

/** Words that count the effort, not the result, in each language. */
const EFFORT = /developer|разработчик|dasturchi/i;

for (const lang of LANGUAGES) {
  test(`every case leads with a result, on its page and on its card, in ${lang}`, async ({ page }) => {
    for (const id of Object.keys(TITLES)) {
      await page.goto(localizePath(`/casestudies/${id}`, lang));
      const first = page.locator(".case-figures .stat").first();
      await expect(first).toBeVisible();
      expect(await first.innerText(), `${lang} ${id}`).not.toMatch(EFFORT);
    }
    await page.goto(localizePath("/casestudies", lang));
    const figures = await page.locator(".case-card__figure").allInnerTexts();
    expect(figures).toHaveLength(3);
    for (const figure of figures) expect(figure, lang).not.toMatch(EFFORT);
  });
}
