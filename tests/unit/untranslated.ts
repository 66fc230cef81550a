import { LOCALES, type Language } from "../../shared/i18n/languages.ts";
import { parseMessage } from "../../shared/i18n/message.ts";

/**
 * Helpers that compare a translation with its English source, leaf by leaf, so a
 * missing key, an empty value, a list of another length or an English sentence left
 * in Russian or Uzbek is reported with its path.
 */
const ENGLISH_WORDS = /\b(the|and|of|for|with|to|our|your|we|is|are|you|this|that|from|on|in|by)\b/i;

export interface Finding {
  path: string;
  problem: string;
}

export function compareWithEnglish(english: unknown, other: unknown, path = ""): Finding[] {
  if (typeof english === "string") {
    if (typeof other !== "string") return [{ path, problem: "missing" }];
    if (other.trim() === "") return [{ path, problem: "empty" }];
    if (other === english && ENGLISH_WORDS.test(english) && english.split(/\s+/).length > 2) {
      return [{ path, problem: `left in English: "${english.slice(0, 60)}"` }];
    }
    return [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other)) return [{ path, problem: "missing list" }];
    if (other.length !== english.length)
      return [{ path, problem: `has ${other.length} items, English has ${english.length}` }];
    return english.flatMap((item, index) => compareWithEnglish(item, other[index], `${path}[${index}]`));
  }
  if (english && typeof english === "object") {
    if (!other || typeof other !== "object") return [{ path, problem: "missing object" }];
    return Object.entries(english).flatMap(([key, value]) =>
      compareWithEnglish(value, (other as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** Every string leaf is non-empty (for the English source itself). */
export function emptyLeaves(value: unknown, path = ""): string[] {
  if (typeof value === "string") return value.trim() === "" ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => emptyLeaves(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => emptyLeaves(item, path ? `${path}.${key}` : key));
  return [];
}

/** Uzbek is written with ʻ (U+02BB) and ʼ (U+02BC), never with ASCII or typographic apostrophes between letters. */
export function wrongUzbekApostrophes(value: unknown, path = ""): string[] {
  if (typeof value === "string") return /\p{L}['‘’`]\p{L}/u.test(value) ? [`${path}: "${value.slice(0, 60)}"`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => wrongUzbekApostrophes(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => wrongUzbekApostrophes(item, path ? `${path}.${key}` : key));
  return [];
}

/** A node of an ICU message's syntax tree, as far as these checks read it. */
interface MessageNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: MessageNode[] }>;
  pluralType?: "cardinal" | "ordinal";
  children?: MessageNode[];
}
// intl-messageformat's node types (TYPE in @formatjs/icu-messageformat-parser).
const [ARGUMENT, NUMBER, DATE, TIME, SELECT, PLURAL, TAG] = [1, 2, 3, 4, 5, 6, 8];
const NAMED = new Set([ARGUMENT, NUMBER, DATE, TIME, SELECT, PLURAL]);

function* nodes(tree: MessageNode[]): Generator<MessageNode> {
  for (const node of tree) {
    yield node;
    for (const option of Object.values(node.options ?? {})) yield* nodes(option.value);
    if (node.type === TAG) yield* nodes(node.children ?? []);
  }
}

/**
 * Every string is a valid ICU message with the same arguments as English, and each plural
 * gives every form its language has (Russian: one, few, many and other).
 */
export function messageProblems(english: unknown, other: unknown, lang: Language, path = ""): string[] {
  if (typeof english === "string") {
    if (typeof other !== "string") return [];
    const source = parsed(english, "en");
    const translation = parsed(other, lang);
    if (typeof source === "string" || typeof translation === "string")
      return [source, translation].filter((tree) => typeof tree === "string").map((problem) => `${path}: ${problem}`);
    const names = (tree: MessageNode[]) =>
      [...new Set([...nodes(tree)].filter((node) => NAMED.has(node.type)).map((node) => String(node.value)))].sort();
    const problems: string[] = [];
    if (names(source).join() !== names(translation).join())
      problems.push(`${path}: arguments {${names(translation).join(", ")}}, English has {${names(source).join(", ")}}`);
    const needed = new Intl.PluralRules(LOCALES[lang]).resolvedOptions().pluralCategories;
    for (const node of nodes(translation)) {
      if (node.type !== PLURAL || node.pluralType === "ordinal") continue;
      const missing = needed.filter((category) => !(category in (node.options ?? {})));
      if (missing.length) problems.push(`${path}: the plural of {${String(node.value)}} lacks ${missing.join(", ")}`);
    }
    return problems;
  }
  if (Array.isArray(english)) {
    return english.flatMap((item, index) =>
      messageProblems(item, Array.isArray(other) ? other[index] : undefined, lang, `${path}[${index}]`),
    );
  }
  if (english && typeof english === "object") {
    return Object.entries(english).flatMap(([key, value]) =>
      messageProblems(
        value,
        (other as Record<string, unknown> | undefined)?.[key],
        lang,
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return [];
}

function parsed(message: string, lang: Language): MessageNode[] | string {
  try {
    return parseMessage(message, lang) as MessageNode[];
  } catch (error) {
    return `not a valid ICU message in ${lang} (${error instanceof Error ? error.message : String(error)})`;
  }
}
