import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, pausedClock } from "./helpers.ts";

/**
 * Issue 37 on a 375 × 667 phone: pages short enough to read through, carousels that say there is
 * more and where you are, a slim cookie bar that never covers a dialog, forms that lead to what
 * must be fixed, and rows whose cards line up.
 */
const PHONE = { width: 375, height: 667 };
const PREFIXES = ["", "/ru", "/uz"] as const;

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** The heights issue 37.2 allows at 375 px: the home page, careers, and each case study the site starts with. */
const MOST: readonly (readonly [string, number])[] = [
  ["", 5_000],
  ["/company/careers", 4_000],
  ["/casestudies/familycredit", 6_000],
  ["/casestudies/kindergarten", 6_000],
  ["/casestudies/neighborhood", 6_000],
];

test.describe("short on a phone", () => {
  for (const prefix of PREFIXES) {
    test(`home within 5,000 px, careers 4,000, a case study 6,000 at 375 px (${prefix || "/en"})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      for (const [path, most] of MOST) {
        await page.goto(`${prefix}${path}` || "/");
        await hydrated(page);
        expect(await pageHeight(page), `${prefix}${path}`).toBeLessThanOrEqual(most);
      }
    });
  }

  test("a section's way to all its items stands beside its heading, down to 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/uz");
    for (const name of ["Barcha keyslar", "Barcha maqolalar"]) {
      const link = page.getByRole("link", { name, exact: true });
      const heading = page.locator(".section__header").filter({ has: link }).getByRole("heading");
      const [linkBox, headingBox] = [(await link.boundingBox())!, (await heading.boundingBox())!];
      expect(linkBox.x, name).toBeGreaterThan(headingBox.x + headingBox.width);
      expect(linkBox.y, name).toBeLessThan(headingBox.y + headingBox.height / 2);
    }
  });

  test("a case study's story folds after a paragraph on a phone, and reads on where it stopped", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/ru/casestudies/familycredit");
    await hydrated(page);
    const challenge = page.locator(".folded-text").first();
    const paragraphs = challenge.locator(".folded-text__body > p");
    expect(await paragraphs.count()).toBeGreaterThan(1);
    await expect(paragraphs.first()).toBeVisible();
    await expect(paragraphs.nth(1)).toBeHidden();
    // Two passages fold: each button says which one it opens.
    const readOn = page.getByRole("button", { name: "Читать дальше: Задача" });
    await readOn.click();
    await expect(paragraphs.nth(1)).toBeVisible();
    await expect(paragraphs.nth(1)).toBeFocused();
    await expect(readOn).toHaveCount(0);
    // The solution stays folded until asked.
    await expect(page.getByRole("button", { name: "Читать дальше: Решение" })).toBeVisible();

    // A wide screen tells the whole story and offers no button.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/ru/casestudies/familycredit");
    await hydrated(page);
    for (const paragraph of await page.locator(".folded-text__body > p").all()) await expect(paragraph).toBeVisible();
    await expect(page.getByRole("button", { name: /Читать дальше/ })).toHaveCount(0);
  });

  test("without JavaScript a phone reads the whole story", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/casestudies/kindergarten");
    for (const paragraph of await page.locator(".folded-text__body > p").all()) await expect(paragraph).toBeVisible();
    await expect(page.getByRole("button", { name: /Read on/ })).toHaveCount(0);
    await context.close();
  });

  for (const prefix of PREFIXES) {
    test(`the first phone screen of the home page shows a figure that proves it (${prefix || "/en"})`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(prefix || "/");
      const proof = page.locator(".hero__proof");
      await expect(proof).toBeVisible();
      const figures = proof.locator(".hero__figure");
      expect(await figures.count()).toBeGreaterThanOrEqual(2);
      for (const figure of await figures.all()) {
        await expect(figure).toHaveText(/\d/);
        const box = (await figure.boundingBox())!;
        expect(box.y + box.height, "within the first screen").toBeLessThanOrEqual(PHONE.height);
      }
    });
  }

  test("careers: compact rows under chips that filter, the choice kept in the URL", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/ru/company/careers");
    await hydrated(page);
    const filters = page.getByRole("form", { name: "Фильтры" });
    const city = filters.getByLabel("Город");
    await expect(city).toBeVisible();
    const rows = page.locator("#openings").getByRole("article");
    const chipsBottom = (await filters.boundingBox())!;
    const firstRow = (await rows.first().boundingBox())!;
    expect(firstRow.y).toBeGreaterThan(chipsBottom.y + chipsBottom.height);
    // A row: its title, its city and its type, and no taller than a title on two lines with them.
    // Rows past the first four wait behind "Show all": found by their markup, not their role.
    const row = page.locator("#openings .job-card").filter({ hasText: "Инженер по автоматизации тестирования" });
    await expect(row).toContainText("Бухара, Узбекистан");
    await expect(row).toContainText("Полная занятость");
    for (const box of await rows.evaluateAll((all) => all.map((one) => one.getBoundingClientRect().height))) {
      expect(box).toBeLessThanOrEqual(150);
    }
    await city.selectOption("bukhara");
    await expect(page).toHaveURL(/\?location=bukhara/);
    await expect(page.locator(".job-results__count")).toHaveText("3 открытые вакансии");
    // A chosen chip is filled, so the visitor sees what narrows the list.
    await expect(page.locator(".job-chip").filter({ has: page.getByLabel("Город") })).toHaveAttribute(
      "data-chosen",
      "true",
    );
  });
});

test.describe("carousels", () => {
  for (const prefix of PREFIXES) {
    test(`every row of cards on the home page shows the next card and where you are (${prefix || "/en"})`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(prefix || "/");
      await hydrated(page);
      const rails = page.locator(".rail-frame");
      expect(await rails.count()).toBeGreaterThanOrEqual(3);
      await expectCues(rails);
    });
  }

  test("every list of cards on a service, an industry and the about page is a row with its cue", async ({ page }) => {
    await page.setViewportSize(PHONE);
    // Each page's lists of cards: a service's offerings, process and cases; an industry's solutions
    // (banking has one case, which stays a card); the about page's offices.
    for (const [path, lists] of [
      ["/ru/services/webdev", 3],
      ["/uz/industry/banking", 1],
      ["/company/aboutus", 1],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      const rails = page.locator(".rail-frame");
      expect(await rails.count(), path).toBeGreaterThanOrEqual(lists);
      await expectCues(rails);
      // No list of cards is left standing as a column of cards.
      expect(await page.locator("main ul.grid:not(.rail) > li.card").count(), path).toBe(0);
    }
  });

  test("a case study's screens are a row with its cue on a phone", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/uz/casestudies/familycredit");
    await hydrated(page);
    const gallery = page.locator(".rail-frame").filter({ has: page.locator(".case-gallery") });
    await expect(gallery).toHaveCount(1);
    await expectCues(gallery);
  });

  test("a wide screen shows the grid and no cue", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await expect(page.locator(".rail-frame").first()).toBeAttached();
    for (const cue of await page.locator(".rail-cue").all()) await expect(cue).toBeHidden();
  });
});

/** Every row: "1 / n" and a dot per card, the second card peeking in, the cue following a swipe. */
async function expectCues(rails: Locator) {
  for (const rail of await rails.all()) {
    const list = rail.locator(".rail");
    const count = await list.locator(":scope > li").count();
    const cue = rail.locator(".rail-cue");
    // A single card has nowhere to go: no cue.
    if (count < 2) {
      await expect(cue).toHaveCount(0);
      continue;
    }
    await cue.scrollIntoViewIfNeeded();
    await expect(cue).toBeVisible();
    await expect(cue.locator(".rail-cue__count")).toHaveText(`1 / ${count}`);
    await expect(cue.locator(".rail-cue__dot")).toHaveCount(count);
    // The second card peeks in at the right edge.
    const second = (await list.locator(":scope > li").nth(1).boundingBox())!;
    expect(second.x).toBeLessThan(PHONE.width);
    expect(second.x + second.width).toBeGreaterThan(PHONE.width);
    // Swiped to the second card, the cue follows.
    await list.evaluate((element) => {
      const [first, next] = [...element.children] as HTMLElement[];
      element.scrollTo({ left: next!.offsetLeft - first!.offsetLeft, behavior: "instant" });
    });
    await expect(cue.locator(".rail-cue__count")).toHaveText(`2 / ${count}`);
    await expect(cue.locator(".rail-cue__dot").nth(1)).toHaveAttribute("data-current", "true");
  }
}

test.describe("the cookie bar", () => {
  for (const home of ["/", "/ru", "/uz"]) {
    test(`${home}: at most a fifth of the phone screen, and never over an open dialog`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await pausedClock(page);
      await page.goto(home);
      await hydrated(page);
      await page.clock.runFor(8_100);
      const notice = page.locator(".cookie-notice");
      await expect(notice).toBeVisible();
      const box = (await notice.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(PHONE.height / 5);
      await expect(notice.getByRole("button")).toHaveCount(3);

      // The dialog's code arrives with the clock running.
      await page.clock.resume();
      await page.locator(".hero").getByRole("button").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(notice).toBeHidden();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      // Nothing was chosen: the notice is back once the dialog is closed.
      await expect(notice).toBeVisible();
    });
  }
});

/** The vertical overlap of two boxes on screen, in px (0 when apart). */
async function overlap(a: Locator, b: Locator): Promise<number> {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const horizontal = Math.min(one.x + one.width, two.x + two.width) - Math.max(one.x, two.x);
  const vertical = Math.min(one.y + one.height, two.y + two.height) - Math.max(one.y, two.y);
  return horizontal > 0 && vertical > 0 ? vertical : 0;
}

test.describe("forms that keep people", () => {
  for (const [home, send, name, companyLabel] of [
    ["/", "Send request", "Full name", "Company name"],
    ["/ru", "Отправить заявку", "Имя и фамилия", "Компания"],
    ["/uz", "Soʻrovni yuborish", "Ism va familiya", "Kompaniya nomi"],
  ] as const) {
    test(`${home}: a failed send focuses the first invalid field clear of the toast; neighbours keep their height`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(home);
      await hydrated(page);
      await page.locator(".hero").getByRole("button").click();
      const dialog = page.getByRole("dialog");
      const company = dialog.getByLabel(companyLabel);
      await company.fill("Orient Logistics");
      await dialog.getByRole("button", { name: send }).click();
      const first = dialog.getByLabel(name);
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute("aria-invalid", "true");
      const toast = page.locator(".toast--error");
      await expect(toast).toBeVisible();
      // The field and its label read clear of the toast and of the dialog's header.
      const label = dialog.locator("label", { hasText: name }).first();
      expect(await overlap(first, toast)).toBe(0);
      expect(await overlap(label, toast)).toBe(0);
      expect(await overlap(label, dialog.locator(".quote-dialog__header"))).toBe(0);
      // On a wider screen the name and the company share a row: the valid one keeps its height.
      await page.setViewportSize({ width: 768, height: 1000 });
      await company.fill("Orient Logistics");
      const [beside, invalid] = [(await company.boundingBox())!, (await first.boundingBox())!];
      expect(Math.abs(beside.y - invalid.y)).toBeLessThan(1);
      expect(Math.abs(beside.height - invalid.height)).toBeLessThan(1);
    });
  }
});

/** The top of each element's first line of text, by the row its box starts in. */
async function firstLinesByRow(items: Locator, text: string): Promise<number[][]> {
  const tops = await items.evaluateAll(
    (elements, selector) =>
      elements.map((element) => {
        const target = element.querySelector(selector) ?? element;
        const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
        let node = walker.nextNode();
        while (node && !node.textContent!.trim()) node = walker.nextNode();
        const range = document.createRange();
        range.setStart(node!, node!.textContent!.search(/\S/));
        range.setEnd(node!, node!.textContent!.search(/\S/) + 1);
        return { row: Math.round(element.getBoundingClientRect().top), line: range.getBoundingClientRect().bottom };
      }),
    text,
  );
  return [...Map.groupBy(tops, (top) => top.row).values()].map((row) => row.map((top) => top.line));
}

test.describe("rows line up", () => {
  for (const prefix of PREFIXES) {
    for (const width of [375, 1440]) {
      test(`names on the people page, case titles and figures and the clients' names on the home page, posts' summaries share their rows' baselines (${prefix || "/en"}, ${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/company/people`);
        const people = await firstLinesByRow(page.locator(".person"), ".person__name");
        await page.goto(prefix || "/");
        // On a phone the cases are one sideways row: one row all the same.
        const cases = page.locator(".section--dark .case-card");
        const titles = await firstLinesByRow(cases, "h3");
        expect(titles.flat().length).toBeGreaterThan(1);
        // A figure under a caption of three lines starts where its neighbours' do.
        const figures = await firstLinesByRow(cases, ".case-card__figure strong");
        const clients = await firstLinesByRow(page.locator(".testimonials .testimonial"), ".testimonial__name");
        expect(clients.flat().length).toBeGreaterThan(1);
        // The blog's summaries start on one line under titles of two lines and of three.
        await page.goto(`${prefix}/blog`);
        const summaries = await firstLinesByRow(page.locator(".post-card"), ".post-card__summary");
        for (const row of [...people, ...titles, ...figures, ...clients, ...summaries]) {
          expect(Math.max(...row) - Math.min(...row), JSON.stringify(row)).toBeLessThanOrEqual(1);
        }
        expect(people.some((row) => row.length > 1)).toBe(true);
      });
    }
  }

  test("the next case's arrow never stands alone on a line, and the download icon keeps its size", async ({ page }) => {
    for (const prefix of PREFIXES) {
      for (const width of [320, 375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/casestudies/familycredit`);
        const lines = await page.locator(".case-next__title").evaluate((title) => {
          const node = title.firstChild!;
          const text = node.textContent!;
          const at = (index: number) => {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            return Math.round(range.getBoundingClientRect().top);
          };
          return { arrow: at(text.length - 1), before: at(text.length - 3) };
        });
        expect(lines.arrow, `${prefix} at ${width}`).toBe(lines.before);

        await page.goto(`${prefix}/company/aboutus`);
        // Measured at one moment: the card may still be fading in.
        const { icon, label } = await page.locator(".download-card .btn").evaluate((button) => ({
          icon: button.querySelector("svg")!.getBoundingClientRect().toJSON() as DOMRect,
          label: button.querySelector("span")!.getBoundingClientRect().toJSON() as DOMRect,
        }));
        expect(icon.width, `${prefix} at ${width}`).toBeGreaterThanOrEqual(19.5);
        // The icon stands beside its label, centred on it.
        expect(icon.x + icon.width).toBeLessThanOrEqual(label.x);
        expect(Math.abs(icon.y + icon.height / 2 - (label.y + label.height / 2))).toBeLessThanOrEqual(1);
      }
    }
  });
});
