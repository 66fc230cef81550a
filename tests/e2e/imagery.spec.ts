import { expect, test, type Locator, type Page } from "@playwright/test";
import screensEn from "../../content/art/screens/en.ts";
import screensRu from "../../content/art/screens/ru.ts";
import screensUz from "../../content/art/screens/uz.ts";
import studyEn from "../../content/pages/casestudies/en.ts";
import studyRu from "../../content/pages/casestudies/ru.ts";
import studyUz from "../../content/pages/casestudies/uz.ts";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { testimonialSeed } from "../../content/seed/testimonials.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { plainText } from "./helpers.ts";

/**
 * Imagery that backs the claims (issue 13): each case study's product screens, drawn in the
 * page's language, in its hero, on the case list and in the home page's portfolio; the client's
 * words on each case; an ornament of its own beside every inner page's heading on a wide screen
 * (and none fetched by a phone); drawn portraits of everyone, in one style (issue 26).
 */
const SCREENS = { en: screensEn, ru: screensRu, uz: screensUz } as const;
/** The case studies the site starts with, as each language reads them. */
const casesIn = (lang: Language) =>
  caseStudySeed.map(({ id, doc }) => ({
    slug: id as keyof typeof screensEn,
    screenAlt: doc.gallery[0]!.alt[lang],
    quote: { text: doc.quote.words[lang], author: authorOf(id, lang) },
  }));
/** Who said a case's words: the person its testimonial names, and their role (issue 37.3). */
const authorOf = (id: string, lang: Language) => {
  const said = testimonialSeed.find((testimonial) => testimonial.doc.caseStudy === id)!.doc;
  return `${said.person[lang]}\n${said.role[lang]}`;
};
const prefix = (lang: string) => (lang === "en" ? "" : `/${lang}`);

/** Text as written in content/, whatever the typography step made of its spaces and apostrophes. */
const asWritten = (text: string) => plainText(text).replace(/[’‘]/g, "'");

