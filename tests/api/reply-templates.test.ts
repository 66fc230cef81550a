import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  replyTemplate,
  replyTemplates,
  saveReplyTemplate,
  setTemplateRetired,
} from "../../server/admin/reply-templates.ts";
import { auditAreaActions, describeAuditEntry } from "../../app/admin/audit-words.ts";
import { inboxCatalogue } from "../../app/admin/i18n/index.ts";
import { auditPage } from "../../server/db/audit-log.ts";
import { openDatabase } from "../../server/db/database.ts";
import { messageFormat } from "../../shared/i18n/message.ts";
import { insertUpload } from "../../server/db/uploads.ts";
import { REPLY_UPLOAD_CATEGORY } from "../../server/conversations/reply-files.ts";
import { replyTemplateSeeds } from "../../content/seed/reply-templates.ts";
import { APPLICATION_STATUSES } from "../../shared/inbox.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

const SALES = "Aziz Rahimov <aziz@lojuvard.test>";
const RECRUITER = "Nodira Tosheva <nodira@lojuvard.test>";

/**
 * Issue 38, point 2: reply templates are data. The inbox starts with today's texts in three
 * languages, imported once; staff add, edit and retire them per list, with placeholders
 * checked, a save over a newer one refused with the other version, files of their own, and
 * every change in the audit log.
 */
