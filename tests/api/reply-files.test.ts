import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { changeEntry, entryHistory } from "../../server/admin/entries.ts";
import { erasePerson } from "../../server/admin/inbox.ts";
import { replyTemplates, saveReplyTemplate } from "../../server/admin/reply-templates.ts";
import { sessionCookie, StaffAuth } from "../../server/auth/staff-auth.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { replyFileList, REPLY_UPLOAD_CATEGORY } from "../../server/conversations/reply-files.ts";
import { insertContactRequest } from "../../server/db/contact-requests.ts";
import { eventFiles } from "../../server/db/entry-event-files.ts";
import { insertUpload } from "../../server/db/uploads.ts";
import { MemoryWindowCounter } from "../../server/limits/window-counter.ts";
import { processOutbox, sendersFrom } from "../../server/notify/outbox.ts";
import { MESSAGE_FILE_PATH } from "../../shared/api.ts";
import type { Role } from "../../shared/staff.ts";
import { staffAccount, BOOTSTRAP_ADMIN } from "../support/accounts.ts";
import { FakeSmtp } from "../support/fake-smtp.ts";
import { excelWorkbook } from "../support/zip.ts";
import { DOCX, ENGINES, multipart, PDF, PNG, startTestServer, ZIP, type TestServer } from "./server.ts";

const ADMIN_PASSWORD = "bootstrap-password-for-reply-files";
const SALES = "Aziz Rahimov <aziz@lojuvard.test>";
const XLSX = excelWorkbook();
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 1)]);

/**
 * Issue 38, point 1: staff attach files to a message to a sender. Each file is uploaded
 * through the inbox (type from the content, UPLOAD_MAX_MB), claimed by the message, sent as a
 * real attachment by the outbox (again, whole, when an attempt fails), listed with the
 * message, downloadable by the list's staff only, and erased with the person; a template's
 * files are copied into each message, so erasing a person never touches the template's.
 */
