import { expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { SITE_URL } from "../../playwright.config.ts";
import { COOKIES } from "../../shared/cookies.ts";
import { DEFAULT_LANGUAGE, splitLanguagePrefix, type Language } from "../../shared/i18n/languages.ts";
import { wordDocument } from "../support/zip.ts";

/** Collects console errors and page errors (hydration mismatches surface here). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Text with its typographic non-breaking spaces (issue 13) read as plain spaces, and its word joiners dropped. */
export function plainText(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ").replaceAll("\u2060", "");
}

/** Waits until React has hydrated the page (the header's menu button reacts). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export async function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("language"));
}

export async function expectLanguage(page: Page, lang: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** Fakes the page's timers with time standing still, so tests decide exactly how much passes. */
export async function pausedClock(page: Page): Promise<void> {
  const start = new Date("2026-11-22T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/**
 * Lets the page believe a person took their time over a form: the server drops
 * submissions filled faster than MIN_FILL_MS. The page's clock is faked from now on and
 * moved forward; no real time passes.
 */
export async function takeTimeOverForm(page: Page): Promise<void> {
  const { MIN_FILL_MS } = await import("../../shared/forms/fields.ts");
  await page.clock.install();
  await page.clock.fastForward(MIN_FILL_MS + 100);
}

/** Counts the HTML documents the page loads from now on (a reload adds one). */
export function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on("response", (response) => {
    if (response.request().resourceType() === "document") documents += 1;
  });
  return () => documents;
}

/** The database the test server writes to, opened beside it by a test. */
export async function withDatabase<T>(
  work: (database: import("../../server/db/database.ts").Database) => Promise<T>,
  dataDir?: string,
): Promise<T> {
  const { openDatabase } = await import("../../server/db/database.ts");
  const { E2E_DATA_DIR } = await import("../../playwright.config.ts");
  const database = await openDatabase({ dataDir: dataDir ?? E2E_DATA_DIR });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The smallest valid PNG signature plus a header chunk: enough for the server's content check. */
export const PNG_FILE = {
  name: "brief.png",
  mimeType: "image/png",
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
};

/** The path of each page the sitemap lists, once; only a language's pages when one is named. */
export async function sitemapPaths(request: APIRequestContext, lang?: Language): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
  return [...paths].filter((path) => !lang || (splitLanguagePrefix(path).lang ?? DEFAULT_LANGUAGE) === lang);
}

/**
 * Every page of the route table as a concrete path: a real id for pages that take one,
 * and every service, industry and case study page the site starts with.
 */
export async function samplePaths(): Promise<string[]> {
  return (await samplePathsByPage()).flat();
}

/** samplePaths, grouped by the page of the route table they show (a service's pages together). */
export async function samplePathsByPage(): Promise<string[][]> {
  const { pages } = await import("../../app/routing/route-table.ts");
  const { serviceSeeds } = await import("../../content/seed/services.ts");
  const { industrySeeds } = await import("../../content/seed/industries.ts");
  const withPage = (seeds: { id: string; doc: { hasPage: boolean } }[]) =>
    seeds.filter((seed) => seed.doc.hasPage).map((seed) => seed.id);
  const ids: Record<string, string[]> = {
    "blog/post": ["credit-scoring-pipeline"],
    "careers/job": ["senior-java-developer-tashkent"],
    "services/service": withPage(serviceSeeds),
    "industry/industry": withPage(industrySeeds),
    // The specification names the three case studies' pages.
    "casestudies/case": ["familycredit", "kindergarten", "neighborhood"],
    // Campaign pages start empty (decision 088): none to visit until staff publish one.
    campaign: [],
  };
  return pages.map((page) => (ids[page.id] ?? [":id"]).map((id) => page.path.replace(":id", id)));
}

/** The suite server's own administrator (decision 052: ADMIN_PASSWORD only bootstraps). */
const SUITE_ADMINISTRATOR = { id: "suite-administrator", email: "administrator@lojuvard.uz" };

/**
 * Signs in to the inbox through its page, whatever language the page speaks (it follows
 * the visitor's language until an account is known). Without an e-mail: on the suite's
 * server, its own administrator (made once, with ADMIN_PASSWORD as their password, since
 * other tests add administrators and the installation password then signs nobody in);
 * on a server of a test's own, the bootstrap sign-in with ADMIN_PASSWORD.
 */
export async function signInToInbox(
  page: Page,
  options: { password: string; email?: string; next?: string; base?: string },
): Promise<void> {
  const next = options.next ?? "/admin/requests";
  const email = options.email ?? (options.base ? undefined : await suiteAdministrator(options.password));
  await page.goto(`${options.base ?? ""}/admin/login?next=${encodeURIComponent(next)}`);
  if (email) await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(options.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(next.replace(/[?]/g, "\\?")));
}

/**
 * Fills the inbox's editor form by field name ("id", "location", "ru.title"…): inputs,
 * text areas and selects alike, whatever language the inbox speaks.
 */
/**
 * Fills the inbox's entry editor by the controls' names ("title.ru", "validThrough"): a
 * value held per language is typed in its language's tab; a date in its day, month and year.
 */
export async function fillEditor(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) {
    const lang = name.split(".").find((segment) => ["en", "ru", "uz"].includes(segment));
    if (lang) await page.locator(`#tab-${lang}`).click();
    const control = page.locator(`form [name="${name}"]`);
    const kind = await control.evaluate((element) =>
      element.closest(".markdown-editor") ? "markdown" : `${element.tagName}:${(element as HTMLInputElement).type}`,
    );
    if (kind === "markdown") await markdownEditor(page, name).fill(value);
    else if (kind.startsWith("SELECT")) await control.selectOption(value);
    else if (kind === "INPUT:hidden")
      await fillDate(page.locator("fieldset.date-input", { has: page.locator(`[name="${name}"]`) }), value);
    else await control.fill(value);
  }
}

/**
 * A Markdown field's code editor (CodeMirror), once it has taken over from the plain box the
 * page came with: the box is hidden then, and stays in the form with the text it sends.
 */
function markdownEditor(page: Page, name: string): Locator {
  const box = page.locator(`textarea[name="${name}"]`);
  return page.locator(".markdown-editor", { has: box }).locator(".cm-editor").getByRole("textbox");
}

/** A date field's day, month and year, from "2027-02-28". */
export async function fillDate(fieldset: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split("-");
  const inputs = fieldset.locator("input:not([type=hidden])");
  await inputs.nth(0).fill(String(Number(day)));
  await fieldset.locator("select").selectOption(month!);
  await inputs.nth(1).fill(year!);
}

export function openingFields(lang: string, title: string): Record<string, string> {
  const words: Record<string, { summary: string; line: string; team: string }> = {
    en: { summary: "Keep forty services for three banks running.", line: "Kubernetes in production", team: "The team" },
    ru: { summary: "Поддерживайте сорок сервисов трёх банков.", line: "Kubernetes в продакшене", team: "Команда" },
    uz: {
      summary: "Uchta bank uchun qirqta xizmatni ishlatib turing.",
      line: "Kubernetes ishlab chiqarishda",
      team: "Jamoa",
    },
  };
  const text = words[lang] ?? words.en!;
  return {
    [`title.${lang}`]: title,
    [`summary.${lang}`]: text.summary,
    [`responsibilities.${lang}`]: `${text.line}\nOn-call once a month`,
    [`requirements.${lang}`]: `${text.line}: 3+`,
    [`offer.${lang}`]: `${text.line} — 24/7`,
    [`body.${lang}`]: `## ${text.team}\n\n${text.summary}`,
  };
}

/**
 * Confirms a subscription the way its owner does: opens the link of the confirmation
 * e-mail (signed here with the server's own secret, since the test server sends no
 * e-mail) and presses the button. `lang` is the page's language.
 */
export async function confirmSubscriptionAs(page: Page, email: string, lang = "en"): Promise<void> {
  const { signLink } = await import("../../server/auth/signed-links.ts");
  const token = await withDatabase(async ({ db }) => {
    const row = await db
      .selectFrom("subscribers")
      .select("id")
      .where("emailKey", "=", email.toLowerCase())
      .executeTakeFirstOrThrow();
    return signLink(db, "confirmation", row.id, new Date(Date.now() + 86_400_000));
  });
  await page.goto(`${lang === "en" ? "" : `/${lang}`}/newsletter/confirm?token=${token}`);
  await page.locator("main form button[type=submit]").click();
  await expect(page.getByRole("main").getByRole("status")).toBeVisible();
}

/** A Word CV: a ZIP archive whose directory names word/document.xml, as the server checks. */
export function docxFile(name = "CV.docx") {
  return {
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(wordDocument()),
  };
}

/** The seven hiring steps of the specification, in English. */
export const HIRING_STEPS = [
  "Application review",
  "Initial screening",
  "Technical assessment",
  "In-depth interview",
  "Team collaboration",
  "Final decision",
  "Onboarding",
];

/** Applies for an opening through its page, as a candidate does, and waits for the thank-you page. */
export async function applyFor(
  page: Page,
  applicant: { path: string; firstName: string; lastName: string; email: string; base?: string },
): Promise<void> {
  await page.goto(`${applicant.base ?? ""}${applicant.path}`);
  await hydrated(page);
  const form = page.locator("#apply");
  const inputs = form.locator("input.input, textarea.input");
  await inputs.nth(0).fill(applicant.firstName);
  await inputs.nth(1).fill(applicant.lastName);
  await inputs.nth(2).fill(applicant.email);
  await inputs.nth(3).fill("+998935551122");
  await inputs.nth(4).fill("Five years of test automation for banks; I would like to join your QA team.");
  const cv = docxFile();
  await form.locator('input[type="file"]').setInputFiles(cv);
  await expect(form.getByText(cv.name, { exact: true })).toBeVisible();
  await form.getByRole("checkbox").check();
  await takeTimeOverForm(page);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/thank-you\?form=application$/);
}

