import type { Field, Fields } from "../../../shared/content-model/fields.ts";
import { LANGUAGES } from "../../../shared/i18n/languages.ts";
import { useInbox } from "../i18n/index.ts";

/** A document shown read-only, field by field in declared order: a revision as it was saved. */
export function DocSummary({ fields, doc }: { fields: Fields; doc: unknown }) {
  const { lang } = useInbox();
  const values = (doc ?? {}) as Record<string, unknown>;
  return (
    <dl className="admin-fields doc-summary">
      {Object.entries(fields).map(([key, field]) => (
        <div key={key}>
          <dt>{field.label[lang]}</dt>
          <dd>
            <FieldValue field={field} value={values[key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FieldValue({ field, value }: { field: Field; value: unknown }) {
  const { t, lang } = useInbox();
  if (field.localized) {
    const values = (value ?? {}) as Record<string, unknown>;
    const plain = { ...field, localized: false } as Field;
    return (
      <dl className="doc-summary__languages">
        {LANGUAGES.map((code) => (
          <div key={code} lang={code}>
            <dt>{t.common.languages[code]}</dt>
            <dd>
              <FieldValue field={plain} value={values[code]} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  switch (field.type) {
    case "markdown":
      return value ? <pre className="admin-revision__body">{String(value)}</pre> : <Empty />;
    case "choice": {
      const chosen = field.options.filter((option) =>
        Array.isArray(value) ? value.includes(option.value) : option.value === value,
      );
      return <>{chosen.map((option) => option.label[lang]).join(", ") || <Empty />}</>;
    }
    case "boolean":
      return <>{value ? "✓" : "—"}</>;
    case "number":
      return <>{typeof value === "number" ? value : <Empty />}</>;
    case "image":
      return value ? (
        <img
          src={String(value).startsWith("media:") ? `/media/${String(value).slice(6)}/600.webp` : String(value)}
          alt=""
          width={150}
          height={79}
          className="doc-summary__image"
        />
      ) : (
        <Empty />
      );
    case "relation":
      return <>{(Array.isArray(value) ? value : value ? [value] : []).join(", ") || <Empty />}</>;
    case "list": {
      const items = Array.isArray(value) ? value : [];
      if (!items.length) return <Empty />;
      return (
        <ol className="doc-summary__list">
          {items.map((item, index) => (
            <li key={index}>
              {field.of.type === "group" ? (
                <DocSummary fields={field.of.fields} doc={item} />
              ) : (
                <FieldValue field={field.of} value={item} />
              )}
            </li>
          ))}
        </ol>
      );
    }
    case "group":
      return <DocSummary fields={field.fields} doc={value} />;
    default:
      return value ? <>{String(value)}</> : <Empty />;
  }
}

function Empty() {
  const { t } = useInbox();
  return <span className="muted">{t.common.none}</span>;
}
