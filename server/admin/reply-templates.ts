import { randomUUID } from "node:crypto";
import { z } from "zod";
import { recordAudit } from "../db/audit-log.ts";
import type { Database, Db } from "../db/database.ts";
import { setTemplateFiles, templateFiles } from "../db/reply-template-files.ts";
import {
  getReplyTemplateRow,
  insertReplyTemplate,
  nextTemplateOrder,
  replyTemplateRows,
  setReplyTemplateArchived,
  updateReplyTemplate,
  type ReplyTemplateRow,
} from "../db/reply-templates.ts";
import { claimUpload, deleteUpload, getUploads, UnknownUploadError } from "../db/uploads.ts";
import type { FileStore } from "../files/file-store.ts";
import type { FilesProblem } from "../conversations/message-files.ts";
import { REPLY_UPLOAD_CATEGORY } from "../conversations/reply-files.ts";
import { REPLY_FILES_MAX, REPLY_FILES_MAX_BYTES } from "../../shared/forms/uploads.ts";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import type { EntryList } from "../../shared/inbox.ts";
import {
  cleanTexts,
  isTemplateStep,
  templateIssues,
  templateLabel,
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  type TemplateIssue,
  type TemplateStep,
  type TemplateTexts,
} from "../../shared/reply-templates.ts";

/**
 * Reply templates as staff keep them (issue 38): per list (sales keep the quote requests',
 * recruiters the applications', per hiring step or for any step), written in any of the
 * three languages, with files sent with every message started from them. They are retired,
 * never deleted, so the history of a message can name its template; a save over a change
 * made since the editor opened is refused with the other version, never applied silently.
 * Every change is in the audit log.
 */
export interface ReplyTemplate {
  id: string;
  list: EntryList;
  step: TemplateStep;
  texts: TemplateTexts;
  revision: number;
  archivedAt: string | null;
  archivedBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** "" for the templates the site started with. */
  updatedBy: string;
  files: TemplateFile[];
}

interface TemplateFile {
  uploadId: string;
  name: string;
  size: number;
  mime: string;
}

const TEXT = z.object({ name: z.string().max(TEMPLATE_NAME_MAX), body: z.string().max(TEMPLATE_BODY_MAX) });
const TEXTS = z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, TEXT.optional()])));

/** The texts a row keeps (as JSON); what cannot be read is left out rather than shown broken. */
function textsOf(json: string): TemplateTexts {
  try {
    const parsed = TEXTS.safeParse(JSON.parse(json));
    return parsed.success ? (parsed.data as TemplateTexts) : {};
  } catch {
    return {};
  }
}

async function withFiles(db: Db, rows: ReplyTemplateRow[]): Promise<ReplyTemplate[]> {
  const files = await templateFiles(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    list: row.list as EntryList,
    step: isTemplateStep(row.list as EntryList, row.step) ? row.step : null,
    texts: textsOf(row.texts),
    revision: row.revision,
    archivedAt: row.archivedAt,
    archivedBy: row.archivedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    files: files
      .filter((file) => file.templateId === row.id)
      .map(({ uploadId, name, size, mime }) => ({ uploadId, name, size, mime })),
  }));
}

/** A list's templates in their order: those offered in replies, or the retired ones. */
export async function replyTemplates(
  db: Db,
  list: EntryList,
  options: { archived: boolean } = { archived: false },
): Promise<ReplyTemplate[]> {
  return withFiles(db, await replyTemplateRows(db, list, options));
}

export async function replyTemplate(db: Db, list: EntryList, id: string): Promise<ReplyTemplate | undefined> {
  const row = await getReplyTemplateRow(db, id);
  return row && row.list === list ? (await withFiles(db, [row]))[0] : undefined;
}

/** What a member of staff saves: the step (applications), the texts, and the files in their order. */
export interface TemplateInput {
  step: TemplateStep;
  texts: TemplateTexts;
  /** Upload ids: the template's own files it keeps, and files uploaded for it. */
  files: readonly string[];
}

export type SaveOutcome =
  | { ok: true; id: string }
  | { ok: false; issues: TemplateIssue[] }
  | { ok: false; problem: FilesProblem | "gone" | "step" }
  /** Someone saved it after the editor opened: their version, for the member to compare. */
  | { ok: false; conflict: ReplyTemplate };

/**
 * Adds a template (`target` null) or saves one over the revision the editor opened. Files
 * no longer listed are deleted with their uploads; new ones are claimed.
 */
