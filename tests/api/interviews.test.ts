import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { erasePerson } from "../../server/admin/inbox.ts";
import { insertApplication } from "../../server/db/applications.ts";
import { insertUpload } from "../../server/db/uploads.ts";
import { loadConfig } from "../../server/config.ts";
import { cancelInterview, changeInterview, proposeInterview } from "../../server/hiring/interviews.ts";
import { criteriaFor, scorecardSummary, submitScorecard } from "../../server/hiring/scorecards.ts";
import { mailIdentity, tokenOfMessageId } from "../../server/conversations/threading.ts";
import { conversationToken } from "../../server/conversations/tokens.ts";
import { processOutbox, sendersFrom, type Senders } from "../../server/notify/outbox.ts";
import { FakeSmtp, type ReceivedMail } from "../support/fake-smtp.ts";
import { staffAccount } from "../support/accounts.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";
import { readEntry, saveEntry } from "../../server/content/entries.ts";
import { openings } from "../../content/model/index.ts";

const SITE_URL = "https://lojuvard.uz";
const RECRUITER = { id: "recruiter", label: "Dilnoza Karimova <dilnoza@lojuvard.uz>" };

/** The calendar file of an e-mail (its text/calendar part), parsed by ical.js as a calendar program would. */
async function calendarOf(mail: ReceivedMail) {
  const parsed = await simpleParser(mail.raw);
  const part = parsed.attachments.find((file) => file.contentType.startsWith("text/calendar"));
  expect(part, "the e-mail carries a calendar file").toBeDefined();
  const text = part!.content.toString("utf8");
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return { text, calendar, event };
}

