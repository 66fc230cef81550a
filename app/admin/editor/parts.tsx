import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import type { ContentStatus } from "../../../shared/content.ts";
import { formatWhen } from "../fields.ts";
import { controlId, savedBy } from "./labels.ts";
import { DateParts } from "../forms/DateParts.tsx";
import { IntentButton } from "../forms/StaffForm.tsx";
import { useInbox, type InboxCatalogue } from "../i18n/index.ts";
import { SiteDataOverride, type SiteData } from "../../site/use-site.ts";

/**
 * The pieces every entry editor is made of: the list of problems that kept a save from
 * going through, the save bar with the publishing buttons, the revisions, deletion and
 * the preview's frame.
 */
export interface EditorIssue {
  field: string;
  lang?: Language;
  problem: keyof InboxCatalogue["content"]["problems"];
}

/** Asks the entry form to show a field (its language's tab) and move the focus to it. */
function revealField(id: string): void {
  document.dispatchEvent(new CustomEvent(REVEAL_FIELD, { detail: id }));
}
export const REVEAL_FIELD = "entry-editor:reveal";

/** Problems at the top of the form, each a link to its field, in the staff member's language. */
export function EditorIssues({
  issues,
  labelOf,
  heading,
}: {
  issues: readonly EditorIssue[];
  labelOf: (field: string) => string;
  heading: string;
}) {
  const { t, format } = useInbox();
  if (!issues.length) return null;
  return (
    <div className="admin-message admin-message--error" role="alert" tabIndex={-1}>
      <p>{heading}</p>
      <ul>
        {issues.map((issue) => {
          const field = labelOf(issue.field);
          const problem = t.content.problems[issue.problem];
          const text = issue.lang
            ? format(t.content.fieldProblem, { language: t.common.languages[issue.lang], field, problem })
            : format(t.content.sharedProblem, { field, problem });
          return (
            <li key={`${issue.lang ?? ""}.${issue.field}`}>
              <a
                href={`#${controlId(issue.lang ? `${issue.field}.${issue.lang}` : issue.field)}`}
                onClick={(event) => {
                  // No change of address: that would be a navigation, and take what was typed with it.
                  event.preventDefault();
                  revealField(event.currentTarget.hash.slice(1));
                }}
              >
                {text}
              </a>
            </li>
          );
        })}
      </ul>
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
 * The bar that saves and publishes, kept on screen at the foot of the form. Its buttons
 * submit the editor's form, so every action saves what is on screen with its new state.
 */
export function SaveBar({
  state,
  closable,
  single = false,
  scheduleDate,
  scheduleTime,
  problem,
}: {
  state: { status: ContentStatus; publishAt: string | null; closedAt?: string | null } | null;
  closable: boolean;
  /** A page's single entry: always on the site, it is saved, never withdrawn. */
  single?: boolean;
  scheduleDate: string;
  scheduleTime: string;
  problem?: string;
}) {
  const { t, lang } = useInbox();
  const status = state ? displayStatus(state) : "draft";
  const live = status === "published" || status === "scheduled" || status === "closed";
  const [scheduling, setScheduling] = useState(Boolean(problem) || status === "scheduled");
  return (
    <div className="save-bar">
      <p className="save-bar__status">
        {t.content.status}: <span className={`status status--${status}`}>{t.content.statuses[status]}</span>
        {state?.publishAt && live ? (
          <span className="muted">
            {" "}
            · {t.content.publishAt}: {formatWhen(state.publishAt, lang)}
          </span>
        ) : null}
      </p>
      <div className="save-bar__buttons">
        <IntentButton
          intent="save"
          className={status === "published" || status === "closed" ? "btn btn--dark" : "btn btn--secondary"}
        >
          {live ? t.content.save : t.content.saveDraft}
        </IntentButton>
        {status === "published" || status === "closed" ? null : (
          <IntentButton intent="publish" className="btn btn--dark">
            {t.content.publish}
          </IntentButton>
        )}
        {status === "published" || status === "closed" ? null : (
          <button
            type="button"
            className="btn btn--secondary"
            aria-expanded={scheduling}
            aria-controls="schedule-controls"
            onClick={() => setScheduling(!scheduling)}
          >
            {t.content.schedule}…
          </button>
        )}
        {state && live && !single ? (
          <IntentButton intent="unpublish" className="btn btn--secondary">
            {t.content.unpublish}
          </IntentButton>
        ) : null}
        {closable && state && live ? (
          <IntentButton intent={state.closedAt ? "reopen" : "close"} className="btn btn--secondary">
            {state.closedAt ? t.content.reopen : t.content.close}
          </IntentButton>
        ) : null}
      </div>
      {scheduling && status !== "published" && status !== "closed" ? (
        <div className="save-bar__schedule" id="schedule-controls">
          <DateParts legend={t.content.scheduleAt} name="publishDate" value={scheduleDate} problem={problem} />
          <label className="field">
            <span className="field__label">{t.content.time}</span>
            <input
              className="input input--short"
              name="publishTime"
              inputMode="numeric"
              placeholder="09:00"
              pattern="[0-2][0-9]:[0-5][0-9]"
              defaultValue={scheduleTime}
            />
          </label>
          <IntentButton intent="schedule" className="btn btn--dark">
            {t.content.schedule}
          </IntentButton>
        </div>
      ) : null}
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
                who: savedBy(revision.createdBy, t),
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
