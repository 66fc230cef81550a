import { expect, test, type Page } from "@playwright/test";
import { docxFile, HIRING_STEPS, hydrated, plainText, takeTimeOverForm, withDatabase } from "./helpers.ts";

const DOCX = docxFile("Sardor-Ergashev-CV.docx");

const count = (page: Page) => page.locator(".job-results__count");
const titles = async (page: Page) => (await page.locator(".job-card h3").allInnerTexts()).map(plainText);

test.describe("open positions", () => {
  test("filters combine, keep their state in the URL, survive a reload and reset", async ({ page }) => {
    await page.goto("/company/careers");
    await hydrated(page);
    await expect(count(page)).toHaveText("13 open positions");
    const expired = "Software Engineering Intern";
    expect((await titles(page)).join("|")).not.toContain(expired);

    await page.getByLabel("Location").selectOption("bukhara");
    await expect(page).toHaveURL(/\?location=bukhara/);
    await expect(count(page)).toHaveText("3 open positions");
    for (const tag of await page.locator(".job-card").allInnerTexts()) expect(tag).toContain("Bukhara, Uzbekistan");

    await page.getByLabel("Remote or in office").selectOption("remote");
    await expect(page).toHaveURL(/location=bukhara&.*workplace=remote|workplace=remote&.*location=bukhara/);
    await expect(count(page)).toHaveText("2 open positions");
    expect((await titles(page)).sort()).toEqual(["QA Automation Engineer", "Technical Writer (Part-time)"].sort());

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel("Location")).toHaveValue("bukhara");
    await expect(page.getByLabel("Remote or in office")).toHaveValue("remote");
    await expect(count(page)).toHaveText("2 open positions");

    await page.getByLabel("Job type").selectOption("internship");
    await expect(count(page)).toHaveText("0 open positions");
    await expect(page.getByRole("heading", { name: "No positions match your filters" })).toBeVisible();
    await page.locator(".job-empty").getByRole("link", { name: "Reset filters" }).click();
    await expect(page).toHaveURL(/\/company\/careers$/);
    await expect(count(page)).toHaveText("13 open positions");
    await expect(page.getByLabel("Location")).toHaveValue("");
  });

  test("the department filter works and counts use Russian plural forms", async ({ page }) => {
    await page.goto("/ru/company/careers?department=backend");
    await expect(count(page)).toHaveText("1 открытая вакансия");
    await page.goto("/ru/company/careers?location=bukhara");
    await expect(count(page)).toHaveText("3 открытые вакансии");
    await page.goto("/ru/company/careers");
    await expect(count(page)).toHaveText("13 открытых вакансий");
  });

  test("on a phone four openings show, then all of them at a tap, focus on the first one added", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/uz/company/careers");
    await hydrated(page);
    const rows = page.locator("#openings").getByRole("article");
    await expect(rows.filter({ visible: true })).toHaveCount(4);
    await page.getByRole("button", { name: "Barcha 13 ta vakansiyani koʻrsatish" }).click();
    await expect(rows.filter({ visible: true })).toHaveCount(13);
    await expect(rows.nth(4).getByRole("link")).toBeFocused();
    // A wide screen lists them all with no button.
    await page.reload();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(rows.filter({ visible: true })).toHaveCount(13);
    await expect(page.getByRole("button", { name: /koʻrsatish$/ })).toBeHidden();
  });

  test("filters work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/company/careers");
    await page.getByLabel("Location").selectOption("uk");
    await page.getByRole("button", { name: "Show positions" }).click();
    await expect(page).toHaveURL(/location=uk/);
    await expect(count(page)).toHaveText("2 open positions");
    await context.close();
  });

  test("the hiring process has its seven steps", async ({ page }) => {
    await page.goto("/company/careers");
    const steps = page
      .locator("section", { has: page.getByRole("heading", { name: "How we hire" }) })
      .locator(".steps__item h3");
    await expect(steps).toHaveText(HIRING_STEPS);
  });
});

