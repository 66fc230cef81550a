import { data, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/newsletter-issue";
import { newsletterIssue } from "../../../content/model/newsletter-issue.ts";
import { readForm } from "../../../shared/content-model/document.ts";
import type { Issue } from "../../../shared/content-model/validation.ts";
import { isLanguage, LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import {
  actorName,
  emptyIssue,
  issueProblems,
  readIssue,
  saveIssue,
  sendTest,
  startIssueSend,
} from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { useInbox } from "../../admin/i18n/index.ts";
import { EntryForm } from "../../admin/editor/EntryForm.tsx";
import { EditorIssues } from "../../admin/editor/parts.tsx";
import { fieldLabel } from "../../admin/editor/labels.ts";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";
import { TestSendForm, type TestProblem } from "../../admin/newsletter/TestSendForm.tsx";

/**
 * An issue of the newsletter written in the inbox: subject, preheader and text in each
 * language, in the content editor (language tabs, the site's own Markdown preview); saved
 * as a draft as often as wanted, its e-mail previewed in each language, tested on oneself,
 * then sent once to every confirmed subscriber in their language.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args, "newsletter");
  const id = args.params.id;
  const lang = args.url.searchParams.get("lang");
  const staffLang = isLanguage(session.staff.language) ? session.staff.language : "en";
  const preview: Language = isLanguage(lang) ? lang : staffLang;
  if (id === "new") {
    return { id: null, doc: emptyIssue(), sent: false, missing: [] as Issue[], preview, ...common(services, session) };
  }
  const issue = await readIssue(services.database.db, id);
  if (!issue) throw data(null, { status: 404 });
  return {
    id: issue.id,
    doc: issue.doc,
    sent: issue.status === "sent",
    missing: issueProblems(issue.doc, true),
    preview,
    ...common(services, session),
  };
}

function common(
  services: { mail: boolean; newsletterPerMinute: number },
  session: { staff: { email: string | null } },
) {
  return { mail: services.mail, email: session.staff.email };
}

export function action(args: Route.ActionArgs) {
  const id = args.params.id === "new" ? null : args.params.id;
  const here = (issueId: string, query: string) => `/admin/newsletter/issues/${encodeURIComponent(issueId)}?${query}`;
  return staffAction(args, "newsletter", {
    save: intent(z.object({}), async (_, { services, session, form }) => {
      const doc = readForm(newsletterIssue.fields, form);
      const outcome = await saveIssue(services.database, id, doc, actorName(session.staff));
      if (outcome.ok) return redirect(here(outcome.id, "saved=1"));
      if (outcome.problem === "sent") return data({ problem: "sent" as const }, { status: 409 });
      return data({ problem: "invalid" as const, issues: outcome.issues, doc }, { status: 400 });
    }),
    send: intent(z.object({}), async (_, { services, session }) => {
      if (!id) throw data(null, { status: 404 });
      if (!services.mail) return data({ problem: "noMail" as const }, { status: 400 });
      const outcome = await startIssueSend(services.database, id, actorName(session.staff), {
        ratePerMinute: services.newsletterPerMinute,
      });
      if (outcome.ok) return redirect(`/admin/newsletter?started=${outcome.recipients}`);
      if (outcome.problem === "notFound") throw data(null, { status: 404 });
      if (outcome.problem === "incomplete") {
        return data({ problem: "incomplete" as const, issues: outcome.issues }, { status: 400 });
      }
      return data(
        { problem: outcome.problem === "nobody" ? ("nobodyIssue" as const) : outcome.problem },
        { status: 400 },
      );
    }),
    test: intent(z.object({ lang: z.enum(LANGUAGES) }), async ({ lang }, { services, session }) => {
      if (!id) throw data(null, { status: 404 });
      if (!services.mail) return data({ problem: "noMail" as const }, { status: 400 });
      const outcome = await sendTest(services.database, { issue: id }, lang, {
        label: actorName(session.staff),
        email: session.staff.email,
      });
      if (!outcome.ok) return data({ testProblem: outcome.problem }, { status: 400 });
      return { tested: lang };
    }),
  });
}

export default function InboxNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { id, sent, preview, mail } = loaderData;
  const { t, lang, format } = useInbox();
  const [params] = useSearchParams();
  const words = t.newsletter;
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  const issues = actionData && "issues" in actionData ? actionData.issues : [];
  const doc = actionData && "doc" in actionData ? actionData.doc : loaderData.doc;
  const testProblem: TestProblem | null = actionData && "testProblem" in actionData ? actionData.testProblem : null;
  const tested = actionData && "tested" in actionData ? actionData.tested : null;
  const labelOf = (field: string) => fieldLabel(newsletterIssue.fields, field, lang) ?? field;
  const title = loaderData.doc.subject[lang] || loaderData.doc.subject.en;
  return (
    <>
      <p>
        <Link to="/admin/newsletter">← {words.issue.back}</Link>
      </p>
      <div className="admin__heading">
        <h1>{id ? title || newsletterIssue.label.singular[lang] : newsletterIssue.label.new[lang]}</h1>
        {id ? (
          <span className={`status status--${sent ? "done" : "new"}`}>
            {words.issueStates[sent ? "sent" : "draft"]}
          </span>
        ) : null}
      </div>
      {params.get("saved") && !actionData ? (
        <p className="admin-message admin-message--success" role="status">
          {words.issue.saved}
        </p>
      ) : null}
      {problem && problem !== "invalid" && problem !== "incomplete" ? (
        <p className="admin-message admin-message--error" role="alert">
          {problem === "noMail" ? words.noMail : words.problems[problem]}
        </p>
      ) : null}
      <EditorIssues
        issues={issues}
        labelOf={labelOf}
        heading={problem === "incomplete" ? words.problems.incomplete : words.problems.invalid}
      />
      {sent ? (
        <p className="admin-message" role="note">
          {words.issue.sentNote}
        </p>
      ) : (
        <div className="admin-editor">
          <EntryForm
            key={actionData && "issues" in actionData ? `failed-${JSON.stringify(issues)}` : `${id ?? "new"}`}
            kind={newsletterIssue}
            formId="issue-editor"
            intent="save"
            id={id ?? "new"}
            doc={doc}
            scope={{ issues, relations: {} }}
          >
            <div className="admin-savebar">
              <button type="submit" className="btn btn--dark">
                {words.issue.save}
              </button>
            </div>
          </EntryForm>
        </div>
      )}

      {id ? (
        <>
          <section className="admin-section" aria-labelledby="issue-preview-title">
            <h2 id="issue-preview-title">{words.issue.preview}</h2>
            <nav className="admin-preview-links" aria-label={words.issue.preview}>
              {LANGUAGES.map((code) => (
                <Link
                  key={code}
                  className={`btn btn--sm ${code === preview ? "btn--dark" : "btn--secondary"}`}
                  aria-current={code === preview ? "true" : undefined}
                  to={`?lang=${code}`}
                  replace
                  preventScrollReset
                >
                  {t.common.languages[code]}
                </Link>
              ))}
            </nav>
            <iframe
              key={preview}
              className="admin-email-preview"
              title={`${words.issue.preview}: ${t.common.languages[preview]}`}
              src={`/admin/newsletter/issues/${id}/email?lang=${preview}`}
              sandbox=""
            />
          </section>
          {mail ? (
            <section className="admin-section" aria-labelledby="issue-send-title">
              <h2 id="issue-send-title">{words.test}</h2>
              {sent ? null : <p className="field__hint">{words.issue.testHint}</p>}
              <TestSendForm problem={testProblem} tested={tested} email={loaderData.email}>
                <LanguageSelect
                  label={words.testLanguage}
                  name="lang"
                  defaultValue={preview}
                  names={t.common.languages}
                />
              </TestSendForm>
              {sent ? null : (
                <StaffForm intent="send" className="admin-filters">
                  <p className="field__hint">{words.issue.sendHint}</p>
                  {loaderData.missing.length ? (
                    <p className="muted">{format(t.content.missing, { n: loaderData.missing.length })}</p>
                  ) : null}
                  <button type="submit" className="btn btn--dark">
                    {words.issue.send}
                  </button>
                </StaffForm>
              )}
            </section>
          ) : (
            <p className="admin-message admin-message--error">{words.noMail}</p>
          )}
        </>
      ) : null}
    </>
  );
}
