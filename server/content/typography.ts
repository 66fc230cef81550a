import Typograf from "typograf";
import type { Language } from "../../shared/i18n/languages.ts";

/**
 * The typography step (issue 13, decision 027): non-breaking spaces in number groups,
 * between a number and its unit or word, after short words (not in English) and before a dash; the
 * language's quotes and dashes. Typograf covers Russian and English; Uzbek has no locale
 * of its own, so it gets the rules that do not depend on the language (numbers, dashes,
 * short words) without English quotes.
 *
 * It runs on the server, on the data pages render (content, the interface's strings,
 * posts and openings), so the browser hydrates exactly the text the server sent.
 */
/*
 * Groups of digits ("300 000") keep together. Typograf's own digitGrouping rule also
 * regroups long digit runs, and with them its internal placeholders for HTML tags once
 * there are more than 9 999 of them, so it stays off; this rule only binds the spaces
 * already written between groups.
 */
Typograf.addRule({
  name: "common/nbsp/digitGroups",
  handler: (text) => text.replace(/(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d])/g, (group) => group.replaceAll(" ", "\u00a0")),
});

/*
 * A number and the word or unit after it ("14 КБ", "(5 лет)", "20+ лет", "100+ проектов"):
 * Typograf's afterNumber binds them only after a space, and not after "20+".
 */
Typograf.addRule({
  name: "common/nbsp/numberAndWord",
  handler: (text) => text.replace(/(?<![\p{L}\d])(\d+(?:[.,]\d+)?\+?) (?=\p{L})/gu, "$1\u00a0"),
});

/*
 * The number sign keeps its number even when that starts with letters ("№ ЗРУ-547");
 * Typograf's afterNumberSign binds it to digits only.
 */
Typograf.addRule({
  name: "common/nbsp/afterNumberSignAny",
  handler: (text) => text.replace(/№ (?=\S)/g, "№\u00a0"),
});

/*
 * A code of capitals and a number ("ZRU-547", "ЗРУ-547") never breaks at its hyphen: a
 * word joiner after the hyphen forbids it (Manrope has no non-breaking hyphen glyph).
 */
Typograf.addRule({
  name: "common/nbsp/codeHyphen",
  handler: (text) => text.replace(/(\p{Lu})-(?=\d)/gu, "$1-\u2060"),
});

const typografs: Record<Language, Typograf> = {
  // English typesetting does not bind a short word to the next ("in the", "to a"): on a
  // phone's narrow column that leaves a ragged edge for no gain in reading.
  en: make(["en-US"], ["common/nbsp/afterShortWord", "common/nbsp/afterShortWordByList"]),
  ru: make(["ru", "en-US"]),
  uz: make(["en-US"], ["common/punctuation/quote"]),
};

function make(locale: string[], disable: string[] = []): Typograf {
  const typograf = new Typograf({ locale, htmlEntity: { type: "default" } });
  typograf.enableRule(["common/nbsp/afterNumber"]);
  // It rewrites Russian (+7) phone numbers and squeezes the spaces out of Uzbek ones.
  typograf.disableRule(["ru/other/phone-number", ...disable]);
  return typograf;
}

/**
 * A plain string, typeset for its language. Identifiers (no space in them) pass untouched.
 * Typograf trims; a fragment's own leading and trailing spaces stay, since the text goes on
 * in a link beside it ("Read more in our " + "cookie policy").
 */
export function typesetText(text: string, lang: Language): string {
  if (!/\s/.test(text)) return text;
  const [, before = "", inner = "", after = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  const typeset = `${before}${typografs[lang].execute(inner)}${after}`;
  // A fragment that ends in a short word ("… по ", a link follows) keeps it with what follows.
  return typeset.replace(/(?<![\p{L}\d-])(\p{L}{1,2}) $/u, "$1\u00a0");
}

/** HTML (a rendered Markdown body): text is typeset, tags, attributes, code and pre are not. */
export function typesetHtml(html: string, lang: Language): string {
  return typografs[lang].execute(html);
}

/** Keys whose values are identifiers, addresses or machine text, never typeset. */
const MACHINE_KEYS = new Set([
  "slug",
  "key",
  "id",
  "href",
  "url",
  "src",
  "email",
  "date",
  "icon",
  "path",
  "to",
  "lang",
]);

/**
 * Every string of a content object, typeset; a new object, the original is left as it is.
 * Strings `keep` picks stay as they are (ICU messages, typeset once formatted).
 */
export function typesetDeep<T>(value: T, lang: Language, keep: (text: string) => boolean = () => false): T {
  return walk(value, lang, keep) as T;
}

function walk(value: unknown, lang: Language, keep: (text: string) => boolean): unknown {
  if (typeof value === "string") return keep(value) ? value : typesetText(value, lang);
  if (Array.isArray(value)) return value.map((item) => walk(item, lang, keep));
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, MACHINE_KEYS.has(key) ? item : walk(item, lang, keep)]),
    );
  }
  return value;
}
