import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationHistory, changeApplication } from "../../server/admin/hiring.ts";
import { CSV_COLUMNS, stepName, toCsv } from "../../server/admin/csv.ts";
import { erasePerson, inboxExport, inboxPage, listQuery } from "../../server/admin/inbox.ts";
import { applicationCounts } from "../../server/db/application-events.ts";
import { insertApplication } from "../../server/db/applications.ts";
import { insertUpload } from "../../server/db/uploads.ts";
import { composeMessage } from "../../server/notify/message.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { replyTemplate } from "../../app/mail/templates.server.ts";
import { careersSeed } from "../../content/seed/careers.ts";
import { HIRING_STEPS } from "../../shared/inbox.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

/** The hiring steps in Russian, as the careers page the site starts with names them. */
const RU_STEPS = careersSeed.doc.process.steps.map((step) => ({ title: step.title.ru }));

const RECRUITER = "Dilnoza Karimova <dilnoza@lojuvard.uz>";

describe.each(ENGINES)("the hiring pipeline on %s", (engine) => {
  let server: TestServer;

  async function apply(id: string, position: string, language = "ru", email = `${id}@example.uz`) {
    const now = new Date().toISOString();
    await insertUpload(server.database.db, {
      id: `cv-${id}`,
      category: "cv",
      storedName: `cv-${id}`,
      originalName: "cv.pdf",
      mime: "application/pdf",
      size: 10,
      createdAt: now,
      usedAt: now,
    });
    await insertApplication(server.database.db, {
      id,
      firstName: "Тимур",
      lastName: "Хасанов",
      email,
      phone: "+998901234567",
      message: "Хочу в команду.",
      cvId: `cv-${id}`,
      position,
      language,
      createdAt: now,
    });
  }

  beforeAll(async () => {
    server = await startTestServer(engine);
    await apply("a1", "senior-java-developer-tashkent");
    await apply("a2", "senior-java-developer-tashkent", "en");
    await apply("a3", "");
  });
  afterAll(async () => server.close());

  it("a new application is at the first step", async () => {
    const { rows } = await inboxPage(server.database, "applications", listQuery(new URLSearchParams(), "applications"));
    expect(rows.map((row) => row.status)).toEqual(["review", "review", "review"]);
  });

  it("moves through all seven steps with notes, every move kept with who and when", async () => {
    for (const [index, step] of HIRING_STEPS.slice(1).entries()) {
      const outcome = await changeApplication(server.database, "a1", { to: step, note: `Note at ${step}` }, RECRUITER, {
        mail: false,
        now: new Date(Date.UTC(2026, 10, 24, 9, index)).toISOString(),
      });
      expect(outcome).toEqual({ ok: true });
    }
    const history = await applicationHistory(server.database, "a1");
    const moves = history.filter((event) => event.kind === "moved");
    expect(moves.map((event) => [event.fromStatus, event.toStatus])).toEqual(
      HIRING_STEPS.slice(1).map((step, index) => [HIRING_STEPS[index], step]),
    );
    expect(history.filter((event) => event.kind === "note").map((event) => event.note)).toEqual(
      HIRING_STEPS.slice(1).map((step) => `Note at ${step}`),
    );
    expect(
      history.every((event) => event.createdBy === RECRUITER && event.createdAt.startsWith("2026-11-24T09:")),
    ).toBe(true);
  });

  it("a note alone is kept; nothing at all changes nothing", async () => {
    expect(
      await changeApplication(server.database, "a2", { note: "  Strong CV  " }, RECRUITER, { mail: false }),
    ).toEqual({ ok: true });
    expect(
      await changeApplication(server.database, "a2", { to: "review", note: " " }, RECRUITER, { mail: false }),
    ).toEqual({ ok: false, problem: "nothing" });
    const history = await applicationHistory(server.database, "a2");
    expect(history.map((event) => [event.kind, event.note])).toEqual([["note", "Strong CV"]]);
  });

  it("a reply goes to the applicant in their language, through the outbox, kept with the application", async () => {
    const template = replyTemplate("ru", "screening", "Тимур", RU_STEPS);
    expect(template.subject).toBe("Ваш отклик в Lojuvard: Первичное интервью");
    expect(template.body).toContain("Здравствуйте, Тимур!");
    // Without e-mail configured, nothing is sent and nothing changes.
    expect(
      await changeApplication(server.database, "a3", { to: "screening", reply: template }, RECRUITER, { mail: false }),
    ).toEqual({ ok: false, problem: "noMail" });
    expect(
      await changeApplication(
        server.database,
        "a3",
        { to: "screening", reply: { subject: "", body: "x" } },
        RECRUITER,
        {
          mail: true,
        },
      ),
    ).toEqual({ ok: false, problem: "replyIncomplete" });
    expect((await applicationHistory(server.database, "a3")).length).toBe(0);

    expect(
      await changeApplication(server.database, "a3", { to: "screening", reply: template }, RECRUITER, { mail: true }),
    ).toEqual({ ok: true });
    const [reply] = (await applicationHistory(server.database, "a3")).filter((event) => event.kind === "reply");
    expect(reply).toMatchObject({ subject: template.subject, language: "ru" });
    const queued = await server.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "application-reply")
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ subjectId: reply!.id, recipient: "a3@example.uz", channel: "email" });
    const mail = await composeMessage(server.database.db, queued, { templates: mailTemplates });
    expect(mail).toMatchObject({ to: "a3@example.uz", subject: template.subject, replyTo: "careers@lojuvard.uz" });
    expect(mail!.html).toContain('lang="ru"');
    expect(mail!.text).toContain("Приглашаем вас на 30-минутный звонок");
  });

  it("counts applications per opening and step, filters by both, and exports the step", async () => {
    const counts = await applicationCounts(server.database.db);
    expect(counts).toEqual(
      expect.arrayContaining([
        { position: "senior-java-developer-tashkent", status: "onboarding", n: 1 },
        { position: "senior-java-developer-tashkent", status: "review", n: 1 },
        { position: "", status: "screening", n: 1 },
      ]),
    );
    const page = async (search: string) =>
      (
        await inboxPage(server.database, "applications", listQuery(new URLSearchParams(search), "applications"))
      ).rows.map((row) => row.id);
    expect(await page("position=senior-java-developer-tashkent")).toEqual(expect.arrayContaining(["a1", "a2"]));
    expect(await page("position=general")).toEqual(["a3"]);
    expect(await page("position=senior-java-developer-tashkent&status=onboarding")).toEqual(["a1"]);
    expect(await page("status=no-such-step")).toHaveLength(3);

    const steps = careersSeed.doc.process.steps.map((item) => ({ title: item.title.en }));
    const rows = (
      await inboxExport(server.database, "applications", listQuery(new URLSearchParams(), "applications"))
    ).map((row) => ({ ...row, stepName: stepName(String(row.status), steps) }));
    const [header, ...records] = parse(toCsv(CSV_COLUMNS.applications, rows as unknown as Record<string, unknown>[]), {
      bom: true,
    }) as string[][];
    const step = header!.indexOf("Step");
    expect(step).toBeGreaterThanOrEqual(0);
    expect(records.map((record) => record[step]).sort()).toEqual([
      "Application review",
      "Initial screening",
      "Onboarding",
    ]);
  });

  it("an erased applicant's history and queued reply go with them; a late reply changes nothing", async () => {
    await erasePerson(server.database, server.files, "a3@example.uz", RECRUITER);
    expect(await applicationHistory(server.database, "a3")).toEqual([]);
    expect(
      await server.database.db.selectFrom("outbox").select("id").where("recipient", "=", "a3@example.uz").execute(),
    ).toEqual([]);
    // A recruiter whose page was open before the erasure writes anyway.
    expect(
      await changeApplication(
        server.database,
        "a3",
        { to: "interview", reply: replyTemplate("ru", "interview", "Тимур", RU_STEPS) },
        RECRUITER,
        { mail: true },
      ),
    ).toEqual({ ok: false, problem: "gone" });
    expect(
      await server.database.db.selectFrom("applicationEvents").select("id").where("applicationId", "=", "a3").execute(),
    ).toEqual([]);
  });
});
