import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { emptyValue } from "../../../shared/content-model/document.ts";
import type {
  ChoiceField,
  DateField,
  Field,
  FileField,
  GroupField,
  ImageField,
  ListField,
  MarkdownField,
  RelationField,
} from "../../../shared/content-model/fields.ts";
import { isFixedLength } from "../../../shared/content-model/fields.ts";
import type { Issue } from "../../../shared/content-model/validation.ts";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import { useInbox } from "../i18n/index.ts";
import { controlId, controlName } from "./labels.ts";
import { DateParts } from "../forms/DateParts.tsx";
import { CSRF_FIELD, INTENT_FIELD } from "../forms/form-fields.ts";
import { MediaPicker, UploadButton } from "../media/MediaPicker.tsx";
import { LIBRARY_ACCEPT, uploadToLibrary } from "../media/upload.ts";
import { SearchPreview } from "./SearchPreview.tsx";
import type { ContentLabel, MarkdownCode } from "./markdown-code.ts";
import { MARKDOWN_TOOLS, markdownEdit, type MarkdownTool } from "./markdown-tools.ts";

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

type Control = { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** The id of a control's label, for a control that is not a form element (the code editor). */
const labelId = (id: string) => `${id}-label`;

/**
 * A label, the control, its help and its problem, tied together for screen readers. A
 * control a label cannot point at (the code editor) names it by id and is focused by a click.
 */
function Frame({
  field,
  place,
  onLabelClick,
  children,
}: {
  field: Field;
  place: Place;
  onLabelClick?: () => void;
  children: (control: Control) => ReactNode;
}) {
  const { t, lang: staffLang } = useInbox();
  const problem = useProblem(place);
  const id = controlId(place.name);
  const help = field.help?.[staffLang];
  const described = [help ? `${id}-help` : "", problem ? `${id}-problem` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field${problem ? " field--invalid" : ""}`}>
      <label id={labelId(id)} className="field__label" htmlFor={onLabelClick ? undefined : id} onClick={onLabelClick}>
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
      return <MarkdownWidget field={field} place={place} value={String(value ?? "")} />;
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
      return <ChoiceWidget field={field} place={place} value={value} />;
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
      {field.searchPreview ? <SearchPreview group={place.name} /> : null}
    </fieldset>
  );
}

/** How long typing pauses before the preview is asked for. */
const PREVIEW_DELAY_MS = 400;

/**
 * Markdown with a toolbar and a live preview beside it (below it on a phone): the preview
 * is the site's own rendering, asked of the server as staff pause typing, so what they see
 * is what the page will show. An image of the library goes in where the cursor is.
 *
 * The text is written in a code editor (markdown-code.ts) that loads once the field is on
 * screen; until then, or if it cannot load, the plain box the server drew does the same.
 */
function MarkdownWidget({ field, place, value }: { field: MarkdownField; place: Place; value: string }) {
  const code = useRef<MarkdownCode | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  return (
    <Frame field={field} place={place} onLabelClick={enhanced ? () => code.current?.focus() : undefined}>
      {(control) => (
        <MarkdownEditor
          field={field}
          place={place}
          value={value}
          control={control}
          code={code}
          enhanced={enhanced}
          onEnhanced={setEnhanced}
        />
      )}
    </Frame>
  );
}

function MarkdownEditor({
  field,
  place,
  value,
  control,
  code,
  enhanced,
  onEnhanced,
}: {
  field: MarkdownField;
  place: Place;
  value: string;
  control: Control;
  code: RefObject<MarkdownCode | null>;
  enhanced: boolean;
  onEnhanced: (enhanced: boolean) => void;
}) {
  const { t, lang, csrf } = useInbox();
  const w = t.content.markdown;
  const box = useRef<HTMLTextAreaElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const shown = useRef<HTMLElement>(null);
  const [picking, setPicking] = useState(false);
  const [source, setSource] = useState(value);
  const [preview, setPreview] = useState<{ html: string } | { failed: true } | null>(null);
  const previewLang = place.lang ?? lang;
  const label: ContentLabel = {
    id: control.id,
    labelledBy: labelId(control.id),
    describedBy: control["aria-describedby"],
    invalid: control["aria-invalid"],
  };
  const labelKey = JSON.stringify(label);

  useEffect(() => {
    let mounted: MarkdownCode | null = null;
    let gone = false;
    import("./markdown-code.ts")
      .then(({ mountMarkdownCode }) => {
        if (gone || !box.current || !host.current) return;
        mounted = mountMarkdownCode(box.current, host.current, JSON.parse(labelKey) as ContentLabel, (share) => {
          const preview = shown.current;
          if (preview) preview.scrollTop = share * (preview.scrollHeight - preview.clientHeight);
        });
        code.current = mounted;
        onEnhanced(true);
      })
      // Without it (a failed download), the plain box goes on doing the work.
      .catch(() => undefined);
    return () => {
      gone = true;
      mounted?.destroy();
      code.current = null;
      onEnhanced(false);
    };
    // Mounted once per field; a change of its label or problem is passed on below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    code.current?.label(JSON.parse(labelKey) as ContentLabel);
  }, [labelKey, code]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const body = new URLSearchParams({ [CSRF_FIELD]: csrf, [INTENT_FIELD]: "preview", source, lang: previewLang });
      fetch("/admin/markdown-preview", { method: "POST", body, signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          setPreview((await response.json()) as { html: string });
        })
        .catch(() => {
          if (!controller.signal.aborted) setPreview({ failed: true });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source, csrf, previewLang]);

  /** A toolbar's edit, in the code editor or, until it has come, in the plain box. */
  const apply = (tool: MarkdownTool) => {
    if (code.current) return code.current.apply(tool);
    const area = box.current;
    if (!area) return;
    const edit = markdownEdit(tool, area.value, area.selectionStart, area.selectionEnd);
    replace(area, edit.from, edit.to, edit.insert, edit.anchor, edit.head);
  };
  const insert = (text: string) => {
    if (code.current) return code.current.insert(text);
    const area = box.current;
    if (!area) return;
    const end = area.selectionStart + text.length;
    replace(area, area.selectionStart, area.selectionEnd, text, end, end);
  };
  return (
    <div className="markdown-editor">
      <div className="markdown-tools" role="toolbar" aria-label={w.tools} aria-controls={control.id}>
        {MARKDOWN_TOOLS.map((tool) => (
          <button
            key={tool}
            type="button"
            className="btn btn--secondary btn--sm"
            aria-keyshortcuts={SHORTCUTS[tool]}
            onClick={() => apply(tool)}
          >
            {w[tool]}
          </button>
        ))}
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setPicking(true)}>
          {t.media.insertImage}
        </button>
      </div>
      <div className="markdown-editor__write">
        <textarea
          {...control}
          // Once the code editor has taken over, it holds the field's id and label; this
          // box stays in the form, hidden, with the text the form sends.
          id={enhanced ? undefined : control.id}
          hidden={enhanced}
          ref={box}
          className="input input--code"
          rows={16}
          defaultValue={value}
          onInput={(event) => setSource(event.currentTarget.value)}
        />
        <div ref={host} className="markdown-editor__code" />
      </div>
      <section
        ref={shown}
        className="markdown-editor__preview"
        aria-label={`${w.preview}: ${field.label[lang]}`}
        // It scrolls on its own beside the text: the keyboard can scroll it too.
        tabIndex={0}
      >
        <p className="field__label">{w.preview}</p>
        {preview && "failed" in preview ? (
          <p className="field__error">{w.previewFailed}</p>
        ) : (
          // The server's own rendering of the text: sanitized there, as on the public page.
          <div className="prose" lang={previewLang} dangerouslySetInnerHTML={{ __html: preview?.html ?? "" }} />
        )}
      </section>
      {picking ? (
        <MediaPicker
          kind="image"
          onClose={() => setPicking(false)}
          onChoose={(item) =>
            insert(`![${(place.lang && item.alt[place.lang]) || item.alt[lang] || ""}](media:${item.id})`)
          }
        />
      ) : null}
    </div>
  );
}

const SHORTCUTS: Partial<Record<MarkdownTool, string>> = { bold: "Control+B Meta+B", italic: "Control+I Meta+I" };

/** An edit of the plain box, told to the form and the preview as typing would be. */
function replace(area: HTMLTextAreaElement, from: number, to: number, text: string, anchor: number, head: number) {
  area.focus();
  area.setRangeText(text, from, to);
  area.setSelectionRange(Math.min(anchor, head), Math.max(anchor, head));
  area.dispatchEvent(new Event("input", { bubbles: true }));
}

function ChoiceWidget({ field, place, value }: { field: ChoiceField; place: Place; value: unknown }) {
  const { t, lang } = useInbox();
  if (field.many) {
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    return (
      <Checkboxes
        field={field}
        place={place}
        options={field.options.map((option) => ({ id: option.value, title: option.label[lang] }))}
        chosen={chosen}
      />
    );
  }
  return (
    <Frame field={field} place={place}>
      {(control) => (
        <select {...control} className="input" defaultValue={String(value ?? "")}>
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
  const { t } = useInbox();
  const { relations } = useContext(EditorScopeContext);
  const options = relations[field.to] ?? [];
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
  return (
    <Checkboxes
      field={field}
      place={place}
      options={options}
      chosen={Array.isArray(value) ? (value as string[]) : []}
    />
  );
}

/** Any number of options, as ticked boxes sharing the field's name (a many-relation, a many-choice). */
function Checkboxes({
  field,
  place,
  options,
  chosen: values,
}: {
  field: Field;
  place: Place;
  options: { id: string; title: string }[];
  chosen: string[];
}) {
  const { t, lang } = useInbox();
  const problem = useProblem(place);
  const id = controlId(place.name);
  const chosen = new Set(values);
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

/** Asks an image's control to take a value (a language filled from another's). */
export const FILL_IMAGE = "entry:fill-image";

let nextKey = 0;
const newKey = () => `item-${(nextKey += 1)}`;

/** Items added, removed and moved in place; a list of short texts is one box, a line per item. */
function ListWidget({ field, place, value }: { field: ListField; place: Place; value: unknown[] }) {
  const { t, lang, format } = useInbox();
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
  const fixed = isFixedLength(field);
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
            const label = format(t.content.itemNumber, { label: itemLabel, n: index + 1 });
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
 * An image: the chosen one, a choice from the media library, and the site's own upload
 * control, which adds the file to the library at once (every size and format) and puts its
 * reference in the form.
 */
function ImageWidget({ field, place, value }: { field: ImageField; place: Place; value: string }) {
  return <MediaWidget field={field} place={place} value={value} kind="image" />;
}

/** A document of the media library (a PDF), chosen or uploaded like an image. */
function FileWidget({ field, place, value }: { field: FileField; place: Place; value: string }) {
  return <MediaWidget field={field} place={place} value={value} kind="document" />;
}

function MediaWidget({
  field,
  place,
  value,
  kind,
}: {
  field: ImageField | FileField;
  place: Place;
  value: string;
  kind: "image" | "document";
}) {
  const { t, csrf, lang, format } = useInbox();
  const problem = useProblem(place);
  const [ref, setRef] = useState(value);
  const [chosen, setChosen] = useState<{ name: string; thumbnail: string | null } | null>(null);
  const [picking, setPicking] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const hidden = useRef<HTMLInputElement>(null);
  const id = controlId(place.name);
  const mediaId = ref.startsWith("media:") ? ref.slice(6) : null;
  const preview =
    kind === "image" ? (chosen?.thumbnail ?? (mediaId ? `/media/${mediaId}/thumbnail` : ref || null)) : null;

  const chosenOnce = useRef(false);
  const choose = (next: string, shown: { name: string; thumbnail: string | null } | null) => {
    chosenOnce.current = true;
    setRef(next);
    setChosen(shown);
  };
  // The form counts what is filled in from its inputs: once the new value is in the hidden
  // input (after React has drawn it, not before), tell the form this one changed.
  useEffect(() => {
    if (chosenOnce.current) hidden.current?.form?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [ref]);
  // A language filled from another's takes its image too (EntryForm's copy).
  useEffect(() => {
    const element = hidden.current;
    const take = (event: Event) => choose((event as CustomEvent<string>).detail, null);
    element?.addEventListener(FILL_IMAGE, take);
    return () => element?.removeEventListener(FILL_IMAGE, take);
  });
  const upload = async (file: File) => {
    setFailure(null);
    setProgress(0);
    const outcome = await uploadToLibrary(file, csrf, setProgress);
    setProgress(null);
    if (!outcome.ok) return setFailure(t.media.problems[outcome.problem]);
    if (outcome.kind !== kind) return setFailure(t.media.problems.unsupported);
    choose(outcome.ref, { name: file.name, thumbnail: null });
  };

  return (
    <fieldset className={`field entry-image${problem ? " field--invalid" : ""}`} id={id}>
      <legend className="field__label">
        {field.label[lang]}
        <LanguageTag lang={place.lang} />
      </legend>
      <input ref={hidden} type="hidden" name={place.name} value={ref} data-image="" />
      {preview ? (
        <img src={preview} alt={t.content.image.current} width={300} height={170} className="entry-image__preview" />
      ) : ref ? (
        <p className="entry-image__document">
          <a href={mediaId ? `/media/${mediaId}/document.pdf` : ref}>{chosen?.name ?? t.media.open}</a>
        </p>
      ) : null}
      <div className="entry-image__actions">
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setPicking(true)}>
          {t.media.choose}
        </button>
        <UploadButton
          accept={LIBRARY_ACCEPT[kind]}
          label={ref ? t.content.image.replace : t.content.image.upload}
          onFile={(file) => void upload(file)}
        />
        {ref && !field.required ? (
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => choose("", null)}>
            {t.content.image.clear}
          </button>
        ) : null}
      </div>
      <span className="field__hint">
        {field.help?.[lang] ?? (kind === "image" ? t.content.image.hint : t.media.uploadHint)}
      </span>
      {progress !== null ? <p role="status">{format(t.content.image.uploading, { percent: progress })}</p> : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {problem ? <span className="field__error">{t.content.problems[problem.problem]}</span> : null}
      {picking ? (
        <MediaPicker
          kind={kind}
          onClose={() => setPicking(false)}
          onChoose={(item) => choose(`media:${item.id}`, { name: item.name, thumbnail: item.thumbnail })}
        />
      ) : null}
    </fieldset>
  );
}