/** The image has arrived and drawn, and says what it shows. */
async function expectDrawn(image: Locator, alt: string) {
  await image.scrollIntoViewIfNeeded();
  expect(asWritten((await image.getAttribute("alt")) ?? "")).toBe(alt);
  await expect(image).toHaveAttribute("width", /^\d+$/);
  await expect(image).toHaveAttribute("height", /^\d+$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

test("a case study's hero shows its product screens with their words in the page's language", async ({ page }) => {
  test.slow(); // nine pages, each with its embedded-font screens
  for (const [lang, screens] of Object.entries(SCREENS)) {
    for (const item of casesIn(lang as Language)) {
      await page.goto(`${prefix(lang)}/casestudies/${item.slug}`);
      // Beside the title, a preview of the gallery's first screen, which describes it (once).
      const screen = page.locator(".page-hero__screen");
      await expectDrawn(screen, "");
      const first = page.locator(".case-gallery img").first();
      await expectDrawn(first, item.screenAlt);
      await expect(first).toHaveAttribute("src", (await screen.getAttribute("src"))!);
      const drawing = await (await page.request.get((await screen.getAttribute("src"))!)).text();
      const words = Object.values(screens[item.slug]).flat();
      const firstWord = typeof words[0] === "string" ? words[0] : "";
      expect(drawing, `${lang} ${item.slug}`).toContain(firstWord.replace(/&/g, "&amp;"));
      // The client's words, with the person who said them and their role.
      const quote = page.locator("figure.case-quote");
      expect(plainText(await quote.locator("blockquote").innerText())).toContain(
        plainText(item.quote.text).slice(0, 30),
      );
      expect(asWritten(await quote.locator("figcaption .testimonial__person").innerText())).toBe(
        asWritten(item.quote.author),
      );
    }
  }
  // The Russian screens say "Одобрить", not "Approve".
  await page.goto("/ru/casestudies/familycredit");
  const src = await page.locator(".page-hero__screen").getAttribute("src");
  const russian = await (await page.request.get(src!)).text();
  expect(russian).toContain(">Одобрить<");
  expect(russian).not.toContain("Approve");
});

test("the case list and the home page's portfolio show each case's screens, lazily", async ({ page }) => {
  test.slow(); // nine pages, each with its embedded-font screens
  for (const lang of Object.keys(SCREENS) as Language[]) {
    for (const path of [`${prefix(lang)}/casestudies`, prefix(lang) || "/"]) {
      await page.goto(path);
      // The three the site starts with come first (staff may have added more after them).
      const screens = page.locator(".case-card__screen");
      await expect(screens.nth(2)).toBeAttached();
      for (const [index, item] of casesIn(lang).entries()) {
        const screen = screens.nth(index);
        await expect(screen).toHaveAttribute("loading", "lazy");
        await expect(screen).toHaveAttribute("src", `/images/art/screens/${item.slug}.${lang}.svg`);
        await expectDrawn(screen, item.screenAlt);
      }
    }
  }
});

/** The requests for heading ornaments the page makes. */
function ornamentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/images/art/heroes/")) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Every inner page's heading ornament: its own drawing on a wide screen. */
const ORNAMENTS = [
  ["/services", "services"],
  ["/services/webdev", "services-webdev"],
  ["/industry/banking", "industry-banking"],
  ["/casestudies", "casestudies"],
  ["/company/aboutus", "aboutus"],
  ["/company/people", "people"],
  ["/company/careers", "careers"],
  ["/company/careers/senior-java-developer-tashkent", "careers-job"],
  ["/technologies", "technologies"],
  ["/blog", "blog"],
] as const;

// One test per page, each waiting only for its ornament (not for the whole page to load):
// thirteen pages in one test took 30 s on a busy machine.
for (const [path, art] of ORNAMENTS) {
  test(`${path}: the heading carries an ornament of its own on a wide screen`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/ru${path}`, { waitUntil: "domcontentloaded" });
    const ornament = page.locator(".page-hero__ornament");
    await expect(ornament).toBeVisible();
    await expect(ornament).toHaveAttribute("src", `/images/art/heroes/${art}.svg`);
    await expectDrawn(ornament, "");
  });
}

test("the policies and the accessibility statement are documents: their heading carries no art", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ["/privacy-policy", "/ru/cookie-policy", "/uz/accessibility"]) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".page-hero img")).toHaveCount(0);
  }
});

test("the office map shows the real streets around the office, named in the page's language", async ({ page }) => {
  for (const [lang, streets] of [
    ["", ["Shota Rustaveli Street", "Bobur Street", "Usmon Nosir Street", "Anhor canal", "Bobur Park"]],
    ["/ru", ["ул. Шота Руставели", "ул. Бобура", "ул. Усмана Насыра", "канал Анхор", "парк Бобура"]],
    ["/uz", ["Shota Rustaveli koʻchasi", "Bobur koʻchasi", "Usmon Nosir koʻchasi", "Anhor kanali", "Bobur bogʻi"]],
  ] as const) {
    await page.goto(`${lang}/company/aboutus`);
    const map = page.getByRole("img", { name: /Rustaveli|Руставели/ });
    await expect(map).toBeVisible();
    const names = (await map.locator("text").allTextContents()).map(plainText);
    for (const street of streets) expect(names, `${lang} ${street}`).toContain(street);
    expect(names).toContain("Lojuvard");
  }
});

test("a phone fetches no heading ornament", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const fetched = ornamentRequests(page);
  for (const [path] of ORNAMENTS.slice(0, 4)) {
    await page.goto(path);
    await page.mouse.wheel(0, 4000);
    await expect(page.locator(".page-hero__ornament")).toBeHidden();
  }
  expect(fetched).toEqual([]);
});

test("everyone on the people page has a portrait in one drawn style, named in the page's language", async ({
  page,
}) => {
  await page.goto("/company/people");
  await expectDrawn(page.locator(".person__portrait").nth(1), "Illustrated portrait of Nodira Yusupova");
  await page.goto("/ru/company/people");
  const portraits = page.locator(".person__portrait");
  await expect(portraits).toHaveCount(12);
  await expectDrawn(portraits.first(), "Иллюстрированный портрет: Азиз Рахимов");
  await expectDrawn(portraits.last(), "Иллюстрированный портрет: Рустам Алимов");
  // The team too, in the same drawing (no initials tiles), named by the name beside each.
  // (The twenty the site starts with come first; staff may have added colleagues after them.)
  const team = page.locator(".person__avatar");
  await expect(team.nth(19)).toBeAttached();
  await expect(page.locator(".avatar")).toHaveCount(0);
  for (const image of [portraits.first(), team.first(), team.nth(19)]) {
    await expect(image).toHaveAttribute("src", /^\/portraits\/v1\/[a-z-]+\/[a-z]+\.[a-z]+\.[a-z]+\.[a-z]+\.[01]\.svg$/);
  }
  await expectDrawn(team.nth(19), "");
});

const STUDY_WORDS = { en: studyEn.study, ru: studyRu.study, uz: studyUz.study } as const;

/** A heading as the page shows it, whatever the typography step made of its spaces and apostrophes. */
const loosely = (text: string) =>
  new RegExp(
    `^${text
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/'/g, "['’]")
      .replace(/\s/g, "\\s")}$`,
  );

/** The smallest text a drawn SVG shows at `width` CSS pixels: its smallest font size scaled from its viewBox. */
function smallestText(svg: string, width: number): number {
  const box = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(svg)?.[1]);
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map(([, size]) => Number(size));
  return (Math.min(...sizes) * width) / box;
}

for (const lang of Object.keys(SCREENS) as Language[]) {
  test(`${lang}: each case study shows a gallery of three or more readable screens in the page's language, and a flow that fits`, async ({
    page,
  }) => {
    // Nine screens fetched and measured, and a flow looked at twice, on each of three pages.
    test.slow();
    for (const { id, doc } of caseStudySeed) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${prefix(lang)}/casestudies/${id}`);
      const gallery = page.getByRole("region", { name: STUDY_WORDS[lang].gallery });
      const screens = gallery.getByRole("img");
      await expect(screens.nth(2)).toBeAttached();
      const count = await screens.count();
      expect(count, `${lang} ${id}`).toBeGreaterThanOrEqual(3);
      // Every screen, the one previewed beside the title too, readable and named in this language.
      expect(count, `${lang} ${id}`).toBe(doc.gallery.length);
      for (let index = 0; index < count; index += 1) {
        const screen = screens.nth(index);
        await expectDrawn(screen, doc.gallery[index]!.alt[lang]);
        const src = (await screen.getAttribute("src"))!;
        expect(src, `${lang} ${id}`).toMatch(new RegExp(`\\.${lang}\\.svg$`));
        const svg = await (await page.request.get(src)).text();
        // Drawn in the site's Manrope, carried inside the image, never below 11 px as shown.
        expect(svg, src).toContain("@font-face{font-family:Manrope;");
        const width = await screen.evaluate((element) => element.getBoundingClientRect().width);
        expect(smallestText(svg, width), `${src} at ${width} px`).toBeGreaterThanOrEqual(11);
      }
      // Every case explains itself with a flow of at least three stages.
      const flow = page.locator("section", { has: page.getByRole("heading", { name: loosely(doc.flowTitle[lang]) }) });
      await expect(flow.getByRole("listitem")).toHaveCount(doc.flow.length);
      expect(doc.flow.length, `${lang} ${id}`).toBeGreaterThanOrEqual(3);
      // On a phone and a wide screen alike: no sideways scroll, no stage heading cut.
      for (const viewport of [1440, 375]) {
        await page.setViewportSize({ width: viewport, height: 900 });
        await flow.scrollIntoViewIfNeeded();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${lang} ${id} ${viewport}`,
        ).toBeLessThanOrEqual(viewport);
        const cut = await flow
          .locator("h3")
          .evaluateAll((headings) =>
            headings
              .filter((heading) => heading.scrollWidth > heading.clientWidth + 1)
              .map((heading) => heading.textContent),
          );
        expect(cut, `${lang} ${id} ${viewport}`).toEqual([]);
      }
    }
  });
}