describe.each(ENGINES)("files in conversations on %s", (engine) => {
  const smtp = new FakeSmtp();
  let server: TestServer;
  let config: Config;
  let auth: StaffAuth;

  beforeAll(async () => {
    await smtp.start(0);
    const env = {
      ADMIN_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_EMAIL: "leads@lojuvard.test",
      SITE_URL: "https://lojuvard.uz",
      MAIL_FROM: "hello@lojuvard.test",
      UPLOAD_MAX_MB: "1",
    };
    server = await startTestServer(engine, env);
    config = loadConfig(env);
    auth = await StaffAuth.create(server.database, new MemoryWindowCounter(), ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  const run = (now = new Date()) =>
    processOutbox(server.database.db, sendersFrom(config), now, {
      templates: mailTemplates,
      links: config,
      files: server.files,
    });

  async function member(email: string, role: Role) {
    const password = "correct horse battery staple";
    await staffAccount(server.database, { email, password, role, language: "ru" }, BOOTSTRAP_ADMIN);
    const signedIn = await auth.signIn({ email, password }, "203.0.113.7");
    if (signedIn.outcome !== "signed-in") throw new Error(`${email}: ${signedIn.outcome}`);
    return signedIn;
  }

  type SignedIn = Awaited<ReturnType<typeof member>>;

  async function upload(who: SignedIn | null, content: Uint8Array<ArrayBuffer>, filename: string, csrf?: string) {
    const form = await multipart([{ name: "file", filename, content }]);
    return server.app.inject({
      method: "POST",
      url: MESSAGE_FILE_PATH,
      headers: {
        ...form.headers,
        ...(who
          ? {
              cookie: sessionCookie(who.token, new Date(Date.now() + 3600_000), false).split(";")[0]!,
              "x-csrf-token": csrf ?? who.session.csrfToken,
            }
          : {}),
      },
      payload: form.payload,
    });
  }

  /** A quote request in Russian, with the brief the sender attached. */
  async function request(id: string, email: string) {
    const now = new Date().toISOString();
    await insertUpload(server.database.db, {
      id: `brief-${id}`,
      category: "attachments",
      storedName: `brief-${id}`,
      originalName: "brief.png",
      mime: "image/png",
      size: PNG.length,
      createdAt: now,
      usedAt: now,
    });
    await insertContactRequest(server.database.db, {
      id,
      fullName: "Дильноза Каримова",
      companyName: "Orient Logistics",
      email,
      phone: "+998901234567",
      message: "Нужна оценка складской системы.",
      fileId: `brief-${id}`,
      language: "ru",
      createdAt: now,
    });
  }

  let sales: SignedIn;

  it("takes a file from staff who write to senders, deciding its type from the content", async () => {
    sales = await member("aziz@lojuvard.test", "sales");
    const editor = await member("editor@lojuvard.test", "editor");
    expect((await upload(null, PDF, "estimate.pdf")).statusCode).toBe(401);
    expect((await upload(editor, PDF, "estimate.pdf")).json()).toEqual({ error: "refused" });
    expect((await upload(sales, PDF, "estimate.pdf", "forged")).json()).toEqual({ error: "expired" });

    const pdf = await upload(sales, PDF, "Смета.pdf");
    expect(pdf.statusCode, pdf.body).toBe(200);
    const stored = pdf.json<{ id: string; name: string; size: number; mime: string }>();
    expect(stored).toMatchObject({ name: "Смета.pdf", size: PDF.length, mime: "application/pdf" });
    expect(await server.upload(stored.id)).toMatchObject({ category: REPLY_UPLOAD_CATEGORY, usedAt: null });
    // An Office file is told by what its ZIP directory names, whatever it is called.
    expect((await upload(sales, XLSX, "budget.bin")).json()).toMatchObject({ name: "budget.xlsx", mime: XLSX_TYPE });
    expect((await upload(sales, DOCX, "nda.docx")).json()).toMatchObject({ name: "nda.docx" });
    expect((await upload(sales, ZIP, "archive.xlsx")).statusCode).toBe(415);
    expect((await upload(sales, new Uint8Array(EXE), "estimate.pdf")).json()).toEqual({ error: "unsupported" });
    const large = new Uint8Array(Buffer.concat([Buffer.from(PDF), Buffer.alloc(1024 * 1024)]));
    expect((await upload(sales, large, "large.pdf")).json()).toEqual({ error: "tooLarge" });
  });

  it("sends the files as attachments, again whole after a failed attempt, and lists them with the message", async () => {
    await request("r1", "dilnoza@example.uz");
    const pdf = (await upload(sales, PDF, "Смета.pdf")).json<{ id: string }>();
    const xlsx = (await upload(sales, XLSX, "Бюджет.xlsx")).json<{ id: string }>();
    expect(
      await changeEntry(
        server.database,
        "requests",
        "r1",
        { reply: { body: "Оценка во вложении.", files: [pdf.id, xlsx.id] } },
        SALES,
        { mail: true, files: server.files },
      ),
    ).toEqual({ ok: true });
    const [reply] = (await entryHistory(server.database, "requests", "r1")).filter((event) => event.kind === "reply");
    expect((await eventFiles(server.database.db, [reply!.id])).map((file) => file.name)).toEqual([
      "Смета.pdf",
      "Бюджет.xlsx",
    ]);
    expect(await server.upload(pdf.id)).toMatchObject({ usedAt: expect.any(String) });
    expect(await replyFileList(server.database.db, pdf.id)).toBe("requests");

    // The mail server is away: nothing is lost, and the next attempt carries the same files.
    await smtp.stop();
    expect(await run()).toMatchObject({ retried: 1, sent: 0 });
    await smtp.start();
    expect(await run(new Date(Date.now() + 60_000))).toMatchObject({ sent: 1 });
    const sent = smtp.received.filter((mail) => mail.envelopeTo.includes("dilnoza@example.uz"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("Оценка во вложении.");
    expect(sent[0]!.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ["Смета.pdf", "application/pdf"],
      ["Бюджет.xlsx", XLSX_TYPE],
    ]);
    expect(sent[0]!.attachments[0]!.content).toEqual(Buffer.from(PDF));
    expect(sent[0]!.attachments[1]!.content).toEqual(Buffer.from(XLSX));
  });

  it("refuses a file already sent, too many files and too much together, changing nothing", async () => {
    await request("r2", "bobur@example.uz");
    const used = (await server.database.db.selectFrom("entryEventFiles").select("uploadId").executeTakeFirstOrThrow())
      .uploadId;
    const reply = (files: string[]) =>
      changeEntry(server.database, "requests", "r2", { reply: { body: "Файлы.", files } }, SALES, {
        mail: true,
        files: server.files,
      });
    expect(await reply([used])).toEqual({ ok: false, problem: "filesGone" });
    expect(await reply(["no-such-upload"])).toEqual({ ok: false, problem: "filesGone" });
    const now = new Date().toISOString();
    const big = async (id: string) =>
      insertUpload(server.database.db, {
        id,
        category: REPLY_UPLOAD_CATEGORY,
        storedName: id,
        originalName: `${id}.pdf`,
        mime: "application/pdf",
        size: 10 * 1024 * 1024,
        createdAt: now,
      });
    await big("big-1");
    await big("big-2");
    expect(await reply(["big-1", "big-2"])).toEqual({ ok: false, problem: "filesTooLarge" });
    expect(await reply(Array.from({ length: 11 }, (_, index) => `file-${index}`))).toEqual({
      ok: false,
      problem: "tooManyFiles",
    });
    expect(await entryHistory(server.database, "requests", "r2")).toEqual([]);
    expect(await server.upload("big-1")).toMatchObject({ usedAt: null });
  });

  it("a template's files go with each message as copies; erasing the person leaves the template's", async () => {
    const nda = (await upload(sales, DOCX, "NDA.docx")).json<{ id: string }>();
    const saved = await saveReplyTemplate(
      server.database,
      server.files,
      "requests",
      null,
      {
        step: null,
        texts: { ru: { name: "Отправить NDA", body: "Здравствуйте, {name}! NDA во вложении." } },
        files: [nda.id],
      },
      SALES,
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    await request("r3", "kamola@example.uz");
    const png = (await upload(sales, PNG, "схема.png")).json<{ id: string }>();
    expect(
      await changeEntry(
        server.database,
        "requests",
        "r3",
        { reply: { body: "NDA во вложении.", templateId: saved.id, templateFiles: [nda.id], files: [png.id] } },
        SALES,
        { mail: true, files: server.files },
      ),
    ).toEqual({ ok: true });
    const [reply] = (await entryHistory(server.database, "requests", "r3")).filter((event) => event.kind === "reply");
    expect(reply!.templateId).toBe(saved.id);
    const files = await eventFiles(server.database.db, [reply!.id]);
    expect(files.map((file) => file.name)).toEqual(["NDA.docx", "схема.png"]);
    expect(files[0]!.uploadId).not.toBe(nda.id);
    expect(await server.fileBytes(files[0]!.storedName)).toEqual(Buffer.from(DOCX));
    // A file of another template is not this message's to send.
    await request("r4", "kamola@example.uz");
    expect(
      await changeEntry(
        server.database,
        "requests",
        "r4",
        { reply: { body: "NDA.", templateFiles: [nda.id] } },
        SALES,
        { mail: true, files: server.files },
      ),
    ).toEqual({ ok: false, problem: "filesGone" });

    await run();
    const sent = smtp.received.find((mail) => mail.envelopeTo.includes("kamola@example.uz") && mail.attachments.length);
    expect(sent!.attachments.map((file) => file.filename)).toEqual(["NDA.docx", "схема.png"]);

    const stored = await server.storedFiles();
    expect(stored).toEqual(expect.arrayContaining(files.map((file) => file.storedName)));
    const erased = await erasePerson(server.database, server.files, "Kamola@example.uz", "Admin <a@lojuvard.test>");
    // Both requests' briefs, and the two files of the message.
    expect(erased.files).toBe(4);
    for (const file of files) expect(await server.upload(file.uploadId)).toBeUndefined();
    expect(await server.storedFiles()).not.toEqual(expect.arrayContaining([files[0]!.storedName]));
    expect(await server.storedFiles()).not.toEqual(expect.arrayContaining([files[1]!.storedName]));
    // The template keeps its file.
    const [template] = (await replyTemplates(server.database.db, "requests")).filter((item) => item.id === saved.id);
    expect(template!.files.map((file) => file.uploadId)).toEqual([nda.id]);
    expect(await server.fileBytes(nda.id)).toEqual(Buffer.from(DOCX));
  });

  it("a file is the staff's of its list only", async () => {
    const recruiterFile = (await upload(sales, PDF, "unsent.pdf")).json<{ id: string }>();
    // Not sent yet: nobody's to download.
    expect(await replyFileList(server.database.db, recruiterFile.id)).toBeNull();
    const nda = (await replyTemplates(server.database.db, "requests")).flatMap((template) => template.files)[0]!;
    expect(await replyFileList(server.database.db, nda.uploadId)).toBe("requests");
  });
});
