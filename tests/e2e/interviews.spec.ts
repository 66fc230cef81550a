import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { staffAccount } from "../support/accounts.ts";
import { FakeSmtp, type ReceivedMail } from "../support/fake-smtp.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import { expectFits } from "./fit.ts";
import { axe, WCAG } from "./axe-audit.ts";
import { applyFor, fillEditor, signInToInbox } from "./helpers.ts";

/**
 * Interviews, scorecards and the newsletter as staff use them in Russian and Uzbek, on a
 * production server of its own that sends through the suite's SMTP server: a Russian-speaking
 * recruiter proposes an interview and the applicant's calendar file is read back; the
 * Uzbek-speaking interviewer fills the scorecard and both see the summary; the interviewer,
 * an editor too, writes an issue, tests it on himself and sends it.
 */
const PORT = TEST_PORTS.hiringMail;
const BASE = `http://127.0.0.1:${PORT}`;
const smtp = new FakeSmtp();
let server: ChildProcess | undefined;
let dataDir: string;

const RECRUITER = { name: "Малика Турсунова", email: "malika@lojuvard.uz", password: "malika-lapis-2026" };
const INTERVIEWER = { name: "Aziz Rahimov", email: "aziz@lojuvard.uz", password: "aziz-turquoise-2026" };

test.describe.configure({ mode: "serial" });

