import { useState } from "react";
import { StaffForm } from "../forms/StaffForm.tsx";
import { LIST_STATUSES, type Status } from "../../../shared/inbox.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { useInbox } from "../i18n/index.ts";
import { History, type HistoryItem } from "./History.tsx";
import { ReplyFields, type TemplateOption } from "./ReplyFields.tsx";
import { SaveButton } from "./SaveButton.tsx";
import { REPLY_FILES_MAX } from "../../../shared/forms/uploads.ts";
import type { InboxCatalogue } from "../i18n/index.ts";

type Problem = keyof InboxCatalogue["conversation"]["problems"];

/**
 * A quote request's conversation: its status, internal notes and, when e-mail is set up,
 * a message to the sender in their language, started from a template and edited before
 * sending, with files; below, everything that happened, the sender's replies included.
 */
export function RequestPanel(props: {
  status: Status;
  receivedAt: string;
  senderLanguage: Language;
  history: HistoryItem[];
  /** The templates to start from, filled in for the sender, in their language. */
  templates: TemplateOption[];
  subject: string;
  mail: boolean;
  replies: string;
  maxFileMb: number;
  problem: Problem | null;
}) {
  const { t, format } = useInbox();
  const c = t.conversation;
  const [writing, setWriting] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <section className="admin-hiring admin-conversation" aria-labelledby="conversation-title">
      <h2 id="conversation-title">{c.title}</h2>
      {props.problem ? (
        <p className="admin-message admin-message--error" role="alert">
          {format(c.problems[props.problem], { count: REPLY_FILES_MAX })}
        </p>
      ) : null}
      <StaffForm intent="change" className="admin-form admin-hiring__form">
        <label className="field">
          <span className="field__label">{c.status}</span>
          <select className="input" name="status" defaultValue={props.status}>
            {LIST_STATUSES.requests.map((option) => (
              <option key={option} value={option}>
                {t.statuses[option]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{c.note}</span>
          <textarea className="input" name="note" rows={3} aria-describedby="conversation-note-hint" />
          <span className="field__hint" id="conversation-note-hint">
            {c.noteHint}
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
              <span>{c.write}</span>
            </label>
            <fieldset className="admin-hiring__reply" disabled={!writing} hidden={!writing}>
              <legend className="visually-hidden">{c.write}</legend>
              <ReplyFields
                templates={props.templates}
                language={props.senderLanguage}
                hint={format(c.writeHint, {
                  language: t.common.languages[props.senderLanguage],
                  subject: props.subject,
                })}
                replies={props.replies}
                bodyLabel={c.message}
                maxFileMb={props.maxFileMb}
                templatesHref="/admin/requests/templates"
                onBusyChange={setBusy}
              />
            </fieldset>
          </>
        ) : (
          <p className="muted">{c.noMail}</p>
        )}
        <SaveButton label={c.save} busy={writing && busy} />
      </StaffForm>
      <h2>{c.history}</h2>
      <History
        items={props.history}
        receivedAt={props.receivedAt}
        receivedLabel={c.received}
        sentLabel={c.sent}
        movedLabel={c.moved}
      />
    </section>
  );
}
