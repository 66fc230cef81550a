import type { Fields } from "../../shared/content-model/fields.ts";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";

/**
 * Merging by hand two versions of an entry that were edited at the same time (decision 085):
 * the staff member's unsaved one ("mine") and the one saved meanwhile ("theirs"). The unit
 * chosen is a field, per language for a value held per language ("Title · Russian"); a group
 * that is not per language is split into its fields, a list is taken whole.
 */
export interface MergeChoice {
  /** Where the value sits in the document: "title.ru", "seo.description.en", "figures". */
  path: string;
  label: string;
  language?: Language;
  /** Whether the staff member's value is proposed: it is, unless only the other side changed it. */
  mine: boolean;
}

interface Unit {
  path: string[];
  label: string;
  language?: Language;
}

function unitsOf(fields: Fields, lang: Language, path: string[] = [], names: string[] = []): Unit[] {
  return Object.entries(fields).flatMap(([key, field]): Unit[] => {
    const label = [...names, field.label[lang]];
    if (field.localized) {
      return LANGUAGES.map((language) => ({ path: [...path, key, language], label: label.join(" › "), language }));
    }
    if (field.type === "group") return unitsOf(field.fields, lang, [...path, key], label);
    return [{ path: [...path, key], label: label.join(" › ") }];
  });
}

function valueAt(doc: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields where the two versions differ, each with the side proposed; `base` (the version
 * both started from, when it is still known) tells which side changed a field.
 */
export function mergeChoices(fields: Fields, mine: unknown, theirs: unknown, base: unknown, lang: Language) {
  return unitsOf(fields, lang).flatMap((unit): MergeChoice[] => {
    const value = valueAt(mine, unit.path);
    if (same(value, valueAt(theirs, unit.path))) return [];
    const onlyTheirs = base !== undefined && same(value, valueAt(base, unit.path));
    return [
      {
        path: unit.path.join("."),
        label: unit.label,
        ...(unit.language ? { language: unit.language } : {}),
        mine: !onlyTheirs,
      },
    ];
  });
}

/** "theirs" with the staff member's value wherever a path in `keepMine` names one. */
export function mergeDocs<Doc>(fields: Fields, mine: Doc, theirs: Doc, keepMine: ReadonlySet<string>): Doc {
  const merged = structuredClone(theirs) as Record<string, unknown>;
  for (const unit of unitsOf(fields, "en")) {
    if (!keepMine.has(unit.path.join("."))) continue;
    const parent = unit.path
      .slice(0, -1)
      .reduce<Record<string, unknown>>((value, key) => (value[key] ??= {}) as Record<string, unknown>, merged);
    parent[unit.path.at(-1)!] = structuredClone(valueAt(mine, unit.path));
  }
  return merged as Doc;
}
