import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { formatDay } from "../../app/admin/fields.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { insertAccount, updateAccount } from "../../server/db/accounts.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { queueDigests } from "../../server/notify/digest.ts";
import { tashkentClock, tashkentInstant } from "../../shared/tashkent-time.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { Role } from "../../shared/staff.ts";
import { FakeSmtp, type ReceivedMail } from "../support/fake-smtp.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { testDatabaseUrl, wipePostgres } from "../support/postgres.ts";
import { startServerProcess } from "../support/server-process.ts";
import { axe, WCAG } from "./axe-audit.ts";
import { applyFor, fillDate, requestQuoteInRussian, signInToInbox } from "./helpers.ts";
import { keepScreenshot } from "./screenshots.ts";

/**
 * Issue 38, points 3 and 4, end to end against a real SMTP capture: an administrator sends
 * quote requests to sales in Russian and everything else to the server's address in Uzbek;
 * the owner list offers people only; a member of sales (Russian) and a recruiter (Uzbek)
 * set follow-ups, find them under "Waiting on me", and receive their morning digest, which
 * the test runs for tomorrow's 08:00 as every instance does each minute; turned off, it
 * stops. PostgreSQL with TEST_DATABASE_URL, else SQLite.
 */
const DATABASE_URL = testDatabaseUrl("e2e_follow_ups");
const BASE = `http://127.0.0.1:${TEST_PORTS.followUps}`;
const PASSWORD = "minarets-at-dawn-over-bukhara";
const NOTIFY_EMAIL = "leads@lojuvard.test";
const SALES_ADDRESS = "sales@lojuvard.test";

interface Person {
  id: string;
  name: string;
  email: string;
  role: Role;
  language: Language;
}
const ADMIN: Person = {
  id: "c1f3e2a4-0b5d-4e6f-8a7b-9c0d1e2f3a4b",
  name: "Нодира Азимова",
  email: "nodira@lojuvard.test",
  role: "administrator",
  language: "ru",
};
const SELLER: Person = {
  id: "d2a4f3b5-1c6e-4f70-9b8c-0d1e2f3a4b5c",
  name: "Малика Саидова",
  email: "malika@lojuvard.test",
  role: "sales",
  language: "ru",
};
const RECRUITER: Person = {
  id: "e3b5a4c6-2d7f-4081-8c9d-1e2f3a4b5c6d",
  name: "Sardor Rahimov",
  email: "sardor.hr@lojuvard.test",
  role: "recruiter",
  language: "uz",
};
const LEAD = { name: "Дилноза Каримова", company: "Orient Logistics", email: "dilnoza.follow@example.uz" };
const APPLICANT = { firstName: "Jasur", lastName: "Tursunov", email: "jasur.follow@example.uz" };

const smtp = new FakeSmtp();
let server: ChildProcess | undefined;
let dataDir = "";

test.describe.configure({ mode: "serial" });

