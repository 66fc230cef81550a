import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { assignEntry, changeEntry, entryHistory } from "../../server/admin/entries.ts";
import { erasePerson } from "../../server/admin/inbox.ts";
import { fileReply, unsortedMail } from "../../server/admin/unsorted.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { storeIncoming } from "../../server/conversations/incoming.ts";
import { mailboxStatus, readRepliesOnce } from "../../server/conversations/mailbox-worker.ts";
import { mailIdentity } from "../../server/conversations/threading.ts";
import { insertAccount } from "../../server/db/accounts.ts";
import { openDatabase } from "../../server/db/database.ts";
import { conversationMail, unmatchedMail } from "../../server/db/inbound-mail.ts";
import { getLeadSource } from "../../server/db/lead-sources.ts";
import { setListAddress } from "../../server/notify/addresses.ts";
import { processOutbox, sendersFrom } from "../../server/notify/outbox.ts";
import { FakeSmtp, type ReceivedMail } from "../support/fake-smtp.ts";
import { TestImapServer } from "../support/dovecot.ts";
import { replyMail } from "../support/reply-mail.ts";
import { ENGINES, multipart, PDF, PNG, startTestServer, type TestServer } from "./server.ts";

const REPLY_ADDRESS = "inbox@lojuvard.test";
const SENDER = "dilnoza@example.uz";
const RECEPTIONIST = "Malika Yusupova <malika@lojuvard.test>";
/** A Windows program: the site accepts no such file. */
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 1)]);

/**
 * Conversations against a real IMAP server (Dovecot, tests/support/dovecot.ts) and a real
 * SMTP capture: staff answer a quote request from the inbox, the sender's mail program
 * replies, and the reply is read from the mailbox into the conversation with its files,
 * once, whoever reads it; forged and stray replies wait for staff; an unreachable mailbox
 * delays replies and loses none.
 */
