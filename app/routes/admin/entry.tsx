import { useState } from "react";
import { data, Link, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/entry";
import { editedEntry, editorIntents, entryList, kindOfPath, titleOf } from "../../admin/editor.server.ts";
import { staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { entryPath } from "../../admin/editor/paths.ts";
import { tashkentLocal } from "../../admin/tashkent-time.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { EditorIssues, PreviewLinks, Revisions, SaveBar } from "../../admin/editor/parts.tsx";
import { RevisionComparison } from "../../admin/editor/RevisionComparison.tsx";
import { EditConflict } from "../../admin/editor/EditConflict.tsx";
import { EntryForm } from "../../admin/editor/EntryForm.tsx";
import { fieldLabel } from "../../admin/editor/labels.ts";
import type { EditorIssue } from "../../admin/editor/parts.tsx";
import { useInbox } from "../../admin/i18n/index.ts";
import { formatWhen } from "../../admin/fields.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import type { Kind } from "../../../shared/content-model/kind.ts";
import { kindNamed } from "../../../content/model/index.ts";

/** The editor of one entry of any kind (/admin/<kind>/<id>, /admin/<kind>/new). */
export async function loader(args: Route.LoaderArgs) {
  const { params, url } = args;
  const kind = kindOfPath(url.pathname);
  const { services, session } = await requireStaff(args, kind.area);
  const lang = isLanguage(session.staff.language) ? session.staff.language : "en";
  const asked = { revision: url.searchParams.get("revision"), against: url.searchParams.get("against") };
  const entry = await editedEntry(services.database, kind, params.id ?? "", asked, lang);
  if (!entry) throw data(null, { status: 404 });
  const siblings = kind.address
    ? (await entryList(services.database, kind, lang))
        .filter((other) => other.id !== entry.id)
        .map(({ id, title }) => ({ id, title }))
    : [];
  return { kind: kind.name, ...entry, title: titleOf(kind, entry.doc, lang), siblings };
}

export function action(args: Route.ActionArgs) {
  const kind = kindOfPath(args.url.pathname);
  return staffAction(args, kind.area, editorIntents(kind, args.params.id ?? ""));
}

export default function InboxEntry({ loaderData }: Route.ComponentProps) {
  const kind = kindNamed(loaderData.kind)!;
  const { state, revisions, revision, relations, files, siblings } = loaderData;
  const answer = useActionData<typeof action>();
  // The editor's fields are all text to its intents' schemas: what is wrong is the kind's issues.
  const failure = answer && "issues" in answer ? answer : undefined;
  const shown = failure?.entry ?? { id: loaderData.id, doc: loaderData.doc };
  // The version saves are checked against: the one the form was opened from, or, once two
  // versions are merged, the newer one; never moved forward behind the staff member's back.
  const version = failure?.base ?? loaderData.version;
  const conflict = failure?.conflict ?? null;
  const issues = (failure?.issues ?? []) as EditorIssue[];
  const { t, lang } = useInbox();
  const [params] = useSearchParams();
  const done = params.get("done");
  const isNew = !state;
  const base = `/admin/${kind.inboxPath}`;
  const path = entryPath(kind, loaderData.id);
  // A page's single entry goes back to its area's list of pages, where it has one.
  const back = kind.singleton
    ? kind.inboxPath.startsWith(`${kind.area}/`)
      ? { to: `/admin/${kind.area}`, label: t.nav[kind.area] }
      : null
    : { to: base, label: kind.label.plural[lang] };
  const live = state && (state.status === "published" || state.status === "scheduled");
  const labelOf = (field: string) =>
    field === "id"
      ? t.content.address
      : field === "publishAt"
        ? t.content.scheduleAt
        : (fieldLabel(kind.fields, field, lang) ?? field);
  const failed = failure?.failed;
  const heading =
    failed === "delete"
      ? t.content.notDeleted
      : failed === "publish" || failed === "schedule"
        ? t.content.notPublished
        : t.content.notSaved;
  const scheduleProblem = issues.find((issue) => issue.field === "publishAt");
  const scheduled = tashkentLocal(state?.status === "scheduled" ? state.publishAt : null);
  return (
    <>
      {back ? (
        <p>
          <Link to={back.to}>← {back.label}</Link>
        </p>
      ) : null}
      <div className="admin__heading">
        <h1>
          {isNew
            ? kind.label.new[lang]
            : kind.singleton
              ? kind.label.singular[lang]
              : loaderData.title || loaderData.id}
        </h1>
        {live && kind.address ? (
          <a
            className="btn btn--secondary btn--sm"
            href={kind.address.replace(":id", loaderData.id)}
            target="_blank"
            rel="noopener"
          >
            {t.content.view}
          </a>
        ) : null}
      </div>
      {done ? <DoneMessage done={done} publishAt={state?.publishAt ?? null} /> : null}
      {failure?.merged ? (
        <p className="admin-message" role="status">
          {t.content.conflict.merged}
        </p>
      ) : null}
      {conflict ? (
        <EditConflict conflict={conflict} action={failed ?? "save"} formId="entry-editor" reloadTo={path} />
      ) : null}
      <EditorIssues issues={issues} labelOf={labelOf} heading={heading} />
      {revision ? <RevisionComparison comparison={revision} revisions={revisions} /> : null}
      <div className="admin-editor">
        <EntryForm
          // A failed save shows what was entered; a new load shows what is stored, and every
          // new revision (a restore included) starts the form again from it.
          key={
            failure
              ? `failed-${JSON.stringify(failure.issues)}-${conflict?.theirs ?? ""}-${failure.merged ? version : ""}`
              : `${loaderData.id}-${state?.status ?? "new"}-${revisions[0]?.id ?? ""}`
          }
          kind={kind}
          formId="entry-editor"
          id={shown.id}
          doc={shown.doc}
          scope={{ issues, relations, files }}
        >
          <input type="hidden" name="base" value={version ?? ""} />
          <SaveBar
            state={state}
            closable={Boolean(kind.closable)}
            single={Boolean(kind.singleton)}
            scheduleDate={scheduled.slice(0, 10)}
            scheduleTime={scheduled.slice(11, 16)}
            problem={scheduleProblem ? t.content.problems[scheduleProblem.problem] : undefined}
          />
        </EntryForm>
        <aside className="admin-side">
          {isNew ? null : <PreviewLinks path={path} />}
          <Revisions revisions={revisions} basePath={path} />
          {!isNew && !kind.singleton ? (
            <DeleteEntry kind={kind} title={loaderData.title || loaderData.id} siblings={siblings} />
          ) : null}
        </aside>
      </div>
    </>
  );
}

function DoneMessage({ done, publishAt }: { done: string; publishAt: string | null }) {
  const { t, lang, format } = useInbox();
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

/** Deleting asks first, and offers to send the entry's address to another entry. */
function DeleteEntry({
  kind,
  title,
  siblings,
}: {
  kind: Kind;
  title: string;
  siblings: { id: string; title: string }[];
}) {
  const { t, format } = useInbox();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <p>
        <button type="button" className="btn btn--secondary btn--sm btn--danger" onClick={() => setAsking(true)}>
          {t.content.delete.button}
        </button>
      </p>
    );
  }
  return (
    <StaffForm intent="delete" className="admin-card delete-entry" aria-labelledby="delete-title">
      <h2 id="delete-title">{format(t.content.delete.title, { title })}</h2>
      <p>{t.content.delete.text}</p>
      {kind.address ? (
        <label className="field">
          <span className="field__label">{t.content.delete.redirect}</span>
          <select name="redirectTo" className="input" defaultValue="">
            <option value="">{t.content.delete.gone}</option>
            {siblings.map((sibling) => (
              <option key={sibling.id} value={sibling.id}>
                {sibling.title}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="admin-dialog__buttons">
        <button type="submit" className="btn btn--dark btn--danger">
          {t.content.delete.confirm}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setAsking(false)}>
          {t.content.delete.cancel}
        </button>
      </div>
    </StaffForm>
  );
}
