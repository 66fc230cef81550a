import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * Balanced, aligned layouts and phone-sized long pages (issue 13): grids fit their item counts,
 * cards in a row share one height with their last line aligned, the home page's eight industry
 * cards share one style, and on a phone long lists of cards become one sideways row and the
 * technologies' uses fold away, so both pages are markedly shorter without losing a word.
 */

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
  bottom: number;
}

const boxes = (items: Locator): Promise<Box[]> =>
  items.evaluateAll((elements) =>
    elements.map((element) => {
      const { top, left, width, height, bottom } = element.getBoundingClientRect();
      return {
        top: Math.round(top),
        left: Math.round(left),
        width: Math.round(width),
        height: Math.round(height),
        bottom: Math.round(bottom),
      };
    }),
  );

/** The items' rows, top to bottom: how many items stand on each. */
const rowsOf = (found: Box[]): number[] => {
  const rows = new Map<number, number>();
  for (const box of found) rows.set(box.top, (rows.get(box.top) ?? 0) + 1);
  return [...rows.values()];
};

async function open(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
}

test("grids fit their item counts, and the cards of a row share one height", async ({ page }) => {
  // Five services: three, then two wide ones; never three and a lone pair of narrow cards.
  await open(page, 1440, "/");
  const services = await boxes(
    page.locator("#home-services ~ ul > li, section[aria-labelledby='home-services'] ul > li"),
  );
  expect(rowsOf(services)).toEqual([3, 2]);
  expect(services[3]!.width).toBeGreaterThan(services[0]!.width * 1.3);
  expect(new Set(services.slice(0, 3).map((box) => box.height)).size).toBe(1);
  expect(new Set(services.slice(3).map((box) => box.height)).size).toBe(1);

  // Eight industries, a list beside its heading (issue 37.1): two to a row, each row one height.
  for (const width of [1024, 1440]) {
    await open(page, width, "/");
    const industries = await boxes(page.locator("section[aria-labelledby='home-industries'] ul > li"));
    expect(rowsOf(industries), `${width} px`).toEqual([2, 2, 2, 2]);
    for (let row = 0; row < 8; row += 2)
      expect(new Set(industries.slice(row, row + 2).map((box) => box.height)).size).toBe(1);
  }

  // Twelve leaders: three full rows of four.
  await open(page, 1440, "/company/people");
  expect(rowsOf(await boxes(page.locator(".people-grid").first().locator("> li")))).toEqual([4, 4, 4]);
  // On a phone two to a row: six rows of portraits, not twelve.
  await open(page, 375, "/company/people");
  expect(rowsOf(await boxes(page.locator(".people-grid").first().locator("> li")))).toEqual([2, 2, 2, 2, 2, 2]);

  // Seven hiring steps: four, then three wide ones that fill the row; on a laptop three, two, two.
  for (const [width, rows] of [
    [1440, [4, 3]],
    [1024, [3, 2, 2]],
  ] as const) {
    await open(page, width, "/company/careers");
    const hiring = await boxes(page.locator(".steps > li"));
    expect(rowsOf(hiring), `${width} px`).toEqual(rows);
    // The last row ends where the first does: no empty slot.
    const firstRowEnd = hiring[rows[0] - 1]!;
    expect(hiring[6]!.left + hiring[6]!.width, `${width} px`).toBe(firstRowEnd.left + firstRowEnd.width);
  }
  // Five steps of work: three, then two wide ones that fill the row.
  await open(page, 1440, "/services");
  const steps = await boxes(page.locator(".steps > li"));
  expect(rowsOf(steps)).toEqual([3, 2]);
  expect(steps[4]!.left + steps[4]!.width).toBe(steps[2]!.left + steps[2]!.width);

  // An industry page with one or two cases: the cards fill the content column, no empty half
  // beside them; a lone case shows its screens beside its story.
  for (const path of ["/industry/banking", "/industry/education"]) {
    await open(page, 1440, path);
    const list = page.locator(".case-card").first().locator("xpath=ancestor::ul[1]");
    const [column] = await boxes(list.locator("xpath=ancestor::div[contains(@class, 'container')][1]"));
    const cards = await boxes(list.locator("> li"));
    const used = cards.filter((box) => box.top === cards[0]!.top).reduce((sum, box) => sum + box.width, 0);
    expect(used, path).toBeGreaterThan(column!.width * 0.9);
  }
  await open(page, 1440, "/industry/banking");
  const [screen] = await boxes(page.locator(".case-card__screen"));
  const [heading] = await boxes(page.locator(".case-card h3"));
  expect(screen!.left + screen!.width).toBeLessThanOrEqual(heading!.left);
  expect(heading!.top).toBeGreaterThan(screen!.top);
  expect(heading!.top).toBeLessThan(screen!.bottom);

  // The case cards' key figures line up at the bottom of each row.
  await open(page, 1440, "/casestudies");
  const figures = await boxes(page.locator(".case-card__figure"));
  const cards = await boxes(page.locator(".case-card"));
  const rows = Map.groupBy(figures, (_, index) => cards[index]!.top);
  for (const row of rows.values()) expect(new Set(row.map((box) => box.bottom)).size).toBe(1);
});