test.describe("a position's page", () => {
  test("carries a valid JobPosting with every required property", async ({ page }) => {
    await page.goto("/company/careers/flutter-developer-cambodia");
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "JobPosting");
    expect(posting).toBeDefined();
    for (const property of [
      "title",
      "description",
      "datePosted",
      "hiringOrganization",
      "jobLocation",
      "validThrough",
      "employmentType",
    ]) {
      expect(posting[property], property).toBeTruthy();
    }
    expect(posting["@context"]).toBe("https://schema.org");
    expect(posting.hiringOrganization["@type"]).toBe("Organization");
    expect(posting.hiringOrganization).toMatchObject({ name: "Lojuvard", legalName: "Lojuvard Systems LLC" });
    expect(posting.jobLocation.address.addressCountry).toBe("KH");
    expect(posting.employmentType).toBe("CONTRACTOR");
    expect(posting.jobLocationType).toBe("TELECOMMUTE");
    expect(posting.applicantLocationRequirements.name).toBe("Cambodia");
    expect(Date.parse(posting.datePosted)).toBeLessThan(Date.parse(posting.validThrough));
    expect(posting.description).toContain("<li>");
  });

  test("a closed position says so, carries no JobPosting and leaves the list", async ({ page }) => {
    await page.goto("/company/careers/software-engineering-internship-tashkent");
    await expect(page.getByRole("heading", { name: "This position is closed" })).toBeVisible();
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text)["@type"],
    );
    expect(types).not.toContain("JobPosting");
    await expect(page.getByRole("button", { name: "Send application" })).toHaveCount(0);
  });

  test("every rule of the application form, with the quote form's messages", async ({ page }) => {
    await page.goto("/company/careers/qa-automation-engineer-bukhara");
    await hydrated(page);
    const form = page.locator("#apply");
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(form.getByLabel("First name")).toBeFocused();
    for (const label of ["First name", "Last name", "Email", "Phone number", "Cover letter", "CV / résumé"]) {
      const input = form.getByLabel(label);
      await expect(input, label).toHaveAttribute("aria-invalid", "true");
      const described = (await input.getAttribute("aria-describedby"))!.split(" ")[0];
      await expect(page.locator(`[id="${described}"]`)).toHaveText("Value is required");
    }
    await expect(form.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("status").filter({ hasText: "Oops, something went wrong!" })).toBeVisible();
    await form.getByLabel("Email").fill("sardor@");
    await expect(page.getByText("Value is not a valid email address")).toBeVisible();
    await form.getByLabel("Phone number").fill("1234");
    await expect(page.getByText("This field should be at least 5 characters long")).toBeVisible();
    await form.getByLabel("Phone number").fill("12345a");
    await expect(page.getByText("Use only digits and the plus sign")).toBeVisible();
    await expect(form.getByLabel("Position applied for")).toHaveValue("qa-automation-engineer-bukhara");
  });

  test("the CV control refuses a wrong type in the page's language before uploading", async ({ page }) => {
    await page.goto("/uz/company/careers/qa-automation-engineer-bukhara");
    await hydrated(page);
    const form = page.locator("#apply");
    await expect(form.getByText("Faylni tanlang")).toBeVisible();
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/files/upload/")) uploads.push(request.url());
    });
    const input = form.locator('input[type="file"]');
    await input.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Bu turdagi fayl qabul qilinmaydi: PDF, DOC yoki DOCX faylini tanlang.")).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test("an application to a position that closed meanwhile is refused in the page's language, nothing typed lost", async ({
    page,
  }) => {
    await page.goto("/ru/company/careers/qa-automation-engineer-bukhara");
    await hydrated(page);
    const form = page.locator("#apply");
    const inputs = form.locator("input.input, textarea.input");
    await inputs.nth(0).fill("Нодира");
    await inputs.nth(1).fill("Салиева");
    await inputs.nth(2).fill("nodira.closed@example.uz");
    await inputs.nth(3).fill("+998935551133");
    await inputs.nth(4).fill("Пять лет автоматизирую тестирование банковских систем.");
    await form.locator('input[type="file"]').setInputFiles(DOCX);
    await expect(form.getByText(DOCX.name, { exact: true })).toBeVisible();
    await form.getByRole("checkbox").check();
    // The page was opened before the position closed: its list still offers it.
    const select = form.getByRole("combobox");
    await select.evaluate((element) => element.append(new Option("Закрытая вакансия", "position-closed-meanwhile")));
    await select.selectOption("position-closed-meanwhile");
    await takeTimeOverForm(page);
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText("Эта вакансия уже закрыта. Выберите другую или отправьте общую заявку.")).toBeVisible();
    await expect(page).toHaveURL(/\/ru\/company\/careers\/qa-automation-engineer-bukhara$/);
    await expect(inputs.nth(4)).toHaveValue("Пять лет автоматизирую тестирование банковских систем.");
    // A general application goes through.
    await select.selectOption("");
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/ru\/thank-you\?form=application$/);
    const row = await withDatabase(({ db }) =>
      db
        .selectFrom("applications")
        .select("position")
        .where("email", "=", "nodira.closed@example.uz")
        .executeTakeFirst(),
    );
    expect(row).toEqual({ position: "" });
  });

  test("an application with a CV is stored with its file, and the visitor sees the thank-you page", async ({
    page,
  }) => {
    await page.goto("/uz/company/careers/qa-automation-engineer-bukhara");
    await hydrated(page);
    const form = page.locator("#apply");
    const inputs = form.locator("input.input, textarea.input");
    await inputs.nth(0).fill("Sardor");
    await inputs.nth(1).fill("Ergashev");
    await inputs.nth(2).fill("sardor.cv@example.uz");
    await inputs.nth(3).fill("+998935551122");
    await inputs.nth(4).fill("Test avtomatlashtirish boʻyicha besh yillik tajribam bor.");
    await form.locator('input[type="file"]').setInputFiles(DOCX);
    await expect(form.getByText(DOCX.name, { exact: true })).toBeVisible();
    await form.getByRole("checkbox").check();
    await takeTimeOverForm(page);
    await form.getByRole("button", { name: /yuborish/i }).click();
    // The thank-you states the careers page's answer time for applications: five working days.
    await expect(page).toHaveURL(/\/uz\/thank-you\?form=application$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rahmat, arizangizni qabul qildik");
    await expect(page.getByRole("main")).toContainText("besh ish kuni ichida");
    await expect(page.getByRole("main")).not.toContainText("bir ish kuni");
    const row = await withDatabase(({ db }) =>
      db
        .selectFrom("applications")
        .innerJoin("uploads", "uploads.id", "applications.cvId")
        .select(["position", "language", "originalName", "storedName", "mime"])
        .where("email", "=", "sardor.cv@example.uz")
        .executeTakeFirst(),
    );
    expect(row).toMatchObject({
      position: "qa-automation-engineer-bukhara",
      language: "uz",
      originalName: DOCX.name,
      mime: DOCX.mimeType,
    });
    const { existsSync } = await import("node:fs");
    const { E2E_DATA_DIR } = await import("../../playwright.config.ts");
    expect(existsSync(`${E2E_DATA_DIR}/uploads/${row!.storedName}`)).toBe(true);
  });
});

