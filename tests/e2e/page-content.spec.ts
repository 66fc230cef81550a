import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { FakeSmtp, type ReceivedMail } from "../support/fake-smtp.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import {
  acceptInvitation,
  fillEditor,
  hydrated,
  pausedClock,
  plainText,
  requestQuoteInRussian,
  sessionHeader,
  signInToInbox,
} from "./helpers.ts";

/**
 * Staff change the pages' words themselves (issue 27): an editor a service's text, a new
 * service, a home figure, the cookie notice and a policy's date; a recruiter the careers
 * page's hiring steps; an administrator the company's phone. Each change is on the public
 * site (and in the next e-mail) at once, without a restart, and each role edits only its
 * own pages. A server of its own, so no other test sees the changes.
 */
const PORT = TEST_PORTS.pageContent;
const BASE = `http://127.0.0.1:${PORT}`;
const smtp = new FakeSmtp();
let server: ChildProcess | undefined;
let dataDir: string;

test.describe.configure({ mode: "serial" });

const EDITOR = { name: "Malika Saidova", email: "malika.editor@lojuvard.uz", password: "pages-every-morning-2026" };
const RECRUITER = { name: "Bekzod Aliev", email: "bekzod.recruiter@lojuvard.uz", password: "hires-with-care-2026" };

let admin: Page;
let editor: Page;
let recruiter: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  await smtp.start(0);
  dataDir = mkdtempSync(join(tmpdir(), "lojuvard-pages-"));
  server = await startServerProcess(PORT, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SITE_URL: BASE,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: "leads@lojuvard.uz",
    RATE_LIMIT_PER_MINUTE: "1000",
  });
  admin = await (await browser.newContext()).newPage();
  await signInToInbox(admin, { password: ADMIN_PASSWORD, next: "/admin/accounts", base: BASE });
  editor = await acceptInvitation(
    browser,
    await invited(
      EDITOR,
      "Editor Posts, the pages' words, case studies, clients, people, subscribers and the newsletter",
    ),
    EDITOR.password,
    "ru",
    BASE,
  );
  recruiter = await acceptInvitation(
    browser,
    await invited(RECRUITER, "Recruiter Openings, job applications and the careers page"),
    RECRUITER.password,
    "uz",
    BASE,
  );
});

