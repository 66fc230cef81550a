import { recordAudit } from "../db/audit-log.ts";
import type { Database, Db } from "../db/database.ts";
import { enqueue } from "../db/outbox.ts";
import type { MailContent } from "../notify/mail-content.ts";
import { isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { issueMailContent, readIssue } from "./issues.ts";
import { postMailContent } from "./sends.ts";
import { isLive, readEntry } from "../content/entries.ts";
import { posts } from "../../content/model/index.ts";

/**
 * A test send (issue 38.6): a post or an issue, in the language chosen, to the signed-in
 * member's own address, marked as a test, before it goes to anyone. It belongs to no send
 * and no subscriber: nothing counts it, and the post or issue can still go to everyone.
 */
export type TestItem = { post: string } | { issue: string };

export type TestOutcome = { ok: true } | { ok: false; problem: "noAddress" | "notFound" };

export async function sendTest(
  database: Database,
  item: TestItem,
  lang: Language,
  member: { label: string; email: string | null },
  options: { now?: string } = {},
): Promise<TestOutcome> {
  if (!member.email) return { ok: false, problem: "noAddress" };
  const now = options.now ?? new Date().toISOString();
  return database.transaction(async (tx) => {
    const exists =
      "post" in item
        ? (await readEntry(tx, posts, item.post).then((post) => post && isLive(post.state, now))) === true
        : (await readIssue(tx, item.issue)) !== undefined;
    if (!exists) return { ok: false, problem: "notFound" } as const;
    await enqueue(tx, {
      channel: "email",
      kind: "newsletter-test",
      subjectId: testSubject(item, lang),
      recipient: member.email!,
      now,
    });
    await recordAudit(tx, member.label, "newsletter-test", { ...item, lang });
    return { ok: true } as const;
  });
}

/** A test's outbox subject: what is sent and in which language ("post:<id>:ru", "issue:<id>:uz"). */
function testSubject(item: TestItem, lang: Language): string {
  return "post" in item ? `post:${item.post}:${lang}` : `issue:${item.issue}:${lang}`;
}

/** The test e-mail as it is when sent; null when the post or the issue is gone. */
export async function newsletterTestMessage(
  db: Db,
  subjectId: string,
  origin: string,
): Promise<{ content: MailContent } | null> {
  const match = /^(post|issue):(.+):([a-z]{2})$/.exec(subjectId);
  const lang = match?.[3];
  if (!match || !isLanguage(lang)) return null;
  const content =
    match[1] === "post"
      ? await postMailContent(db, match[2]!, lang, origin, null, true)
      : await issueMailContent(db, match[2]!, lang, origin, null, true);
  return content ? { content } : null;
}