async function inDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await smtp.start(0);
  dataDir = mkdtempSync(join(tmpdir(), "lojuvard-interviews-"));
  server = await startServerProcess(PORT, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SITE_URL: BASE,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: "leads@lojuvard.uz",
    RATE_LIMIT_PER_MINUTE: "1000",
    NEWSLETTER_RATE_PER_MINUTE: "6000",
  });
  await inDatabase(async (database) => {
    await staffAccount(database, { ...RECRUITER, role: "recruiter", language: "ru" });
    await staffAccount(database, { ...INTERVIEWER, role: "editor", language: "uz" });
  });
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((resolve) => server?.once("exit", resolve));
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The e-mails to an address, once `count` of them have arrived (the outbox runs every few seconds). */
async function mailTo(address: string, count = 1): Promise<ReceivedMail[]> {
  const to = () => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  await expect.poll(() => to().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return to();
}

async function signedIn(browser: Browser, person: { email: string; password: string }, next: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToInbox(page, { base: BASE, email: person.email, password: person.password, next });
  return page;
}

test("a recruiter proposes an interview in Russian, the applicant's calendar file says when, and the Uzbek interviewer's scorecard reaches the summary", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const candidate = await (await browser.newContext()).newPage();
  await applyFor(candidate, {
    base: BASE,
    path: "/ru/company/careers/senior-java-developer-tashkent",
    firstName: "Тимур",
    lastName: "Хасанов",
    email: "timur.interview@example.uz",
  });
  await candidate.context().close();

  // The opening's scorecard criteria are edited with it, in each language; it starts with its department's.
  const recruiter = await signedIn(browser, RECRUITER, "/admin/openings/senior-java-developer-tashkent");
  await expect(recruiter.getByRole("group", { name: /^Критерии оценки/ })).toBeVisible();
  await recruiter.locator("#tab-ru").click();
  await expect(recruiter.locator('[name="criteria.0.name.ru"]')).toHaveValue("Глубина технических знаний");
  await recruiter.goto(`${BASE}/admin/applications`);
  await recruiter.getByRole("link", { name: "Тимур Хасанов" }).click();
  const interviews = recruiter.getByRole("region", { name: "Интервью" });
  await interviews.getByLabel("Дата и время (Ташкент)").fill("2026-12-01T15:00");
  await interviews.getByLabel("Длительность").selectOption({ label: "45 мин" });
  await interviews.getByLabel("Место или ссылка на видеозвонок").fill("https://meet.example.uz/lojuvard-java");
  // Nobody to interview: the server's schema says so beside the interviewers, and nothing is kept.
  await interviews.getByRole("button", { name: "Назначить и отправить приглашение" }).click();
  await expect(interviews.getByRole("group", { name: "Интервьюеры" }).getByRole("alert")).toHaveText(
    "Заполните это поле.",
  );
  expect(await inDatabase(({ db }) => db.selectFrom("interviews").select("id").execute())).toEqual([]);
  // Typed the Russian way, whatever the browser's own locale (issue 37.6).
  await interviews.getByLabel("Дата и время (Ташкент)").fill("01.12.2026 15:00");
  await interviews.getByLabel("Длительность").selectOption({ label: "45 мин" });
  await interviews.getByLabel("Место или ссылка на видеозвонок").fill("https://meet.example.uz/lojuvard-java");
  await interviews.getByRole("checkbox", { name: INTERVIEWER.name }).check();
  await interviews.getByRole("button", { name: "Назначить и отправить приглашение" }).click();
  await expect(recruiter.getByRole("status")).toHaveText("Интервью назначено.");
  await expect(recruiter.locator(".admin-interview")).toContainText("1 дек. 2026 г., 15:00, 45 мин");

  // The applicant's invitation, in Russian, in the conversation, with its calendar file.
  const [, invitation] = await mailTo("timur.interview@example.uz", 2);
  expect(invitation!.subject).toBe("Re: Ваш отклик: Старший Java-разработчик");
  expect(invitation!.text).toContain("Приглашение на интервью");
  const parsed = await simpleParser(invitation!.raw);
  const file = parsed.attachments.find((part) => part.contentType.startsWith("text/calendar"));
  const ics = file!.content.toString("utf8");
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  const event = calendar.getFirstSubcomponent("vevent")!;
  expect(event.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Asia/Tashkent");
  expect(ics).toMatch(/^DTSTART;TZID=Asia\/Tashkent:20261201T150000\r$/m);
  expect(ics).toMatch(/^DTEND;TZID=Asia\/Tashkent:20261201T154500\r$/m);
  expect(String(event.getFirstPropertyValue("attendee")).toLowerCase()).toBe("mailto:timur.interview@example.uz");
  expect(event.getFirstPropertyValue("location")).toBe("https://meet.example.uz/lojuvard-java");

  // The interviewer reads the inbox in Uzbek: his interview, then his scorecard.
  const [told] = await mailTo(INTERVIEWER.email);
  expect(told!.subject).toContain("Тимур Хасанов bilan suhbat");
  const interviewer = await signedIn(browser, INTERVIEWER, "/admin/interviews");
  await expect(interviewer.getByRole("heading", { level: 1 })).toHaveText("Sizning suhbatlaringiz");
  await interviewer.getByRole("link", { name: "Тимур Хасанов" }).click();
  await expect(interviewer.getByRole("note")).toContainText("Hamkasblaringiz varaqalari");
  const ratings: Record<string, string> = {
    "Texnik bilimlar chuqurligi": "4 — aʼlo",
    "Masalalarni yechish va loyihalash": "3 — yaxshi",
    "Kod sifati va testlash": "3 — yaxshi",
    Muloqot: "2 — kamchiliklar bor",
    "Motivatsiya va jamoaga mos kelish": "4 — aʼlo",
  };
  for (const [criterion, rating] of Object.entries(ratings)) {
    await interviewer.getByRole("group", { name: criterion }).getByRole("radio", { name: rating }).check();
  }
  await interviewer.getByLabel("Izohlar").fill("Kafka va idempotent integratsiyalarni yaxshi tushuntirdi.");
  await interviewer
    .getByRole("group", { name: "Sizning tavsiyangiz" })
    .getByRole("radio", { name: "Ha", exact: true })
    .check();
  await interviewer.getByRole("button", { name: "Baholash varaqasini topshirish" }).click();
  await expect(interviewer.getByRole("status")).toHaveText("Baholash varaqasi topshirildi.");
  const own = interviewer.getByRole("region", { name: "Baholar jamlanmasi" });
  await expect(own.getByRole("row", { name: /Aziz Rahimov/ })).toContainText("Ha");
  await expect(own.getByRole("row", { name: /Texnik bilimlar chuqurligi/ })).toContainText("4,0");
  await interviewer.context().close();

  // The recruiter sees the summary and the history in Russian.
  await recruiter.reload();
  const summary = recruiter.getByRole("region", { name: "Сводка оценок" });
  await expect(summary.getByRole("row", { name: /Aziz Rahimov/ })).toContainText("Да");
  await expect(summary.getByRole("row", { name: /Коммуникация/ })).toContainText("2,0");
  const history = recruiter.locator(".admin-history");
  await expect(history).toContainText("Назначено интервью: 1 дек. 2026 г., 15:00");
  await expect(history).toContainText("Оценочный лист: Да");
  const stored = await inDatabase(({ db }) =>
    db.selectFrom("scorecards").select(["recommendation", "ratings"]).execute(),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]!.recommendation).toBe("yes");
  expect(JSON.parse(stored[0]!.ratings).map((item: { rating: number }) => item.rating)).toEqual([4, 3, 3, 2, 4]);
  await recruiter.context().close();
});