/** A quote request sent the way a visitor sends it: through the dialog of the Russian site. */
export async function requestQuoteInRussian(
  page: Page,
  person: { name: string; company: string; email: string },
  base = "",
): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/ru/services`);
  await hydrated(page);
  await page.getByRole("banner").getByRole("button", { name: "Получить расчёт" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Имя и фамилия").fill(person.name);
  await dialog.getByLabel("Компания").fill(person.company);
  await dialog.getByLabel("Номер телефона").fill("+998901112233");
  await dialog.getByLabel("Электронная почта").fill(person.email);
  await dialog.getByLabel("Чем мы можем помочь?").fill("Нужна система учёта складов.");
  await dialog.getByLabel("Вложение").setInputFiles(PNG_FILE);
  await expect(dialog.getByText("Загружен", { exact: true })).toBeVisible();
  await dialog.getByRole("checkbox").check();
  await takeTimeOverForm(page);
  await dialog.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(page).toHaveURL(/thank-you$/);
}

/** The cookie header of a page's inbox session, for requests made beside the browser. */
export async function sessionHeader(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === COOKIES.session);
  if (!session) throw new Error("not signed in");
  return `${COOKIES.session}=${session.value}`;
}

export async function invite(page: Page, person: { name: string; email: string }, role: string): Promise<string> {
  await page.goto("/admin/accounts");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send invitation" }) });
  await form.getByLabel("Name").fill(person.name);
  await form.getByLabel("E-mail").fill(person.email);
  await form.getByRole("radio", { name: role }).check();
  await form.getByRole("button", { name: "Send invitation" }).click();
  // No SMTP on the test server: the link is shown to hand over.
  await expect(page.getByText(`hand this link to ${person.name} yourself`)).toBeVisible();
  const link = await page.getByTestId("invitation-link").textContent();
  expect(link).toMatch(new RegExp(`^${SITE_URL}/admin/invitation/`));
  return new URL(link!).pathname;
}

export async function acceptInvitation(browser: Browser, path: string, password: string, language: string, base = "") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirm"]').fill(password);
  await page.locator('select[name="language"]').selectOption(language);
  await page.locator('form button[type="submit"]').click();
  // The inbox opens at the first area of the member's role.
  await expect(page).toHaveURL(/\/admin\/[a-z-]+$/);
  return page;
}

export async function suiteAdministrator(password: string): Promise<string> {
  const { hashPassword } = await import("../../server/auth/passwords.ts");
  const passwordHash = await hashPassword(password);
  await withDatabase(async ({ db }) => {
    const at = new Date().toISOString();
    await db
      .insertInto("accounts")
      .values({
        ...SUITE_ADMINISTRATOR,
        name: "Administrator",
        emailKey: SUITE_ADMINISTRATOR.email,
        role: "administrator",
        passwordHash,
        language: "en",
        createdAt: at,
        updatedAt: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
  return SUITE_ADMINISTRATOR.email;
}
