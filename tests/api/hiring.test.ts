import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeEntry, entryHistory } from "../../server/admin/entries.ts";
import { CSV_COLUMNS, toCsv } from "../../server/admin/csv.ts";
import { csvWords } from "../../app/admin/csv-words.server.ts";
import inboxEn from "../../app/admin/i18n/en.ts";
import { erasePerson, inboxExport, inboxPage, listQuery } from "../../server/admin/inbox.ts";
import { applicationCounts, insertApplication } from "../../server/db/applications.ts";
import { insertUpload } from "../../server/db/uploads.ts";
import { composeMessage } from "../../server/notify/message.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { replyTemplates } from "../../server/admin/reply-templates.ts";
import { fillPlaceholders } from "../../shared/reply-templates.ts";
import { HIRING_STEPS } from "../../shared/inbox.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

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
      const outcome = await changeEntry(
        server.database,
        "applications",
        "a1",
        { to: step, note: `Note at ${step}` },
        RECRUITER,
        {
          mail: false,
          now: new Date(Date.UTC(2026, 10, 24, 9, index)).toISOString(),
        },
      );
      expect(outcome).toEqual({ ok: true });
    }
    const history = await entryHistory(server.database, "applications", "a1");
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
      await changeEntry(server.database, "applications", "a2", { note: "  Strong CV  " }, RECRUITER, { mail: false }),
    ).toEqual({ ok: true });
    expect(
      await changeEntry(server.database, "applications", "a2", { to: "review", note: " " }, RECRUITER, { mail: false }),
    ).toEqual({ ok: false, problem: "nothing" });
    const history = await entryHistory(server.database, "applications", "a2");
    expect(history.map((event) => [event.kind, event.note])).toEqual([["note", "Strong CV"]]);
  });

  it("a reply goes to the applicant in their language, through the outbox, kept with the application", async () => {
    // The step's template as the inbox starts with it, filled in for the applicant.
    const screening = (await replyTemplates(server.database.db, "applications")).find(
      (template) => template.step === "screening",
    );
    const template = { body: fillPlaceholders(screening!.texts.ru!.body, { name: "Тимур", company: "Lojuvard" }) };
    expect(template.body).toContain("Здравствуйте, Тимур!");
    // Without e-mail configured, nothing is sent and nothing changes.
    expect(
      await changeEntry(server.database, "applications", "a3", { to: "screening", reply: template }, RECRUITER, {
        mail: false,
      }),
    ).toEqual({ ok: false, problem: "noMail" });
    expect(
      await changeEntry(server.database, "applications", "a3", { to: "screening", reply: { body: "  " } }, RECRUITER, {
        mail: true,
      }),
    ).toEqual({ ok: false, problem: "replyIncomplete" });
    expect((await entryHistory(server.database, "applications", "a3")).length).toBe(0);

    expect(
      await changeEntry(server.database, "applications", "a3", { to: "screening", reply: template }, RECRUITER, {
        mail: true,
      }),
    ).toEqual({ ok: true });
    const [reply] = (await entryHistory(server.database, "applications", "a3")).filter(
      (event) => event.kind === "reply",
    );
    expect(reply).toMatchObject({ body: template.body, language: "ru" });
    const queued = await server.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "application-reply")
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ subjectId: reply!.id, recipient: "a3@example.uz", channel: "email" });
    const mail = await composeMessage(server.database.db, queued, { templates: mailTemplates });
    // The conversation keeps one subject: the acknowledgement's, answered. Without a replies
    // mailbox, answers go to the recruiters' address.
    expect(mail).toMatchObject({
      to: "a3@example.uz",
      subject: "Re: Ваш отклик в Lojuvard",
      replyTo: "careers@lojuvard.uz",
    });
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

    const rows = await inboxExport(server.database, "applications", listQuery(new URLSearchParams(), "applications"));
    const [header, ...records] = parse(
      toCsv(CSV_COLUMNS.applications, rows as unknown as Record<string, unknown>[], csvWords(inboxEn)),
      { bom: true },
    ) as string[][];
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
    expect(await entryHistory(server.database, "applications", "a3")).toEqual([]);
    expect(
      await server.database.db.selectFrom("outbox").select("id").where("recipient", "=", "a3@example.uz").execute(),
    ).toEqual([]);
    // A recruiter whose page was open before the erasure writes anyway.
    expect(
      await changeEntry(
        server.database,
        "applications",
        "a3",
        { to: "interview", reply: { body: "Приглашаем вас на подробное интервью." } },
        RECRUITER,
        { mail: true },
      ),
    ).toEqual({ ok: false, problem: "gone" });
    expect(
      await server.database.db.selectFrom("entryEvents").select("id").where("entryId", "=", "a3").execute(),
    ).toEqual([]);
  });
});