export async function saveReplyTemplate(
  database: Database,
  files: FileStore,
  list: EntryList,
  target: { id: string; revision: number } | null,
  input: TemplateInput,
  by: string,
  now = new Date().toISOString(),
): Promise<SaveOutcome> {
  if (!isTemplateStep(list, input.step)) return { ok: false, problem: "step" };
  const texts = cleanTexts(input.texts);
  const issues = templateIssues(list, texts);
  if (issues.length) return { ok: false, issues };
  const existing = target ? await replyTemplate(database.db, list, target.id) : undefined;
  if (target && !existing) return { ok: false, problem: "gone" };
  const wanted = [...new Set(input.files)];
  if (wanted.length > REPLY_FILES_MAX) return { ok: false, problem: "tooManyFiles" };
  const kept = existing?.files.filter((file) => wanted.includes(file.uploadId)) ?? [];
  const added = await getUploads(
    database.db,
    wanted.filter((id) => !kept.some((file) => file.uploadId === id)),
  );
  if (
    kept.length + added.length !== wanted.length ||
    added.some((upload) => upload.category !== REPLY_UPLOAD_CATEGORY || upload.usedAt)
  ) {
    return { ok: false, problem: "filesGone" };
  }
  if ([...kept, ...added].reduce((sum, file) => sum + file.size, 0) > REPLY_FILES_MAX_BYTES) {
    return { ok: false, problem: "filesTooLarge" };
  }
  const removed = existing?.files.filter((file) => !wanted.includes(file.uploadId)) ?? [];
  const id = target?.id ?? randomUUID();
  // The audit log names it in each reader's language, as it was called then.
  const names = Object.fromEntries(LANGUAGES.map((lang) => [lang, templateLabel(texts, lang)]));
  const storedFiles: string[] = [];
  try {
    const outcome = await database.transaction(async (tx): Promise<SaveOutcome> => {
      if (target) {
        const saved = await updateReplyTemplate(tx, id, target.revision, {
          step: input.step,
          texts: JSON.stringify(texts),
          updatedAt: now,
          updatedBy: by,
        });
        if (!saved) {
          const theirs = await replyTemplate(tx, list, id);
          return theirs ? { ok: false, conflict: theirs } : { ok: false, problem: "gone" };
        }
      } else {
        await insertReplyTemplate(tx, {
          id,
          list,
          step: input.step,
          texts: JSON.stringify(texts),
          sortOrder: await nextTemplateOrder(tx, list),
          createdAt: now,
          createdBy: by,
          updatedAt: now,
          updatedBy: by,
        });
      }
      for (const upload of added) await claimUpload(tx, upload.id, REPLY_UPLOAD_CATEGORY, now);
      await setTemplateFiles(tx, id, wanted);
      for (const file of removed) {
        const storedName = await deleteUpload(tx, file.uploadId);
        if (storedName) storedFiles.push(storedName);
      }
      await recordAudit(tx, by, target ? "reply-template-change" : "reply-template-add", { id, list, names });
      return { ok: true, id };
    });
    // Files go once nothing refers to them any more.
    if (outcome.ok) for (const storedName of storedFiles) await files.remove(storedName);
    return outcome;
  } catch (error) {
    if (error instanceof UnknownUploadError) return { ok: false, problem: "filesGone" };
    throw error;
  }
}

/**
 * Retires a template (it is no longer offered in replies; messages started from it still
 * name it) or brings it back. False when it already was so, or is not the list's.
 */
export async function setTemplateRetired(
  database: Database,
  list: EntryList,
  id: string,
  retired: boolean,
  by: string,
  now = new Date().toISOString(),
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const template = await replyTemplate(tx, list, id);
    if (!template) return false;
    const changed = await setReplyTemplateArchived(tx, id, retired ? { at: now, by } : null);
    if (changed) {
      await recordAudit(tx, by, retired ? "reply-template-retire" : "reply-template-restore", {
        id,
        list,
        names: Object.fromEntries(LANGUAGES.map((lang) => [lang, templateLabel(template.texts, lang)])),
      });
    }
    return changed;
  });
}

/** The names of a list's templates by id, retired ones too: what a history says a message started from. */
export async function templateNames(db: Db, list: EntryList): Promise<Map<string, TemplateTexts>> {
  const all = [
    ...(await replyTemplateRows(db, list, { archived: false })),
    ...(await replyTemplateRows(db, list, { archived: true })),
  ];
  return new Map(all.map((row) => [row.id, textsOf(row.texts)]));
}
