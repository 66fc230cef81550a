import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "../../shared/api.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { loadConfig } from "../../server/config.ts";
import { confirmSubscription } from "../../server/newsletter/subscriptions.ts";
import { emptyIssue, readIssue, saveIssue, type IssueDoc } from "../../server/newsletter/issues.ts";
import { sendsOverview, startIssueSend } from "../../server/newsletter/sends.ts";
import { sendTest } from "../../server/newsletter/tests.ts";
import { composeMessage } from "../../server/notify/message.ts";
import { processOutbox, sendersFrom, type Senders } from "../../server/notify/outbox.ts";
import { FakeSmtp } from "../support/fake-smtp.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

const SITE_URL = "https://lojuvard.uz";
const EDITOR = "Jasur Tursunov <jasur@lojuvard.uz>";
const SUBSCRIBERS = { "aziz@example.uz": "uz", "olga@example.ru": "ru", "john@example.com": "en" } as const;

/** An issue complete in the three languages, as an editor writes it. */
function completeIssue(tag: string): IssueDoc {
  return {
    subject: {
      en: `Engineering notes ${tag}`,
      ru: `Инженерная рассылка ${tag}`,
      uz: `Muhandislik axborotnomasi ${tag}`,
    },
    preheader: { en: "What we learned this year", ru: "Чему мы научились за год", uz: "Bu yil nimani oʻrgandik" },
    body: {
      en: "## Idempotency\n\nRead [our post](/blog/post/credit-scoring-pipeline).",
      ru: "## Идемпотентность\n\nЧитайте [нашу статью](/blog/post/credit-scoring-pipeline).",
      uz: "## Idempotentlik\n\n[Maqolamizni](/blog/post/credit-scoring-pipeline) oʻqing.",
    },
  };
}

