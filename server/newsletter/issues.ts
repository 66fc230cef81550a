import { randomUUID } from "node:crypto";
import { newsletterIssue } from "../../content/model/newsletter-issue.ts";
import { conform, emptyDoc } from "../../shared/content-model/document.ts";
import type { DocOf } from "../../shared/content-model/fields.ts";
import { validate, type Issue } from "../../shared/content-model/validation.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database, Db } from "../db/database.ts";
import { getIssue, insertIssue, listIssues, updateDraft, type NewsletterIssueRow } from "../db/newsletter-issues.ts";
import { previewMarkdown } from "../content/markdown-preview.ts";
import type { MailContent } from "../notify/mail-content.ts";

/**
 * Newsletter issues written in the inbox (issue 38.6): a subject, a preheader and a text in
 * Markdown per language, declared once (content/model/newsletter-issue.ts). A draft is
 * saved as often as staff like, previewed, and sent once (./sends.ts), when all three
 * languages are complete; each subscriber reads their own.
 */
export type IssueDoc = DocOf<typeof newsletterIssue.fields>;

export interface NewsletterIssue {
  id: string;
  doc: IssueDoc;
  status: "draft" | "sent";
  sendId: string | null;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

function toIssue(row: NewsletterIssueRow): NewsletterIssue {
  let stored: unknown = {};
  try {
    stored = JSON.parse(row.content);
  } catch {
    // A document that cannot be read is an empty one: staff see it and write it again.
  }
  return {
    id: row.id,
    doc: conform(newsletterIssue.fields, stored),
    status: row.status === "sent" ? "sent" : "draft",
    sendId: row.sendId,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

export function emptyIssue(): IssueDoc {
  return emptyDoc(newsletterIssue.fields);
}

export async function readIssue(db: Db, id: string): Promise<NewsletterIssue | undefined> {
  const row = await getIssue(db, id);
  return row && toIssue(row);
}

export async function allIssues(db: Db): Promise<NewsletterIssue[]> {
  return (await listIssues(db)).map(toIssue);
}

/** What stands between an issue and sending it: each field missing or too long, per language. */
export function issueProblems(doc: IssueDoc, complete: boolean): Issue[] {
  return validate(newsletterIssue.fields, doc, complete);
}

export type SaveIssueOutcome =
  { ok: true; id: string } | { ok: false; problem: "invalid"; issues: Issue[] } | { ok: false; problem: "sent" };

/** Saves a draft (a new one without an id); what is too long is refused, what is missing may wait. */
export async function saveIssue(
  database: Database,
  id: string | null,
  doc: IssueDoc,
  by: string,
  options: { now?: string } = {},
): Promise<SaveIssueOutcome> {
  const issues = issueProblems(doc, false);
  if (issues.length) return { ok: false, problem: "invalid", issues };
  const now = options.now ?? new Date().toISOString();
  const content = JSON.stringify(doc);
  return database.transaction(async (tx) => {
    if (id === null) {
      const created = randomUUID();
      await insertIssue(tx, { id: created, content, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by });
      await recordAudit(tx, by, "newsletter-issue-save", { issue: created });
      return { ok: true, id: created } as const;
    }
    if (!(await updateDraft(tx, id, { content, updatedAt: now, updatedBy: by }))) {
      return { ok: false, problem: "sent" } as const;
    }
    await recordAudit(tx, by, "newsletter-issue-save", { issue: id });
    return { ok: true, id } as const;
  });
}

/** An issue's subject in a language (English when that one is still empty). */
export async function issueTitle(db: Db, id: string, lang: Language): Promise<string> {
  const issue = await readIssue(db, id);
  return issue ? issue.doc.subject[lang] || issue.doc.subject.en || id : id;
}

/**
 * An issue as its e-mail says it in one language: the text rendered by the site's own
 * Markdown renderer (sanitized, typeset, library images), its links made absolute for
 * mail programs. Null when the issue no longer exists.
 */
export async function issueMailContent(
  db: Db,
  id: string,
  lang: Language,
  origin: string,
  unsubscribe: string | null,
  test = false,
): Promise<MailContent | null> {
  const issue = await readIssue(db, id);
  if (!issue) return null;
  const html = absoluteLinks(await previewMarkdown(db, issue.doc.body[lang], lang), origin);
  return {
    template: "newsletter-issue",
    lang,
    subject: issue.doc.subject[lang],
    preheader: issue.doc.preheader[lang],
    html,
    unsubscribeUrl: unsubscribe,
    ...(test ? { test } : {}),
  };
}

/** Site paths in links and images ("/blog/…", "/media/…") as full addresses: an e-mail has no site around it. */
function absoluteLinks(html: string, origin: string): string {
  return html
    .replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`)
    .replace(/(\ssrcset=")([^"]*)"/g, (_, start: string, set: string) => {
      const absolute = set
        .split(",")
        .map((part) => part.trim().replace(/^\/(?!\/)/, `${origin}/`))
        .join(", ");
      return `${start}${absolute}"`;
    });
}
