import { expect, test, type Page } from "@playwright/test";
import { sitemapPaths } from "./helpers.ts";

/**
 * Russian text keeps together what a reader reads as one (issue 13): digit groups, a number
 * and its unit or word, a short preposition or conjunction and the next word, a dash and the
 * word before it; and it uses «ёлочки», not straight quotes. Checked on every Russian page
 * of the sitemap, as rendered (code samples aside), the skip link and the forms' labels (the
 * consent sentence before its link, issue 39.17) included.
 */
const RULES: [string, RegExp][] = [
  ["digit group split", /(?<![\d.,])\d{1,3} \d{3}(?!\d)/],
  [
    "number apart from its unit",
    /(?<![\d.,:/+-])\d+ (?:трлн|млрд|млн|тыс|км|кг|МБ|КБ|ГБ|%|лет|год|года|дней|дня|недел[ьию]|месяц|месяца|месяцев|минут|мин|часов|час|сотрудник\p{L}*|инженер\p{L}*|проект\p{L}*|стран\p{L}*)(?!\p{L})/u,
  ],
  [
    "short word left at a line end",
    /(?<![\p{L}\d/-])(?:в|во|и|а|о|об|с|со|к|ко|у|на|по|от|до|за|из|не|ни|но)(?= \p{L})/iu,
  ],
  ["dash that can start a line", /[\p{L}\d»)] —/u],
  ["straight quotes", /"/],
];

/** The page's readable text, block by block, without code samples. */
function texts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A key figure's number and its words are set as two boxes, side by side or one over the other: each is a block.
    const blocks = document.querySelectorAll(
      "main p:not(.key-figure), .key-figure__value, .key-figure__label, main li, main h1, main h2, main h3, main td, main th, main dd, main dt, main figcaption, main blockquote, main summary, main label, footer p, footer li, header nav, .skip-link",
    );
    return [...blocks]
      .filter((block) => !block.closest("pre, code, .visually-hidden"))
      .map((block) => {
        const clone = block.cloneNode(true) as Element;
        clone.querySelectorAll("code, pre, .visually-hidden").forEach((node) => node.remove());
        // Phone numbers are written in groups on purpose; their links do not wrap.
        return (clone.textContent ?? "").replace(/\+\d[\d\s\u00a0()-]{6,}\d/g, "");
      });
  });
}

test("Russian pages keep numbers, units, short words and dashes together and use «ёлочки»", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const paths = await sitemapPaths(page.request, "ru");
  expect(paths.length).toBeGreaterThan(20);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const found: string[] = [];
  for (const path of paths) {
    await visitor.goto(path);
    for (const text of await texts(visitor)) {
      for (const [name, rule] of RULES) {
        const match = rule.exec(text);
        if (match) found.push(`${path}: ${name}: …${text.slice(Math.max(0, match.index - 20), match.index + 25)}…`);
      }
    }
  }
  await context.close();
  expect([...new Set(found.map((place) => place.replace(/^[^:]+: /, "")))], `${found.length} places`).toEqual([]);
});