describe.each(ENGINES)("newsletter issues and test sends on %s", (engine) => {
  const smtp = new FakeSmtp();
  let server: TestServer;
  let senders: Senders;
  const run = (options: { maxAttempts?: number } = {}) =>
    processOutbox(server.database.db, senders, new Date(Date.now() + 60_000), {
      templates: mailTemplates,
      links: { SITE_URL },
      ...options,
    });

  beforeAll(async () => {
    await smtp.start(0);
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_EMAIL: "leads@lojuvard.uz",
      SITE_URL,
      RATE_LIMIT_PER_MINUTE: "1000",
    };
    server = await startTestServer(engine, env);
    senders = sendersFrom(loadConfig(env));
    for (const [email, lang] of Object.entries(SUBSCRIBERS)) {
      const answer = await server.app.inject({
        method: "POST",
        url: API_PATHS.subscribe,
        payload: { email },
        headers: { referer: `${SITE_URL}${lang === "en" ? "" : `/${lang}`}/blog` },
      });
      expect(answer.statusCode).toBe(200);
      const row = await server.database.db
        .selectFrom("outbox")
        .selectAll()
        .where("kind", "=", "subscription-confirmation")
        .where("recipient", "=", email)
        .executeTakeFirstOrThrow();
      const mail = await composeMessage(server.database.db, row, { templates: mailTemplates, links: { SITE_URL } });
      const token = new URL(/https:\S+/.exec(mail!.text)![0]).searchParams.get("token")!;
      expect(await confirmSubscription(server.database, token, ["email"])).toBe("confirmed");
    }
    await server.database.db.deleteFrom("outbox").execute();
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it("a draft is kept incomplete, sent only complete, to each subscriber once in their language", async () => {
    const draft = { ...emptyIssue(), subject: { en: "Draft", ru: "", uz: "" } };
    const saved = await saveIssue(server.database, null, draft, EDITOR);
    if (!saved.ok) throw new Error("not saved");
    const refused = await startIssueSend(server.database, saved.id, EDITOR, { ratePerMinute: 6000 });
    expect(refused).toMatchObject({ ok: false, problem: "incomplete" });
    if (refused.ok || refused.problem !== "incomplete") return;
    expect(refused.issues).toContainEqual({ field: "subject", lang: "ru", problem: "required" });

    expect((await saveIssue(server.database, saved.id, completeIssue("1"), EDITOR)).ok).toBe(true);
    expect(await startIssueSend(server.database, saved.id, EDITOR, { ratePerMinute: 6000 })).toMatchObject({
      ok: true,
      recipients: 3,
    });
    // Sent once: no second send, no more changes.
    expect(await startIssueSend(server.database, saved.id, EDITOR, { ratePerMinute: 6000 })).toEqual({
      ok: false,
      problem: "sent",
    });
    expect(await saveIssue(server.database, saved.id, completeIssue("2"), EDITOR)).toEqual({
      ok: false,
      problem: "sent",
    });
    expect((await readIssue(server.database.db, saved.id))?.status).toBe("sent");

    for (let i = 0; i < 5; i += 1) await run();
    const to = (email: string) => smtp.received.find((mail) => mail.envelopeTo.includes(email))!;
    expect(to("olga@example.ru").subject).toBe("Инженерная рассылка 1");
    expect(to("aziz@example.uz").subject).toBe("Muhandislik axborotnomasi 1");
    // The site's Markdown renderer wrote it, its links made absolute for a mail program.
    expect(to("john@example.com").html).toMatch(/<h2[^>]*>Idempotency<\/h2>/);
    expect(to("john@example.com").html).toContain(`href="${SITE_URL}/blog/post/credit-scoring-pipeline"`);
    expect(to("olga@example.ru").headers.get("list-unsubscribe")).toMatch(
      /^<https:\/\/lojuvard\.uz\/ru\/unsubscribe\?token=/,
    );
    const [overview] = await sendsOverview(server.database.db, "ru");
    expect(overview).toMatchObject({
      issueId: saved.id,
      title: "Инженерная рассылка 1",
      counts: { sent: 3, failed: 0 },
      failed: [],
    });
  });

  it("a test goes to the member alone, marked, in the language chosen, and is counted in no send", async () => {
    smtp.received = [];
    const saved = await saveIssue(server.database, null, completeIssue("3"), EDITOR);
    if (!saved.ok) throw new Error("not saved");
    const sends = (await sendsOverview(server.database.db, "en")).length;
    expect(await sendTest(server.database, { issue: saved.id }, "uz", { label: EDITOR, email: null })).toEqual({
      ok: false,
      problem: "noAddress",
    });
    expect(
      await sendTest(server.database, { issue: saved.id }, "uz", { label: EDITOR, email: "jasur@lojuvard.uz" }),
    ).toEqual({
      ok: true,
    });
    expect(
      await sendTest(server.database, { post: "credit-scoring-pipeline" }, "ru", {
        label: EDITOR,
        email: "jasur@lojuvard.uz",
      }),
    ).toEqual({ ok: true });
    await run();
    expect(smtp.received.flatMap((mail) => mail.envelopeTo)).toEqual(["jasur@lojuvard.uz", "jasur@lojuvard.uz"]);
    const [issueTest, postTest] = smtp.received;
    expect(issueTest!.subject).toBe("[Sinov] Muhandislik axborotnomasi 3");
    expect(issueTest!.text).toContain("Sinov yuborish: bu xatni faqat siz oldingiz.");
    expect(issueTest!.headers.has("list-unsubscribe")).toBe(false);
    expect(postTest!.subject).toBe("[Тест] Конвейер кредитного скоринга, который отвечает за секунды");
    expect(await sendsOverview(server.database.db, "en")).toHaveLength(sends);
    expect((await readIssue(server.database.db, saved.id))?.status).toBe("draft");
  });

  it("a send counts what was delivered and what failed, and names the failed addresses", async () => {
    const saved = await saveIssue(server.database, null, completeIssue("4"), EDITOR);
    if (!saved.ok) throw new Error("not saved");
    await startIssueSend(server.database, saved.id, EDITOR, { ratePerMinute: 6000 });
    // The mail server is gone, and each message gets one attempt.
    await smtp.stop();
    for (let i = 0; i < 5; i += 1) await run({ maxAttempts: 1 });
    await smtp.start();
    const [overview] = await sendsOverview(server.database.db, "en");
    expect(overview).toMatchObject({ issueId: saved.id, counts: { sent: 0, failed: 3 } });
    expect(overview!.failed.map((failure) => failure.address).sort()).toEqual(Object.keys(SUBSCRIBERS).sort());
    expect(overview!.failed[0]!.error).not.toBe("");
  });
});
