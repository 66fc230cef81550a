import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { corrections, glossary, type GlossaryLanguage } from "../../content/glossary.ts";

/**
 * The glossary holds (decisions 057 and 070): no forbidden variant of a concept, and none of
 * the editor's corrected phrases, in any English, Russian or Uzbek text of the site, the inbox,
 * the e-mails or the drawn screens. Each finding names the file and the text around the variant.
 */
type Lang = GlossaryLanguage;
interface Text {
  file: string;
  lang: Lang;
  text: string;
}

const ROOT = join(import.meta.dirname, "../..");
const LANGS: Lang[] = ["en", "ru", "uz"];

const list = (dir: string, keep: (name: string) => boolean): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter(keep)
    .map((name) => join(dir, name));

/** Every string inside a value, however deep. */
function strings(value: unknown, seen = new WeakSet<object>()): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => strings(item, seen));
}

/** The strings a module holds under a "ru" or "uz" key: its `{ en, ru, uz }` texts. */
function byLanguage(value: unknown, lang: Lang, seen = new WeakSet<object>()): string[] {
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]) => (key === lang ? strings(item) : byLanguage(item, lang, seen)));
}

async function load(file: string): Promise<unknown> {
  return import(pathToFileURL(join(ROOT, file)).href);
}

async function corpus(): Promise<Text[]> {
  const texts: Text[] = [];
  // Whole files in one language: the interface's, inbox's and e-mails' words, page modules.
  const wholeFiles = [
    ...["app/i18n/catalogues", "app/admin/i18n", "app/mail/words"].flatMap((dir) =>
      LANGS.map((lang) => `${dir}/${lang}.ts`),
    ),
    ...list("content/pages", (name) => /(^|\/)(en|ru|uz)\.ts$/.test(name)),
    // The words drawn inside the case studies' product screens.
    ...LANGS.map((lang) => `content/art/screens/${lang}.ts`),
  ];
  for (const file of wholeFiles) {
    const lang = file.slice(-5, -3) as Lang;
    for (const text of strings(((await load(file)) as { default: unknown }).default)) texts.push({ file, lang, text });
  }
  // Modules holding every language side by side: seeds, the kinds' words for staff, filters
  // (their `{ en, ru, uz }` texts; English also as `words("…", "…", "…")` gives it).
  const mixedFiles = [
    ...list("content/seed", (name) => name.endsWith(".ts")),
    ...list("content/model", (name) => name.endsWith(".ts")),
    "content/jobs/taxonomy.ts",
    "content/blog/categories.ts",
  ];
  for (const file of mixedFiles) {
    const module = await load(file);
    for (const lang of LANGS) for (const text of byLanguage(module, lang)) texts.push({ file, lang, text });
  }
  // Posts and openings in Markdown.
  for (const dir of ["content/blog", "content/jobs"]) {
    for (const file of list(dir, (name) => /(^|\/)(en|ru|uz)\.md$/.test(name))) {
      texts.push({ file, lang: file.slice(-5, -3) as Lang, text: readFileSync(join(ROOT, file), "utf8") });
    }
  }
  return texts.map((text) => ({ ...text, file: relative(ROOT, join(ROOT, text.file)) }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A plain variant matches at a word's start, in any case, with any ending. */
const pattern = (variant: string | RegExp) =>
  typeof variant === "string" ? new RegExp(`(?<![\\p{L}\\p{N}ʻʼ])${escape(variant)}`, "giu") : variant;

function findings(
  texts: Text[],
  lang: Lang,
  variant: string | RegExp,
  advice: string,
  except: string[] = [],
): string[] {
  const found: string[] = [];
  const regex = new RegExp(pattern(variant).source, `${pattern(variant).flags.replace("g", "")}g`);
  for (const { file, lang: textLang, text } of texts) {
    if (textLang !== lang || except.some((place) => file.startsWith(place))) continue;
    for (const match of text.matchAll(regex)) {
      const around = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\s+/g, " ");
      found.push(`${file}: «…${around}…» — ${advice}`);
    }
  }
  return found;
}

const texts = await corpus();

describe("the glossary", () => {
  it("reads every kind of text in each language", () => {
    for (const place of [
      "app/i18n/",
      "app/admin/i18n/",
      "app/mail/words/",
      "content/seed/",
      "content/art/screens/",
      "content/blog/",
      "content/jobs/",
    ]) {
      for (const lang of LANGS) {
        expect(
          texts.some((text) => text.file.startsWith(place) && text.lang === lang),
          `${place} in ${lang}`,
        ).toBe(true);
      }
    }
  });

  it.each(LANGS)("%s: no forbidden variant of a concept appears anywhere", (lang) => {
    const found = glossary.flatMap((entry) =>
      (entry.forbidden[lang] ?? []).flatMap((variant) =>
        findings(texts, lang, variant, `${entry.concept}: write «${entry[lang] ?? entry.concept}»`, entry.except),
      ),
    );
    expect(found).toEqual([]);
  });

  it.each(LANGS)("%s: the editor's corrections hold (the wrong phrase is gone, the right one is there)", (lang) => {
    const own = corrections.filter((correction) => correction.lang === lang);
    const found = own.flatMap(({ wrong, right }) => findings(texts, lang, wrong, `write «${right}»`));
    const missing = own.filter(({ right }) => findings(texts, lang, right, "").length === 0).map(({ right }) => right);
    expect(found).toEqual([]);
    expect(missing).toEqual([]);
  });
});
