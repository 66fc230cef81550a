import { expect, test } from "@playwright/test";
import { LANGUAGES, localizePath, type Language } from "../../shared/i18n/languages.ts";
import { samplePaths } from "./helpers.ts";

const PATHS = await samplePaths();

/** The visible text of a server-rendered page: no scripts, styles or code samples. */
function visibleText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/, " ")
    .replace(/<(script|style|pre|code|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ");
}

// Words that only English sentences use; proper names and technology names never contain them.
// Letters include Uzbek ʻ and ʼ (Unicode modifier letters), so "toʻliq" is one word.
const ENGLISH = /(?<!\p{L})(the|and|with|for|our|your|we|of|to|is|are|this|that|from|by|you)(?!\p{L})/giu;

for (const lang of ["ru", "uz"] as const) {
  test(`no English sentence is left on any ${lang} page`, async ({ request }) => {
    const leftovers: string[] = [];
    for (const path of PATHS) {
      const text = visibleText(await (await request.get(localizePath(path, lang))).text());
      for (const match of text.matchAll(ENGLISH)) {
        const at = match.index ?? 0;
        leftovers.push(`${path}: …${text.slice(Math.max(0, at - 40), at + 40)}…`);
      }
    }
    expect(leftovers).toEqual([]);
  });
}

/** The specification's claims (§1), as each language writes them, on the pages they belong to. */
const CLAIMS: Record<string, Record<Language, string[]>> = {
  "/": {
    en: ["20+", "100+", "ISO 9001"],
    ru: ["20+", "100+", "ISO 9001"],
    uz: ["20+", "100+", "ISO 9001"],
  },
  "/company/aboutus": {
    en: ["20+", "100+", "ISO 9001", "Tashkent", "Uzbekistan"],
    ru: ["20+", "100+", "ISO 9001", "Ташкент", "Узбекистан"],
    uz: ["20+", "100+", "ISO 9001", "Toshkent", "Oʻzbekiston"],
  },
  "/casestudies/familycredit": {
    en: ["10 trillion", "15", "2 months"],
    ru: ["10 трлн", "15", "2 месяца"],
    uz: ["10 trln", "15", "2 oy"],
  },
  "/casestudies/kindergarten": {
    en: ["10", "1 month"],
    ru: ["10", "1 месяц"],
    uz: ["10", "1 oy"],
  },
  "/casestudies/neighborhood": {
    en: ["300,000", "100,000", "10M+", "15", "1 month"],
    ru: ["300 000", "100 000", "15", "1 месяц"],
    uz: ["300 000", "100 000", "15", "1 oy"],
  },
};

for (const lang of LANGUAGES) {
  test(`the specification's claims appear on their pages in ${lang}`, async ({ request }) => {
    for (const [path, claims] of Object.entries(CLAIMS)) {
      const text = visibleText(await (await request.get(localizePath(path, lang))).text());
      for (const claim of claims[lang]) expect(text, `${lang} ${path}`).toContain(claim);
    }
  });
}
