import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "../../shared/api.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { loadConfig } from "../../server/config.ts";
import { claim } from "../../server/db/outbox.ts";
import { activeSubscribers } from "../../server/db/subscribers.ts";
import { inboxPage, listQuery } from "../../server/admin/inbox.ts";
import {
  checkConfirmation,
  confirmSubscription,
  removeUnconfirmed,
  unsubscribe,
  unsubscribeToken,
} from "../../server/newsletter/subscriptions.ts";
import { pauseSend, resendUncertain, sendsOverview, startSend } from "../../server/newsletter/sends.ts";
import { composeMessage } from "../../server/notify/message.ts";
import { processOutbox, sendersFrom, type Senders } from "../../server/notify/outbox.ts";
import { FakeSmtp } from "../support/fake-smtp.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

const SITE_URL = "https://lojuvard.uz";
const EDITOR = "Jasur Tursunov <jasur@lojuvard.uz>";
const POST = "credit-scoring-pipeline";
const NONE = { sent: 0, retried: 0, failed: 0, cancelled: 0, uncertain: 0 };

describe.each(ENGINES)("the newsletter on %s", (engine) => {
  const smtp = new FakeSmtp();
  let server: TestServer;
  let senders: Senders;

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
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received = [];
  });

  const run = (now = new Date()) =>
    processOutbox(server.database.db, senders, now, { templates: mailTemplates, links: { SITE_URL } });
  const subscribe = (email: string, lang: "en" | "ru" | "uz") =>
    server.app.inject({
      method: "POST",
      url: API_PATHS.subscribe,
      payload: { email },
      headers: { referer: `${SITE_URL}${lang === "en" ? "" : `/${lang}`}/blog` },
    });
  /** Subscribes an address and follows the link its confirmation e-mail carries. */
  async function confirmedSubscriber(email: string, lang: "en" | "ru" | "uz") {
    expect((await subscribe(email, lang)).statusCode).toBe(200);
    const row = await server.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "subscription-confirmation")
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    const mail = await composeMessage(server.database.db, row, { templates: mailTemplates, links: { SITE_URL } });
    const token = new URL(/https:\S+/.exec(mail!.text)![0]).searchParams.get("token")!;
    expect(await confirmSubscription(server.database, token, ["email"])).toBe("confirmed");
    // The confirmation e-mail is not needed any more.
    await server.database.db.deleteFrom("outbox").where("id", "=", row.id).execute();
    return token;
  }
  const listed = async () =>
    (await inboxPage(server.database, "subscribers", listQuery(new URLSearchParams(), "subscribers"))).rows.map(
      (row) => row.email,
    );

  it("an address is a subscriber only once it followed its link; forged, expired and erased links change nothing", async () => {
    expect((await subscribe("nilufar@example.uz", "uz")).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
    const row = await server.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", "nilufar@example.uz")
      .executeTakeFirstOrThrow();
    const mail = await composeMessage(server.database.db, row, { templates: mailTemplates, links: { SITE_URL } });
    const link = new URL(/https:\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe("/uz/newsletter/confirm");
    const token = link.searchParams.get("token")!;

    expect(await checkConfirmation(server.database, `${token.slice(0, -3)}abc`)).toBe("invalid");
    expect(await confirmSubscription(server.database, `${token.split(".")[0]}.forged`, ["email"])).toBe("invalid");
    expect(await confirmSubscription(server.database, token, ["email"], undefined)).toBe("confirmed");
    expect(await listed()).toEqual(["nilufar@example.uz"]);
    // Staff hear of it once, when it is confirmed; following the link again changes nothing.
    expect(await confirmSubscription(server.database, token, ["email"])).toBe("already");
    expect(await checkConfirmation(server.database, token)).toBe("already");
    const told = await server.database.db.selectFrom("outbox").select("id").where("kind", "=", "subscriber").execute();
    expect(told).toHaveLength(1);

    // A link older than seven days has expired.
    expect((await subscribe("late@example.uz", "en")).statusCode).toBe(200);
    const late = await server.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", "late@example.uz")
      .executeTakeFirstOrThrow();
    const lateMail = await composeMessage(server.database.db, late, { templates: mailTemplates, links: { SITE_URL } });
    const lateToken = new URL(/https:\S+/.exec(lateMail!.text)![0]).searchParams.get("token")!;
    const { verifyLink } = await import("../../server/auth/signed-links.ts");
    expect(
      await verifyLink(server.database.db, "confirmation", lateToken, {
        expiring: true,
        now: new Date(Date.now() + 8 * 86_400_000),
      }),
    ).toEqual({ ok: false, reason: "expired" });

    // An address erased before it confirmed: its link opens nothing.
    await server.database.db.deleteFrom("subscribers").where("email", "=", "late@example.uz").execute();
    expect(await confirmSubscription(server.database, lateToken, ["email"])).toBe("invalid");
    expect(await listed()).toEqual(["nilufar@example.uz"]);
  });

  it("unconfirmed addresses are removed after 30 days, subscribers stay", async () => {
    expect((await subscribe("never@example.uz", "ru")).statusCode).toBe(200);
    expect(await removeUnconfirmed(server.database.db, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await removeUnconfirmed(server.database.db, new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    const left = await server.database.db.selectFrom("subscribers").select("email").execute();
    expect(left.map((row) => row.email)).toEqual(["nilufar@example.uz"]);
  });

  it("a post reaches every confirmed subscriber once, in their language, at the configured pace", async () => {
    const addresses = { "aziz@example.uz": "uz", "olga@example.ru": "ru", "john@example.com": "en" } as const;
    for (const [email, lang] of Object.entries(addresses)) await confirmedSubscriber(email, lang);
    expect((await subscribe("unconfirmed@example.uz", "en")).statusCode).toBe(200);
    await server.database.db.deleteFrom("outbox").execute();

    const t0 = new Date();
    // 60 a minute: one a second.
    const started = await startSend(server.database, POST, EDITOR, { ratePerMinute: 60, now: t0.toISOString() });
    expect(started).toMatchObject({ ok: true, recipients: 4 });
    // Asking again sends nothing: everyone has it.
    expect(await startSend(server.database, POST, EDITOR, { ratePerMinute: 60 })).toEqual({
      ok: false,
      problem: "nobody",
    });

    // Two workers at the same moment: one message between them (the slot is shared).
    const [a, b] = await Promise.all([run(t0), run(t0)]);
    expect(a.sent + b.sent).toBe(1);
    expect(await run(new Date(t0.getTime() + 500))).toEqual(NONE);
    for (let second = 1; second <= 3; second += 1) {
      const [c, d] = await Promise.all([
        run(new Date(t0.getTime() + second * 1000)),
        run(new Date(t0.getTime() + second * 1000)),
      ]);
      expect(c.sent + d.sent).toBe(1);
    }
    expect(await run(new Date(t0.getTime() + 10_000))).toEqual(NONE);

    const envelopes = smtp.received.flatMap((mail) => mail.envelopeTo).sort();
    expect(envelopes).toEqual(["aziz@example.uz", "john@example.com", "nilufar@example.uz", "olga@example.ru"]);
    const to = (email: string) => smtp.received.find((mail) => mail.envelopeTo.includes(email))!;
    expect(to("olga@example.ru").subject).toBe("Конвейер кредитного скоринга, который отвечает за секунды");
    expect(to("olga@example.ru").html).toContain(`${SITE_URL}/ru/blog/post/${POST}`);
    expect(to("aziz@example.uz").html).toContain(`${SITE_URL}/uz/blog/post/${POST}`);
    expect(to("john@example.com").html).toContain(`${SITE_URL}/images/blog/${POST}.png`);
    // RFC 8058: a mail program can unsubscribe with one POST to the link.
    const headers = to("john@example.com").headers;
    expect(headers.get("list-unsubscribe")).toMatch(new RegExp(`^<${SITE_URL}/unsubscribe\\?token=[\\w.-]+>$`));
    expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const [overview] = await sendsOverview(server.database.db, "en");
    expect(overview).toMatchObject({ recipients: 4, counts: { sent: 4, pending: 0, uncertain: 0 } });
  });

  it("can be paused and resumed; who unsubscribes meanwhile is skipped, and left out of the next post", async () => {
    const t0 = new Date();
    const started = await startSend(server.database, "ssr-for-slow-networks", EDITOR, {
      ratePerMinute: 6000,
      now: t0.toISOString(),
    });
    if (!started.ok) throw new Error(started.problem);
    expect(await pauseSend(server.database, started.sendId, true, EDITOR)).toBe(true);
    expect(await run(new Date(t0.getTime() + 1000))).toEqual(NONE);

    const olga = await server.database.db
      .selectFrom("subscribers")
      .select("id")
      .where("email", "=", "olga@example.ru")
      .executeTakeFirstOrThrow();
    expect(await unsubscribe(server.database, await unsubscribeToken(server.database.db, olga.id))).toBe(true);

    expect(await pauseSend(server.database, started.sendId, false, EDITOR)).toBe(true);
    for (let i = 1; i <= 6; i += 1) await run(new Date(t0.getTime() + 1000 + i * 100));
    expect(smtp.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual([
      "aziz@example.uz",
      "john@example.com",
      "nilufar@example.uz",
    ]);
    const [latest] = await sendsOverview(server.database.db, "en");
    expect(latest!.counts).toMatchObject({ sent: 3, cancelled: 1, pending: 0 });

    // The next post goes to the three who stayed.
    const next = await startSend(server.database, "zero-downtime-postgresql-migrations", EDITOR, {
      ratePerMinute: 6000,
    });
    expect(next).toMatchObject({ ok: true, recipients: 3 });
  });

  it("a message whose sending a crash cut short is never sent again by itself", async () => {
    smtp.received = [];
    const [send] = await sendsOverview(server.database.db, "en");
    const rows = await server.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("batch", "=", send!.id)
      .where("status", "=", "pending")
      .execute();
    expect(rows).toHaveLength(3);
    // A worker claimed the first and died before it could record what happened.
    const t0 = new Date();
    expect(
      await claim(server.database.db, rows[0]!.id, t0.toISOString(), new Date(t0.getTime() + 60_000).toISOString()),
    ).toBeDefined();

    for (let i = 1; i <= 5; i += 1) await run(new Date(t0.getTime() + i * 100));
    expect(smtp.received).toHaveLength(2);
    // Once its claim has run out, it is marked uncertain rather than sent a second time.
    expect(await run(new Date(t0.getTime() + 61_000))).toEqual({ ...NONE, uncertain: 1 });
    expect(smtp.received).toHaveLength(2);
    expect((await sendsOverview(server.database.db, "en"))[0]!.counts).toMatchObject({ sent: 2, uncertain: 1 });

    // Staff decide to send it anyway.
    expect(await resendUncertain(server.database, send!.id, EDITOR)).toBe(1);
    expect(await run(new Date(t0.getTime() + 62_000))).toEqual({ ...NONE, sent: 1 });
    expect(smtp.received).toHaveLength(3);
    expect(new Set(smtp.received.flatMap((mail) => mail.envelopeTo)).size).toBe(3);
  });

  it("only a published post can be sent", async () => {
    expect(await startSend(server.database, "no-such-post", EDITOR, { ratePerMinute: 60 })).toEqual({
      ok: false,
      problem: "notLive",
    });
  });

  it("a confirmation link followed after an unsubscribe does not subscribe the address again", async () => {
    const token = await confirmedSubscriber("dilshod@example.uz", "ru");
    const id = (await server.database.db
      .selectFrom("subscribers")
      .select("id")
      .where("emailKey", "=", "dilshod@example.uz")
      .executeTakeFirstOrThrow())!.id;
    expect(await unsubscribe(server.database, await unsubscribeToken(server.database.db, id))).toBe(true);
    expect(await checkConfirmation(server.database, token)).toBe("expired");
    expect(await confirmSubscription(server.database, token, ["email"])).toBe("expired");
    const active = async () => (await activeSubscribers(server.database.db)).map((row) => row.email);
    expect(await active()).not.toContain("dilshod@example.uz");
    // Subscribing again is a new request, confirmed by its own e-mail.
    await confirmedSubscriber("dilshod@example.uz", "ru");
    expect(await active()).toContain("dilshod@example.uz");
  });

  it("takes a signed link in its one spelling only", async () => {
    const { signLink, verifyLink } = await import("../../server/auth/signed-links.ts");
    const { db } = server.database;
    const token = await signLink(db, "invitation", "a1b2c3");
    expect(await verifyLink(db, "invitation", token, { expiring: false })).toEqual({ ok: true, value: "a1b2c3" });
    const [payload, signature] = token.split(".") as [string, string];
    for (const variant of [
      `${token}.junk`,
      `${token}.`,
      `${payload}!.${signature}`,
      `${payload.slice(0, 2)}*${payload.slice(2)}.${signature}`,
      `${payload}.${signature.slice(0, 10)}~${signature.slice(10)}`,
      `${payload}=.${signature}`,
      `${payload}.${signature}=`,
      ` ${token}`,
      `${token}\n`,
    ]) {
      expect(await verifyLink(db, "invitation", variant, { expiring: false }), variant).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
  });
});