describe.each(ENGINES)("interviews and scorecards on %s", (engine) => {
  const smtp = new FakeSmtp();
  let server: TestServer;
  let senders: Senders;
  let aziz: string;
  let malika: string;
  const env = {
    SMTP_URL: "",
    NOTIFY_EMAIL: "leads@lojuvard.uz",
    SITE_URL,
    MAIL_FROM: "hello@lojuvard.uz",
  };

  const run = () =>
    processOutbox(server.database.db, senders, new Date(), {
      templates: mailTemplates,
      links: { SITE_URL },
      identity: mailIdentity({ ...env }),
    });
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

  beforeAll(async () => {
    await smtp.start(0);
    env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    server = await startTestServer(engine, env);
    senders = sendersFrom(loadConfig(env));
    aziz = (
      await staffAccount(server.database, {
        email: "aziz@lojuvard.uz",
        password: "aziz-password-2026",
        role: "editor",
        language: "uz",
        name: "Aziz Rahimov",
      })
    ).id;
    malika = (
      await staffAccount(server.database, {
        email: "malika@lojuvard.uz",
        password: "malika-password-2026",
        role: "recruiter",
        language: "ru",
        name: "Malika Tursunova",
      })
    ).id;
    const now = new Date().toISOString();
    await insertUpload(server.database.db, {
      id: "cv-i1",
      category: "cv",
      storedName: "cv-i1",
      originalName: "cv.pdf",
      mime: "application/pdf",
      size: 10,
      createdAt: now,
      usedAt: now,
    });
    await insertApplication(server.database.db, {
      id: "i1",
      firstName: "Тимур",
      lastName: "Хасанов",
      email: "timur@example.uz",
      phone: "+998901234567",
      message: "Хочу в команду.",
      cvId: "cv-i1",
      position: "senior-java-developer-tashkent",
      language: "ru",
      createdAt: now,
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it("an invitation in the applicant's language carries an RFC 5545 REQUEST in Tashkent time; a change raises its SEQUENCE, a cancellation is a CANCEL of the same UID", async () => {
    const proposed = await proposeInterview(
      server.database,
      "i1",
      {
        startsAt: "2026-12-01T10:00:00.000Z",
        durationMinutes: 60,
        place: "https://meet.example.uz/abc",
        interviewers: [aziz],
      },
      RECRUITER,
      { mail: true },
    );
    expect(proposed.ok).toBe(true);
    if (!proposed.ok) return;
    await run();
    const [invitation] = mailTo("timur@example.uz");
    expect(invitation!.subject).toBe("Re: Ваш отклик: Старший Java-разработчик");
    expect(invitation!.text).toContain("Приглашение на интервью");
    expect(invitation!.text).toContain("15:00–16:00");
    // In the conversation's thread: its Message-ID carries the conversation's token.
    const firstId = invitation!.headers.get("message-id")!;
    expect(tokenOfMessageId(firstId)).toBe(
      await conversationToken(server.database.db, { list: "applications", id: "i1" }),
    );
    const { text, calendar, event } = await calendarOf(invitation!);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(text).toMatch(/^DTSTART;TZID=Asia\/Tashkent:20261201T150000\r$/m);
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Asia/Tashkent");
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    const uid = event.getFirstPropertyValue("uid");
    expect(uid).toBe(`interview-${proposed.id}@lojuvard.uz`);
    expect(String(event.getFirstPropertyValue("attendee")).toLowerCase()).toBe("mailto:timur@example.uz");
    expect(String(event.getFirstPropertyValue("organizer")).toLowerCase()).toBe("mailto:careers@lojuvard.uz");
    const start = event.getFirstProperty("dtstart")!;
    expect(start.getParameter("tzid")).toBe("Asia/Tashkent");
    // The interviewer hears of it in their own inbox's language, with the same event.
    const [told] = mailTo("aziz@lojuvard.uz");
    expect(told!.subject).toContain("Тимур Хасанов bilan suhbat");
    expect((await calendarOf(told!)).event.getFirstPropertyValue("uid")).toBe(uid);

    smtp.received = [];
    expect(
      (
        await changeInterview(
          server.database,
          "i1",
          proposed.id,
          {
            startsAt: "2026-12-02T06:30:00.000Z",
            durationMinutes: 45,
            place: "Tashkent office, room 4",
            interviewers: [malika],
          },
          RECRUITER,
          { mail: true },
        )
      ).ok,
    ).toBe(true);
    await run();
    // The update answers the invitation.
    expect(mailTo("timur@example.uz")[0]!.headers.get("in-reply-to")).toBe(firstId);
    const update = await calendarOf(mailTo("timur@example.uz")[0]!);
    expect(update.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(update.event.getFirstPropertyValue("uid")).toBe(uid);
    expect(update.event.getFirstPropertyValue("sequence")).toBe(1);
    expect(update.text).toMatch(/^DTSTART;TZID=Asia\/Tashkent:20261202T113000\r$/m);
    // Aziz was taken off it: his calendar is told to drop it.
    const dropped = await calendarOf(mailTo("aziz@lojuvard.uz")[0]!);
    expect(dropped.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(mailTo("malika@lojuvard.uz")).toHaveLength(1);

    smtp.received = [];
    // A form of another application's page cannot reach this interview.
    expect(await cancelInterview(server.database, "another", proposed.id, RECRUITER, { mail: true })).toEqual({
      ok: false,
      problem: "gone",
    });
    expect((await cancelInterview(server.database, "i1", proposed.id, RECRUITER, { mail: true })).ok).toBe(true);
    await run();
    const cancelled = await calendarOf(mailTo("timur@example.uz")[0]!);
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.getFirstPropertyValue("sequence")).toBe(2);
    expect(mailTo("timur@example.uz")[0]!.text).toContain("Ваше интервью отменено");
    // A cancelled interview cannot be changed or rated.
    expect(await cancelInterview(server.database, "i1", proposed.id, RECRUITER, { mail: true })).toEqual({
      ok: false,
      problem: "cancelled",
    });
  });

  it("only an interview's interviewers rate it, by the opening's criteria; the summary averages each criterion", async () => {
    const proposed = await proposeInterview(
      server.database,
      "i1",
      { startsAt: "2026-12-03T05:00:00.000Z", durationMinutes: 60, place: "Office", interviewers: [aziz, malika] },
      RECRUITER,
      { mail: false },
    );
    if (!proposed.ok) throw new Error("not proposed");
    const criteria = await criteriaFor(server.database.db, "i1");
    // A Java opening is rated by the engineering criteria it started with.
    expect(criteria.map((item) => item.name.en)).toEqual([
      "Technical depth",
      "Problem solving and design",
      "Code quality and testing",
      "Communication",
      "Motivation and fit with the team",
    ]);
    const rate = (who: string, ratings: number[], recommendation: "yes" | "strong_yes" | "no") =>
      submitScorecard(server.database, proposed.id, { id: who, label: who }, { ratings, notes: "", recommendation });
    expect(await rate(RECRUITER.id, [4, 4, 4, 4, 4], "yes")).toEqual({ ok: false, problem: "notInterviewer" });
    expect(await rate(aziz, [4, 3], "yes")).toEqual({ ok: false, problem: "incomplete" });
    expect(await rate(aziz, [4, 3, 3, 2, 4], "yes")).toEqual({ ok: true });
    expect(await rate(malika, [3, 3, 2, 3, 4], "no")).toEqual({ ok: true });
    // A correction replaces the interviewer's own scorecard.
    expect(await rate(malika, [3, 4, 2, 3, 4], "strong_yes")).toEqual({ ok: true });
    const summary = await scorecardSummary(server.database.db, "i1", "ru");
    expect(summary.scorecards.map((card) => card.recommendation)).toEqual(["yes", "strong_yes"]);
    expect(summary.criteria.map((item) => [item.criterion, item.average])).toEqual([
      ["Глубина технических знаний", 3.5],
      ["Решение задач и проектирование", 3.5],
      ["Качество кода и тестирование", 2.5],
      ["Коммуникация", 2.5],
      ["Мотивация и совместимость с командой", 4],
    ]);
    // The recruiter rewrites the opening's criteria: a new scorecard rates those, one written before keeps its own.
    const opening = await readEntry(server.database.db, openings, "senior-java-developer-tashkent");
    const saved = await saveEntry(
      server.database,
      openings,
      {
        id: malika,
        name: "Malika Tursunova",
        email: "malika@lojuvard.uz",
        role: "recruiter",
        permissions: [],
        language: "ru",
      },
      {
        originalId: opening!.id,
        id: opening!.id,
        action: "publish",
        doc: {
          ...opening!.doc,
          criteria: [
            { name: { en: "Java and Spring", ru: "Java и Spring", uz: "Java va Spring" } },
            { name: { en: "Communication", ru: "Коммуникация", uz: "Muloqot" } },
          ],
        },
      },
    );
    expect(saved.ok).toBe(true);
    expect((await criteriaFor(server.database.db, "i1")).map((item) => item.name.ru)).toEqual([
      "Java и Spring",
      "Коммуникация",
    ]);
    expect(await rate(malika, [2, 2, 2, 2, 2], "no")).toEqual({ ok: true });
    const kept = await scorecardSummary(server.database.db, "i1", "en");
    expect(kept.criteria.find((item) => item.criterion === "Technical depth")?.count).toBe(2);
    // An application without an opening is rated by the general criteria.
    expect((await criteriaFor(server.database.db, "no-such-application")).map((item) => item.name.en)).toContain(
      "Experience the role needs",
    );
    const events = await server.database.db
      .selectFrom("interviewEvents")
      .select(["kind", "recommendation"])
      .where("interviewId", "=", proposed.id)
      .orderBy("createdAt")
      .execute();
    expect(events.map((event) => event.kind)).toEqual(["proposed", "scorecard", "scorecard", "scorecard", "scorecard"]);
  });

  it("erasing the applicant removes their interviews, scorecards and invitations still to be sent", async () => {
    await proposeInterview(
      server.database,
      "i1",
      { startsAt: "2026-12-04T05:00:00.000Z", durationMinutes: 30, place: "Office", interviewers: [aziz] },
      RECRUITER,
      { mail: true },
    );
    await erasePerson(server.database, server.files, "timur@example.uz", RECRUITER.label);
    expect(await server.count("interviews")).toBe(0);
    expect(await server.count("interviewInterviewers")).toBe(0);
    expect(await server.count("interviewEvents")).toBe(0);
    expect(await server.count("scorecards")).toBe(0);
    const left = await server.database.db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "in", ["interview-invitation", "interview-interviewer"])
      .where("status", "=", "pending")
      .execute();
    expect(left).toEqual([]);
  });
});
