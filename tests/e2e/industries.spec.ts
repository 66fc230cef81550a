import { expect, test, type Locator, type Page } from "@playwright/test";
import { LANGUAGES, localizePath, type Language } from "../../shared/i18n/languages.ts";
import en from "../../app/i18n/catalogues/en.ts";
import ru from "../../app/i18n/catalogues/ru.ts";
import uz from "../../app/i18n/catalogues/uz.ts";
import { industrySeeds } from "../../content/seed/industries.ts";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { homeSeed } from "../../content/seed/home.ts";
import { hydrated } from "./helpers.ts";

/**
 * Cards of one kind look alike and the menus sell (issue 29.6): every industry has a page,
 * so each of the home page's eight industry cards links with its arrow; healthcare and
 * government have pages in three languages; the Services and Industries menus feature a
 * case study in the page's language, on a wide screen and in the phone menu.
 */

/** A text as a pattern that also matches where the site's typography put no-break spaces. */
const loosely = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"));

const catalogues = { en, ru, uz };
const industry = (id: string) => industrySeeds.find((seed) => seed.id === id)!.doc;
const featured = caseStudySeed[0]!;

for (const lang of LANGUAGES) {
  test(`the home page's eight industries each link to their page, in ${lang}`, async ({ page }) => {
    await page.goto(localizePath("/", lang));
    const section = page.getByRole("region", { name: homeSeed.doc.industries.title[lang] });
    const cards = section.getByRole("listitem");
    // The home page shows the industries its own settings choose, in their order: all eight.
    const chosen = homeSeed.doc.industries.items;
    expect(chosen.toSorted()).toEqual(industrySeeds.map((seed) => seed.id).toSorted());
    await expect(cards).toHaveCount(8);
    for (const [index, card] of (await cards.all()).entries()) {
      const id = chosen[index]!;
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(loosely(industry(id).card.title[lang]));
      await expect(card.getByRole("link")).toHaveAttribute("href", localizePath(`/industry/${id}`, lang));
    }
    // An index read beside its heading, not a third grid of cards (issue 37.1).
    await expect(section.locator(".point-list")).toBeVisible();
    await expect(section.locator(".card")).toHaveCount(0);
  });

  test(`healthcare and government have their pages in ${lang}; government shows its two case studies, healthcare none`, async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const cases = (found: Page) => found.getByRole("region", { name: catalogues[lang].nav.casestudies, exact: true });
    for (const id of ["government", "healthcare"]) {
      const path = localizePath(`/industry/${id}`, lang);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(loosely(industry(id).page.title[lang]));
      await expect(
        page.getByRole("heading", { level: 2, name: loosely(industry(id).page.proof.title[lang]) }),
      ).toBeVisible();
      expect(sitemap, path).toContain(`<loc>https://www.lojuvard.uz${path === "/" ? "" : path}</loc>`);
    }
    await page.goto(localizePath("/industry/government", lang));
    const titles = caseStudySeed
      .filter((study) => study.doc.sectors.includes("government"))
      .map((study) => study.doc.title[lang]);
    // The mahalla platform; the private preschool is education's (issue 39.13).
    expect(titles).toHaveLength(1);
    const cards = cases(page).getByRole("article");
    await expect(cards).toHaveCount(1);
    for (const [index, title] of titles.entries())
      await expect(cards.nth(index).getByRole("heading")).toHaveText(loosely(title));
    // No case study is filed under healthcare: the page has no empty section for them.
    await page.goto(localizePath("/industry/healthcare", lang));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(cases(page)).toHaveCount(0);
  });

  test(`the Services and Industries menus feature a case study in ${lang}, on a wide screen and on a phone`, async ({
    page,
  }) => {
    const nav = catalogues[lang].nav;
    const title = loosely(featured.doc.title[lang]);
    const target = localizePath(`/casestudies/${featured.id}`, lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(localizePath("/company/aboutus", lang));
    await hydrated(page);
    const main = page.getByRole("navigation", { name: nav.label });
    for (const name of [nav.services, nav.industries]) {
      await main.getByRole("button", { name, exact: true }).click();
      const panel = page.locator(
        `#${await main.getByRole("button", { name, exact: true }).getAttribute("aria-controls")}`,
      );
      await expectFeature(panel, lang, title, target);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }
    // The eight industries are all in the menu.
    await main.getByRole("button", { name: nav.industries, exact: true }).click();
    for (const { id } of industrySeeds)
      await expect(main.locator(`a[href="${localizePath(`/industry/${id}`, lang)}"]`)).toBeVisible();
    await main.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(localizePath("/company/aboutus", lang));
    await hydrated(page);
    await page.getByRole("button", { name: nav.openMenu }).click();
    const menu = page.getByRole("dialog", { name: nav.mobileMenu });
    for (const name of [nav.services, nav.industries]) {
      const section = menu.getByRole("button", { name, exact: true });
      await section.click();
      await expectFeature(page.locator(`#${await section.getAttribute("aria-controls")}`), lang, title, target);
      await section.click();
    }
    await menu.getByRole("button", { name: nav.industries, exact: true }).click();
    await menu.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(menu).toBeHidden();
  });
}

/** A menu's featured case: its label, a link to the case's page with its title and one figure, its screen. */
async function expectFeature(panel: Locator, lang: Language, title: RegExp, target: string) {
  await expect(panel.getByText(catalogues[lang].nav.featuredCase, { exact: true })).toBeVisible();
  const link = panel.getByRole("link", { name: title });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", target);
  await expect(link).toContainText(loosely(featured.doc.figures[0]!.value[lang]));
  // The title beside it names the link: the screen is decorative here (alt "").
  const screen = link.locator("img");
  await expect(screen).toHaveAttribute("alt", "");
  await expect(screen).toHaveAttribute("loading", "lazy");
  await expect(screen).toHaveAttribute("width", /^\d+$/);
  await expect(screen).toHaveJSProperty("complete", true);
  expect(await screen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}