test("the footer's lines align with the content column", async ({ page }) => {
  for (const width of [375, 1440]) {
    await open(page, width, "/ru");
    const edges = await page.evaluate(() => {
      const bottom = document.querySelector(".site-footer__bottom")!;
      const line = getComputedStyle(bottom, "::before");
      const box = bottom.getBoundingClientRect();
      const brand = document.querySelector(".site-footer__brand")!.getBoundingClientRect();
      const subscribe = document.querySelector(".site-footer__subscribe")!.getBoundingClientRect();
      return {
        line: [Math.round(box.left + parseFloat(line.left)), Math.round(box.right - parseFloat(line.right))],
        column: [Math.round(brand.left), Math.round(subscribe.right)],
      };
    });
    expect(edges.line, `${width} px`).toEqual(edges.column);
  }
});

test("the home page's eight industries share one style, and each links to its page", async ({ page }) => {
  await open(page, 1440, "/");
  const cards = page.locator("section[aria-labelledby='home-industries'] ul > li");
  await expect(cards).toHaveCount(8);
  const looks = await cards.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.borderColor} ${style.boxShadow} ${style.padding}`;
    }),
  );
  expect(new Set(looks).size).toBe(1);
  const links = await cards
    .getByRole("link")
    .evaluateAll((elements) => elements.map((element) => new URL((element as HTMLAnchorElement).href).pathname));
  expect(links.toSorted()).toEqual(
    ["banking", "ecommerce", "education", "fintech", "government", "healthcare", "logistics", "ofandprod"].map(
      (slug) => `/industry/${slug}`,
    ),
  );
});

test("on a phone the home page's card lists are sideways rows, and none on a wide screen; the industries a short index", async ({
  page,
}) => {
  for (const [width, rail] of [
    [375, true],
    [1440, false],
  ] as const) {
    await open(page, width, "/");
    for (const section of ["home-portfolio", "home-articles"]) {
      const list = page.locator(`section[aria-labelledby='${section}'] ul`).first();
      const scrolls = await list.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect({ section, width, scrolls }).toEqual({ section, width, scrolls: rail });
      if (rail) expect(new Set((await boxes(list.locator("> li"))).map((box) => box.top)).size, section).toBe(1);
    }
  }
  // The industries: their names, two to a row, every one reachable.
  await open(page, 375, "/");
  const industries = page.locator("section[aria-labelledby='home-industries'] ul > li");
  expect(rowsOf(await boxes(industries))).toEqual([2, 2, 2, 2]);
  await expect(industries.last().getByRole("link")).toBeVisible();
});

test("on a phone the technologies show their names and fold their uses; a wide screen shows the table", async ({
  page,
}) => {
  await open(page, 375, "/ru/technologies");
  const area = page.locator(".tech-area").first();
  await expect(area.locator(".tech-names li").first()).toBeVisible();
  const table = area.locator(".tech-table");
  await expect(table).toBeHidden();
  await area.getByText("Для чего мы их используем").click();
  await expect(table).toBeVisible();
  await expect(table.locator("dt").first()).toHaveText("TypeScript");

  await open(page, 1440, "/ru/technologies");
  await expect(page.locator(".tech-table").first()).toBeVisible();
  await expect(page.locator(".tech-uses > summary").first()).toBeHidden();
  await expect(page.locator(".tech-names").first()).toBeHidden();
});

test("on a phone the home and technologies pages are markedly shorter than their full length", async ({ page }) => {
  // Their full length at 375 px before the sideways rows and folded uses (issue 13), and the most
  // each may be now: the home page a fifth shorter, the technologies a third.
  for (const [path, before, share] of [
    ["/", 11866, 0.8],
    ["/technologies", 11745, 0.67],
  ] as const) {
    await open(page, 375, path);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, path).toBeLessThan(before * share);
  }
});
