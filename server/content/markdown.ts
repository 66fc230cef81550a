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
import sanitizeHtml from "sanitize-html";
import { DEFAULT_LANGUAGE, localizePath, splitLanguagePrefix, type Language } from "../../shared/i18n/languages.ts";

/**
 * Post and opening bodies: Markdown as staff write it, rendered for each language it is read in (links to the site's own pages keep that language), with code
 * highlighted, and sanitized whatever an account types: no script, no event handler, no
 * `javascript:` link, images only from the site itself. Public pages ship the HTML, never
 * Markdown or highlighting code.
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
);

/** The name a wide table's scrolling region is announced by, in the page's language. */
const TABLE_REGION: Record<Language, string> = {
  en: "Table (scrolls sideways)",
  ru: "Таблица (прокручивается вбок)",
  uz: "Jadval (yon tomonga suriladi)",
};

/** Only the site's own images: its static folder and uploaded media. */
const OWN_IMAGE = /^\/(images|media)\/[\w\-./]+$/;

/**
 * An image's address as the browser will ask for it, when it is one of the site's own images:
 * escapes read (twice encoded too) and dot segments resolved first, so
 * `/images/../admin/export/applications` is the export it leads to, and refused. Nothing under
 * `/admin` or `/files` is ever an image: a reader signed in would run it in their name.
 */
function ownImage(src: string): string | undefined {
  let plain = src.trim();
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(plain);
      if (next === plain) break;
      plain = next;
    } catch {
      return undefined;
    }
  }
  if (!plain.startsWith("/") || /[\\?#\s]/.test(plain)) return undefined;
  const base = "https://site.invalid";
  const url = new URL(plain, base);
  if (url.origin !== base) return undefined;
  const path = url.pathname;
  if (/^\/(admin|files)(\/|$)/i.test(path) || !OWN_IMAGE.test(path) || path.includes("/.")) return undefined;
  return path;
}

/**
 * Site paths that exist once, in no language: the inbox, the API, uploads and media, the
 * build's and the static folder's files. A link to one keeps its path in every language.
 */
const SINGLE_LANGUAGE_PATH = /^\/(?:admin|api|assets|downloads|files|images|media|og)(?:\/|$)/;

/**
 * A link to one of the site's pages, in the language of the text it is in: writers link
 * "/services" in every language, and a Russian reader must stay on "/ru/services".
 * Anchors, other sites, files (a last segment with an extension) and paths that exist in
 * one language only are left as they are.
 */
export function localizedHref(href: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE || !/^\/(?![/\\])/.test(href)) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const rest = end === -1 ? "" : href.slice(end);
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  if (splitLanguagePrefix(path).lang || SINGLE_LANGUAGE_PATH.test(path) || lastSegment.includes(".")) return href;
  return localizePath(path.length > 1 ? path.replace(/\/+$/, "") : path, lang) + rest;
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "blockquote",
    "code",
    "pre",
    "a",
    "img",
    "table",
    "caption",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    code: ["class"],
    span: ["class"],
    pre: ["tabindex"],
    th: ["align", "scope"],
    td: ["align"],
    div: ["class", "tabindex", "role", "aria-label"],
  },
  allowedClasses: { code: ["hljs", /^language-[\w-]+$/], span: [/^hljs-[\w-]+$/], div: ["table-scroll"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    // An image keeps the normalized address of one of the site's own, or is dropped.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: ownImage(attribs.src ?? "") ?? "" } }),
    // A Markdown "#" heading would be a second h1 on the page: it becomes h2.
    h1: "h2",
    h5: "h4",
    h6: "h4",
  },
};

export interface RenderedMarkdown {
  html: string;
  /** Words of prose, code left out: for the reading time. */
  words: number;
}

export function renderMarkdown(markdown: string, lang: Language): RenderedMarkdown {
  const raw = captionTables(marked.parse(markdown, { async: false }));
  // Keyboard users must be able to reach and scroll what scrolls sideways on phones.
  const framed = raw
    .replace(/<pre>/g, '<pre tabindex="0">')
    .replace(
      /<table>/g,
      `<div class="table-scroll" tabindex="0" role="region" aria-label="${TABLE_REGION[lang]}"><table>`,
    )
    .replace(/<\/table>/g, "</table></div>");
  const html = sanitizeHtml(framed, {
    ...SANITIZE,
    transformTags: {
      ...SANITIZE.transformTags,
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href === undefined ? attribs : { ...attribs, href: localizedHref(attribs.href, lang) },
      }),
    },
  });
  const words = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { html, words };
}

/**
 * A table's caption, written as Pandoc does: a paragraph of its own that starts with a colon,
 * right after the table (or right before it): `: Budgets for a first visit`. It becomes the
 * table's <caption>, which names the table to screen readers in any language.
 */
function captionTables(html: string): string {
  return html
    .replace(
      /<table>((?:(?!<\/table>)[\s\S])*)<\/table>\s*<p>:\s+([\s\S]*?)<\/p>/g,
      (_, table: string, caption: string) => `<table><caption>${caption}</caption>${table}</table>`,
    )
    .replace(
      /<p>:\s+((?:(?!<\/p>)[\s\S])*)<\/p>\s*<table>(?!<caption>)/g,
      (_, caption: string) => `<table><caption>${caption}</caption>`,
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);
}
