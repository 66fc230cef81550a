import { describe, expect, it } from "vitest";
import type { Field, Fields } from "../../shared/content-model/fields.ts";
import type { Kind } from "../../shared/content-model/kind.ts";
import { validate } from "../../shared/content-model/validation.ts";
import { KINDS } from "../../content/model/index.ts";
import { seedEntries } from "../../server/content/seed.ts";
import { compareWithEnglish, emptyLeaves, wrongUzbekApostrophes } from "./untranslated.ts";

/** Each kind's starting entries, as the first start imports them. */
const seeded = (
  await Promise.all(
    KINDS.map(async (kind) => (await seedEntries<Fields>(kind)).map((entry) => ({ kind: kind as Kind, entry }))),
  )
).flat();

/**
 * Every text held per language in a document, with its path: a value of a text field
 * marked `localized`, wherever it stands (in groups, in lists of groups, as a list's item).
 */
function localizedTexts(
  fields: Fields,
  doc: unknown,
  prefix = "",
): { path: string; values: Record<string, unknown> }[] {
  const source = (doc ?? {}) as Record<string, unknown>;
  return Object.entries(fields).flatMap(([key, field]) => walk(field, source[key], prefix ? `${prefix}.${key}` : key));
}

function walk(field: Field, value: unknown, path: string): { path: string; values: Record<string, unknown> }[] {
  if (field.localized && (field.type === "text" || field.type === "markdown")) {
    return [{ path, values: (value ?? {}) as Record<string, unknown> }];
  }
  if (field.type === "group") return localizedTexts(field.fields, value, path);
  if (field.type === "list" && Array.isArray(value))
    return value.flatMap((item, index) => walk(field.of, item, `${path}.${index}`));
  return [];
}

describe("the content the site starts with (content/seed/)", () => {
  it("covers every page's kind", () => {
    const kinds = new Set(seeded.map(({ kind }) => kind.name));
    // A kind that declares it starts empty (campaign pages) has no seed; every other has one.
    for (const kind of KINDS) expect(kinds.has(kind.name) !== (kind.seed === "starts empty"), kind.name).toBe(true);
  });

  it.each(seeded.map(({ kind, entry }) => [`${kind.name} ${entry.id}`, kind, entry] as const))(
    "%s is complete in all three languages and keeps every rule of its kind",
    (_name, kind, entry) => {
      expect([...validate(kind.fields, entry.doc, true), ...(kind.rules?.(entry.doc, true) ?? [])]).toEqual([]);
    },
  );

  it.each(seeded.map(({ kind, entry }) => [`${kind.name} ${entry.id}`, kind, entry] as const))(
    "%s: every text has its Russian and Uzbek, none empty, none left in English, Uzbek with ʻ and ʼ",
    (_name, kind, entry) => {
      // A part switched off (the page of an industry shown only as a card) is empty in every language.
      const texts = localizedTexts(kind.fields, entry.doc).filter(({ values }) => values.en !== "");
      const inLanguage = (lang: string) => Object.fromEntries(texts.map(({ path, values }) => [path, values[lang]]));
      const english = inLanguage("en");
      expect(emptyLeaves(english)).toEqual([]);
      expect(compareWithEnglish(english, inLanguage("ru"))).toEqual([]);
      expect(compareWithEnglish(english, inLanguage("uz"))).toEqual([]);
      expect(wrongUzbekApostrophes(inLanguage("uz"))).toEqual([]);
    },
  );
});
