import type { Field, Fields } from "../../../shared/content-model/fields.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { IMPORTED_BY } from "../../../shared/content-model/imported.ts";
import type { InboxCatalogue } from "../i18n/index.ts";

/** The form control's id of a field's value (in one language, for a value held per language). */
export function controlId(path: string, lang?: Language): string {
  return `f-${path.replaceAll(".", "-")}${lang ? `-${lang}` : ""}`;
}

/** The form control's name of a field's value: "figures.2.label.ru". */
export function controlName(path: string, lang?: Language): string {
  return lang ? `${path}.${lang}` : path;
}

/**
 * A field's name as staff read it, for a path such as "figures.2.label": "Figures 3 › Label".
 * Unknown paths (id, publishAt) are the editor's own and named by the caller.
 */
export function fieldLabel(fields: Fields, path: string, lang: Language): string | undefined {
  const parts = path.split(".");
  const names: string[] = [];
  let current: Fields | undefined = fields;
  let field: Field | undefined;
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index]!;
    if (field?.type === "list" && /^\d+$/.test(part)) {
      names[names.length - 1] = `${names[names.length - 1]} ${Number(part) + 1}`;
      current = field.of.type === "group" ? field.of.fields : undefined;
      if (field.of.type !== "group") field = field.of;
      continue;
    }
    field = current?.[part];
    if (!field) return undefined;
    names.push(field.label[lang]);
    current = field.type === "group" ? field.fields : undefined;
  }
  return names.join(" › ");
}

/** Who saved an entry or a revision: a person's name, or the site's own starting content. */
export function savedBy(who: string, t: InboxCatalogue): string {
  return who === IMPORTED_BY ? t.content.importedBy : who;
}
