import type { Language } from "./i18n/languages.ts";
import { formatDate } from "./site/format.ts";

export const BLOG_CATEGORIES = [
  "product-updates",
  "tutorials",
  "technical-insights",
  "industry-trends",
  "case-studies",
  "cases",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogPostSummary {
  id: string;
  title: string;
  summary: string;
  category: BlogCategory;
  author: string;
  authorRole: string;
  date: string;
  /** The date written out in the post's language (formatted on the server: browsers' locale data differ). */
  dateLabel: string;
  cover: string;
  coverAlt: string;
  readingMinutes: number;
}
export interface BlogPost extends BlogPostSummary {
  html: string;
}

interface MarkdownModule {
  data: Record<string, unknown>;
  html: string;
  words: number;
}

/** Words read per minute, for the reading time shown on posts. */
const WORDS_PER_MINUTE = 200;

const files = import.meta.glob<MarkdownModule>("../content/blog/*/*.md", { eager: true, import: "default" });

interface StoredPost extends BlogPost {
  lang: Language;
}

const posts: StoredPost[] = Object.entries(files).map(([path, module]) => {
  const [, id, lang] = /content\/blog\/([^/]+)\/(\w+)\.md$/.exec(path) ?? [];
  const data = module.data;
  const text = (key: string) => {
    const value = data[key];
    if (typeof value !== "string" || value.trim() === "") throw new Error(`${path}: "${key}" is missing`);
    return value;
  };
  if (text("id") !== id) throw new Error(`${path}: id must match its folder`);
  const category = text("category") as BlogCategory;
  if (!BLOG_CATEGORIES.includes(category)) throw new Error(`${path}: unknown category "${category}"`);
  return {
    lang: lang as Language,
    id,
    title: text("title"),
    summary: text("summary"),
    category,
    author: text("author"),
    authorRole: text("authorRole"),
    date: text("date"),
    dateLabel: formatDate(text("date"), lang as Language),
    cover: text("cover"),
    coverAlt: text("coverAlt"),
    readingMinutes: Math.max(1, Math.round(module.words / WORDS_PER_MINUTE)),
    html: module.html,
  };
});

const byLanguage = (lang: Language) =>
  posts.filter((post) => post.lang === lang).sort((a, b) => b.date.localeCompare(a.date));

function summarize({ html: _html, lang: _lang, ...summary }: StoredPost): BlogPostSummary {
  return summary;
}

export function listPosts(lang: Language): BlogPostSummary[] {
  return byLanguage(lang).map(summarize);
}

export function getPost(id: string, lang: Language): BlogPost | undefined {
  const post = byLanguage(lang).find((candidate) => candidate.id === id);
  if (!post) return undefined;
  const { lang: _lang, ...rest } = post;
  return rest;
}
