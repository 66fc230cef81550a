import { useState } from "react";
import { Link } from "react-router";
import type { Language } from "../../../shared/i18n/languages.ts";
import type { Status } from "../../../shared/inbox.ts";
import { FileAttacher } from "../files/FileAttacher.tsx";
import type { AttachedFile } from "../files/upload.ts";
import { useInbox } from "../i18n/index.ts";

/** A reply template as a conversation offers it: filled in for its sender, in their language. */
export interface TemplateOption {
  id: string;
  /** Applications: the hiring step it is for; null for any step (and for quote requests). */
  step: string | null;
  /** Its name, as the member of staff reads the inbox. */
  label: string;
  body: string;
  files: AttachedFile[];
}

/** The template a form starts from: the step's first (applications), else the first there is; "" for none. */
function defaultTemplate(templates: readonly TemplateOption[], step: string | undefined): string {
  if (step === undefined) return templates[0]?.id ?? "";
  return templates.find((template) => template.step === step)?.id ?? "";
}

/**
 * The message to a sender inside a conversation's form: which template it starts from (for
 * an application, the templates of the step it moves to come first, then those for any step),
 * the text to edit, and its files. Choosing a template puts its text and files in; moving an
 * application to another step does so too until the text is edited.
 */
export function ReplyFields(props: {
  templates: readonly TemplateOption[];
  /** Applications: the step the form moves the application to. */
  step?: string;
  language: Language;
  /** What language and subject the message goes in. */
  hint: string;
  /** Where the sender's answer arrives. */
  replies: string;
  bodyLabel: string;
  maxFileMb: number;
  /** The list's templates, for a member who may edit them. */
  templatesHref: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useInbox();
  const c = t.conversation;
  const [chosen, setChosen] = useState(() => defaultTemplate(props.templates, props.step));
  const find = (id: string) => props.templates.find((template) => template.id === id);
  const [draft, setDraft] = useState(() => find(chosen)?.body ?? "");
  const [edited, setEdited] = useState(false);
  const [step, setStep] = useState(props.step);
  if (props.step !== step) {
    setStep(props.step);
    if (!edited) {
      const next = defaultTemplate(props.templates, props.step);
      setChosen(next);
      setDraft(find(next)?.body ?? "");
    }
  }
  const choose = (id: string) => {
    setChosen(id);
    setDraft(find(id)?.body ?? "");
    setEdited(false);
  };
  const template = find(chosen);

  return (
    <>
      <p className="field__hint">{props.hint}</p>
      <div className="field">
        <div className="reply-fields__start">
          <label className="field__label" htmlFor="reply-template">
            {c.startFrom}
          </label>
          <Link className="reply-fields__edit" to={props.templatesHref}>
            {c.editTemplates}
          </Link>
        </div>
        <select
          id="reply-template"
          className="input"
          name="template"
          value={chosen}
          onChange={(event) => choose(event.target.value)}
        >
          {props.step === undefined ? (
            props.templates.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))
          ) : (
            <StepGroups templates={props.templates} step={props.step} />
          )}
          <option value="">{c.blank}</option>
        </select>
      </div>
      <label className="field">
        <span className="field__label">{props.bodyLabel}</span>
        <textarea
          className="input"
          name="body"
          rows={9}
          lang={props.language}
          value={draft}
          onChange={(event) => {
            setEdited(true);
            setDraft(event.target.value);
          }}
        />
      </label>
      <FileAttacher
        name="files"
        template={{ key: chosen, name: "templateFiles", files: template?.files ?? [] }}
        maxFileMb={props.maxFileMb}
        onBusyChange={props.onBusyChange}
      />
      <p className="field__hint">{props.replies}</p>
    </>
  );
}

/** An application's templates by step: the chosen step's, any step's, then every other step's. */
function StepGroups({ templates, step }: { templates: readonly TemplateOption[]; step: string }) {
  const { t } = useInbox();
  const steps = [step, null, ...new Set(templates.map((template) => template.step))].filter(
    (value, index, all) => all.indexOf(value) === index,
  );
  return steps.map((value) => {
    const group = templates.filter((template) => template.step === value);
    if (group.length === 0) return null;
    return (
      <optgroup
        key={value ?? "any"}
        label={value === null ? t.conversation.anyStep : (t.statuses[value as Status] ?? value)}
      >
        {group.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </optgroup>
    );
  });
}
