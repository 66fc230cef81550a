import { data, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/template";
import { actorName, replyTemplate, saveReplyTemplate, setTemplateRetired } from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { actorShownAs } from "../../admin/audit-words.ts";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { TemplateEditor } from "../../admin/templates/TemplateEditor.tsx";
import { templateList } from "../../admin/templates/list.ts";
import { sampleValues } from "../../admin/templates/samples.ts";
import { companyIn } from "../../content/company.server.ts";
import { siteContext } from "../../site/context.server.ts";
import { REPLY_FILES_MAX } from "../../../shared/forms/uploads.ts";
import { APPLICATION_STATUSES } from "../../../shared/inbox.ts";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import {
  LIST_PLACEHOLDERS,
  templateLabel,
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  type PlaceholderValues,
  type TemplateIssue,
  type TemplateTexts,
} from "../../../shared/reply-templates.ts";

/** `/admin/<list>/templates/new` adds a template; any other id edits that one. */
const NEW = "new";

export async function loader(args: Route.LoaderArgs) {
  const list = templateList(args.params);
  const { services, session } = await requireStaff(args, list);
  const { db } = services.database;
  const template = args.params.id === NEW ? null : await replyTemplate(db, list, args.params.id);
  if (args.params.id !== NEW && !template) throw data(null, { status: 404 });
  // The preview fills in the company's real name, in each language, and the reader as the owner.
  const samples = Object.fromEntries(
    await Promise.all(
      LANGUAGES.map(async (lang) => [
        lang,
        sampleValues(list, lang, { company: (await companyIn(args.context, lang)).name, owner: session.staff.name }),
      ]),
    ),
  ) as Record<Language, PlaceholderValues>;
  return {
    list,
    template: template && {
      id: template.id,
      step: template.step,
      texts: template.texts,
      revision: template.revision,
      archivedAt: template.archivedAt,
      archivedBy: template.archivedBy,
      files: template.files.map((file) => ({ id: file.uploadId, name: file.name, size: file.size })),
    },
    samples,
    maxFileMb: siteContext(args.context).publicConfig.uploadMaxMb,
  };
}

const text = (max: number) => z.string().max(max).optional().default("");
const languageText = z.object({ name: text(TEMPLATE_NAME_MAX), body: text(TEMPLATE_BODY_MAX) }).optional();
/** A field sent once per value (the files, in order): none, one or several. */
const values = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().max(200)).max(REPLY_FILES_MAX),
);

export function action(args: Route.ActionArgs) {
  const list = templateList(args.params);
  const id = args.params.id;
  return staffAction(args, list, {
    save: intent(
      z.object({
        step: z.enum(["", ...APPLICATION_STATUSES]).optional(),
        revision: z.coerce.number().int().optional(),
        texts: z.object({ en: languageText, ru: languageText, uz: languageText }).optional(),
        files: values,
      }),
      async (value, { services, session }) => {
        const texts: TemplateTexts = {};
        for (const lang of LANGUAGES) {
          const given = value.texts?.[lang];
          if (given) texts[lang] = given;
        }
        const outcome = await saveReplyTemplate(
          services.database,
          services.files,
          list,
          id === NEW ? null : { id, revision: value.revision ?? 0 },
          { step: value.step ? value.step : null, texts, files: value.files },
          actorName(session.staff),
        );
        if (outcome.ok)
          return redirect(`/admin/${list}/templates/${outcome.id}?done=${id === NEW ? "added" : "saved"}`);
        if ("issues" in outcome) return data({ issues: outcome.issues }, { status: 400 });
        if ("conflict" in outcome) {
          const theirs = outcome.conflict;
          return data(
            {
              conflict: {
                revision: theirs.revision,
                texts: theirs.texts,
                updatedAt: theirs.updatedAt,
                updatedBy: theirs.updatedBy,
              },
            },
            { status: 409 },
          );
        }
        return data({ problem: outcome.problem }, { status: outcome.problem === "gone" ? 410 : 400 });
      },
    ),
    retire: intent(z.object({}), async (_value, { services, session }) => {
      await setTemplateRetired(services.database, list, id, true, actorName(session.staff));
      return redirect(`/admin/${list}/templates?done=retired`);
    }),
    restore: intent(z.object({}), async (_value, { services, session }) => {
      await setTemplateRetired(services.database, list, id, false, actorName(session.staff));
      return redirect(`/admin/${list}/templates?done=restored`);
    }),
  });
}

