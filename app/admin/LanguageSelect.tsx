import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import { inboxCatalogue } from "./i18n/index.ts";

/**
 * A labelled choice of one of the three languages, named in the page's language (`names`),
 * or each in itself ("Русский", "Oʻzbekcha") where a person picks the language they will
 * read, so that someone who does not read the current one still finds theirs.
 */
export function LanguageSelect(props: {
  label: string;
  name: string;
  defaultValue: Language;
  names: Record<Language, string> | "self";
}) {
  const { names } = props;
  return (
    <label className="field">
      <span className="field__label">{props.label}</span>
      <select className="input" name={props.name} defaultValue={props.defaultValue}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {names === "self" ? inboxCatalogue(code).common.languages[code] : names[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
