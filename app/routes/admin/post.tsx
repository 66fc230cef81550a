import { data, Form, Link, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/post";
import { readForm } from "../../routing/read-form.server.ts";
import { editedItem, postEditor, submitEditor } from "../../admin/editor.server.ts";
import type { PostInput } from "../../admin/inbox.server.ts";
import { tashkentLocal } from "../../admin/tashkent-time.ts";
import { requireStaff, verifyCsrf } from "../../admin/session.server.ts";
import {
  CoverField,
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
import { BLOG_CATEGORIES, type ContentStatus } from "../../../shared/content.ts";
import { isLanguage, LANGUAGES } from "../../../shared/i18n/languages.ts";
import { catalogues } from "../../i18n/catalogues/index.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { params, url } = args;
  const { services, session } = await requireStaff(args, "posts");
  const staffLanguage = isLanguage(session.staff.language) ? session.staff.language : "en";
  const categories = BLOG_CATEGORIES.map((key) => ({ key, label: catalogues[staffLanguage].blog.categories[key] }));
  const item = await editedItem(services.database, postEditor, params.id, url.searchParams.get("revision"));
  if (!item) throw data(null, { status: 404 });
  return { ...item, categories };
}

export async function action(args: Route.ActionArgs) {
  const { services, session } = await requireStaff(args, "posts");
  const form = await readForm(args.request);
  verifyCsrf(args.request, form, session);
  return submitEditor(services.database, postEditor, session.staff, args.params.id, form);
}

export default function InboxPost({ loaderData }: Route.ComponentProps) {
  const { state, revisions, revision, categories } = loaderData;
  const failure = useActionData<typeof action>();
  const input = failure?.input ?? loaderData.input;
  const issues = failure?.issues ?? [];
  const { t, lang, csrf } = useInbox();
  const [params] = useSearchParams();
  const done = params.get("done");
  const isNew = !state;
  const basePath = `/admin/posts/${loaderData.input.id}`;
  const labels: Record<string, string> = {
    id: t.content.id,
    category: t.content.category,
    date: t.content.date,
    cover: t.content.cover,
    title: t.content.title,
    summary: t.content.summary,
    author: t.content.author,
    authorRole: t.content.authorRole,
    coverAlt: t.content.coverAlt,
    body: t.content.body,
    publishAt: t.content.scheduleAt,
    revision: t.content.revisions,
  };
  const publishing = failure?.failed === "publish" || failure?.failed === "schedule";
  return (
    <>
      <p>
        <Link to="/admin/posts">← {t.content.posts}</Link>
      </p>
      <div className="admin__heading">
        <h1>{isNew ? t.content.newPost : input.texts.en.title || input.id}</h1>
        {!isNew && state && (state.status === "published" || state.status === "scheduled") ? (
          <a className="btn btn--secondary btn--sm" href={`/blog/post/${input.id}`} target="_blank" rel="noopener">
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
          <RevisionSummary input={revision.input} />
        </RevisionView>
      ) : null}
      <div className="admin-editor">
        <Form method="post" id="post-editor" className="admin-form" noValidate>
          <input type="hidden" name="csrf" value={csrf} />
          <fieldset className="admin-fieldset">
            <legend>{t.content.shared}</legend>
            <EditorField field="id" label={t.content.id} hint={t.content.idHint} issues={issues}>
              {(control) => (
                <input {...control} className="input" type="text" defaultValue={input.id} required autoComplete="off" />
              )}
            </EditorField>
            <EditorField field="category" label={t.content.category} issues={issues}>
              {(control) => (
                <select {...control} className="input" defaultValue={input.category}>
                  <option value="">{t.content.choose}</option>
                  {categories.map((category) => (
                    <option key={category.key} value={category.key}>
                      {category.label}
                    </option>
                  ))}
                </select>
              )}
            </EditorField>
            <EditorField field="date" label={t.content.date} issues={issues}>
              {(control) => <input {...control} className="input" type="date" defaultValue={input.date} />}
            </EditorField>
            <CoverField value={input.cover} issues={issues} />
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
                <EditorField field="author" lang={code} label={t.content.author} issues={issues}>
                  {(control) => (
                    <input {...control} className="input" type="text" defaultValue={input.texts[code].author} />
                  )}
                </EditorField>
                <EditorField field="authorRole" lang={code} label={t.content.authorRole} issues={issues}>
                  {(control) => (
                    <input {...control} className="input" type="text" defaultValue={input.texts[code].authorRole} />
                  )}
                </EditorField>
                <EditorField field="coverAlt" lang={code} label={t.content.coverAlt} issues={issues}>
                  {(control) => (
                    <input {...control} className="input" type="text" defaultValue={input.texts[code].coverAlt} />
                  )}
                </EditorField>
                <EditorField field="body" lang={code} label={t.content.body} hint={t.content.bodyHint} issues={issues}>
                  {(control) => (
                    <textarea
                      {...control}
                      className="input input--code"
                      rows={16}
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
            formId="post-editor"
            state={state as { status: ContentStatus; publishAt: string | null } | null}
            scheduleValue={tashkentLocal(state?.status === "scheduled" ? (state.publishAt ?? null) : null)}
            kind="post"
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
    restore: t.content.restored,
  };
  return messages[done] ? (
    <p className="admin-message" role="status">
      {messages[done]}
    </p>
  ) : null;
}

function RevisionSummary({ input }: { input: PostInput }) {
  const { t } = useInbox();
  return (
    <dl className="admin-fields">
      {LANGUAGES.map((code) => (
        <div key={code}>
          <dt>{t.common.languages[code]}</dt>
          <dd>
            <strong>{input.texts[code].title || t.common.none}</strong>
            <div className="muted">{input.texts[code].summary}</div>
            <pre className="admin-revision__body">{input.texts[code].body}</pre>
          </dd>
        </div>
      ))}
    </dl>
  );
}