export default function ReplyTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const { list, template, samples, maxFileMb } = loaderData;
  const { t, lang, format } = useInbox();
  const words = t.templates;
  const [params] = useSearchParams();
  const done = !actionData ? params.get("done") : null;
  const issues: readonly TemplateIssue[] = actionData && "issues" in actionData ? actionData.issues : [];
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  const conflict = actionData && "conflict" in actionData ? actionData.conflict : null;
  const title = template ? templateLabel(template.texts, lang) || words.editTitle : words.newTitle;
  const allowed = LIST_PLACEHOLDERS[list].map((name) => `{${name}}`).join(", ");
  return (
    <>
      <p>
        <Link to={`/admin/${list}/templates`}>← {words.back}</Link>
      </p>
      <div className="admin__heading">
        <div>
          <p className="muted template-kicker">{template ? words.editTitle : t.nav[list]}</p>
          <h1>{title}</h1>
        </div>
      </div>
      {done === "saved" || done === "added" ? (
        <p className="admin-message admin-message--success" role="status">
          {done === "added" ? words.added : words.saved}
        </p>
      ) : null}
      {template?.archivedAt ? (
        <p className="admin-message" role="status">
          {format(words.isRetired, {
            when: formatWhen(template.archivedAt, lang),
            by: actorShownAs(template.archivedBy ?? "", t),
          })}
        </p>
      ) : null}
      {issues.length || problem ? (
        <div className="admin-message admin-message--error" role="alert">
          <ul className="plain-list">
            {issues.map((issue) => (
              <li key={issue.problem + ("lang" in issue ? issue.lang : "")}>
                {issue.problem === "unknownPlaceholders"
                  ? format(words.problems.unknownPlaceholders, {
                      language: t.common.languages[issue.lang],
                      names: issue.names.map((name) => `{${name}}`).join(", "),
                      allowed,
                    })
                  : words.problems[issue.problem]}
              </li>
            ))}
            {problem ? <li>{format(words.problems[problem], { count: REPLY_FILES_MAX })}</li> : null}
          </ul>
        </div>
      ) : null}
      {conflict ? (
        <div className="admin-message admin-message--error template-conflict" role="alert">
          <p>
            {format(words.conflict, {
              by: actorShownAs(conflict.updatedBy, t),
              when: formatWhen(conflict.updatedAt, lang),
            })}
          </p>
          <h2>{words.theirs}</h2>
          {LANGUAGES.filter((code) => conflict.texts[code]).map((code) => (
            <div key={code} className="template-conflict__text">
              <h3>{t.common.languages[code]}</h3>
              <p>
                <strong>{conflict.texts[code]!.name}</strong>
              </p>
              <p className="template-preview__text" lang={code}>
                {conflict.texts[code]!.body}
              </p>
            </div>
          ))}
        </div>
      ) : null}
      <TemplateEditor
        // A saved template starts the form afresh from what was stored.
        key={`${template?.id ?? NEW}-${template?.revision ?? 0}`}
        list={list}
        step={template?.step ?? null}
        texts={template?.texts ?? {}}
        files={template?.files ?? []}
        revision={conflict?.revision ?? template?.revision ?? null}
        samples={samples}
        maxFileMb={maxFileMb}
        issues={issues}
      />
      {template ? (
        <section className="template-retire" aria-labelledby="template-retire-title">
          <h2 id="template-retire-title">{template.archivedAt ? words.restore : words.retire}</h2>
          <p className="muted">{words.retireHint}</p>
          <StaffForm intent={template.archivedAt ? "restore" : "retire"}>
            <button type="submit" className="btn btn--secondary btn--sm">
              {template.archivedAt ? words.restore : words.retire}
            </button>
          </StaffForm>
        </section>
      ) : null}
    </>
  );
}
