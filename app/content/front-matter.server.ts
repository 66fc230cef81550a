import type { Language } from "../../shared/i18n/languages.ts";

/** A content Markdown file as the build's Markdown plugin (tools/vite-plugin-markdown.ts) delivers it. */
export interface MarkdownModule {
  data: Record<string, unknown>;
  html: string;
  words: number;
}

/**
 * Reads front-matter fields strictly: a missing, empty or wrong field stops the
 * server with the file and field named, so broken content never reaches a page.
 */
export function frontMatter(path: string, data: Record<string, unknown>) {
  const fail = (key: string, problem: string): never => {
    throw new Error(`${path}: "${key}" ${problem}`);
  };
  const text = (key: string): string => {
    const value = data[key];
    if (typeof value !== "string" || value.trim() === "") return fail(key, "is missing or empty");
    return value;
  };
  return {
    text,
    date: (key: string): string => {
      const value = text(key);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) fail(key, "must be a date written YYYY-MM-DD");
      return value;
    },
    oneOf: <T extends string>(key: string, allowed: readonly T[]): T => {
      const value = text(key);
      if (!(allowed as readonly string[]).includes(value)) fail(key, `must be one of ${allowed.join(", ")}`);
      return value as T;
    },
    list: (key: string): string[] => {
      const value = data[key];
      if (!Array.isArray(value) || value.length === 0 || value.some((item) => typeof item !== "string" || !item.trim()))
        return fail(key, "must be a non-empty list of texts");
      return value as string[];
    },
  };
}

/** Splits "../content/blog/<id>/<lang>.md" into its id and language. */
export function collectionEntry(path: string): { id: string; lang: Language } {
  const match = /\/([^/]+)\/(en|ru|uz)\.md$/.exec(path);
  if (!match) throw new Error(`${path}: expected content/<collection>/<id>/<en|ru|uz>.md`);
  return { id: match[1] as string, lang: match[2] as Language };
}
