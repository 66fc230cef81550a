import { createContext, useContext, useId, useRef, useState, type ReactNode } from "react";
import { emptyValue } from "../../../shared/content-model/document.ts";
import type {
  ChoiceField,
  DateField,
  Field,
  GroupField,
  ImageField,
  ListField,
  RelationField,
} from "../../../shared/content-model/fields.ts";
import type { Issue } from "../../../shared/content-model/validation.ts";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import type { MediaProblem } from "../../../shared/staff.ts";
import { fill, useInbox } from "../i18n/index.ts";
import { controlId, controlName } from "./labels.ts";

/**
 * The inbox form's controls, one per field type of the content model. Each control is
 * named by its value's path (labels.ts), so the form reads back into a document by the
 * kind's declaration alone (shared/content-model/document.ts). A value held per language
 * has a control per language, marked `data-lang`; the form shows the chosen language's.
 */
export interface EditorScope {
  issues: readonly Issue[];
  /** The entries each relation may point at, by kind. */
  relations: Readonly<Record<string, { id: string; title: string }[]>>;
  /** The documents the entry's file fields name, by reference: their names and addresses. */
  files?: Readonly<Record<string, { name: string; href: string }>>;
}

export const EditorScopeContext = createContext<EditorScope>({ issues: [], relations: {} });

interface Place {
  /** The declaration's path: "figures.2.label". */
  path: string;
  /** The form control's name: "figures.2.label.ru". */
  name: string;
  /** The language of the value, inside a field held per language. */
  lang?: Language;
}

