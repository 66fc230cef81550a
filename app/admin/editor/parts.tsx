import { useRef, useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import type { ContentStatus } from "../../../shared/content.ts";
import { formatWhen } from "../fields.ts";
import { useInbox, type InboxCatalogue } from "../i18n/index.ts";
import type { MediaProblem } from "../../../shared/staff.ts";
import { SiteDataOverride, type SiteData } from "../../site/use-site.ts";

/**
 * The pieces both editors (posts, openings) are made of: the list of problems that kept a
 * save from going through, a fieldset per language, labelled fields that point at their
 * problem, the publishing buttons, and the revisions.
 */
export interface EditorIssue {
  field: string;
  lang?: Language;
  problem: keyof InboxCatalogue["content"]["problems"];
}

function fieldId(field: string, lang?: Language): string {
  return lang ? `field-${lang}-${field}` : `field-${field}`;
}

/** Problems at the top of the form, each a link to its field, in the staff member's language. */
export function EditorIssues({
  issues,
  labels,
  heading,
}: {
  issues: EditorIssue[];
  labels: Record<string, string>;
  heading: string;
}) {
  const { t, format } = useInbox();
  if (!issues.length) return null;
  return (
    <div className="admin-message admin-message--error" role="alert" tabIndex={-1}>
      <p>{heading}</p>
      <ul>
        {issues.map((issue) => {
          const field = labels[issue.field] ?? issue.field;
          const problem = t.content.problems[issue.problem];
          const text = issue.lang
            ? format(t.content.fieldProblem, { language: t.common.languages[issue.lang], field, problem })
            : format(t.content.sharedProblem, { field, problem });
          return (
            <li key={`${issue.lang ?? ""}.${issue.field}`}>
              <a href={`#${fieldId(issue.field, issue.lang)}`}>{text}</a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A labelled input, textarea or select that shows its own problem and is linked to it. */
export function EditorField({
  field,
  lang,
  label,
  hint,
  issues,
  children,
}: {
  field: string;
  lang?: Language;
  label: string;
  hint?: string;
  issues: EditorIssue[];
  children: (control: {
    id: string;
    name: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => React.ReactNode;
}) {
  const { t } = useInbox();
  const id = fieldId(field, lang);
  const problem = issues.find((issue) => issue.field === field && issue.lang === lang);
  const described = [hint ? `${id}-hint` : "", problem ? `${id}-problem` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field${problem ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        name: lang ? `${lang}.${field}` : field,
        ...(problem ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className="field__error">
          {t.content.problems[problem.problem]}
        </span>
      ) : null}
    </div>
  );
}

/** One fieldset per language, its legend the language's name. */
export function LanguageSections({ children }: { children: (lang: Language) => React.ReactNode }) {
  const { t } = useInbox();
  return (
    <div className="admin-languages">
      {LANGUAGES.map((lang) => (
        <fieldset key={lang} className="admin-fieldset" lang={lang}>
          <legend>{t.common.languages[lang]}</legend>
          {children(lang)}
        </fieldset>
      ))}
    </div>
  );
}

/** The state of an item as staff read it: scheduled items whose time came are published. */
export function displayStatus(
  state: { status: ContentStatus; publishAt: string | null; closedAt?: string | null },
  now = new Date().toISOString(),
): keyof InboxCatalogue["content"]["statuses"] {
  if (state.closedAt) return "closed";
  if (state.status === "scheduled" && state.publishAt && state.publishAt <= now) return "published";
  return state.status;
}

/**
 * The buttons that save and publish. They submit the editor's form (`form` attribute), so
 * every action saves what is on screen together with its new state.
 */
export function PublishActions({
  formId,
  state,
  scheduleValue,
  kind,
}: {
  formId: string;
  state: { status: ContentStatus; publishAt: string | null; closedAt?: string | null } | null;
  scheduleValue: string;
  kind: "post" | "opening";
}) {
  const { t, lang } = useInbox();
  const status = state ? displayStatus(state) : "draft";
  const live = status === "published" || status === "scheduled" || status === "closed";
  return (
    <div className="admin-publish">
      <p>
        {t.content.status}: <span className={`status status--${status}`}>{t.content.statuses[status]}</span>
        {state?.publishAt && live ? (
          <span className="muted">
            {" "}
            · {t.content.publishAt}: {formatWhen(state.publishAt, lang)}
          </span>
        ) : null}
      </p>
      <div className="admin-publish__buttons">
        <button
          type="submit"
          form={formId}
          name="intent"
          value="save"
          className={status === "published" || status === "closed" ? "btn btn--dark" : "btn btn--secondary"}
        >
          {live ? t.content.save : t.content.saveDraft}
        </button>
        {status === "published" || status === "closed" ? null : (
          <button type="submit" form={formId} name="intent" value="publish" className="btn btn--dark">
            {t.content.publish}
          </button>
        )}
        {state && live ? (
          <button type="submit" form={formId} name="intent" value="unpublish" className="btn btn--secondary">
            {t.content.unpublish}
          </button>
        ) : null}
        {kind === "opening" && state && live ? (
          <button
            type="submit"
            form={formId}
            name="intent"
            value={state.closedAt ? "reopen" : "close"}
            className="btn btn--secondary"
          >
            {state.closedAt ? t.content.reopen : t.content.close}
          </button>
        ) : null}
      </div>
      {status === "published" || status === "closed" ? null : (
        <div className="admin-schedule">
          <label className="field">
            <span className="field__label">{t.content.scheduleAt}</span>
            <input
              className="input"
              type="datetime-local"
              name="publishAt"
              form={formId}
              defaultValue={scheduleValue}
            />
          </label>
          <button type="submit" form={formId} name="intent" value="schedule" className="btn btn--secondary">
            {t.content.schedule}
          </button>
        </div>
      )}
    </div>
  );
}

export interface RevisionEntry {
  id: string;
  action: string;
  createdAt: string;
  createdBy: string;
}

export function Revisions({ revisions, basePath }: { revisions: RevisionEntry[]; basePath: string }) {
  const { t, lang, format } = useInbox();
  if (!revisions.length) return null;
  return (
    <section className="admin-revisions" aria-labelledby="revisions-title">
      <h2 id="revisions-title">{t.content.revisions}</h2>
      <ol className="plain-list">
        {revisions.map((revision) => (
          <li key={revision.id}>
            <span>
              {format(t.content.revisionBy, {
                action: t.content.actions[revision.action as keyof typeof t.content.actions] ?? revision.action,
                who: revision.createdBy,
              })}
            </span>
            <span className="muted"> · {formatWhen(revision.createdAt, lang)}</span>{" "}
            <Link to={`${basePath}?revision=${revision.id}`}>{t.content.viewRevision}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A revision shown read-only, with the button that brings it back. */
export function RevisionView({ revisionId, children }: { revisionId: string; children: React.ReactNode }) {
  const { t, csrf } = useInbox();
  return (
    <section className="admin-card admin-revision" aria-labelledby="revision-title">
      <h2 id="revision-title">{t.content.revisions}</h2>
      {children}
      <Form method="post">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="revision" value={revisionId} />
        <button type="submit" className="btn btn--dark btn--sm">
          {t.content.restore}
        </button>
      </Form>
    </section>
  );
}

/** Links to the preview of the saved version in each language. */
export function PreviewLinks({ path }: { path: string }) {
  const { t, format } = useInbox();
  return (
    <p className="admin-preview-links">
      {LANGUAGES.map((lang) => (
        <Link key={lang} to={`${path}/preview?lang=${lang}`} className="btn btn--secondary btn--sm">
          {format(t.content.previewIn, { language: t.common.languages[lang] })}
        </Link>
      ))}
    </p>
  );
}

/**
 * A preview page: a bar back to the editor with a link per language, then the public
 * page's own components in that language, with the site's data of that language.
 */
export function PreviewFrame(props: { editPath: string; lang: Language; site: SiteData; children: ReactNode }) {
  const { t, format } = useInbox();
  return (
    <>
      <div className="admin-preview-bar">
        <Link to={props.editPath}>← {t.content.edit}</Link>
        <p className="muted">{t.content.previewNote}</p>
        <p>
          {LANGUAGES.map((code) => (
            <Link
              key={code}
              to={`?lang=${code}`}
              aria-current={code === props.lang ? "page" : undefined}
              className="lang-chip"
            >
              {format(t.content.previewIn, { language: t.common.languages[code] })}
            </Link>
          ))}
        </p>
      </div>
      <div className="admin-preview" lang={props.lang}>
        <SiteDataOverride value={props.site}>{props.children}</SiteDataOverride>
      </div>
    </>
  );
}

/**
 * The cover of a post: the current image, and an upload that stores the new one at once
 * (every size and format) and sets the form's hidden `cover` field to it.
 */
export function CoverField({ value, issues }: { value: string; issues: EditorIssue[] }) {
  const { t, csrf, format } = useInbox();
  const [cover, setCover] = useState(value);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = cover.startsWith("media:") ? `/media/${cover.slice(6)}/600.webp` : cover;

  const upload = (file: File) => {
    setFailure(null);
    setProgress(0);
    const request = new XMLHttpRequest();
    request.open("POST", "/admin/media");
    request.setRequestHeader("x-csrf-token", csrf);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      setProgress(null);
      const answer = request.response as { cover?: string; error?: MediaProblem } | null;
      if (request.status === 200 && answer?.cover) setCover(answer.cover);
      else setFailure(t.content.coverProblems[answer?.error ?? "unsupported"]);
      if (input.current) input.current.value = "";
    };
    request.onerror = () => {
      setProgress(null);
      setFailure(t.content.coverProblems.network);
    };
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  };

  return (
    <EditorField field="cover" label={t.content.cover} hint={t.content.coverHint} issues={issues}>
      {(control) => (
        <div className="admin-cover">
          <input type="hidden" name={control.name} value={cover} />
          {cover ? (
            <img src={preview} alt={t.content.coverCurrent} width={300} height={158} className="admin-cover__image" />
          ) : null}
          <input
            ref={input}
            id={control.id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/avif"
            aria-invalid={control["aria-invalid"]}
            aria-describedby={control["aria-describedby"]}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload(file);
            }}
          />
          {progress !== null ? <p role="status">{format(t.content.coverUploading, { percent: progress })}</p> : null}
          {failure ? (
            <p className="field__error" role="alert">
              {failure}
            </p>
          ) : null}
        </div>
      )}
    </EditorField>
  );
}