test.describe("careers for a job seeker", () => {
  for (const prefix of ["", "/ru", "/uz"]) {
    test(`on a phone the first opening starts within 900 px of the top (${prefix || "/en"})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${prefix}/company/careers`);
      await hydrated(page);
      const first = page.locator("#openings").getByRole("article").first();
      await expect(first).toBeVisible();
      const box = (await first.boundingBox())!;
      const top = box.y + (await page.evaluate(() => window.scrollY));
      expect(top).toBeLessThanOrEqual(900);
    });
  }

  test("opening cards of one row share one height", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/ru/company/careers");
    const boxes = await page
      .locator("#openings")
      .getByRole("article")
      .evaluateAll((cards) =>
        cards.map((card) => card.getBoundingClientRect()).map(({ top, height }) => ({ top, height })),
      );
    expect(boxes.length).toBeGreaterThan(4);
    const rows = Map.groupBy(boxes, (box) => Math.round(box.top));
    expect(rows.size).toBeLessThan(boxes.length);
    for (const row of rows.values()) {
      const heights = row.map((box) => box.height);
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
    }
  });

  test("on a phone a job page's Apply action stays in reach and leads to the form by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/ru/company/careers/senior-java-developer-tashkent");
    await hydrated(page);
    await page.getByRole("heading", { name: "Требования" }).scrollIntoViewIfNeeded();
    const apply = page.getByRole("link", { name: "Откликнуться на вакансию" }).first();
    await expect(apply).toBeInViewport();
    // The bar sits below the text it follows: the last line of the article is never under it.
    const bar = (await apply.boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(740);
    await apply.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#apply$/);
    await expect(page.getByRole("heading", { name: "Откликнуться на вакансию", level: 2 })).toBeInViewport();
  });

  test("a stated salary shows on the card and the page and goes to search engines as baseSalary", async ({ page }) => {
    await page.goto("/company/careers");
    const card = page.locator("#openings").getByRole("article").filter({ hasText: "QA Automation Engineer" });
    await expect(card).toContainText("UZS 14,000,000–22,000,000 a month");
    // An opening that states none shows none.
    await expect(
      page.locator("#openings").getByRole("article").filter({ hasText: "Senior Java Developer" }),
    ).not.toContainText("a month");

    await page.goto("/ru/company/careers/qa-automation-engineer-bukhara");
    await expect(page.getByRole("definition").filter({ hasText: "в месяц" })).toHaveText(
      /^14\s000\s000–22\s000\s000\sUZS\sв\sмесяц$/,
    );
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "JobPosting");
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "UZS",
      value: { "@type": "QuantitativeValue", minValue: 14000000, maxValue: 22000000, unitText: "MONTH" },
    });
  });
});
