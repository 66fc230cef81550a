import { Marked } from "marked";
import { markedHighlight } from "marked-highlight";
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import { parse as parseYaml } from "yaml";

/**
 * Content Markdown (blog posts, job openings): YAML front matter and a body rendered
 * to HTML with code highlighted, all at build time, so pages ship no Markdown or
 * highlighting code to the browser.
 */
hljs.registerLanguage("bash", bash);
hljs.registerLanguage("shell", bash);
hljs.registerLanguage("css", css);
hljs.registerLanguage("javascript", javascript);
hljs.registerLanguage("js", javascript);
hljs.registerLanguage("json", json);
hljs.registerLanguage("sql", sql);
hljs.registerLanguage("typescript", typescript);
hljs.registerLanguage("ts", typescript);
hljs.registerLanguage("tsx", typescript);
hljs.registerLanguage("xml", xml);
hljs.registerLanguage("html", xml);
hljs.registerLanguage("yaml", yaml);

const marked = new Marked(
  markedHighlight({
    emptyLangClass: "hljs",
    langPrefix: "hljs language-",
    highlight(code, lang) {
      const language = hljs.getLanguage(lang) ? lang : "plaintext";
      return language === "plaintext" ? escapeHtml(code) : hljs.highlight(code, { language }).value;
    },
  }),
  { gfm: true },
  {
    hooks: {
      // Code blocks scroll sideways on phones: keyboard users must be able to reach and scroll them.
      postprocess: (html) => html.replace(/<pre>/g, '<pre tabindex="0">'),
    },
  },
);

export interface MarkdownDocument {
  data: Record<string, unknown>;
  html: string;
  words: number;
}

export function parseMarkdownDocument(source: string, file = "content"): MarkdownDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: front matter (--- … ---) is missing`);
  const data = parseYaml(match[1] ?? "") as unknown;
  if (!data || typeof data !== "object") throw new Error(`${file}: front matter is not a mapping`);
  const body = match[2] ?? "";
  const html = marked.parse(body, { async: false });
  const words = body
    .replace(/```[\s\S]*?```/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { data: normalizeDates(data as Record<string, unknown>), html, words };
}

/** YAML reads 2026-11-05 as a Date; content keeps ISO date strings. */
function normalizeDates(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);
}
