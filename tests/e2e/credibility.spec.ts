import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";

/**
 * Proof where it sells, true to its sector (issue 29 point 2): each service and industry
 * page shows the case studies filed under it and no other, each card with one result
 * figure that the page says nowhere else.
 */

const CASES = {
  familycredit: "A preferential family-loan platform for a state bank",
  kindergarten: "A management system for private preschool education",
  neighborhood: "An online platform for the mahalla",
};
type CaseId = keyof typeof CASES;

const RELATED: Record<string, CaseId[]> = {
  "/services/webdev": ["familycredit", "kindergarten", "neighborhood"],
  "/services/mobileapps": ["kindergarten", "neighborhood"],
  "/services/spe": ["familycredit"],
  "/services/frontapps": [],
  "/industry/banking": ["familycredit"],
  "/industry/fintech": ["familycredit"],
  "/industry/education": ["kindergarten"],
  // The neighbourhood platform is a municipal one, the preschool system is not a shop.
  "/industry/logistics": [],
  "/industry/ecommerce": [],
  "/industry/ofandprod": [],
  "/industry/government": ["kindergarten", "neighborhood"],
  "/industry/healthcare": [],
};

/** The titles of the case cards in the page's related cases, or none when it has no such section. */
async function relatedCases(page: Page): Promise<string[]> {
  const section = page.getByRole("region", { name: "Case studies", exact: true });
  if (!(await section.count())) return [];
  return section.getByRole("article").getByRole("heading").allInnerTexts();
}

/** Every figure set large on the page: its statistics and its case cards' result figures. */
const figuresOn = (page: Page) => page.locator(".stat__value, .case-card__figure strong").allInnerTexts();

test("every service and industry page shows its own case studies, each with a figure said once on the page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const [path, expected] of Object.entries(RELATED)) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await relatedCases(page), path).toEqual(expected.map((id) => CASES[id]));
    const cards = page.getByRole("region", { name: "Case studies", exact: true }).getByRole("article");
    for (const card of await cards.all()) await expect(card.locator(".case-card__figure strong")).toHaveCount(1);
    const figures = await figuresOn(page);
    if (expected.length) expect(figures.length, path).toBeGreaterThan(0);
    expect(
      figures.filter((figure, index) => figures.indexOf(figure) !== index),
      path,
    ).toEqual([]);
  }
  // The home page's portfolio repeats none of its achievements either.
  await page.goto("/");
  const figures = await figuresOn(page);
  expect(figures.filter((figure, index) => figures.indexOf(figure) !== index)).toEqual([]);
});

/** Pages allowed to say the certificate and the company's age as often as they need. */
const ABOUT_ISO = ["/company/aboutus", "/blog/post/iso-9001-in-software-delivery"];

for (const lang of LANGUAGES) {
  test(`no page in ${lang} repeats “ISO 9001” or “20+”, but the about page and the certificate's own post`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    // Only the words are counted: pictures and fonts are not fetched.
    await page.route(/\.(avif|webp|png|jpe?g|svg|woff2)(\?|$)/, (route) => route.abort());
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)]
      .map((match) => match[1] || "/")
      .filter((path) => localizePath(path.replace(/^\/(ru|uz)(?=\/|$)/, "") || "/", lang) === path);
    expect(paths.length).toBeGreaterThan(30);
    const repeated: string[] = [];
    for (const path of paths) {
      if (ABOUT_ISO.some((allowed) => localizePath(allowed, lang) === path)) continue;
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const text = await page.locator("body").innerText();
      const iso = text.match(/ISO\s9001/g)?.length ?? 0;
      const years = text.match(/20\+/g)?.length ?? 0;
      if (iso > 1 || years > 1) repeated.push(`${path}: ISO 9001 ×${iso}, 20+ ×${years}`);
    }
    expect(repeated).toEqual([]);
  });
}

test("every leader on the people page has a portrait and a one-line biography in each language", async ({ page }) => {
  const bios = {
    en: "Founded Lojuvard in Tashkent",
    ru: "Основал Lojuvard в Ташкенте",
    uz: "Lojuvardni Toshkentda asos solgan",
  };
  for (const lang of LANGUAGES) {
    await page.goto(localizePath("/company/people", lang));
    const leaders = page.locator(".people-grid:not(.people-grid--compact)").getByRole("listitem");
    await expect(leaders).toHaveCount(12);
    await expect(leaders.first()).toContainText(bios[lang]);
    for (const leader of await leaders.all()) {
      await expect(leader.getByRole("img")).toHaveAttribute("src", /^\/(portraits|media)\//);
      // Name, role and the biography under them.
      await expect(leader.getByRole("paragraph")).toHaveCount(2);
    }
  }
});

test("a case study ends with a link to the next case, the last one to the first, in each language", async ({
  page,
}) => {
  const next = { en: "Next case study", ru: "Следующий кейс", uz: "Keyingi keys" };
  const order = ["familycredit", "kindergarten", "neighborhood"] as const;
  for (const lang of LANGUAGES)
    for (const [index, id] of order.entries()) {
      await page.goto(localizePath(`/casestudies/${id}`, lang));
      const link = page.getByRole("navigation", { name: next[lang] }).getByRole("link");
      const following = order[(index + 1) % order.length]!;
      await expect(link).toHaveAttribute("href", localizePath(`/casestudies/${following}`, lang));
      if (lang === "en") await expect(link).toContainText(CASES[following]);
    }
});
