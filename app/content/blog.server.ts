import type { Language } from "../../shared/i18n/languages.ts";
import { formatDate } from "../i18n/format.ts";
import { collectionEntry, frontMatter, type MarkdownModule } from "./front-matter.server.ts";

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

/** Words read per minute, for the reading time shown on posts. */
const WORDS_PER_MINUTE = 200;

const files = import.meta.glob<MarkdownModule>("../../content/blog/*/*.md", { eager: true, import: "default" });

interface StoredPost extends BlogPost {
  lang: Language;
}

const posts: StoredPost[] = Object.entries(files).map(([path, module]) => {
  const { id, lang } = collectionEntry(path);
  const field = frontMatter(path, module.data);
  if (field.text("id") !== id) throw new Error(`${path}: id must match its folder`);
  const date = field.date("date");
  return {
    lang,
    id,
    title: field.text("title"),
    summary: field.text("summary"),
    category: field.oneOf("category", BLOG_CATEGORIES),
    author: field.text("author"),
    authorRole: field.text("authorRole"),
    date,
    dateLabel: formatDate(date, lang),
    cover: field.text("cover"),
    coverAlt: field.text("coverAlt"),
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

/** Up to three other posts: the same category first, then the newest. */
export function similarPosts(post: BlogPostSummary, lang: Language, limit = 3): BlogPostSummary[] {
  const others = listPosts(lang).filter((candidate) => candidate.id !== post.id);
  const same = others.filter((candidate) => candidate.category === post.category);
  const rest = others.filter((candidate) => candidate.category !== post.category);
  return [...same, ...rest].slice(0, limit);
}

export function getPost(id: string, lang: Language): BlogPost | undefined {
  const post = byLanguage(lang).find((candidate) => candidate.id === id);
  if (!post) return undefined;
  const { lang: _lang, ...rest } = post;
  return rest;
}