async function inDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl: DATABASE_URL });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await smtp.start(0);
  if (DATABASE_URL) await wipePostgres(DATABASE_URL);
  dataDir = mkdtempSync(join(tmpdir(), "lojuvard-follow-ups-"));
  server = await startServerProcess(TEST_PORTS.followUps, {
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SITE_URL: BASE,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL,
    MAIL_FROM: "hello@lojuvard.test",
    RATE_LIMIT_PER_MINUTE: "1000",
  });
  const passwordHash = await hashPassword(PASSWORD);
  await inDatabase(async ({ db }) => {
    const now = new Date().toISOString();
    for (const person of [ADMIN, SELLER, RECRUITER]) {
      await insertAccount(db, { ...person, emailKey: person.email, passwordHash, createdAt: now, updatedAt: now });
    }
  });
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  if (server) await new Promise((resolve) => server!.once("exit", resolve));
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function mailTo(address: string, matching: (mail: ReceivedMail) => boolean, count = 1): Promise<ReceivedMail[]> {
  const found = () => smtp.received.filter((mail) => mail.envelopeTo.includes(address) && matching(mail));
  await expect.poll(() => found().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return found();
}

async function signIn(browser: Browser, person: Person, next: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInToInbox(page, { base: BASE, email: person.email, password: PASSWORD, next });
  return page;
}

async function entryId(table: "contactRequests" | "applications", email: string): Promise<string> {
  return inDatabase(async ({ db }) => {
    const row = await db.selectFrom(table).select("id").where("email", "=", email).executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Tashkent's day now and the next two, and the digest's moment on a day. */
const today = tashkentClock(new Date()).day;
const tomorrow = tashkentClock(new Date(Date.now() + 86_400_000)).day;
const afterTomorrow = tashkentClock(new Date(Date.now() + 2 * 86_400_000)).day;
const morningOf = (day: string) => tashkentInstant(day, "08:00");

test("an administrator sets the language of each staff address, and sales read a new request in Russian", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const admin = await signIn(browser, ADMIN, "/admin/integrations");
  await admin.getByLabel(`Язык писем на адрес ${NOTIFY_EMAIL}`).selectOption("uz");
  await admin.getByLabel("Адрес для раздела «Заявки на расчёт»").fill(SALES_ADDRESS);
  await admin.getByLabel("Язык писем на адрес раздела «Заявки на расчёт»").selectOption("ru");
  await admin.getByRole("button", { name: "Сохранить адреса" }).click();
  await expect(admin.getByRole("status")).toHaveText("Адреса сохранены.");
  await expect(admin.getByLabel("Язык писем на адрес раздела «Заявки на расчёт»")).toHaveValue("ru");
  await admin.context().close();

  const visitor = await (await browser.newContext()).newPage();
  await requestQuoteInRussian(visitor, LEAD, BASE);
  await visitor.context().close();
  const candidate = await (await browser.newContext()).newPage();
  await applyFor(candidate, { path: "/company/careers/qa-automation-engineer-bukhara", ...APPLICANT, base: BASE });
  await candidate.context().close();

  const [notice] = await mailTo(SALES_ADDRESS, (mail) => mail.subject.startsWith("Новая заявка"));
  expect(notice!.subject).toBe(`Новая заявка на расчёт: ${LEAD.name} (${LEAD.company})`);
  for (const line of ["На сайт пришла новая заявка на расчёт.", `Компания: ${LEAD.company}`, "Язык: русский"]) {
    expect(notice!.text).toContain(line);
  }
  expect(notice!.text).toContain(`${BASE}/admin/requests/${await entryId("contactRequests", LEAD.email)}`);
  // Everything else goes to the server's address, in the language chosen for it.
  const [application] = await mailTo(NOTIFY_EMAIL, (mail) => mail.subject.includes("vakansiyasiga yangi ariza"));
  expect(application!.subject).toBe(
    `«Testlarni avtomatlashtirish muhandisi» vakansiyasiga yangi ariza: ${APPLICANT.firstName} ${APPLICANT.lastName}`,
  );
  expect(application!.text).toContain("Til: inglizcha");
});

test("a webhook is added, paused and removed through the integrations page's forms", async ({ browser }) => {
  const admin = await signIn(browser, ADMIN, "/admin/integrations");
  const adding = admin.locator("form").filter({ has: admin.getByRole("button", { name: "Добавить вебхук" }) });
  await adding.getByLabel("Название").fill("CRM");
  await adding.getByLabel("Адрес (URL)").fill("https://crm.example.com/hooks/lojuvard");
  await adding.getByRole("checkbox", { name: "Новые отклики на вакансии" }).check();
  await adding.getByRole("button", { name: "Добавить вебхук" }).click();
  await expect(admin.getByRole("status")).toHaveText("Вебхук добавлен.");
  const card = admin.getByRole("article", { name: "CRM" });
  await expect(card.getByRole("checkbox", { name: "Новые заявки на расчёт" })).toBeChecked();
  await expect(card.getByRole("checkbox", { name: "Новые отклики на вакансии" })).toBeChecked();
  await card.getByRole("checkbox", { name: /^Отправлять/ }).uncheck();
  await card.getByRole("button", { name: "Сохранить" }).click();
  await expect(admin.getByRole("status")).toHaveText("Сохранено.");
  await expect(admin.getByRole("article", { name: "CRM Приостановлен" })).toBeVisible();
  await admin.getByRole("article", { name: "CRM Приостановлен" }).getByRole("button", { name: "Удалить" }).click();
  await expect(admin.getByRole("status")).toHaveText("Вебхук удалён.");
  await expect(admin.getByRole("article")).toHaveCount(0);
  await admin.context().close();
});

test("the owner list offers colleagues only, never the installation password's identity", async ({ browser }) => {
  const id = await entryId("contactRequests", LEAD.email);
  const admin = await signIn(browser, ADMIN, `/admin/requests/${id}`);
  const owner = admin.getByRole("combobox", { name: "Кто ведёт" });
  await expect(owner.getByRole("option")).toHaveText(["Никто", ADMIN.name, SELLER.name]);
  await owner.selectOption({ label: SELLER.name });
  await admin.getByRole("button", { name: "Назначить", exact: true }).click();
  await expect(admin.getByText(`Ответственный: ${SELLER.name}.`)).toBeVisible();

  await admin.goto(`${BASE}/admin/requests`);
  const filter = admin.getByRole("combobox", { name: "Ответственный" });
  await expect(filter.getByRole("option")).toHaveText(["Любой", "Мои", "Без ответственного", ADMIN.name, SELLER.name]);
  await filter.selectOption({ label: SELLER.name });
  await admin.getByRole("button", { name: "Показать" }).click();
  await expect(admin.getByRole("link", { name: LEAD.name })).toBeVisible();
  await admin.context().close();
});

test("a follow-up set in Russian and in Uzbek waits on its owner and comes in the morning digest", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const requestId = await entryId("contactRequests", LEAD.email);
  const applicationId = await entryId("applications", APPLICANT.email);

  // Sales: a follow-up today, any time.
  const seller = await signIn(browser, SELLER, `/admin/requests/${requestId}`);
  const followUp = seller.getByRole("region", { name: "Срок" });
  await expect(followUp).toContainText("Срок не назначен.");
  await expect(followUp).toContainText(`${SELLER.name} получит напоминание в утренней сводке`);
  await fillDate(followUp.getByRole("group", { name: "Дата" }), today);
  await followUp.getByRole("button", { name: "Назначить срок" }).click();
  await expect(followUp.getByRole("status")).toHaveText("Срок назначен.");
  await expect(followUp).toContainText(`${formatDay(today, "ru")} Срок сегодня`);
  await expect(seller.locator(".admin-history")).toContainText(`Назначен срок: ${formatDay(today, "ru")}`);
  await seller.getByRole("link", { name: /^Ждут меня/ }).click();
  // The count stands beside the link in the menu (issue 37.6), said as "(1 ждёт)".
  await expect(
    seller
      .getByRole("navigation", { name: "Входящие" })
      .getByRole("listitem")
      .filter({ has: seller.getByRole("link", { name: "Ждут меня" }) }),
  ).toContainText("(1 ждёт)");
  await expect(seller.getByRole("region", { name: "Срок сегодня (1)" }).getByRole("link")).toHaveText(LEAD.name);

  // The recruiter takes the application and plans to come back to it tomorrow at 10:30.
  const recruiter = await signIn(browser, RECRUITER, `/admin/applications/${applicationId}`);
  await recruiter.getByRole("combobox", { name: "Kim olib boradi" }).selectOption({ label: RECRUITER.name });
  await recruiter.getByRole("button", { name: "Biriktirish" }).click();
  await expect(recruiter.getByText(`Masʼul: ${RECRUITER.name}.`)).toBeVisible();
  const plan = recruiter.getByRole("region", { name: "Muddat" });
  await fillDate(plan.getByRole("group", { name: "Sana" }), tomorrow);
  await plan.getByLabel("Vaqt (ixtiyoriy)").fill("10:30");
  await plan.getByRole("button", { name: "Muddat belgilash" }).click();
  await expect(plan.getByRole("status")).toHaveText("Muddat belgilandi.");
  await recruiter.goto(`${BASE}/admin/waiting`);
  await expect(recruiter.getByRole("region", { name: "Yaqinda (1)" })).toContainText(
    `${formatDay(tomorrow, "uz")}, 10:30`,
  );
  // The list finds it by its follow-up.
  await recruiter.goto(`${BASE}/admin/applications?due=set&sort=due`);
  await expect(recruiter.getByRole("link", { name: `${APPLICANT.firstName} ${APPLICANT.lastName}` })).toBeVisible();

  // Tomorrow at 08:00: the request is overdue, the application due that day; one digest each, in their language.
  expect(await inDatabase((database) => queueDigests(database, morningOf(tomorrow), { mail: true }))).toBe(2);
  expect(await inDatabase((database) => queueDigests(database, morningOf(tomorrow), { mail: true }))).toBe(0);
  const russian = `Ваши сроки на ${formatDay(tomorrow, "ru")}`;
  const [sellerDigest] = await mailTo(SELLER.email, (mail) => mail.subject === russian);
  expect(sellerDigest!.text).toContain(`Доброе утро, ${SELLER.name}!`);
  expect(sellerDigest!.text).toContain("Просрочено (1)");
  expect(sellerDigest!.text).toContain(`Срок: ${formatDay(today, "ru")}`);
  expect(sellerDigest!.text).toContain(`${BASE}/admin/requests/${requestId}`);
  const uzbek = `${formatDay(tomorrow, "uz")} uchun muddatlaringiz`;
  const [recruiterDigest] = await mailTo(RECRUITER.email, (mail) => mail.subject === uzbek);
  expect(recruiterDigest!.text).toContain("Muddati bugun (1)");
  expect(recruiterDigest!.text).toContain(`Muddat: ${formatDay(tomorrow, "uz")}, 10:30`);
  expect(recruiterDigest!.text).toContain("Testlarni avtomatlashtirish muhandisi");

  // Turned off under "Your account", the digest stops; the recruiter's goes on.
  await seller.goto(`${BASE}/admin/settings`);
  const digest = seller.getByRole("checkbox", { name: /^Присылать мне в 08:00/ });
  await expect(digest).toBeChecked();
  await digest.uncheck();
  await seller.getByRole("button", { name: "Сохранить", exact: true }).click();
  await expect(seller.getByRole("status")).toHaveText("Сохранено.");
  await expect(digest).not.toBeChecked();
  expect(await inDatabase((database) => queueDigests(database, morningOf(afterTomorrow), { mail: true }))).toBe(1);
  const queued = await inDatabase(({ db }) =>
    db.selectFrom("outbox").select("recipient").where("kind", "=", "digest").orderBy("createdAt").execute(),
  );
  expect(queued.at(-1)).toEqual({ recipient: RECRUITER.email });
  for (const page of [seller, recruiter]) await page.context().close();
});

test("the follow-up screens fit a phone and a wide screen in Russian and Uzbek, with no accessibility fault", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const requestId = await entryId("contactRequests", LEAD.email);
  const screens: [Person, string, string][] = [
    [SELLER, "/admin/waiting", "waiting"],
    [SELLER, `/admin/requests/${requestId}`, "detail"],
    [SELLER, "/admin/requests?sort=due", "list"],
    [SELLER, "/admin/settings", "settings"],
    [ADMIN, "/admin/integrations", "integrations"],
  ];
  try {
    for (const lang of ["ru", "uz"] as const) {
      await inDatabase(async ({ db }) => {
        for (const person of [SELLER, ADMIN])
          await updateAccount(db, person.id, { language: lang }, new Date().toISOString());
      });
      for (const person of [SELLER, ADMIN]) {
        const page = await signIn(browser, person, "/admin/settings");
        for (const [who, path, name] of screens.filter(([who]) => who === person)) {
          for (const width of [375, 1440]) {
            await page.setViewportSize({ width, height: 900 });
            await page.goto(`${BASE}${path}`);
            await expect(page.locator(".admin")).toHaveAttribute("lang", lang);
            const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
            expect(wide, `${lang} ${width} ${path} scrolls sideways`).toBe(false);
            if (width === 375) {
              const { violations } = await axe(page).withTags(WCAG).analyze();
              expect(
                violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`),
                `${lang} ${path} (${who.name})`,
              ).toEqual([]);
            }
            // For people to look at (not compared): test-results/follow-ups/.
            await keepScreenshot(page, `test-results/follow-ups/${lang}-${width}-${name}.png`, { fullPage: true });
          }
        }
        await page.context().close();
      }
    }
  } finally {
    await inDatabase(async ({ db }) => {
      for (const person of [SELLER, ADMIN]) {
        await updateAccount(db, person.id, { language: person.language }, new Date().toISOString());
      }
    });
  }
});
