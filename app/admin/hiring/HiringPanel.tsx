import { useState } from "react";
import { StaffForm } from "../forms/StaffForm.tsx";
import { APPLICATION_STATUSES, HIRING_STEPS, type ApplicationStatus, type Status } from "../../../shared/inbox.ts";
import { REPLY_FILES_MAX } from "../../../shared/forms/uploads.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { History, type HistoryItem } from "../conversations/History.tsx";
import { ReplyFields, type TemplateOption } from "../conversations/ReplyFields.tsx";
import { SaveButton } from "../conversations/SaveButton.tsx";
import { useInbox, type InboxCatalogue } from "../i18n/index.ts";

type Problem = keyof InboxCatalogue["hiring"]["problems"];

/**
 * An application's place in the seven hiring steps, the form that moves it on (with an
 * internal note and, when e-mail is set up, a message to the applicant in their
 * language, started from a template of the step chosen, with files, under the
 * conversation's one subject), and everything that happened to it, the applicant's replies
 * included.
 */
export function HiringPanel(props: {
  status: Status;
  receivedAt: string;
  applicantLanguage: Language;
  history: HistoryItem[];
  /** The templates to start from, filled in for the applicant, in their language. */
  templates: TemplateOption[];
  /** The conversation's subject, as the applicant reads it. */
  subject: string;
  mail: boolean;
  /** Where the applicant's answers go: here (a mailbox is read) or to the team's address. */
  replies: string;
  maxFileMb: number;
  problem: Problem | null;
}) {
  const { t, format } = useInbox();
  const [target, setTarget] = useState<ApplicationStatus>(
    (APPLICATION_STATUSES as readonly string[]).includes(props.status) ? (props.status as ApplicationStatus) : "review",
  );
  const [writing, setWriting] = useState(false);
  const [busy, setBusy] = useState(false);
  const step = HIRING_STEPS.indexOf(props.status as (typeof HIRING_STEPS)[number]);
  const statusName = (value: string | null) => (value ? (t.statuses[value as Status] ?? value) : "");

  return (
    <section className="admin-hiring" aria-labelledby="hiring-title">
      <h2 id="hiring-title">{t.hiring.title}</h2>
      <ol
        className="admin-steps"
        aria-label={step >= 0 ? format(t.hiring.stepOf, { n: step + 1 }) : statusName(props.status)}
      >
        {HIRING_STEPS.map((name, index) => (
          <li
            key={name}
            className={index < step ? "is-done" : index === step ? "is-current" : undefined}
            aria-current={index === step ? "step" : undefined}
          >
            <span className="admin-steps__number">{index + 1}</span>
            <span className="admin-steps__name">{t.statuses[name]}</span>
          </li>
        ))}
      </ol>

      {props.problem ? (
        <p className="admin-message admin-message--error" role="alert">
          {format(t.hiring.problems[props.problem], { count: REPLY_FILES_MAX })}
        </p>
      ) : null}

      <StaffForm intent="change" className="admin-form admin-hiring__form">
        <label className="field">
          <span className="field__label">{t.hiring.moveTo}</span>
          <select
            className="input"
            name="status"
            value={target}
            onChange={(event) => setTarget(event.target.value as ApplicationStatus)}
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t.hiring.note}</span>
          <textarea className="input" name="note" rows={3} aria-describedby="hiring-note-hint" />
          <span className="field__hint" id="hiring-note-hint">
            {t.hiring.noteHint}
          </span>
        </label>
        {props.mail ? (
          <>
            <label className="checkbox">
              <input
                type="checkbox"
                name="reply"
                checked={writing}
                onChange={(event) => setWriting(event.target.checked)}
              />
              <span>{t.hiring.writeReply}</span>
            </label>
            <fieldset className="admin-hiring__reply" disabled={!writing} hidden={!writing}>
              <legend className="visually-hidden">{t.hiring.writeReply}</legend>
              <ReplyFields
                templates={props.templates}
                step={target}
                language={props.applicantLanguage}
                hint={format(t.hiring.replyHint, {
                  language: t.common.languages[props.applicantLanguage],
                  subject: props.subject,
                })}
                replies={props.replies}
                bodyLabel={t.hiring.body}
                maxFileMb={props.maxFileMb}
                templatesHref="/admin/applications/templates"
                onBusyChange={setBusy}
              />
            </fieldset>
          </>
        ) : (
          <p className="muted">{t.hiring.replyNoMail}</p>
        )}
        <SaveButton label={t.hiring.save} busy={writing && busy} />
      </StaffForm>

      <h2>{t.hiring.history}</h2>
      <History
        items={props.history}
        receivedAt={props.receivedAt}
        receivedLabel={t.hiring.received}
        sentLabel={t.conversation.sentTo}
        movedLabel={t.hiring.moved}
      />
    </section>
  );
}
