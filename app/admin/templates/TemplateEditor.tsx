import { useRef, useState } from "react";
import { APPLICATION_STATUSES, type EntryList } from "../../../shared/inbox.ts";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import {
  fillPlaceholders,
  LIST_PLACEHOLDERS,
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  unknownPlaceholders,
  type PlaceholderValues,
  type TemplateIssue,
  type TemplateStep,
  type TemplateTexts,
} from "../../../shared/reply-templates.ts";
import { FileAttacher } from "../files/FileAttacher.tsx";
import type { AttachedFile } from "../files/upload.ts";
import { StaffForm } from "../forms/StaffForm.tsx";
import { useInbox } from "../i18n/index.ts";

/** The words of one placeholder list, joined for a sentence: "{name}, {company}". */
const braced = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

/**
 * A reply template's form: for applications the step it is offered at, then its name and
 * message one language at a time (tabs say which are written), the placeholders to insert
 * at the cursor, a preview filled with sample values as it is typed, and the files sent with
 * every message started from it. A placeholder the list cannot fill is named at once; the
 * server checks everything again.
 */
export function TemplateEditor(props: {
  list: EntryList;
  step: TemplateStep;
  texts: TemplateTexts;
  files: readonly AttachedFile[];
  /** The revision the form edits; a save over a newer one is refused. */
  revision: number | null;
  samples: Record<Language, PlaceholderValues>;
  maxFileMb: number;
  issues: readonly TemplateIssue[];
}) {
  const { t, lang: staffLang, format } = useInbox();
  const words = t.templates;
  const placeholders = LIST_PLACEHOLDERS[props.list];
  const [bodies, setBodies] = useState<Record<Language, string>>(
    () =>
      Object.fromEntries(LANGUAGES.map((code) => [code, props.texts[code]?.body ?? ""])) as Record<Language, string>,
  );
  const firstIssue = props.issues.find((issue) => issue.problem === "unknownPlaceholders");
  const [active, setActive] = useState<Language>(firstIssue && "lang" in firstIssue ? firstIssue.lang : staffLang);
  const [busy, setBusy] = useState(false);
  const areas = useRef<Partial<Record<Language, HTMLTextAreaElement | null>>>({});

  const insert = (code: Language, placeholder: string) => {
    const area = areas.current[code];
    const token = `{${placeholder}}`;
    const text = bodies[code];
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    setBodies((current) => ({ ...current, [code]: text.slice(0, start) + token + text.slice(end) }));
    // The cursor stays after what was inserted, in the text being written.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <StaffForm intent="save" className="admin-form template-form" noValidate>
      {props.revision !== null ? <input type="hidden" name="revision" value={props.revision} /> : null}
      {props.list === "applications" ? (
        <label className="field">
          <span className="field__label">{words.step}</span>
          <select className="input" name="step" defaultValue={props.step ?? ""} aria-describedby="template-step-hint">
            <option value="">{words.anyStep}</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
          <span className="field__hint" id="template-step-hint">
            {words.stepHint}
          </span>
        </label>
      ) : null}
      <div className="entry-tabs" role="tablist" aria-label={words.languages}>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            id={`template-tab-${code}`}
            aria-selected={code === active}
            aria-controls={`template-panel-${code}`}
            className="entry-tabs__tab"
            onClick={() => setActive(code)}
          >
            <span>{t.common.languages[code]}</span>
            <span className={`entry-tabs__mark${bodies[code].trim() ? " entry-tabs__mark--done" : ""}`}>
              {bodies[code].trim() ? words.writtenMark : words.missingMark}
            </span>
          </button>
        ))}
      </div>
      {LANGUAGES.map((code) => {
        const unknown = unknownPlaceholders(bodies[code], props.list);
        const preview = fillPlaceholders(bodies[code], props.samples[code]).trim();
        return (
          <div
            key={code}
            id={`template-panel-${code}`}
            role="tabpanel"
            aria-labelledby={`template-tab-${code}`}
            className="entry-tabs__panel"
            hidden={code !== active}
          >
            <div className="template-panel__write">
              <label className="field">
                <span className="field__label">{words.name}</span>
                <input
                  className="input"
                  name={`texts.${code}.name`}
                  defaultValue={props.texts[code]?.name ?? ""}
                  maxLength={TEMPLATE_NAME_MAX}
                  lang={code}
                  aria-describedby={`template-name-hint-${code}`}
                />
                <span className="field__hint" id={`template-name-hint-${code}`}>
                  {words.nameHint}
                </span>
              </label>
              <label className="field">
                <span className="field__label">{words.body}</span>
                <textarea
                  ref={(element) => {
                    areas.current[code] = element;
                  }}
                  className="input"
                  name={`texts.${code}.body`}
                  rows={12}
                  lang={code}
                  maxLength={TEMPLATE_BODY_MAX}
                  value={bodies[code]}
                  onChange={(event) => {
                    const text = event.target.value;
                    setBodies((current) => ({ ...current, [code]: text }));
                  }}
                  aria-invalid={unknown.length > 0}
                  aria-describedby={`template-body-hint-${code}${unknown.length ? ` template-body-error-${code}` : ""}`}
                />
                <span className="field__hint" id={`template-body-hint-${code}`}>
                  {format(words.bodyHint, { language: t.common.languages[code] })}
                </span>
                {unknown.length ? (
                  <span className="field__error" id={`template-body-error-${code}`} role="alert">
                    {format(words.problems.unknownPlaceholders, {
                      language: t.common.languages[code],
                      names: braced(unknown),
                      allowed: braced(placeholders),
                    })}
                  </span>
                ) : null}
              </label>
              <div className="template-placeholders">
                <p className="field__label">{words.placeholders}</p>
                <ul className="plain-list template-placeholders__list">
                  {placeholders.map((placeholder) => (
                    <li key={placeholder}>
                      <button
                        type="button"
                        className="lang-chip"
                        aria-label={format(words.insert, {
                          placeholder: `{${placeholder}}`,
                          meaning: words.meanings[placeholder],
                        })}
                        onClick={() => insert(code, placeholder)}
                      >
                        {`{${placeholder}}`}
                      </button>{" "}
                      <span className="muted">{words.meanings[placeholder]}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <section className="template-preview" aria-labelledby={`template-preview-${code}`}>
              <h3 id={`template-preview-${code}`}>{words.preview}</h3>
              {preview ? (
                <p className="template-preview__text" lang={code}>
                  {preview}
                </p>
              ) : (
                <p className="muted">{words.previewEmpty}</p>
              )}
            </section>
          </div>
        );
      })}
      <FileAttacher
        name="files"
        label={words.filesTitle}
        description={words.filesHint}
        initial={props.files}
        maxFileMb={props.maxFileMb}
        onBusyChange={setBusy}
      />
      <div className="save-button">
        <button type="submit" className="btn btn--dark" disabled={busy}>
          {words.save}
        </button>
        {busy ? (
          <span className="field__hint" role="status">
            {t.files.busy}
          </span>
        ) : null}
      </div>
    </StaffForm>
  );
}
