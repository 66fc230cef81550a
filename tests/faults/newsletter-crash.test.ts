import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { seedContent } from "../../server/content/seed.ts";
import { entryTitle } from "../../server/content/entries.ts";
import { posts } from "../../content/model/index.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { confirmSubscriber, markUnsubscribed, requestSubscription } from "../../server/db/subscribers.ts";
import { startSend } from "../../server/newsletter/sends.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { FakeSmtp, type ReceivedMail } from "../support/fake-smtp.ts";
import { testDatabaseUrl, wipePostgres } from "../support/postgres.ts";
import { killAllApiChildren, startApiChild } from "./api-child.ts";

/**
 * A newsletter survives the death of the instance sending it. The API process is killed
 * with SIGKILL while the suite's SMTP server holds one of its messages (received, not yet
 * answered), then started again on the same data; on PostgreSQL a second instance sends
 * beside it all along. Every confirmed subscriber must get the post exactly once, in their
 * language, and nobody else must get it: the interrupted message is left "uncertain" for
 * staff rather than sent a second time.
 */
const ENGINES = ["sqlite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const;
const POST = "credit-scoring-pipeline";
const SUBSCRIBERS = 36;
const LANGUAGES: Language[] = ["en", "ru", "uz"];
const SITE_URL = "https://lojuvard.uz";

const smtp = new FakeSmtp();
let dataDir: string | undefined;
let database: Database | undefined;
afterEach(async () => {
  smtp.onMessage = undefined;
  await killAllApiChildren();
  await smtp.stop();
  smtp.received = [];
  await database?.close();
  database = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const isNewsletter = (mail: ReceivedMail) => mail.headers.has("list-unsubscribe");

describe.each(ENGINES)("a newsletter sent through a SIGKILL on %s", (engine) => {
  it("reaches each confirmed subscriber exactly once, in their language, and nobody else", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "lojuvard-newsletter-crash-"));
    const databaseUrl = engine === "postgres" ? testDatabaseUrl() : undefined;
    if (databaseUrl) await wipePostgres(databaseUrl);
    await smtp.start(0);

    // The site's posts, its confirmed subscribers in three languages, one who left and one
    // who never confirmed; then an editor's send, paced at 3000 a minute.
    database = await openDatabase({ dataDir, databaseUrl });
    await seedContent(database);
    const now = new Date().toISOString();
    const language = new Map<string, Language>();
    for (let n = 0; n < SUBSCRIBERS + 2; n += 1) {
      const email = `reader${n}@example.uz`;
      const lang = LANGUAGES[n % 3]!;
      const request = await requestSubscription(database.db, {
        id: randomUUID(),
        email,
        language: lang,
        now,
        resendBefore: now,
      });
      if (request.state !== "requested") throw new Error(`could not subscribe ${email}`);
      if (n === SUBSCRIBERS + 1) continue; // never confirmed
      await confirmSubscriber(database.db, request.id, now);
      if (n === SUBSCRIBERS) await markUnsubscribed(database.db, request.id, now);
      else language.set(email, lang);
    }
    const send = await startSend(database, POST, "Jasur Tursunov <jasur@lojuvard.uz>", { ratePerMinute: 3000 });
    if (!send.ok) throw new Error(`the send did not start: ${send.problem}`);
    expect(send.recipients).toBe(SUBSCRIBERS);
    const titles = new Map<Language, string>();
    for (const lang of LANGUAGES) titles.set(lang, (await entryTitle(database.db, posts, POST, lang))!);

    // Each instance signs in to the SMTP server under its own name, so the test knows who sent what.
    const instance = (name: string) =>
      startApiChild({
        dataDir: dataDir!,
        databaseUrl,
        env: {
          SMTP_URL: `smtp://${name}:secret@127.0.0.1:${smtp.port}`,
          NOTIFY_EMAIL: "leads@lojuvard.uz",
          SITE_URL,
        },
      });
    let killed: Promise<void> | undefined;
    const doomed = await instance("doomed");
    smtp.onMessage = async (mail) => {
      const fromDoomed = smtp.received.filter((each) => isNewsletter(each) && each.user === "doomed").length;
      // The eighth newsletter of the doomed instance: it dies while the server holds it.
      if (mail.user === "doomed" && fromDoomed === 8) {
        killed = doomed.kill("SIGKILL");
        await killed;
      }
    };
    if (engine === "postgres") await instance("steady");
    await until(() => killed !== undefined, "the sending instance is killed mid-send");
    await killed;
    await instance("restarted");

    // All but the interrupted message go out; its claim outlives the process, and once the
    // claim expires (the test does not wait the five minutes) it is marked, not re-sent.
    const statuses = async () =>
      (await database!.db.selectFrom("outbox").select("status").where("batch", "=", send.sendId).execute()).map(
        (row) => row.status,
      );
    await until(
      async () => (await statuses()).filter((status) => status === "sent").length === SUBSCRIBERS - 1,
      "every other message is sent",
    );
    await database.db
      .updateTable("outbox")
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .where("batch", "=", send.sendId)
      .where("status", "=", "pending")
      .execute();
    await until(async () => !(await statuses()).includes("pending"), "the interrupted message is settled");
    expect((await statuses()).filter((status) => status === "uncertain")).toHaveLength(1);

    // Exactly once each (the interrupted one was received before its sender died), in
    // their language, and never to the one who left or the one who never confirmed.
    const newsletters = smtp.received.filter(isNewsletter);
    const perAddress = new Map<string, ReceivedMail[]>();
    for (const mail of newsletters) {
      for (const to of mail.envelopeTo) perAddress.set(to, [...(perAddress.get(to) ?? []), mail]);
    }
    expect([...perAddress.keys()].sort()).toEqual([...language.keys()].sort());
    for (const [email, mails] of perAddress) {
      expect(mails, email).toHaveLength(1);
      expect(mails[0]!.subject, email).toBe(titles.get(language.get(email)!));
    }
    // On PostgreSQL both instances really sent, side by side.
    if (engine === "postgres") expect(newsletters.map((mail) => mail.user)).toContain("steady");
  }, 90_000);
});
