import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useBlocker } from "react-router";
import { missingFields, readForm } from "../../../shared/content-model/document.ts";
import type { Kind } from "../../../shared/content-model/kind.ts";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import { useInbox } from "../i18n/index.ts";
import { controlId } from "./labels.ts";
import { StaffForm } from "../forms/StaffForm.tsx";
import { REVEAL_FIELD } from "./parts.tsx";
import { EditorScopeContext, FieldView, FILL_IMAGE, type EditorScope } from "./widgets.tsx";

type Missing = Record<Language | "shared", number>;

function countMissing(kind: Kind, doc: unknown): Missing {
  return {
    shared: missingFields(kind.fields, doc, null).length,
    en: missingFields(kind.fields, doc, "en").length,
    ru: missingFields(kind.fields, doc, "ru").length,
    uz: missingFields(kind.fields, doc, "uz").length,
  };
}

/**
 * An entry's form, drawn from its kind's declaration: the address (kinds with pages), then
 * every field in declared order. Values held per language are edited one language at a
 * time, chosen by tabs that say how many required fields each language still lacks; a
 * language can start from another's text. Leaving with unsaved changes asks first.
 */
export function EntryForm({
  kind,
  formId,
  intent,
  id,
  doc,
  scope,
  children,
}: {
  kind: Kind;
  formId: string;
  /** What the form asks for when its buttons name nothing of their own (`IntentButton`). */
  intent?: string;
  id: string;
  doc: unknown;
  scope: EditorScope;
  /** What the form carries besides the fields (the save bar). */
  children: ReactNode;
}) {
  const { t, lang: staffLang, format } = useInbox();
  const form = useRef<HTMLFormElement>(null);
  const firstIssueLang = scope.issues.find((issue) => issue.lang)?.lang;
  const [active, setActive] = useState<Language>(firstIssueLang ?? staffLang);
  const [missing, setMissing] = useState<Missing>(() => countMissing(kind, doc));
  const [copied, setCopied] = useState<Language | null>(null);
  const [dirty, setDirty] = useState(false);
  const submitting = useRef(false);

  const recount = useCallback(() => {
    if (form.current) setMissing(countMissing(kind, readForm(kind.fields, new FormData(form.current))));
  }, [kind]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // A link to a problem in another language's field shows that language first, then the field.
  useEffect(() => {
    const reveal = (event: Event) => {
      const target = document.getElementById((event as CustomEvent<string>).detail);
      const lang = target?.closest<HTMLElement>("[data-lang]")?.dataset.lang;
      if (lang && (LANGUAGES as readonly string[]).includes(lang)) setActive(lang as Language);
      requestAnimationFrame(() => {
        target?.scrollIntoView({ block: "center" });
        target?.focus();
      });
    };
    document.addEventListener(REVEAL_FIELD, reveal);
    return () => document.removeEventListener(REVEAL_FIELD, reveal);
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !submitting.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  /** Empty values of the tab's language take the source language's text. */
  const copyFrom = (source: Language) => {
    const elements = [...(form.current?.elements ?? [])] as (HTMLInputElement | HTMLTextAreaElement)[];
    for (const element of elements) {
      // An image (a hidden value beside its upload control) takes the other language's too.
      const image = element.type === "hidden" && "image" in element.dataset;
      if (
        !("value" in element) ||
        (element.type === "hidden" && !image) ||
        element.type === "checkbox" ||
        !element.name
      )
        continue;
      const segments = element.name.split(".");
      const at = segments.indexOf(active);
      if (at < 0 || element.value.trim()) continue;
      segments[at] = source;
      const from = form.current?.elements.namedItem(segments.join("."));
      if (!from || !("value" in from) || typeof from.value !== "string" || !from.value.trim()) continue;
      if (image) element.dispatchEvent(new CustomEvent(FILL_IMAGE, { detail: from.value }));
      else {
        element.value = from.value;
        // As if typed: a control that shows the value its own way (Markdown's editor, its preview) follows.
        element.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
    setCopied(source);
    setDirty(true);
    recount();
  };
  // A language starts from another's text only where one is complete.
  const source = LANGUAGES.find((candidate) => candidate !== active && missing[candidate] === 0);

  return (
    <EditorScopeContext.Provider value={scope}>
      <StaffForm
        intent={intent}
        id={formId}
        ref={form}
        className="admin-form entry-form"
        data-active-lang={active}
        noValidate
        onInput={() => {
          setDirty(true);
          recount();
        }}
        onChange={recount}
        onSubmit={() => {
          submitting.current = true;
        }}
      >
        {kind.address && !kind.singleton ? (
          <AddressField kind={kind} value={id} issue={scope.issues.find((issue) => issue.field === "id")} />
        ) : null}
        <div className="entry-tabs" role="tablist" aria-label={t.content.language}>
          {LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              role="tab"
              id={`tab-${code}`}
              aria-selected={code === active}
              aria-controls={`${formId}-panel`}
              className="entry-tabs__tab"
              onClick={() => {
                setActive(code);
                setCopied(null);
              }}
            >
              <span>{t.common.languages[code]}</span>
              <span className={`entry-tabs__mark${missing[code] ? "" : " entry-tabs__mark--done"}`}>
                {missing[code] ? format(t.content.missing, { n: missing[code] }) : t.content.languageComplete}
              </span>
            </button>
          ))}
        </div>
        <div id={`${formId}-panel`} className="entry-tabs__panel" role="tabpanel" aria-labelledby={`tab-${active}`}>
          {missing[active] > 0 && source ? (
            <p className="entry-tabs__copy">
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => copyFrom(source)}>
                {format(t.content.copyFrom, { language: t.common.languages[source] })}
              </button>
            </p>
          ) : null}
          {copied ? (
            <p className="admin-message" role="status">
              {format(t.content.copied, { language: t.common.languages[copied] })}
            </p>
          ) : null}
          {Object.entries(kind.fields).map(([key, field]) => (
            <FieldView
              key={key}
              field={field}
              place={{ path: key, name: key }}
              value={(doc as Record<string, unknown>)[key]}
            />
          ))}
        </div>
        {children}
      </StaffForm>
      {blocker.state === "blocked" ? (
        <div className="admin-dialog" role="alertdialog" aria-modal="true" aria-labelledby="unsaved-title">
          <div className="admin-dialog__box">
            <h2 id="unsaved-title">{t.content.unsaved.title}</h2>
            <p>{t.content.unsaved.text}</p>
            <div className="admin-dialog__buttons">
              <button type="button" className="btn btn--dark" autoFocus onClick={() => blocker.reset()}>
                {t.content.unsaved.stay}
              </button>
              <button type="button" className="btn btn--secondary" onClick={() => blocker.proceed()}>
                {t.content.unsaved.leave}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </EditorScopeContext.Provider>
  );
}

function AddressField({ kind, value, issue }: { kind: Kind; value: string; issue?: { problem: string } }) {
  const { t } = useInbox();
  const id = controlId("id");
  const prefix = kind.address?.replace(":id", "") ?? "";
  return (
    <div className={`field${issue ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {t.content.address}
      </label>
      <div className="input-prefixed">
        <span className="input-prefixed__prefix" aria-hidden="true">
          {prefix}
        </span>
        <input
          id={id}
          name="id"
          className="input"
          type="text"
          defaultValue={value}
          required
          autoComplete="off"
          spellCheck={false}
          aria-invalid={issue ? true : undefined}
          aria-describedby={`${id}-help${issue ? ` ${id}-problem` : ""}`}
        />
      </div>
      <span id={`${id}-help`} className="field__hint">
        {t.content.addressHint}
      </span>
      {issue ? (
        <span id={`${id}-problem`} className="field__error">
          {t.content.problems[issue.problem as keyof typeof t.content.problems]}
        </span>
      ) : null}
    </div>
  );
}
