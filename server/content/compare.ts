import { diffWords } from "diff";
import type { Field, Fields } from "../../shared/content-model/fields.ts";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";

/**
 * Two versions of an entry side by side (decision 050): every value the kind declares, named
 * as staff read it, compared word by word per language. The marked-up text is made here, on
 * the server, so the inbox only shows HTML and no diff code reaches any page.
 */

/** One value that differs, with each side's text as HTML: removed words in <del>, added in <ins>. */
interface ChangedValue {
  label: string;
  /** The language of a value held per language; absent for a value shared by all. */
  language?: Language;
  before: string;
  after: string;
}

export interface Comparison {
  changed: ChangedValue[];
  /** How many fields (each counted once across its languages) are the same on both sides. */
  unchanged: number;
}

interface Leaf {
  label: string;
  language?: Language;
  text: string;
}

export function compareDocs(fields: Fields, before: unknown, after: unknown, lang: Language): Comparison {
  const old = leavesOf(fields, before, lang, []);
  const now = leavesOf(fields, after, lang, []);
  const keyOf = (leaf: Leaf) => `${leaf.label}\u0000${leaf.language ?? ""}`;
  const oldByKey = new Map(old.map((leaf) => [keyOf(leaf), leaf]));
  const nowByKey = new Map(now.map((leaf) => [keyOf(leaf), leaf]));
  // Declared order, then what only the older side had (a list that grew shorter).
  const keys = [...new Set([...now.map(keyOf), ...old.map(keyOf)])];
  const changed: ChangedValue[] = [];
  const changedLabels = new Set<string>();
  const allLabels = new Set<string>();
  for (const key of keys) {
    const was = oldByKey.get(key);
    const is = nowByKey.get(key);
    const label = (is ?? was)!.label;
    allLabels.add(label);
    const beforeText = was?.text ?? "";
    const afterText = is?.text ?? "";
    if (beforeText === afterText) continue;
    changedLabels.add(label);
    const language = (is ?? was)!.language;
    changed.push({
      label,
      ...(language ? { language } : {}),
      ...markedWords(beforeText, afterText, language ?? lang),
    });
  }
  return { changed, unchanged: [...allLabels].filter((label) => !changedLabels.has(label)).length };
}

/** Each side's text with the words that differ marked. */
function markedWords(before: string, after: string, language: Language): { before: string; after: string } {
  let left = "";
  let right = "";
  // The library's own word pattern knows only Latin letters; the segmenter knows Cyrillic too.
  const intlSegmenter = new Intl.Segmenter(language, { granularity: "word" });
  for (const part of diffWords(before, after, { intlSegmenter })) {
    const text = escapeHtml(part.value);
    if (part.removed) left += `<del>${text}</del>`;
    else if (part.added) right += `<ins>${text}</ins>`;
    else {
      left += text;
      right += text;
    }
  }
  return { before: left, after: right };
}

/** A document as a flat list of texts, one per value (per language), named "Figures 3 › Label". */
function leavesOf(fields: Fields, doc: unknown, lang: Language, names: string[]): Leaf[] {
  const values = (doc ?? {}) as Record<string, unknown>;
  return Object.entries(fields).flatMap(([key, field]) =>
    leavesOfField(field, values[key], lang, [...names, field.label[lang]]),
  );
}

function leavesOfField(field: Field, value: unknown, lang: Language, names: string[]): Leaf[] {
  if (field.localized) {
    const values = (value ?? {}) as Record<string, unknown>;
    const plain = { ...field, localized: false } as Field;
    return LANGUAGES.flatMap((language) =>
      leavesOfField(plain, values[language], lang, names).map((leaf) => ({ ...leaf, language })),
    );
  }
  if (field.type === "group") return leavesOf(field.fields, value, lang, names);
  if (field.type === "list") {
    const items = Array.isArray(value) ? value : [];
    return items.flatMap((item, index) => {
      const itemNames = [...names.slice(0, -1), `${names.at(-1)} ${index + 1}`];
      return field.of.type === "group"
        ? leavesOf(field.of.fields, item, lang, itemNames)
        : leavesOfField(field.of, item, lang, itemNames);
    });
  }
  return [{ label: names.join(" › "), text: textOf(field, value, lang) }];
}

function textOf(field: Field, value: unknown, lang: Language): string {
  if (value === null || value === undefined) return "";
  switch (field.type) {
    case "choice":
      return field.options
        .filter((option) => (Array.isArray(value) ? value.includes(option.value) : option.value === value))
        .map((option) => option.label[lang])
        .join(", ");
    case "boolean":
      return value ? "✓" : "—";
    case "relation":
      return (Array.isArray(value) ? value : [value]).join(", ");
    default:
      return String(value);
  }
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}
