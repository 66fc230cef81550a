import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";
import { sitemapPaths } from "./helpers.ts";

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
  // The neighbourhood platform is a municipal one; the preschool system is a private
  // preschool's, neither a shop nor a public project (issue 39.13).
  "/industry/logistics": [],
  "/industry/ecommerce": [],
  "/industry/ofandprod": [],
  "/industry/government": ["neighborhood"],
  "/industry/healthcare": [],
};

/** The titles of the case cards in the page's related cases, or none when it has no such section. */
async function relatedCases(page: Page): Promise<string[]> {
  const section = page.getByRole("region", { name: "Case studies", exact: true });
  if (!(await section.count())) return [];
  return section.getByRole("article").getByRole("heading").allInnerTexts();
}

/** Every figure set large on the page: its statistics, its sections' key figures and its case cards' results. */
const figuresOn = (page: Page) =>
  page.locator(".stat__value, .key-figure__value, .case-card__figure strong").allInnerTexts();

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

/** The certificate's own post says it as often as it needs; the about page tells the company's age in several places. */
const ISO_POST = "/blog/post/iso-9001-in-software-delivery";
const ABOUT = "/company/aboutus";
/**
 * Where ISO 9001 proves something (issue 39.13), once: the home page's figures, the about
 * page's quality section, quality assurance among the technologies, the regulated sectors,
 * the family-loan story and the openings whose work the quality system shapes.
 */
const ISO_ONCE = [
  "/",
  ABOUT,
  "/technologies",
  "/industry/banking",
  "/industry/fintech",
  "/industry/healthcare",
  "/industry/government",
  "/blog/post/family-loan-platform-story",
  "/company/careers/qa-automation-engineer-bukhara",
  "/company/careers/technical-writer-bukhara",
  "/company/careers/business-development-manager-new-york",
];
const USERS = /300[\s,\u00a0\u202f]000/;
const ACTIVE = /100[\s,\u00a0\u202f]000/;

test.describe("the words every page says", () => {
  // What the server sends is what every visitor and crawler reads first; no script needs to run to count it.
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGUAGES) {
    test(`every page in ${lang} names ISO 9001 only where it proves something, says “20+” once and 300,000 users with their 100,000 active`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      // Only the words are counted: pictures and fonts are not fetched.
      await page.route(/\.(avif|webp|png|jpe?g|svg|woff2)(\?|$)/, (route) => route.abort());
      const paths = await sitemapPaths(request, lang);
      expect(paths.length).toBeGreaterThan(30);
      const wrong: string[] = [];
      for (const path of paths) {
        if (path === localizePath(ISO_POST, lang)) continue;
        await page.goto(path);
        const { text, usersAlone } = await page.evaluate(
          ({ post, users, active }) => {
            const { body } = document;
            // A card of the certificate's post (latest or similar articles) names the standard as its title, not as a claim.
            for (const link of body.querySelectorAll(`a[href$="${post}"]`))
              (link.closest("article, li") ?? link).remove();
            const alone: string[] = [];
            const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node.parentElement?.closest("script, style, template, noscript")) continue;
              if (!new RegExp(users).test(node.textContent ?? "")) continue;
              const statement = node.parentElement?.closest(".stat, .case-card__figure, p, li, td, dd, figcaption");
              const said = statement?.textContent ?? node.textContent ?? "";
              if (!new RegExp(active).test(said)) alone.push(said.trim());
            }
            return { text: body.innerText, usersAlone: alone };
          },
          { post: ISO_POST, users: USERS.source, active: ACTIVE.source },
        );
        const iso = text.match(/ISO\s9001/g)?.length ?? 0;
        const years = text.match(/20\+/g)?.length ?? 0;
        const isoAllowed = ISO_ONCE.some((allowed) => localizePath(allowed, lang) === path) ? 1 : 0;
        if (iso > isoAllowed) wrong.push(`${path}: ISO 9001 ×${iso}`);
        if (years > 1 && path !== localizePath(ABOUT, lang)) wrong.push(`${path}: 20+ ×${years}`);
        for (const said of usersAlone) wrong.push(`${path}: 300,000 users without their 100,000 active: «${said}»`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

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