test("an editor writes an issue in Uzbek, tests it on himself in Russian, sends it and reads the counts", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const subscribers = { "nodira.issue@example.uz": "uz", "olga.issue@example.ru": "ru" } as const;
  await inDatabase(async ({ db }) => {
    const at = new Date().toISOString();
    for (const [email, language] of Object.entries(subscribers)) {
      await db
        .insertInto("subscribers")
        .values({ id: randomUUID(), email, emailKey: email, language, createdAt: at, confirmedAt: at })
        .execute();
    }
  });
  const editor = await signedIn(browser, INTERVIEWER, "/admin/newsletter");
  await editor.getByRole("link", { name: "Yangi son" }).click();
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText("Yangi son");
  await fillEditor(editor, {
    "subject.uz": "Dekabr: toʻlov platformasidan saboqlar",
    "preheader.uz": "Bu yil nimani oʻrgandik",
    "body.uz": "## Idempotentlik\n\nQayta urinishlar xavfsiz boʻlishi kerak.",
    "subject.ru": "Декабрь: уроки платёжной платформы",
    "preheader.ru": "Чему мы научились за год",
    "body.ru": "## Идемпотентность\n\nПовторы должны быть безопасными.",
    "subject.en": "December: lessons from a payments platform",
    "preheader.en": "What we learned this year",
    "body.en": "## Idempotency\n\nRetries must be safe.",
  });
  await editor.getByRole("button", { name: "Qoralamani saqlash" }).click();
  await expect(editor.getByRole("status")).toHaveText("Qoralama saqlandi.");
  // The e-mail as each subscriber will read it, in the language chosen.
  const preview = editor.frameLocator("iframe.admin-email-preview");
  await expect(preview.getByRole("heading", { name: "Idempotentlik" })).toBeVisible();
  await editor.getByRole("link", { name: "ruscha" }).click();
  await expect(preview.getByRole("heading", { name: "Идемпотентность" })).toBeVisible();

  // A test in Russian reaches him alone, marked as a test.
  await editor.getByLabel("Sinov tili").selectOption({ label: "ruscha" });
  await editor.getByRole("button", { name: "Sinovni oʻzimga yuborish" }).click();
  await expect(editor.getByRole("status")).toContainText(INTERVIEWER.email);
  const testMail = () =>
    smtp.received.find((mail) => mail.envelopeTo.includes(INTERVIEWER.email) && mail.subject.startsWith("[Тест]"));
  await expect.poll(() => testMail()?.subject, { timeout: 20_000 }).toBe("[Тест] Декабрь: уроки платёжной платформы");
  expect(testMail()!.html).toMatch(/<h2[^>]*>Идемпотентность<\/h2>/);
  expect(
    smtp.received.filter((mail) => Object.keys(subscribers).some((email) => mail.envelopeTo.includes(email))),
  ).toEqual([]);

  await editor.getByRole("button", { name: "Obunachilarga yuborish" }).click();
  await expect(editor).toHaveURL(/\/admin\/newsletter\?started=2$/);
  const [nodira] = await mailTo("nodira.issue@example.uz");
  const [olga] = await mailTo("olga.issue@example.ru");
  expect(nodira!.subject).toBe("Dekabr: toʻlov platformasidan saboqlar");
  expect(olga!.subject).toBe("Декабрь: уроки платёжной платформы");
  const send = editor.locator(".admin-send").first();
  await expect
    .poll(async () => (await editor.reload(), await send.innerText()), { timeout: 15_000 })
    .toContain("Yetkazildi: 2");
  await expect(send).toContainText("Yetkazilmadi: 0");
  await expect(send).toContainText("Dekabr: toʻlov platformasidan saboqlar");
  await expect(editor.getByRole("region", { name: "Sonlar" })).toContainText("Yuborilgan");
  // With e-mail set up the page has its send and test forms too: on a phone they fit, and axe finds nothing.
  await editor.setViewportSize({ width: 375, height: 900 });
  await editor.reload();
  await expectFits(editor, "uz /admin/newsletter with e-mail");
  const { violations } = await axe(editor).withTags(WCAG).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await editor.context().close();
});