describe.each(ENGINES)("reply templates on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  it("start as the inbox wrote them, in three languages: four for quote requests, one per hiring step", async () => {
    const requests = await replyTemplates(server.database.db, "requests");
    expect(requests.map((template) => template.texts.en?.name)).toEqual([
      "Suggest a call",
      "Ask for details",
      "Present the estimate",
      "Decline politely",
    ]);
    const applications = await replyTemplates(server.database.db, "applications");
    expect(applications.map((template) => template.step)).toEqual([...APPLICATION_STATUSES]);
    for (const template of [...requests, ...applications]) {
      const seed = replyTemplateSeeds.find((item) => item.id === template.id)!;
      expect(template.texts).toEqual(seed.texts);
      expect(template.updatedBy).toBe("");
    }
    expect(requests[2]!.texts.ru!.body).toContain("во вложении");
    expect(requests[0]!.texts.uz!.body).toMatch(/^Assalomu alaykum, \{name\}!/);
  });

  it("refuses placeholders a list cannot fill, a template without a message or a name, and a step for quote requests", async () => {
    const save = (list: "requests" | "applications", texts: object, step: string | null = null) =>
      saveReplyTemplate(server.database, server.files, list, null, { step: step as null, texts, files: [] }, SALES);
    expect(await save("requests", { ru: { name: "Вакансия", body: "Здравствуйте, {имя}! Про {position}." } })).toEqual({
      ok: false,
      issues: [{ problem: "unknownPlaceholders", lang: "ru", names: ["имя", "position"] }],
    });
    expect(await save("applications", { en: { name: "Empty", body: "  " } })).toEqual({
      ok: false,
      issues: [{ problem: "noMessage" }],
    });
    expect(await save("requests", { uz: { name: "", body: "Salom, {name}!" } })).toEqual({
      ok: false,
      issues: [{ problem: "noName" }],
    });
    expect(await save("requests", { en: { name: "Step", body: "Hello" } }, "screening")).toEqual({
      ok: false,
      problem: "step",
    });
    expect(await replyTemplates(server.database.db, "requests")).toHaveLength(4);
  });

  it("adds a template at the end of its list, in the languages it is written in", async () => {
    const saved = await saveReplyTemplate(
      server.database,
      server.files,
      "applications",
      null,
      {
        step: "assessment",
        texts: {
          ru: {
            name: " Тестовое задание ",
            body: "Здравствуйте, {name}!\n\nЗадание для вакансии «{position}» во вложении.\n",
          },
          uz: { name: "", body: "" },
        },
        files: [],
      },
      RECRUITER,
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const template = await replyTemplate(server.database.db, "applications", saved.id);
    expect(template).toMatchObject({
      step: "assessment",
      texts: {
        ru: {
          name: "Тестовое задание",
          body: "Здравствуйте, {name}!\n\nЗадание для вакансии «{position}» во вложении.",
        },
      },
      revision: 1,
      updatedBy: RECRUITER,
    });
    expect(template!.texts.uz).toBeUndefined();
    expect((await replyTemplates(server.database.db, "applications")).at(-1)!.id).toBe(saved.id);
    // Quote requests' staff do not see it.
    expect(await replyTemplate(server.database.db, "requests", saved.id)).toBeUndefined();
  });

  it("a save over a change made since the editor opened is refused with the other version", async () => {
    const [call] = await replyTemplates(server.database.db, "requests");
    const edit = (body: string, revision: number, by: string) =>
      saveReplyTemplate(
        server.database,
        server.files,
        "requests",
        { id: call!.id, revision },
        { step: null, texts: { ...call!.texts, ru: { name: call!.texts.ru!.name, body } }, files: [] },
        by,
      );
    expect(await edit("Здравствуйте, {name}!\n\nПредлагаем созвониться в четверг.", call!.revision, SALES)).toEqual({
      ok: true,
      id: call!.id,
    });
    const stale = await edit("Здравствуйте, {name}!\n\nМоя версия.", call!.revision, "Malika <malika@lojuvard.test>");
    expect(stale).toMatchObject({
      ok: false,
      conflict: { revision: call!.revision + 1, updatedBy: SALES },
    });
    if (!("conflict" in stale)) throw new Error("expected a conflict");
    expect(stale.conflict.texts.ru!.body).toContain("в четверг");
    // Saved again over the version shown, it is the member's choice.
    expect(
      await edit("Здравствуйте, {name}!\n\nМоя версия.", stale.conflict.revision, "Malika <malika@lojuvard.test>"),
    ).toMatchObject({ ok: true });
    expect((await replyTemplate(server.database.db, "requests", call!.id))!.texts.ru!.body).toContain("Моя версия");
    // The other languages are as they were.
    expect((await replyTemplate(server.database.db, "requests", call!.id))!.texts.en).toEqual(call!.texts.en);
  });

  it("keeps files of its own, deleting one taken off it", async () => {
    const now = new Date().toISOString();
    for (const id of ["nda-1", "task-1"]) {
      const saved = await server.files.save(Readable.from([Buffer.from("%PDF-1.7\n")]), { isTruncated: () => false });
      await insertUpload(server.database.db, {
        id,
        category: REPLY_UPLOAD_CATEGORY,
        storedName: saved.storedName,
        originalName: `${id}.pdf`,
        mime: "application/pdf",
        size: saved.size,
        createdAt: now,
      });
    }
    const [, details] = await replyTemplates(server.database.db, "requests");
    const save = (files: string[], revision: number) =>
      saveReplyTemplate(
        server.database,
        server.files,
        "requests",
        { id: details!.id, revision },
        { step: null, texts: details!.texts, files },
        SALES,
      );
    expect(await save(["nda-1", "task-1"], details!.revision)).toMatchObject({ ok: true });
    const withFiles = (await replyTemplate(server.database.db, "requests", details!.id))!;
    expect(withFiles.files.map((file) => file.uploadId)).toEqual(["nda-1", "task-1"]);
    expect(await server.upload("nda-1")).toMatchObject({ usedAt: expect.any(String) });
    const taskFile = (await server.upload("task-1"))!.storedName;
    expect(await save(["nda-1"], withFiles.revision)).toMatchObject({ ok: true });
    expect(
      (await replyTemplate(server.database.db, "requests", details!.id))!.files.map((file) => file.uploadId),
    ).toEqual(["nda-1"]);
    expect(await server.upload("task-1")).toBeUndefined();
    expect(await server.storedFiles()).not.toContain(taskFile);
  });

  it("a retired template is no longer offered, stays readable, and can be offered again; each change is audited", async () => {
    const [, , , decline] = await replyTemplates(server.database.db, "requests");
    expect(await setTemplateRetired(server.database, "requests", decline!.id, true, SALES)).toBe(true);
    expect(await setTemplateRetired(server.database, "requests", decline!.id, true, SALES)).toBe(false);
    expect((await replyTemplates(server.database.db, "requests")).map((template) => template.id)).not.toContain(
      decline!.id,
    );
    expect(
      (await replyTemplates(server.database.db, "requests", { archived: true })).map((template) => template.id),
    ).toEqual([decline!.id]);
    expect(await replyTemplate(server.database.db, "requests", decline!.id)).toMatchObject({
      archivedBy: SALES,
      texts: decline!.texts,
    });
    expect(await setTemplateRetired(server.database, "requests", decline!.id, false, SALES)).toBe(true);
    expect((await replyTemplates(server.database.db, "requests")).map((template) => template.id)).toContain(
      decline!.id,
    );

    const audit = await server.database.db
      .selectFrom("auditLog")
      .select(["action", "detail"])
      .where("action", "like", "reply-template-%")
      .orderBy("createdAt")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        "reply-template-add",
        "reply-template-change",
        "reply-template-retire",
        "reply-template-restore",
      ]),
    );
    const retire = audit.find((entry) => entry.action === "reply-template-retire")!;
    expect(JSON.parse(retire.detail)).toMatchObject({
      list: "requests",
      names: { en: "Decline politely", ru: "Вежливо отказать" },
    });
    // The log reads it in each member's language, by the name the template had then.
    const say = (lang: "en" | "ru" | "uz") =>
      describeAuditEntry(
        { actor: SALES, ...retire },
        {
          t: inboxCatalogue(lang),
          format: messageFormat(lang),
          lang,
          lookups: { titles: new Map(), people: new Map(), media: new Map() },
        },
      );
    expect(say("en")).toBe("Aziz Rahimov retired the reply template “Decline politely”");
    expect(say("ru")).toBe("Aziz Rahimov: шаблон ответа «Вежливо отказать» перенесён в архив");
    expect(say("uz")).toBe("Aziz Rahimov: “Xushmuomalalik bilan rad etish” javob shabloni arxivga olindi");
    const requestsArea = await auditPage(server.database.db, {
      actions: auditAreaActions("requests"),
      offset: 0,
      limit: 50,
    });
    expect(requestsArea.entries.map((entry) => entry.action)).toContain("reply-template-retire");
  });

  it("staff edits outlive a restart: the starting texts are imported once", async () => {
    const edited = (await replyTemplates(server.database.db, "requests"))[0]!;
    const again = await openDatabase({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    try {
      expect((await replyTemplates(again.db, "requests"))[0]!.texts).toEqual(edited.texts);
      expect(await again.db.selectFrom("replyTemplates").select("id").execute()).toHaveLength(
        replyTemplateSeeds.length + 1,
      );
    } finally {
      await again.close();
    }
  });
});
