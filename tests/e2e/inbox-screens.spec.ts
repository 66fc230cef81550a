import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { expectFits } from "./fit.ts";
import { axe, WCAG } from "./axe-audit.ts";
import { hydrated, signInToInbox, withDatabase } from "./helpers.ts";
import { keepScreenshot } from "./screenshots.ts";

/**
 * Issue 25, point 9: every page of the inbox, in Russian and Uzbek, on a phone (375 px) and
 * a desktop (1440 px): nothing scrolls sideways or cuts its text (the role menu included),
 * the header stays one row on a desktop, axe finds nothing (each screen at both widths, one
 * per language), and the dates the browser shows are the server's, character for character.
 */
const WIDTHS = [375, 1440];
const PASSWORD = "reads-the-inbox-daily-2026";
const ID = "inbox-screens";

async function seed() {
  const { hashPassword } = await import("../../server/auth/passwords.ts");
  const passwordHash = await hashPassword(PASSWORD);
  await withDatabase(async ({ db }) => {
    const at = "2026-11-26T05:11:00.000Z";
    for (const lang of ["ru", "uz"]) {
      await db
        .insertInto("accounts")
        .values({
          id: `${ID}-${lang}`,
          name: lang === "ru" ? "Гульнора Абдуллаева" : "Shahzoda Raximova",
          email: `${lang}.admin@lojuvard.uz`,
          emailKey: `${lang}.admin@lojuvard.uz`,
          role: "administrator",
          passwordHash,
          language: lang,
          createdAt: at,
          updatedAt: at,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    for (const [id, category] of [
      [`${ID}-brief`, "attachments"],
      [`${ID}-cv`, "cv"],
      [`${ID}-spam-brief`, "attachments"],
    ] as const) {
      await db
        .insertInto("uploads")
        .values({
          id,
          category,
          storedName: id,
          originalName: "Texnik-topshiriq-Toshkent-logistika-2026.pdf",
          mime: "application/pdf",
          size: 48_213,
          createdAt: at,
          usedAt: at,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    await db
      .insertInto("contactRequests")
      .values({
        id: `${ID}-request`,
        fullName: "Oʻktamjon Xudoyberdiyev",
        companyName: "Oʻzbekiston Respublikasi Transport vazirligi huzuridagi Axborot texnologiyalari markazi",
        email: "uktamjon.xudoyberdiyev.very.long.address@transport-ministry.example.uz",
        phone: "+998901234567",
        message: "Yuk tashish hujjatlarini elektron almashish tizimi kerak.",
        fileId: `${ID}-brief`,
        language: "uz",
        status: "in_progress",
        createdAt: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await db
      .insertInto("applications")
      .values({
        id: `${ID}-application`,
        firstName: "Александра",
        lastName: "Константинопольская",
        email: "aleksandra.konstantinopolskaya@example.uz",
        phone: "+998935551122",
        message: "Пять лет автоматизации тестирования для банков.",
        cvId: `${ID}-cv`,
        position: "qa-automation-engineer-bukhara",
        language: "ru",
        status: "assessment",
        createdAt: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await db
      .insertInto("subscribers")
      .values({
        id: `${ID}-subscriber`,
        email: "reader.of.engineering.notes@example.uz",
        emailKey: "reader.of.engineering.notes@example.uz",
        language: "uz",
        createdAt: at,
        confirmedAt: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await db
      .insertInto("spam")
      .values({
        id: `${ID}-spam`,
        list: "requests",
        reason: "too-fast",
        email: "autofill.person@example.uz",
        language: "ru",
        data: JSON.stringify({
          full_name: "Дилноза Каримова",
          company_name: "Orient Logistics",
          email: "autofill.person@example.uz",
          phone: "+998901234567",
          message: "Нужна система учёта складов.",
          file: `${ID}-spam-brief`,
          checkbox: true,
          form_time_ms: 800,
        }),
        fileId: `${ID}-spam-brief`,
        createdAt: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    // An interview both administrators hold, one scorecard in, and an issue being written.
    await db
      .insertInto("interviews")
      .values({
        id: `${ID}-interview`,
        applicationId: `${ID}-application`,
        startsAt: "2026-12-01T10:00:00.000Z",
        durationMinutes: 90,
        place: "https://meet.example.uz/lojuvard-qa-automation-engineer-technical-interview",
        createdAt: at,
        createdBy: "Гульнора Абдуллаева <ru.admin@lojuvard.uz>",
        updatedAt: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    for (const lang of ["ru", "uz"]) {
      await db
        .insertInto("interviewInterviewers")
        .values({ interviewId: `${ID}-interview`, accountId: `${ID}-${lang}` })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    await db
      .insertInto("scorecards")
      .values({
        id: `${ID}-scorecard`,
        interviewId: `${ID}-interview`,
        applicationId: `${ID}-application`,
        accountId: `${ID}-ru`,
        ratings: JSON.stringify([
          {
            criterion: { en: "Technical depth", ru: "Глубина технических знаний", uz: "Texnik bilimlar chuqurligi" },
            rating: 3,
          },
          { criterion: { en: "Communication", ru: "Коммуникация", uz: "Muloqot" }, rating: 4 },
        ]),
        notes: "Уверенно рассказала о Playwright и нагрузочном тестировании платёжного шлюза.",
        recommendation: "strong_yes",
        submittedAt: at,
        updatedAt: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await db
      .insertInto("newsletterIssues")
      .values({
        id: `${ID}-issue`,
        content: JSON.stringify({
          subject: {
            en: "Engineering notes: December",
            ru: "Инженерная рассылка: декабрь",
            uz: "Muhandislik axborotnomasi: dekabr",
          },
          preheader: { en: "What we learned", ru: "Чему мы научились", uz: "Nimani oʻrgandik" },
          body: { en: "## Retries\n\nSafe.", ru: "## Повторы\n\nБезопасно.", uz: "## Takrorlar\n\nXavfsiz." },
        }),
        createdAt: at,
        createdBy: "Shahzoda Raximova <uz.admin@lojuvard.uz>",
        updatedAt: at,
        updatedBy: "Shahzoda Raximova <uz.admin@lojuvard.uz>",
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
}

/** Every page of the inbox a member may open, with an entry of each kind. */
const PAGES = [
  "/admin/requests",
  `/admin/requests/${ID}-request`,
  "/admin/requests/spam",
  "/admin/applications",
  `/admin/applications/${ID}-application`,
  "/admin/applications/spam",
  "/admin/subscribers",
  "/admin/subscribers/spam",
  "/admin/openings",
  "/admin/openings/new",
  "/admin/openings/senior-java-developer-tashkent",
  "/admin/openings/senior-java-developer-tashkent/preview",
  "/admin/posts",
  "/admin/posts/new",
  "/admin/posts/credit-scoring-pipeline",
  "/admin/posts/credit-scoring-pipeline/preview",
  "/admin/redirects",
  "/admin/newsletter",
  "/admin/newsletter/issues/new",
  `/admin/newsletter/issues/${ID}-issue`,
  "/admin/interviews",
  `/admin/interviews/${ID}-interview`,
  "/admin/emails",
  "/admin/accounts",
  "/admin/erase?email=uktamjon.xudoyberdiyev.very.long.address%40transport-ministry.example.uz",
  "/admin/audit",
  "/admin/settings",
];

/** Each worker signs in once per language and opens every screen in that session. */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext["storageState"]>>>();

async function signedIn(browser: Browser, lang: string): Promise<Page> {
  const session = sessions.get(lang);
  const context = await browser.newContext(session ? { storageState: session } : {});
  const page = await context.newPage();
  if (!session) {
    await signInToInbox(page, { email: `${lang}.admin@lojuvard.uz`, password: PASSWORD, next: "/admin/requests" });
    sessions.set(lang, await context.storageState());
  }
  return page;
}

/** Select menus show their chosen option whole (Chromium draws it cut off when the menu is too narrow). */
async function cutSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d")!;
    return [...document.querySelectorAll("select")].flatMap((select) => {
      if (select.getClientRects().length === 0) return [];
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? "";
      const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return context.measureText(text).width > room + 1 ? [`select[name=${select.name}] "${text}"`] : [];
    });
  });
}

/** Form controls that stick out of the card (fieldset or form box) they belong to. */
async function strayControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main input, main select, main textarea")].flatMap((control) => {
      const box = control.getBoundingClientRect();
      const card = control.parentElement?.closest("fieldset, .admin-filters, .admin-erase, .admin-card, form");
      if (!card || box.width === 0 || (control as HTMLInputElement).type === "hidden") return [];
      const edge = card.getBoundingClientRect();
      return box.left < edge.left - 1 || box.right > edge.right + 1
        ? [`${control.tagName.toLowerCase()}[name=${control.getAttribute("name")}]`]
        : [];
    }),
  );
}

/** Tabs (the editor's languages) that stand partly past the screen's edge, hidden in a strip scrolled sideways. */
async function hiddenTabs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="tab"]')].flatMap((tab) => {
      const box = tab.getBoundingClientRect();
      return box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth + 1)
        ? [tab.textContent ?? ""]
        : [];
    }),
  );
}

/** Whether the header's parts (the inbox's name, who is signed in, their account, sign-out) stand on one row. */
async function headerInOneRow(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll(".admin__brand, .admin__account > *")].map((part) =>
      part.getBoundingClientRect(),
    );
    return Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((box) => box.bottom));
  });
}

/** The dates of a page as the server wrote them and as the browser shows them now. */
async function datesBothWays(page: Page): Promise<{ server: string[]; browser: string[] }> {
  const html = await (await page.request.get(page.url())).text();
  return page.evaluate((serverHtml) => {
    const dates = (root: ParentNode) =>
      [...root.querySelectorAll("td, dd, .muted, li")]
        .map((element) => element.textContent ?? "")
        .filter((text) => /\d{4}/.test(text) && /\d{2}:\d{2}/.test(text));
    return { server: dates(new DOMParser().parseFromString(serverHtml, "text/html")), browser: dates(document) };
  }, html);
}

// Each worker seeds; the second finds it done.
test.beforeAll(async () => {
  await seed();
});

const LANGS = ["ru", "uz"];

/**
 * axe reads each screen at one width per language, the other width in the other language: every
 * screen is audited at both widths and in both languages, with half the runs (axe is most of
 * this file's time, decision 096).
 */
const auditedWidth = (lang: string, index: number) => WIDTHS[(index + LANGS.indexOf(lang)) % WIDTHS.length];

for (const lang of LANGS) {
  for (const [index, path] of PAGES.entries()) {
    test(`${lang} ${path}: fits 375 and 1440 px, passes axe at ${auditedWidth(lang, index)} px and shows the server's dates`, async ({
      browser,
    }) => {
      // One load, two widths and axe: generous for a busy machine.
      test.setTimeout(90_000);
      const page = await signedIn(browser, lang);
      await page.emulateMedia({ reducedMotion: "reduce" });
      // Loaded once at the phone's width, then widened: what a screen owes each width is its CSS's.
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator(".admin")).toHaveAttribute("lang", lang);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const name = `${lang}${path.replace(/[/?=%.@]+/g, "-")}-${width}`;
        await keepScreenshot(page, `test-results/inbox-screens/${name}.png`, { fullPage: true });
        await expectFits(page, `${lang} ${path}`);
        expect(await cutSelects(page), `${lang} ${path} at ${width} px: a menu cuts its text`).toEqual([]);
        expect(await strayControls(page), `${lang} ${path} at ${width} px: fields out of their card`).toEqual([]);
        expect(await hiddenTabs(page), `${lang} ${path} at ${width} px: tabs past the edge`).toEqual([]);
        if (width === 1440) expect(await headerInOneRow(page), `${lang} ${path}: the header in one row`).toBe(true);
        if (width !== auditedWidth(lang, index)) continue;
        // The e-mail previews' sandboxed frames are the e-mails themselves, checked by the mail tests.
        const results = await axe(page).withTags(WCAG).exclude("iframe").analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`),
          `${lang} ${path} at ${width} px`,
        ).toEqual([]);
      }
      const { server, browser: shown } = await datesBothWays(page);
      expect(shown, `${lang} ${path}: dates after hydration`).toEqual(server);
      await page.context().close();
    });
  }
}