/** Invites a member of staff; the invitation arrives by e-mail, as it does in production. */
async function invited(person: { name: string; email: string }, role: string): Promise<string> {
  await admin.goto(`${BASE}/admin/accounts`);
  const form = admin.locator("form", { has: admin.getByRole("button", { name: "Send invitation" }) });
  await form.getByLabel("Name").fill(person.name);
  await form.getByLabel("E-mail").fill(person.email);
  await form.getByRole("radio", { name: role }).check();
  await form.getByRole("button", { name: "Send invitation" }).click();
  const [mail] = await mailTo(person.email);
  const link = new RegExp(`${BASE}/admin/invitation/\\S+`).exec(mail!.text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail!.text}`);
  return new URL(link).pathname;
}

test.afterAll(async () => {
  await Promise.all([admin, editor, recruiter].map((page) => page?.context().close()));
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The visible text of a public page as a visitor's browser shows it. */
async function pageText(page: Page, path: string): Promise<string> {
  await page.goto(`${BASE}${path}`);
  return plainText(await page.getByRole("main").innerText());
}

/** The e-mails to an address, once `count` of them have arrived (the outbox runs every few seconds). */
async function mailTo(address: string, count = 1): Promise<ReceivedMail[]> {
  const to = () => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  await expect.poll(() => to().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return to();
}

test("each role edits only its own pages, refused by the server", async ({ request }) => {
  await expect(
    editor.getByRole("navigation", { name: "Входящие" }).getByRole("link", { name: "Страницы" }),
  ).toBeVisible();
  await expect(
    recruiter.getByRole("navigation", { name: "Kiruvchi xabarlar" }).getByRole("link", { name: "Karyera sahifasi" }),
  ).toBeVisible();
  const status = async (page: Page, path: string) =>
    (await request.get(`${BASE}${path}`, { headers: { cookie: await sessionHeader(page) }, maxRedirects: 0 })).status();
  for (const path of ["/admin/pages", "/admin/pages/home", "/admin/pages/services/webdev", "/admin/careers"]) {
    expect(await status(editor, path), `editor ${path}`).toBe(path === "/admin/careers" ? 403 : 200);
  }
  expect(await status(editor, "/admin/company"), "editor /admin/company").toBe(403);
  for (const path of ["/admin/pages", "/admin/pages/home", "/admin/company"]) {
    expect(await status(recruiter, path), `recruiter ${path}`).toBe(403);
  }
  expect(await status(recruiter, "/admin/careers")).toBe(200);
  for (const path of ["/admin/pages", "/admin/careers", "/admin/company"]) expect(await status(admin, path)).toBe(200);
});

test("an editor changes a service's Russian text, previews it, and the page shows it at once", async ({ page }) => {
  const lead = "Порталы и веб-сервисы, которые выдерживают пиковую нагрузку в день запуска и легко меняются.";
  await editor.goto(`${BASE}/admin/pages`);
  await editor.getByRole("link", { name: "Услуги", exact: true }).click();
  await editor.getByRole("link", { name: "Веб-разработка" }).click();
  await expect(editor).toHaveURL(`${BASE}/admin/pages/services/webdev`);
  await fillEditor(editor, { "page.lead.ru": lead });
  await editor.getByRole("button", { name: "Сохранить", exact: true }).click();
  await expect(editor.getByRole("status")).toHaveText("Сохранено.");

  // English first: once a visitor opens a Russian page, unprefixed addresses speak Russian too.
  expect(await pageText(page, "/services/webdev")).not.toContain(lead);
  expect(await pageText(page, "/ru/services/webdev")).toContain(lead);

  // The preview draws the page itself with the saved version.
  await editor.getByRole("link", { name: "Предпросмотр: русский" }).click();
  await expect(editor.frameLocator("iframe").getByRole("main")).toContainText(lead.slice(0, 30));
});

test("an editor adds a service in three languages: the menus, the services page and its own page show it", async ({
  page,
}) => {
  // A whole workflow across the site and the inbox: generous for a busy 2-core machine.
  test.setTimeout(60_000);
  const names = { en: "Cloud migration", ru: "Миграция в облако", uz: "Bulutga koʻchirish" };
  const rows = {
    en: "Moving systems to the cloud",
    ru: "Перенос систем в облако",
    uz: "Tizimlarni bulutga koʻchirish",
  };
  await editor.goto(`${BASE}/admin/pages/services/new`);
  // The lists start empty: one item each.
  const add = async (group: RegExp, list: RegExp) =>
    editor
      .getByRole("group", { name: group })
      .getByRole("group", { name: list })
      .getByRole("button", { name: /^Добавить/ })
      .click();
  await add(/^Строка на странице услуг/, /^Главное/);
  await editor.getByRole("checkbox", { name: "Есть своя страница" }).check();
  await add(/^Что предлагается/, /^Пункты/);
  await add(/^Как идёт работа/, /^Шаги/);
  await add(/^Технологии/, /^Группы/);
  await add(/^Что получает клиент/, /^Пункты/);
  await add(/^Вопросы и ответы/, /^Вопросы/);
  const english: Record<string, string> = {
    "card.title": "Cloud migration",
    "card.text": "Systems moved to the cloud without stopping the business.",
    "summary.text": "We move banking and public systems to the cloud, one service at a time.",
    "summary.points.0": "Migration plans with rollback at every step",
    "page.meta.title": "Cloud migration",
    "page.meta.description":
      "Lojuvard moves banking and public systems to the cloud one service at a time, without downtime.",
    "page.title": "Cloud migration without downtime",
    "page.lead": "Systems moved to the cloud one service at a time.",
    "page.offerings.title": "What we offer",
    "page.offerings.lead": "From the first inventory to the last switch-over.",
    "page.offerings.items.0.title": "Inventory",
    "page.offerings.items.0.text": "Every system, its data and its dependencies, mapped.",
    "page.process.title": "How we work",
    "page.process.lead": "In small steps, each one reversible.",
    "page.process.steps.0.title": "Plan",
    "page.process.steps.0.text": "The order of the moves and the way back from each.",
    "page.technologies.title": "Technologies we use",
    "page.technologies.groups.0.name": "Platforms",
    "page.deliverables.title": "What you receive",
    "page.deliverables.items.0": "A running system in the cloud",
    "page.faq.title": "Questions",
    "page.faq.items.0.question": "Will the service stop?",
    "page.faq.items.0.answer": "No: each part moves while the rest keeps running.",
    "page.cta.title": "Planning a move to the cloud?",
    "page.cta.text": "Tell us what runs where today.",
    "page.cta.button": "Get a quote",
  };
  await fillEditor(editor, {
    id: "cloud-migration",
    "page.technologies.groups.0.items": "Kubernetes\nTerraform",
    "name.en": names.en,
    "summary.title.en": rows.en,
    ...Object.fromEntries(Object.entries(english).map(([path, value]) => [`${path}.en`, value])),
  });
  // Russian and Uzbek start from the English text; their names and rows are their own.
  for (const [lang, tab, copy] of [
    ["ru", "русский", "Заполнить пустые поля из версии: английский"],
    ["uz", "узбекский", "Заполнить пустые поля из версии: английский"],
  ] as const) {
    await editor.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
    await editor.getByRole("button", { name: copy }).click();
    await fillEditor(editor, {
      [`name.${lang}`]: names[lang],
      [`summary.title.${lang}`]: rows[lang],
      [`card.title.${lang}`]: names[lang],
    });
  }
  await editor.getByRole("button", { name: "Опубликовать сейчас" }).click();
  await expect(editor).toHaveURL(`${BASE}/admin/pages/services/cloud-migration?done=publish`);
  await expect(editor.getByRole("status")).toHaveText("Опубликовано: материал на сайте.");

  for (const lang of ["en", "ru", "uz"] as const) {
    const prefix = lang === "en" ? "" : `/${lang}`;
    await page.goto(`${BASE}${prefix}/services`);
    // The footer's menu and the header's (its panel opens on demand) list it after the others.
    const footerServices = page.getByRole("contentinfo").getByRole("navigation").nth(1).getByRole("link");
    await expect(footerServices.last()).toHaveText(names[lang]);
    await expect(footerServices.last()).toHaveAttribute("href", `${prefix}/services/cloud-migration`);
    await expect(page.locator(`header a[href="${prefix}/services/cloud-migration"]`)).toHaveCount(1);
    await expect(page.getByRole("main")).toContainText(rows[lang]);
  }
  expect(await pageText(page, "/services/cloud-migration")).toContain("Cloud migration without downtime");
  const sitemap = await (await page.request.get(`${BASE}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${BASE}/uz/services/cloud-migration`);

  // Deleted, it leaves the menus as it came.
  await editor.getByRole("button", { name: "Удалить…" }).click();
  await editor.getByRole("button", { name: "Удалить окончательно" }).click();
  await expect(editor).toHaveURL(`${BASE}/admin/pages/services?done=delete`);
  await page.goto(`${BASE}/services`);
  await expect(page.locator('a[href="/services/cloud-migration"]')).toHaveCount(0);
});

test("an editor changes a home figure in Uzbek, the cookie notice's Russian words and a policy's date", async ({
  browser,
}) => {
  const figure = "foydalanuvchi biz qurgan mahalla platformasida";
  const noticeTitle = "Мы бережно обращаемся с файлами cookie";
  const noticeText =
    "Необходимые файлы cookie помнят ваш язык, аналитические работают только с вашего согласия. Подробнее — в нашей";

  await editor.goto(`${BASE}/admin/pages/home`);
  await fillEditor(editor, { "achievements.items.3.label.uz": figure });
  await editor.getByRole("button", { name: "Сохранить", exact: true }).click();
  await expect(editor.getByRole("status")).toHaveText("Сохранено.");

  await editor.goto(`${BASE}/admin/pages/cookie-notice`);
  await fillEditor(editor, { "title.ru": noticeTitle, "notice.before.ru": noticeText });
  await editor.getByRole("button", { name: "Сохранить", exact: true }).click();
  await expect(editor.getByRole("status")).toHaveText("Сохранено.");

  await editor.goto(`${BASE}/admin/pages/cookie-policy`);
  await fillEditor(editor, { updated: "2026-11-20" });
  await editor.getByRole("button", { name: "Сохранить", exact: true }).click();
  await expect(editor.getByRole("status")).toHaveText("Сохранено.");

  const visitor = await (await browser.newContext()).newPage();
  expect(await pageText(visitor, "/uz")).toContain(figure);

  // The notice keeps its keys and its delay: 8 s after load, with the new words.
  await pausedClock(visitor);
  await visitor.goto(`${BASE}/ru`);
  await hydrated(visitor);
  const notice = visitor.getByRole("region", { name: "Уведомление о файлах cookie" });
  await visitor.clock.runFor(7_900);
  await expect(notice).toHaveCount(0);
  await visitor.clock.runFor(200);
  await expect(notice.getByRole("heading")).toHaveText(noticeTitle);
  expect(plainText(await notice.innerText())).toContain(`${noticeText} политике использования файлов cookie.`);
  await expect(notice.getByRole("link", { name: "политике использования файлов cookie" })).toHaveAttribute(
    "href",
    "/ru/cookie-policy",
  );

  expect(await pageText(visitor, "/ru/cookie-policy")).toContain("20 ноября 2026 г.");
  await expect(visitor.getByRole("main").locator('time[datetime="2026-11-20"]')).toHaveCount(1);
  await visitor.context().close();
});

test("a recruiter renames a hiring step in Uzbek; the careers page and an applicant's e-mail name it", async ({
  page,
}) => {
  const step = "Rezyumeni diqqat bilan oʻrganish";
  await recruiter.goto(`${BASE}/admin/careers`);
  // The seven steps are the pipeline's: edited in place, never added or removed.
  const steps = recruiter.getByRole("group", { name: /^Qadamlar/ });
  await expect(steps.getByRole("listitem")).toHaveCount(7);
  await expect(steps.getByRole("button")).toHaveCount(0);
  await fillEditor(recruiter, { "process.steps.0.title.uz": step });
  await recruiter.getByRole("button", { name: "Saqlash", exact: true }).click();
  await expect(recruiter.getByRole("status")).toHaveText("Saqlandi.");
  expect(await pageText(page, "/uz/company/careers")).toContain(step);
});

test("an administrator changes the company's phone: every page, its structured data and the next e-mail give it", async ({
  page,
}) => {
  const phone = "+998 71 200 00 77";
  await admin.goto(`${BASE}/admin/company`);
  await fillEditor(admin, { phone });
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Saved.");

  await page.goto(`${BASE}/uz/technologies`);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: phone })).toHaveAttribute(
    "href",
    "tel:+998712000077",
  );
  const home = await (await page.request.get(`${BASE}/`)).text();
  expect(home).toContain('"telephone":"+998712000077"');

  const person = { name: "Ольга Ким", company: "Ташкент Логистик", email: "olga.phone@example.uz" };
  await requestQuoteInRussian(page, person, BASE);
  const [answer] = await mailTo(person.email);
  expect(plainText(answer!.text)).toContain(phone);
  expect(answer!.html).toContain('href="tel:+998712000077"');
});
