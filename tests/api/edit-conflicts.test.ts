import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffMember } from "../../server/auth/staff-auth.ts";
import { readEntry, saveEntry } from "../../server/content/entries.ts";
import { mergeChoices, mergeDocs } from "../../server/content/merge.ts";
import { listRevisions, revisionSavedAt, getRevision } from "../../server/db/revisions.ts";
import { company, posts } from "../../content/model/index.ts";
import { EDITOR, ENGINES, startTestServer, type TestServer } from "./server.ts";

/**
 * Issue 39.9 (decision 085): two people editing one entry. A save names the version its form
 * was opened from; over a change made since, it is refused and writes nothing, however close
 * together the two saves come. Keeping one's own version is a save over the newer one, named.
 */
describe.each(ENGINES)("two people editing one entry on %s", (engine) => {
  let server: TestServer;
  const other: StaffMember = { ...EDITOR, id: "editor-2", name: "Malika Karimova", email: "malika@lojuvard.uz" };

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const firstPost = async () => {
    const [row] = await server.database.db
      .selectFrom("contentEntries")
      .select("id")
      .where("kind", "=", "post")
      .execute();
    return (await readEntry(server.database.db, posts, row!.id))!;
  };

  it("the later save over a change made since is refused, writes nothing, and may then knowingly keep its text", async () => {
    const opened = await firstPost();
    const revisionsBefore = await listRevisions(server.database.db, "post", opened.id);
    const theirs = structuredClone(opened.doc);
    theirs.title.en = "Saved first";
    const first = await saveEntry(server.database, posts, other, {
      originalId: opened.id,
      id: opened.id,
      doc: theirs,
      action: "save",
      base: opened.updatedAt,
    });
    expect(first).toEqual({ ok: true, id: opened.id });

    const mine = structuredClone(opened.doc);
    mine.title.ru = "Сохранено вторым";
    const second = await saveEntry(server.database, posts, EDITOR, {
      originalId: opened.id,
      id: opened.id,
      doc: mine,
      action: "save",
      base: opened.updatedAt,
    });
    expect(second.ok).toBe(false);
    if (second.ok || !second.conflict) throw new Error("expected a conflict");
    expect(second.conflict.base).toBe(opened.updatedAt);
    expect(second.conflict.current.updatedBy).toBe("Malika Karimova <malika@lojuvard.uz>");
    const stored = (await readEntry(server.database.db, posts, opened.id))!;
    expect(stored.doc.title.en).toBe("Saved first");
    expect(stored.doc.title.ru).toBe(opened.doc.title.ru);
    expect(await listRevisions(server.database.db, "post", opened.id)).toHaveLength(revisionsBefore.length + 1);

    // "Keep mine": a save over the version now stored, which it names, kept as a revision.
    const kept = await saveEntry(server.database, posts, EDITOR, {
      originalId: opened.id,
      id: opened.id,
      doc: mine,
      action: "save",
      base: second.conflict.current.updatedAt,
    });
    expect(kept.ok).toBe(true);
    const final = (await readEntry(server.database.db, posts, opened.id))!;
    expect(final.doc.title.ru).toBe("Сохранено вторым");
    expect(final.doc.title.en).toBe(opened.doc.title.en);
    const [latest] = await listRevisions(server.database.db, "post", opened.id);
    expect(latest!.createdBy).toBe("editor person <editor@lojuvard.uz>");
  });

  it("of two saves from the same version arriving together, exactly one is written", async () => {
    const opened = await firstPost();
    const save = (by: StaffMember, title: string) => {
      const doc = structuredClone(opened.doc);
      doc.title.uz = title;
      return saveEntry(server.database, posts, by, {
        originalId: opened.id,
        id: opened.id,
        doc,
        action: "save",
        base: opened.updatedAt,
      });
    };
    const results = await Promise.all([save(EDITOR, "Birinchi"), save(other, "Ikkinchi")]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    // The refused one is told what the other wrote, which is what is stored.
    const winner = refused && !refused.ok ? (refused.conflict?.current.doc as typeof opened.doc).title.uz : "";
    expect(winner).toMatch(/^(Birinchi|Ikkinchi)$/);
    expect((await readEntry(server.database.db, posts, opened.id))!.doc.title.uz).toBe(winner);
    // A save with no version (a restore, the import) is not checked.
    expect(
      (await saveEntry(server.database, posts, EDITOR, { ...opened, originalId: opened.id, action: "save" })).ok,
    ).toBe(true);
  });

  it("merging company details by hand proposes each side where only it changed, and keeps what was picked", async () => {
    const opened = (await readEntry(server.database.db, company, "company"))!;
    const theirs = structuredClone(opened.doc);
    theirs.email.sales = "deals@lojuvard.uz";
    const saved = await saveEntry(server.database, company, other, {
      originalId: "company",
      id: "company",
      doc: theirs,
      action: "save",
      base: opened.updatedAt,
    });
    expect(saved.ok).toBe(true);
    const stored = (await readEntry(server.database.db, company, "company"))!;

    const mine = structuredClone(opened.doc);
    mine.name = "Lojuvard Group";
    mine.tagline.ru = "Программы, которые работают";
    const base = await revisionSavedAt(server.database.db, "company", "company", opened.updatedAt);
    const baseDoc = base ? JSON.parse((await getRevision(server.database.db, base.id))!.snapshot).doc : undefined;
    const choices = mergeChoices(company.fields, mine, stored.doc, baseDoc, "ru");
    expect(choices.map(({ path, mine: proposed }) => [path, proposed])).toEqual([
      ["name", true],
      ["tagline.ru", true],
      ["email.sales", !baseDoc],
    ]);
    expect(choices.find((choice) => choice.path === "email.sales")?.label).toBe(
      "Адреса электронной почты › Отдел продаж",
    );
    expect(choices.find((choice) => choice.path === "tagline.ru")?.language).toBe("ru");

    const merged = mergeDocs(company.fields, mine, stored.doc, new Set(["tagline.ru"]));
    expect(merged.name).toBe(opened.doc.name);
    expect(merged.tagline.ru).toBe("Программы, которые работают");
    expect(merged.tagline.en).toBe(opened.doc.tagline.en);
    expect(merged.email.sales).toBe("deals@lojuvard.uz");
  });
});