test("on a phone each screen of a case study's gallery opens full size, larger than the page shows it", async ({
  page,
}) => {
  for (const lang of Object.keys(SCREENS) as Language[]) {
    const { id, doc } = caseStudySeed[0]!;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${prefix(lang)}/casestudies/${id}`);
    const gallery = page.getByRole("region", { name: STUDY_WORDS[lang].gallery });
    const links = gallery.getByRole("link");
    await expect(links).toHaveCount(doc.gallery.length);
    for (let index = 0; index < doc.gallery.length; index += 1) {
      const link = links.nth(index);
      const screen = link.getByRole("img");
      await link.scrollIntoViewIfNeeded();
      // Named by what it shows, then by what it does, in the page's language, the label on screen.
      await expect(link.getByText(STUDY_WORDS[lang].openScreen)).toBeVisible();
      await expect(link).toHaveAccessibleName(
        loosely(`${await screen.getAttribute("alt")} ${STUDY_WORDS[lang].openScreen}`),
      );
      // It leads to the image itself, which holds at least one and a half times the pixels shown here.
      const href = (await link.getAttribute("href"))!;
      expect(href, `${lang} ${index}`).toBe(await screen.getAttribute("src"));
      const answer = await page.request.get(href);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toMatch(/^image\//);
      const shown = await screen.evaluate((element) => element.getBoundingClientRect().width);
      const natural = await screen.evaluate((element: HTMLImageElement) => element.naturalWidth);
      expect(natural, `${lang} ${index}: ${natural} px image shown at ${shown} px`).toBeGreaterThanOrEqual(shown * 1.5);
    }
    // Wide enough to read them in the page: the screens still open, without the label.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(links.first().getByText(STUDY_WORDS[lang].openScreen)).toBeHidden();
  }
});
