import type { Db } from "./database.ts";
import type { EntryList } from "../../shared/inbox.ts";

/** The files a reply template sends with every message started from it, in their order. */
export interface TemplateFileRow {
  templateId: string;
  uploadId: string;
  name: string;
  mime: string;
  size: number;
  storedName: string;
}

export async function templateFiles(db: Db, templateIds: readonly string[]): Promise<TemplateFileRow[]> {
  if (templateIds.length === 0) return [];
  return db
    .selectFrom("replyTemplateFiles")
    .innerJoin("uploads", "uploads.id", "replyTemplateFiles.uploadId")
    .select([
      "replyTemplateFiles.templateId",
      "replyTemplateFiles.uploadId",
      "uploads.originalName as name",
      "uploads.mime",
      "uploads.size",
      "uploads.storedName",
    ])
    .where("replyTemplateFiles.templateId", "in", templateIds)
    .orderBy("replyTemplateFiles.templateId")
    .orderBy("replyTemplateFiles.sortOrder")
    .execute();
}

/** Makes these the template's files, in this order. */
export async function setTemplateFiles(db: Db, templateId: string, uploadIds: readonly string[]): Promise<void> {
  await db.deleteFrom("replyTemplateFiles").where("templateId", "=", templateId).execute();
  if (uploadIds.length === 0) return;
  await db
    .insertInto("replyTemplateFiles")
    .values(uploadIds.map((uploadId, sortOrder) => ({ templateId, uploadId, sortOrder })))
    .execute();
}

/** The list whose templates hold a file; null when none does. */
export async function templateFileList(db: Db, uploadId: string): Promise<EntryList | null> {
  const row = await db
    .selectFrom("replyTemplateFiles")
    .innerJoin("replyTemplates", "replyTemplates.id", "replyTemplateFiles.templateId")
    .select("replyTemplates.list")
    .where("replyTemplateFiles.uploadId", "=", uploadId)
    .executeTakeFirst();
  return row?.list === "requests" || row?.list === "applications" ? row.list : null;
}