/** A field wherever it stands: per language, one control per language; else one control. */
export function FieldView({ field, place, value }: { field: Field; place: Place; value: unknown }) {
  if (field.localized && !place.lang) {
    const values = (value ?? {}) as Record<Language, unknown>;
    const plain = { ...field, localized: false } as Field;
    return (
      <div className="entry-field entry-field--localized">
        {LANGUAGES.map((lang) => (
          <div key={lang} data-lang={lang}>
            <Widget
              field={plain}
              place={{ path: place.path, name: controlName(place.name, lang), lang }}
              value={values[lang]}
            />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="entry-field" data-shared={place.lang ? undefined : ""}>
      <Widget field={field} place={place} value={value} />
    </div>
  );
}

function useProblem(place: Place): Issue | undefined {
  const { issues } = useContext(EditorScopeContext);
  return issues.find((issue) => issue.field === place.path && issue.lang === place.lang);
}

/** A label, the control, its help and its problem, tied together for screen readers. */
function Frame({
  field,
  place,
  children,
}: {
  field: Field;
  place: Place;
  children: (control: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const { t, lang: staffLang } = useInbox();
  const problem = useProblem(place);
  const id = controlId(place.name);
  const help = field.help?.[staffLang];
  const described = [help ? `${id}-help` : "", problem ? `${id}-problem` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field${problem ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {field.label[staffLang]}
        <LanguageTag lang={place.lang} />
      </label>
      {children({
        id,
        name: place.name,
        ...(problem ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {help ? (
        <span id={`${id}-help`} className="field__hint">
          {help}
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

/** Which language a control holds, or that it is shared by all. */
function LanguageTag({ lang }: { lang?: Language }) {
  const { t } = useInbox();
  return lang ? (
    <span className="lang-tag" title={t.common.languages[lang]}>
      {lang.toUpperCase()}
      <span className="visually-hidden"> ({t.common.languages[lang]})</span>
    </span>
  ) : (
    <span className="lang-tag lang-tag--shared">{t.content.shared}</span>
  );
}

function Widget({ field, place, value }: { field: Field; place: Place; value: unknown }) {
  switch (field.type) {
    case "text":
      return (
        <Frame field={field} place={place}>
          {(control) =>
            field.multiline ? (
              <textarea {...control} className="input" rows={3} defaultValue={String(value ?? "")} />
            ) : (
              <input
                {...control}
                className="input"
                type={field.format === "email" ? "email" : field.format === "url" ? "url" : "text"}
                inputMode={field.format === "phone" ? "tel" : undefined}
                defaultValue={String(value ?? "")}
                autoComplete="off"
              />
            )
          }
        </Frame>
      );
    case "markdown":
      return (
        <Frame field={field} place={place}>
          {(control) => (
            <textarea {...control} className="input input--code" rows={16} defaultValue={String(value ?? "")} />
          )}
        </Frame>
      );
    case "number":
      return (
        <Frame field={field} place={place}>
          {(control) => (
            <input
              {...control}
              className="input input--short"
              type="text"
              inputMode="decimal"
              defaultValue={typeof value === "number" ? String(value) : ""}
            />
          )}
        </Frame>
      );
    case "choice":
      return <ChoiceWidget field={field} place={place} value={String(value ?? "")} />;
    case "boolean":
      return <BooleanWidget field={field} place={place} value={value === true} />;
    case "date":
      return <DateWidget field={field} place={place} value={String(value ?? "")} />;
    case "image":
      return <ImageWidget field={field} place={place} value={String(value ?? "")} />;
    case "file":
      return <FileWidget field={field} place={place} value={String(value ?? "")} />;
    case "relation":
      return <RelationWidget field={field} place={place} value={value} />;
    case "list":
      return <ListWidget field={field} place={place} value={Array.isArray(value) ? value : []} />;
    case "group":
      return <GroupWidget field={field} place={place} value={value} />;
  }
}

function GroupWidget({ field, place, value }: { field: GroupField; place: Place; value: unknown }) {
  const { lang } = useInbox();
  return (
    <fieldset className="entry-group">
      <legend className="field__label">{field.label[lang]}</legend>
      {field.help ? <span className="field__hint">{field.help[lang]}</span> : null}
      {Object.entries(field.fields).map(([key, inner]) => (
        <FieldView
          key={key}
          field={inner}
          place={{ path: `${place.path}.${key}`, name: `${place.name}.${key}`, lang: place.lang }}
          value={(value as Record<string, unknown> | undefined)?.[key]}
        />
      ))}
    </fieldset>
  );
}

function ChoiceWidget({ field, place, value }: { field: ChoiceField; place: Place; value: string }) {
  const { t, lang } = useInbox();
  return (
    <Frame field={field} place={place}>
      {(control) => (
        <select {...control} className="input" defaultValue={value}>
          <option value="">{t.content.choose}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label[lang]}
            </option>
          ))}
        </select>
      )}
    </Frame>
  );
}

function BooleanWidget({ field, place, value }: { field: Field; place: Place; value: boolean }) {
  const { lang } = useInbox();
  const id = controlId(place.name);
  return (
    <div className="field field--check">
      <input id={id} name={place.name} type="checkbox" defaultChecked={value} />
      <label htmlFor={id}>{field.label[lang]}</label>
    </div>
  );
}

/**
 * A day as day, month and year, the month named in the staff member's language: the same
 * on every browser, whatever its own locale would show in a native date field. The form
 * receives "2026-11-24" (or "invalid" for a half-filled day, which the server refuses).
 */
export function DateParts({
  legend,
  name,
  value,
  help,
  problem,
}: {
  legend: ReactNode;
  name: string;
  value: string;
  help?: string;
  problem?: string;
}) {
  const { t } = useInbox();
  const [year = "", month = "", day = ""] = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split("-") : [];
  const [parts, setParts] = useState({ day: day.replace(/^0/, ""), month, year });
  const iso =
    parts.year && parts.month && parts.day
      ? `${parts.year.padStart(4, "0")}-${parts.month}-${parts.day.padStart(2, "0")}`
      : parts.year || parts.month || parts.day
        ? "invalid"
        : "";
  const id = controlId(name);
  const described = [help ? `${id}-help` : "", problem ? `${id}-problem` : ""].filter(Boolean).join(" ") || undefined;
  const invalid = problem ? true : undefined;
  return (
    <fieldset className={`field date-input${problem ? " field--invalid" : ""}`} aria-describedby={described}>
      <legend className="field__label">{legend}</legend>
      <input type="hidden" name={name} value={iso} />
      <div className="date-input__parts">
        <label>
          <span className="field__hint">{t.content.day}</span>
          <input
            id={id}
            className="input input--short"
            inputMode="numeric"
            maxLength={2}
            value={parts.day}
            aria-invalid={invalid}
            onChange={(event) => setParts({ ...parts, day: event.target.value.replace(/\D/g, "") })}
          />
        </label>
        <label>
          <span className="field__hint">{t.content.month}</span>
          <select
            className="input"
            value={parts.month}
            aria-invalid={invalid}
            onChange={(event) => setParts({ ...parts, month: event.target.value })}
          >
            <option value="">{t.content.choose}</option>
            {t.content.months.map((monthName, index) => (
              <option key={monthName} value={String(index + 1).padStart(2, "0")}>
                {monthName}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="field__hint">{t.content.year}</span>
          <input
            className="input input--year"
            inputMode="numeric"
            maxLength={4}
            value={parts.year}
            aria-invalid={invalid}
            onChange={(event) => setParts({ ...parts, year: event.target.value.replace(/\D/g, "") })}
          />
        </label>
      </div>
      {help ? (
        <span id={`${id}-help`} className="field__hint">
          {help}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className="field__error">
          {problem}
        </span>
      ) : null}
    </fieldset>
  );
}

function DateWidget({ field, place, value }: { field: DateField; place: Place; value: string }) {
  const { t, lang } = useInbox();
  const problem = useProblem(place);
  return (
    <DateParts
      legend={
        <>
          {field.label[lang]}
          <LanguageTag lang={place.lang} />
        </>
      }
      name={place.name}
      value={value}
      help={field.help?.[lang]}
      problem={problem ? t.content.problems[problem.problem] : undefined}
    />
  );
}

function RelationWidget({ field, place, value }: { field: RelationField; place: Place; value: unknown }) {
  const { t, lang } = useInbox();
  const { relations } = useContext(EditorScopeContext);
  const options = relations[field.to] ?? [];
  const problem = useProblem(place);
  const id = controlId(place.name);
  if (!field.many) {
    return (
      <Frame field={field} place={place}>
        {(control) => (
          <select {...control} className="input" defaultValue={String(value ?? "")}>
            <option value="">{t.content.none}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        )}
      </Frame>
    );
  }
  const chosen = new Set(Array.isArray(value) ? (value as string[]) : []);
  return (
    <fieldset className={`field entry-choices${problem ? " field--invalid" : ""}`} id={id}>
      <legend className="field__label">
        {field.label[lang]}
        <LanguageTag lang={place.lang} />
      </legend>
      {field.help ? <span className="field__hint">{field.help[lang]}</span> : null}
      {options.length ? (
        <ul className="plain-list entry-choices__list">
          {options.map((option) => (
            <li key={option.id} className="field--check">
              <input
                id={`${id}-${option.id}`}
                type="checkbox"
                name={place.name}
                value={option.id}
                defaultChecked={chosen.has(option.id)}
              />
              <label htmlFor={`${id}-${option.id}`}>{option.title}</label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t.content.emptyList}</p>
      )}
      {problem ? <span className="field__error">{t.content.problems[problem.problem]}</span> : null}
    </fieldset>
  );
}

let nextKey = 0;
const newKey = () => `item-${(nextKey += 1)}`;

/** Items added, removed and moved in place; a list of short texts is one box, a line per item. */
function ListWidget({ field, place, value }: { field: ListField; place: Place; value: unknown[] }) {
  const { t, lang } = useInbox();
  const problem = useProblem(place);
  const [items, setItems] = useState(() => value.map((item) => ({ key: newKey(), value: item })));
  const legendId = useId();
  if (field.lines) {
    return (
      <Frame field={field} place={place}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={Math.max(4, value.length + 1)}
            defaultValue={value.join("\n")}
          />
        )}
      </Frame>
    );
  }
  const itemLabel = field.of.label[lang];
  // A list of a fixed length (the seven hiring steps): its items are edited in place, never added, removed or moved.
  const fixed = field.min !== undefined && field.min === field.max;
  const move = (from: number, to: number) =>
    setItems((current) => {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });
  return (
    <fieldset className={`entry-list${problem ? " field--invalid" : ""}`} aria-labelledby={legendId}>
      <legend id={legendId} className="field__label">
        {field.label[lang]}
        <LanguageTag lang={place.lang} />
      </legend>
      {field.help ? <span className="field__hint">{field.help[lang]}</span> : null}
      {problem ? <span className="field__error">{t.content.problems[problem.problem]}</span> : null}
      {items.length ? (
        <ol className="plain-list entry-list__items">
          {items.map((item, index) => {
            const label = fill(t.content.itemNumber, { label: itemLabel, n: index + 1 });
            return (
              <li key={item.key} className="entry-list__item">
                <div className="entry-list__head">
                  <strong>{label}</strong>
                  {fixed ? null : (
                    <span className="entry-list__tools">
                      <button
                        type="button"
                        className="btn btn--secondary btn--sm"
                        disabled={index === 0}
                        aria-label={`${t.content.moveUp}: ${label}`}
                        onClick={() => move(index, index - 1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="btn btn--secondary btn--sm"
                        disabled={index === items.length - 1}
                        aria-label={`${t.content.moveDown}: ${label}`}
                        onClick={() => move(index, index + 1)}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="btn btn--secondary btn--sm"
                        aria-label={`${t.content.remove}: ${label}`}
                        onClick={() => setItems((current) => current.filter((candidate) => candidate.key !== item.key))}
                      >
                        {t.content.remove}
                      </button>
                    </span>
                  )}
                </div>
                {field.of.type === "group" ? (
                  Object.entries(field.of.fields).map(([key, inner]) => (
                    <FieldView
                      key={key}
                      field={inner}
                      place={{
                        path: `${place.path}.${index}.${key}`,
                        name: `${place.name}.${index}.${key}`,
                        lang: place.lang,
                      }}
                      value={(item.value as Record<string, unknown> | undefined)?.[key]}
                    />
                  ))
                ) : (
                  <FieldView
                    field={field.of}
                    place={{ path: `${place.path}.${index}`, name: `${place.name}.${index}`, lang: place.lang }}
                    value={item.value}
                  />
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="muted">{t.content.emptyList}</p>
      )}
      {items.length < field.max && !fixed ? (
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() => setItems((current) => [...current, { key: newKey(), value: emptyValue(field.of) }])}
        >
          {t.content.add}: {itemLabel}
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * An image: the chosen one, and the site's own upload control, which stores the new image
 * at once (every size and format) and puts its reference in the form.
 */
function ImageWidget({ field, place, value }: { field: ImageField; place: Place; value: string }) {
  const { t, csrf, lang } = useInbox();
  const problem = useProblem(place);
  const [image, setImage] = useState(value);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = controlId(place.name);
  const preview = image.startsWith("media:") ? `/media/${image.slice(6)}/600.webp` : image;

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
      if (request.status === 200 && answer?.cover) {
        setImage(answer.cover);
        input.current?.form?.dispatchEvent(new Event("input", { bubbles: true }));
      } else setFailure(t.content.image.problems[answer?.error ?? "unsupported"]);
      if (input.current) input.current.value = "";
    };
    request.onerror = () => {
      setProgress(null);
      setFailure(t.content.image.problems.network);
    };
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  };

  return (
    <fieldset className={`field entry-image${problem ? " field--invalid" : ""}`}>
      <legend className="field__label">
        {field.label[lang]}
        <LanguageTag lang={place.lang} />
      </legend>
      <input type="hidden" name={place.name} value={image} />
      {image ? (
        <img src={preview} alt={t.content.image.current} width={300} height={158} className="entry-image__preview" />
      ) : null}
      <div className="entry-image__actions">
        <label className="btn btn--secondary btn--sm upload-button" htmlFor={id}>
          {image ? t.content.image.replace : t.content.image.upload}
        </label>
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/avif"
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload(file);
          }}
        />
        {image && !field.required ? (
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setImage("")}>
            {t.content.image.clear}
          </button>
        ) : null}
      </div>
      <span className="field__hint">{field.help?.[lang] ?? t.content.image.hint}</span>
      {progress !== null ? <p role="status">{fill(t.content.image.uploading, { percent: progress })}</p> : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {problem ? <span className="field__error">{t.content.problems[problem.problem]}</span> : null}
    </fieldset>
  );
}

/** Sends a file to the media library with the session's CSRF token, reporting progress; the answer or a problem. */
function uploadTo(
  url: string,
  file: File,
  csrf: string,
  onProgress: (percent: number) => void,
): Promise<{ status: number; answer: Record<string, string> | null }> {
  return new Promise((done) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("x-csrf-token", csrf);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => done({ status: request.status, answer: request.response as Record<string, string> | null });
    request.onerror = () => done({ status: 0, answer: null });
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

/**
 * A document (the portfolio PDF): the chosen file as a link, and the site's own upload
 * control, which stores a new PDF at once and puts its reference in the form.
 */
function FileWidget({ field, place, value }: { field: Field; place: Place; value: string }) {
  const { t, csrf, lang } = useInbox();
  const { files } = useContext(EditorScopeContext);
  const problem = useProblem(place);
  const [chosen, setChosen] = useState(() => ({ ref: value, link: files?.[value] }));
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = controlId(place.name);
  const words = t.content.file;

  const upload = async (file: File) => {
    setFailure(null);
    setProgress(0);
    const { status, answer } = await uploadTo("/admin/media/documents", file, csrf, setProgress);
    setProgress(null);
    if (input.current) input.current.value = "";
    if (status === 200 && answer?.file && answer.name && answer.href) {
      setChosen({ ref: answer.file, link: { name: answer.name, href: answer.href } });
      input.current?.form?.dispatchEvent(new Event("input", { bubbles: true }));
    } else {
      const reason = (answer?.error ?? (status === 0 ? "network" : "unsupported")) as MediaProblem;
      setFailure(words.problems[reason] ?? words.problems.unsupported);
    }
  };

  return (
    <fieldset className={`field entry-file${problem ? " field--invalid" : ""}`}>
      <legend className="field__label">
        {field.label[lang]}
        <LanguageTag lang={place.lang} />
      </legend>
      <input type="hidden" name={place.name} value={chosen.ref} />
      <p className="entry-file__current">
        {chosen.link ? (
          <a href={chosen.link.href} download>
            {chosen.link.name}
          </a>
        ) : (
          <span className="muted">{words.none}</span>
        )}
      </p>
      <div className="entry-image__actions">
        <label className="btn btn--secondary btn--sm upload-button" htmlFor={id}>
          {chosen.ref ? words.replace : words.upload}
        </label>
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          accept="application/pdf"
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        {chosen.ref && !field.required ? (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => setChosen({ ref: "", link: undefined })}
          >
            {words.clear}
          </button>
        ) : null}
      </div>
      <span className="field__hint">{field.help?.[lang] ?? words.hint}</span>
      {progress !== null ? <p role="status">{fill(t.content.image.uploading, { percent: progress })}</p> : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {problem ? <span className="field__error">{t.content.problems[problem.problem]}</span> : null}
    </fieldset>
  );
}
