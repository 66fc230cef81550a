import { data, Form, Link, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/opening";
import { readForm } from "../../routing/read-form.server.ts";
import { editedItem, openingEditor, submitEditor } from "../../admin/editor.server.ts";
import { tashkentLocal } from "../../admin/tashkent-time.ts";
import { requireStaff, verifyCsrf } from "../../admin/session.server.ts";
import {
  EditorField,
  EditorIssues,
  LanguageSections,
  PreviewLinks,
  PublishActions,
  Revisions,
  RevisionView,
} from "../../admin/editor/parts.tsx";
import { useInbox } from "../../admin/i18n/index.ts";
import { formatWhen } from "../../admin/fields.ts";
import { JOB_FILTERS, type JobFilter } from "../../content/jobs.ts";
import type { ContentStatus } from "../../../shared/content.ts";
import { isLanguage, LANGUAGES } from "../../../shared/i18n/languages.ts";

export async function loader(args: Route.LoaderArgs) {
  const { params, url } = args;
  const { services, session } = await requireStaff(args, "openings");
  const staffLanguage = isLanguage(session.staff.language) ? session.staff.language : "en";
  // The careers filters' own vocabularies (content/jobs/taxonomy.ts), in the staff member's language.
  const options = Object.fromEntries(
    (Object.keys(JOB_FILTERS) as JobFilter[]).map((name) => [
      name,
      JOB_FILTERS[name].map((item) => ({ key: item.key, label: item.label[staffLanguage] })),
    ]),
  ) as Record<JobFilter, { key: string; label: string }[]>;
  const item = await editedItem(services.database, openingEditor, params.id, url.searchParams.get("revision"));
  if (!item) throw data(null, { status: 404 });
  return { ...item, options };
}

export async function action(args: Route.ActionArgs) {
  const { services, session } = await requireStaff(args, "openings");
  const form = await readForm(args.request);
  verifyCsrf(args.request, form, session);
  return submitEditor(services.database, openingEditor, session.staff, args.params.id, form);
}

const LIST_FIELDS = ["responsibilities", "requirements", "offer"] as const;

export default function InboxOpening({ loaderData }: Route.ComponentProps) {
  const { state, revisions, revision, options } = loaderData;
  const failure = useActionData<typeof action>();
  const input = failure?.input ?? loaderData.input;
  const issues = failure?.issues ?? [];
  const { t, lang, csrf } = useInbox();
  const [params] = useSearchParams();
  const done = params.get("done");
  const isNew = !state;
  const basePath = `/admin/openings/${loaderData.input.id}`;
  const labels: Record<string, string> = {
    id: t.content.id,
    location: t.content.location,
    department: t.content.department,
    type: t.content.type,
    workplace: t.content.workplace,
    datePosted: t.content.datePosted,
    validThrough: t.content.validThrough,
    title: t.content.title,
    summary: t.content.summary,
    responsibilities: t.content.responsibilities,
    requirements: t.content.requirements,
    offer: t.content.offer,
    body: t.content.body,
    publishAt: t.content.scheduleAt,
    revision: t.content.revisions,
  };
  const publishing = failure?.failed === "publish" || failure?.failed === "schedule";
  const selects: [JobFilter, string][] = [
    ["location", t.content.location],
    ["department", t.content.department],
    ["type", t.content.type],
    ["workplace", t.content.workplace],
  ];
  return (
    <>
      <p>
        <Link to="/admin/openings">← {t.content.openings}</Link>
      </p>
      <div className="admin__heading">
        <h1>{isNew ? t.content.newOpening : input.texts.en.title || input.id}</h1>
        {!isNew && state && (state.status === "published" || state.status === "scheduled") ? (
          <a
            className="btn btn--secondary btn--sm"
            href={`/company/careers/${input.id}`}
            target="_blank"
            rel="noopener"
          >
            {t.content.view}
          </a>
        ) : null}
      </div>
      {done ? <DoneMessage done={done} publishAt={state?.publishAt ?? null} lang={lang} /> : null}
      <EditorIssues
        issues={issues}
        labels={labels}
        heading={publishing ? t.content.notPublished : t.content.notSaved}
      />
      {revision ? (
        <RevisionView revisionId={revision.id}>
          <dl className="admin-fields">
            {LANGUAGES.map((code) => (
              <div key={code}>
                <dt>{t.common.languages[code]}</dt>
                <dd>
                  <strong>{revision.input.texts[code].title || t.common.none}</strong>
                  <div className="muted">{revision.input.texts[code].summary}</div>
                  <pre className="admin-revision__body">{revision.input.texts[code].body}</pre>
                </dd>
              </div>
            ))}
          </dl>
        </RevisionView>
      ) : null}
      <div className="admin-editor">
        <Form method="post" id="opening-editor" className="admin-form" noValidate>
          <input type="hidden" name="csrf" value={csrf} />
          <fieldset className="admin-fieldset">
            <legend>{t.content.shared}</legend>
            <EditorField field="id" label={t.content.id} hint={t.content.idHint} issues={issues}>
              {(control) => (
                <input {...control} className="input" type="text" defaultValue={input.id} required autoComplete="off" />
              )}
            </EditorField>
            {selects.map(([name, label]) => (
              <EditorField key={name} field={name} label={label} issues={issues}>
                {(control) => (
                  <select {...control} className="input" defaultValue={input[name]}>
                    <option value="">{t.content.choose}</option>
                    {options[name].map((option) => (
                      <option key={option.key} value={option.key}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              </EditorField>
            ))}
            <EditorField field="datePosted" label={t.content.datePosted} issues={issues}>
              {(control) => <input {...control} className="input" type="date" defaultValue={input.datePosted} />}
            </EditorField>
            <EditorField field="validThrough" label={t.content.validThrough} issues={issues}>
              {(control) => <input {...control} className="input" type="date" defaultValue={input.validThrough} />}
            </EditorField>
          </fieldset>
          <LanguageSections>
            {(code) => (
              <>
                <EditorField field="title" lang={code} label={t.content.title} issues={issues}>
                  {(control) => (
                    <input {...control} className="input" type="text" defaultValue={input.texts[code].title} />
                  )}
                </EditorField>
                <EditorField
                  field="summary"
                  lang={code}
                  label={t.content.summary}
                  hint={t.content.summaryHint}
                  issues={issues}
                >
                  {(control) => (
                    <textarea {...control} className="input" rows={3} defaultValue={input.texts[code].summary} />
                  )}
                </EditorField>
                {LIST_FIELDS.map((name) => (
                  <EditorField key={name} field={name} lang={code} label={labels[name] ?? name} issues={issues}>
                    {(control) => (
                      <textarea
                        {...control}
                        className="input"
                        rows={6}
                        defaultValue={input.texts[code][name].join("\n")}
                      />
                    )}
                  </EditorField>
                ))}
                <EditorField field="body" lang={code} label={t.content.body} hint={t.content.bodyHint} issues={issues}>
                  {(control) => (
                    <textarea
                      {...control}
                      className="input input--code"
                      rows={12}
                      defaultValue={input.texts[code].body}
                    />
                  )}
                </EditorField>
              </>
            )}
          </LanguageSections>
        </Form>
        <aside className="admin-side">
          <PublishActions
            formId="opening-editor"
            state={state as { status: ContentStatus; publishAt: string | null; closedAt: string | null } | null}
            scheduleValue={tashkentLocal(state?.status === "scheduled" ? (state.publishAt ?? null) : null)}
            kind="opening"
          />
          {!isNew ? <PreviewLinks path={basePath} /> : null}
          <Revisions revisions={revisions} basePath={basePath} />
        </aside>
      </div>
    </>
  );
}

function DoneMessage({ done, publishAt, lang }: { done: string; publishAt: string | null; lang: string }) {
  const { t, format } = useInbox();
  const messages: Record<string, string> = {
    save: t.content.saved,
    publish: t.content.published,
    schedule: format(t.content.scheduled, { when: formatWhen(publishAt, lang) }),
    unpublish: t.content.unpublished,
    close: t.content.closedMessage,
    reopen: t.content.reopened,
    restore: t.content.restored,
  };
  return messages[done] ? (
    <p className="admin-message" role="status">
      {messages[done]}
    </p>
  ) : null;
}