describe.each(ENGINES)("conversations on %s", (engine) => {
  const smtp = new FakeSmtp();
  const imap = new TestImapServer();
  let server: TestServer;
  let config: Config;
  let requestId = "";

  beforeAll(async () => {
    await smtp.start(0);
    await imap.start();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_EMAIL: "leads@lojuvard.test",
      SITE_URL: "https://lojuvard.uz",
      MAIL_FROM: "hello@lojuvard.test",
      IMAP_URL: imap.url,
      MAIL_REPLY_ADDRESS: REPLY_ADDRESS,
      UPLOAD_MAX_MB: "1",
      RATE_LIMIT_PER_MINUTE: "1000",
    };
    server = await startTestServer(engine, env);
    config = loadConfig(env);
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
    await imap.destroy();
  });

  const run = () =>
    processOutbox(server.database.db, sendersFrom(config), new Date(), {
      templates: mailTemplates,
      links: config,
      identity: mailIdentity(config),
    });
  const read = (database = server.database) => readRepliesOnce({ database, files: server.files, config });
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  const header = (mail: ReceivedMail, name: string) => mail.headers.get(name) ?? "";

  async function sendQuote(email: string): Promise<string> {
    const body = await multipart([{ name: "file", filename: "brief.png", content: PNG }]);
    const upload = await server.app.inject({ method: "POST", url: uploadPath("attachments"), ...body });
    const response = await server.app.inject({
      method: "POST",
      url: API_PATHS.contact,
      payload: {
        full_name: "Dilnoza Karimova",
        company_name: "Orient Logistics",
        email,
        phone: "+998901234567",
        message: "Warehouse tracking for three sites.",
        file: upload.json<{ id: string }>().id,
        checkbox: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await server.database.db
      .selectFrom("contactRequests")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("staff answer a quote request from the inbox, in one thread from the configured address", async () => {
    requestId = await sendQuote(SENDER);
    await run();
    const [acknowledgement] = mailTo(SENDER);
    expect(acknowledgement!.subject).toBe("Your quote request to Lojuvard");
    expect(header(acknowledgement!, "from")).toMatch(/<hello@lojuvard\.test>$/);
    const token = /^inbox\+([a-z0-9-]+)@lojuvard\.test$/.exec(header(acknowledgement!, "reply-to"))?.[1];
    expect(token).toMatch(/^q[a-z2-7]{26}-[a-z2-7]{16}$/);
    expect(header(acknowledgement!, "message-id")).toBe(`<${token}.0@lojuvard.test>`);

    expect(
      await changeEntry(
        server.database,
        "requests",
        requestId,
        { reply: { body: "Hello Dilnoza,\n\nCould we call on Thursday?" } },
        RECEPTIONIST,
        { mail: true },
      ),
    ).toEqual({ ok: true });
    await run();
    const [, answer] = mailTo(SENDER);
    expect(answer!.subject).toBe("Re: Your quote request to Lojuvard");
    expect(answer!.text).toContain("Could we call on Thursday?");
    expect(header(answer!, "reply-to")).toBe(`inbox+${token}@lojuvard.test`);
    expect(header(answer!, "in-reply-to")).toBe(`<${token}.0@lojuvard.test>`);
    expect(header(answer!, "references")).toBe(`<${token}.0@lojuvard.test>`);
    expect(header(answer!, "message-id")).toMatch(new RegExp(`^<${token}\\.[0-9a-f-]{36}@lojuvard\\.test>$`));
  });

  it("the sender's reply comes back into the conversation with its files; hostile and oversized ones are noted", async () => {
    const answer = mailTo(SENDER)[1]!;
    await imap.deliver(
      await replyMail({
        from: `Dilnoza Karimova <${SENDER}>`,
        to: header(answer, "reply-to"),
        subject: answer.subject,
        text: "Thursday at 15:00 suits us. The layout of the warehouses is attached.",
        inReplyTo: header(answer, "message-id"),
        references: [header(answer, "references"), header(answer, "message-id")],
        attachments: [
          { filename: "warehouses.pdf", content: Buffer.from(PDF), contentType: "application/pdf" },
          { filename: "setup.exe", content: EXE, contentType: "application/octet-stream" },
          { filename: "scans.pdf", content: Buffer.concat([Buffer.from(PDF), Buffer.alloc(1_200_000)]) },
        ],
      }),
    );
    expect(await read()).toBe(1);
    const [reply, ...more] = await conversationMail(server.database.db, "requests", requestId);
    expect(more).toEqual([]);
    expect(reply).toMatchObject({ fromAddress: SENDER, fromName: "Dilnoza Karimova", problem: null });
    expect(reply!.body).toContain("Thursday at 15:00 suits us.");
    const files = Object.fromEntries(reply!.attachments.map((file) => [file.name, file]));
    expect(files["warehouses.pdf"]).toMatchObject({ problem: null, size: PDF.length });
    expect(files["setup.exe"]).toMatchObject({ problem: "type", uploadId: null });
    expect(files["scans.pdf"]).toMatchObject({ problem: "tooLarge", uploadId: null });
    // Kept like an upload: its type found in its bytes, its bytes as sent.
    const upload = await server.upload(files["warehouses.pdf"]!.uploadId!);
    expect(upload).toMatchObject({ mime: "application/pdf", category: "mail" });
    expect((await server.fileBytes(upload!.storedName)).equals(Buffer.from(PDF))).toBe(true);
    // Nothing of the refused files stays stored.
    expect(await server.storedFiles()).toHaveLength(2);

    // Read again, nothing is new.
    expect(await read()).toBe(0);
    expect(await conversationMail(server.database.db, "requests", requestId)).toHaveLength(1);
  });

  it("two instances reading the mailbox together keep each reply once", async () => {
    const answer = mailTo(SENDER)[1]!;
    const raw = await replyMail({
      from: SENDER,
      to: REPLY_ADDRESS,
      subject: answer.subject,
      text: "One more thing: we have 40 trucks.",
      inReplyTo: header(answer, "message-id"),
    });
    await imap.deliver(raw);
    const other = await openDatabase({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    try {
      await Promise.all([read(), read(other)]);
      // The same message handed on by both at once: the database keeps it once.
      const message = { mailboxKey: "1:99999", size: raw.length, headers: raw, source: raw };
      const deps = { files: server.files, identity: mailIdentity(config), maxFileBytes: 1_048_576, mail: false };
      const outcomes = await Promise.all([
        storeIncoming({ ...deps, database: server.database }, message),
        storeIncoming({ ...deps, database: other }, message),
      ]);
      expect(outcomes.sort()).toEqual(["known", "stored"]);
    } finally {
      await other.close();
    }
    const texts = (await conversationMail(server.database.db, "requests", requestId)).map((mail) => mail.body.trim());
    expect(texts.filter((text) => text === "One more thing: we have 40 trucks.")).toHaveLength(1);
  });

  it("the owner is told when a colleague assigns the request and when the sender replies", async () => {
    const id = "0f3c8a52-8d1b-4c55-9a8e-3f7d7c2f4b11";
    await insertAccount(server.database.db, {
      id,
      name: "Aziz Rahimov",
      email: "aziz@lojuvard.test",
      emailKey: "aziz@lojuvard.test",
      role: "sales",
      passwordHash: null,
      language: "ru",
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    expect(
      await assignEntry(
        server.database,
        "requests",
        requestId,
        id,
        { id: "someone", label: RECEPTIONIST },
        { mail: true },
      ),
    ).toEqual({ ok: true });
    await run();
    const [assigned] = mailTo("aziz@lojuvard.test");
    expect(assigned!.subject).toBe("Вам передали заявку на расчёт: Dilnoza Karimova");
    expect(assigned!.text).toContain(`https://lojuvard.uz/admin/requests/${requestId}`);

    const answer = mailTo(SENDER)[1]!;
    await imap.deliver(
      await replyMail({ from: SENDER, to: header(answer, "reply-to"), subject: answer.subject, text: "See you!" }),
    );
    await read();
    await run();
    const [, replied] = mailTo("aziz@lojuvard.test");
    expect(replied!.subject).toBe("Новый ответ: Dilnoza Karimova");
    expect(replied!.text).toContain("See you!");
    expect(header(replied!, "reply-to")).toBe(SENDER);
  });

  it("a reply with a forged token, or none, waits for staff and joins nobody's conversation", async () => {
    const before = (await conversationMail(server.database.db, "requests", requestId)).length;
    const token = /inbox\+([a-z0-9-]+)@/.exec(header(mailTo(SENDER)[0]!, "reply-to"))![1]!;
    // Someone who knows a conversation's id but not the site's secret.
    const forged = `${token.slice(0, -4)}${token.slice(-4) === "aaaa" ? "bbbb" : "aaaa"}`;
    await imap.deliver(
      await replyMail({
        from: "mallory@example.com",
        to: `inbox+${forged}@lojuvard.test`,
        subject: "Re: x",
        text: "Mine",
      }),
    );
    await imap.deliver(
      await replyMail({ from: "stranger@example.com", to: REPLY_ADDRESS, subject: "Hello", text: "A new question" }),
    );
    expect(await read()).toBe(2);
    expect(await conversationMail(server.database.db, "requests", requestId)).toHaveLength(before);
    const unsorted = await unmatchedMail(server.database.db, { handled: false, limit: 10 });
    expect(unsorted.map((mail) => [mail.fromAddress, mail.problem]).sort()).toEqual([
      ["mallory@example.com", "forged"],
      ["stranger@example.com", "noToken"],
    ]);
  });

  it("a sender in doubt is marked so and filed only once staff confirm they checked (issue 39.7)", async () => {
    const raw = await replyMail({
      from: `"support@lojuvard.uz" <${SENDER}>`,
      to: REPLY_ADDRESS,
      subject: "Invoice \u202Efdp.exe\u202C",
      text: "Please pay the attached invoice.",
    });
    const deps = { files: server.files, identity: mailIdentity(config), maxFileBytes: 1_048_576, mail: false };
    const message = { mailboxKey: "1:99990", size: raw.length, headers: raw, source: raw };
    expect(await storeIncoming({ ...deps, database: server.database }, message)).toBe("stored");
    const listed = (await unsortedMail(server.database, ["requests"])).find((mail) => mail.fromAddress === SENDER);
    expect(listed!.doubts).toEqual(["nameIsAddress", "hiddenCharacters"]);
    expect(listed!.candidates.map((candidate) => candidate.id)).toEqual([requestId]);
    const target = { list: "requests", id: requestId } as const;
    expect(await fileReply(server.database, listed!.id, target, RECEPTIONIST)).toEqual({
      ok: false,
      problem: "unconfirmed",
    });
    expect(await fileReply(server.database, listed!.id, target, RECEPTIONIST, { confirmed: true })).toEqual({
      ok: true,
    });
    const texts = (await conversationMail(server.database.db, "requests", requestId)).map((mail) => mail.body.trim());
    expect(texts).toContain("Please pay the attached invoice.");
  });

  it("an unreachable mailbox delays replies and shows why; nothing is lost", async () => {
    const answer = mailTo(SENDER)[1]!;
    await imap.deliver(
      await replyMail({ from: SENDER, to: header(answer, "reply-to"), subject: answer.subject, text: "Still there?" }),
    );
    await imap.stop();
    await expect(read()).rejects.toThrow();
    const status = await mailboxStatus(server.database.db);
    expect(status).toMatchObject({ reason: "unreachable", error: expect.stringMatching(/ECONNREFUSED/) });
    await imap.start();
    expect(await read()).toBe(1);
    expect((await mailboxStatus(server.database.db))?.error).toBeNull();
    const texts = (await conversationMail(server.database.db, "requests", requestId)).map((mail) => mail.body.trim());
    expect(texts).toContain("Still there?");
  });

  it("quote requests take internal notes; staff e-mails of a list go to the address set for it", async () => {
    expect(
      await changeEntry(server.database, "requests", requestId, { note: "Call on Thursday" }, RECEPTIONIST, {
        mail: true,
      }),
    ).toEqual({ ok: true });
    const notes = (await entryHistory(server.database, "requests", requestId)).filter((event) => event.kind === "note");
    expect(notes.map((event) => [event.note, event.createdBy])).toEqual([["Call on Thursday", RECEPTIONIST]]);

    await setListAddress(server.database.db, "requests", "sales@lojuvard.test");
    const before = mailTo("leads@lojuvard.test").length;
    await sendQuote("second.lead@example.uz");
    await run();
    expect(mailTo("sales@lojuvard.test").map((mail) => mail.subject)).toEqual([
      "New quote request from Dilnoza Karimova (Orient Logistics)",
    ]);
    expect(mailTo("leads@lojuvard.test")).toHaveLength(before);
    await setListAddress(server.database.db, "requests", null);
  });

  it("erasing the sender removes the conversation: history, source, replies and their files", async () => {
    await erasePerson(server.database, server.files, SENDER, "Administrator");
    expect(await conversationMail(server.database.db, "requests", requestId)).toEqual([]);
    expect(await entryHistory(server.database, "requests", requestId)).toEqual([]);
    expect(await getLeadSource(server.database.db, "requests", requestId)).toBeUndefined();
    expect(
      await server.database.db.selectFrom("uploads").select("id").where("category", "=", "mail").execute(),
    ).toEqual([]);
    // What the others wrote stays for staff.
    expect(await unmatchedMail(server.database.db, { handled: false, limit: 10 })).toHaveLength(2);
  });
});
