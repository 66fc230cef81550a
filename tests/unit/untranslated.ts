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

/** Every `{placeholder}` of the English text is in the translation too, and no other. */
export function placeholderMismatches(english: unknown, other: unknown, path = ""): string[] {
  if (typeof english === "string") {
    const names = (text: unknown) =>
      typeof text === "string" ? [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort() : [];
    return names(english).join() === names(other).join() ? [] : [path];
  }
  if (english && typeof english === "object") {
    return Object.entries(english).flatMap(([key, value]) =>
      placeholderMismatches(
        value,
        (other as Record<string, unknown> | undefined)?.[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return [];
}
