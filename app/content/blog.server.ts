import type { RouterContextProvider } from "react-router";
import type { ViewOfKind } from "../../shared/content-model/kind.ts";
import type { BlogCategory } from "../../shared/content.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { posts } from "../../content/model/index.ts";
import { mediaVariant } from "../../server/content/media.ts";
import { builtFileSize } from "../../server/http/built-files.ts";
import { formatDate } from "../i18n/format.ts";
import { catalogues, pageMessageFormat } from "../i18n/catalogues/index.server.ts";
import { findEntry, liveEntries, savedEntry, type PublicEntry } from "./entries.server.ts";
import { siteContext } from "../site/context.server.ts";
import type { BlogPost, BlogPostSummary } from "./blog-types.ts";

/** Words read per minute, for the reading time shown on posts. */
const WORDS_PER_MINUTE = 200;

/**
 * The blog as visitors see it: what staff published (content/model/posts.ts), in the
 * visitor's language. Pages are cached by the server and emptied when something changes.
 */
export async function listPosts(context: Readonly<RouterContextProvider>, lang: Language): Promise<BlogPostSummary[]> {
  return (await liveEntries(context, posts, lang)).map((entry) => summarize(toBlogPost(entry, lang)));
}

/**
 * A post, or where its id moved to (a permanent redirect, only ever to a post visitors can
 * read), or that it was withdrawn (gone), or nothing (never public: a draft, a scheduled
 * post, an unknown id).
 */
export async function findPost(
  context: Readonly<RouterContextProvider>,
  id: string,
  lang: Language,
): Promise<{ post: BlogPost; all: BlogPostSummary[] } | { movedTo: string } | { gone: true } | null> {
  const found = await findEntry(context, posts, id, lang);
  if (!found) return null;
  if ("gone" in found) return { gone: true };
  if (!found.entry) return { movedTo: found.movedTo };
  return { post: toBlogPost(found.entry, lang), all: await listPosts(context, lang) };
}

/** A post as saved, whatever its state, in a language: the inbox's preview. */
export async function previewPost(
  context: Readonly<RouterContextProvider>,
  id: string,
  lang: Language,
): Promise<BlogPost | undefined> {
  const entry = await savedEntry(context, posts, id, lang);
  return entry ? toBlogPost(entry, lang) : undefined;
}

/** Up to three other posts: the same category first, then the newest. */
export function similarPosts(post: BlogPostSummary, all: BlogPostSummary[], limit = 3): BlogPostSummary[] {
  const others = all.filter((candidate) => candidate.id !== post.id);
  const same = others.filter((candidate) => candidate.category === post.category);
  const rest = others.filter((candidate) => candidate.category !== post.category);
  return [...same, ...rest].slice(0, limit);
}

function toBlogPost({ id, view }: PublicEntry<ViewOfKind<typeof posts>>, lang: Language): BlogPost {
  const cover = view.cover;
  if (!cover) throw new Error(`Post ${id} has no cover to show`);
  return {
    id,
    title: view.title,
    summary: view.summary,
    category: view.category as BlogCategory,
    author: view.author,
    authorRole: view.authorRole,
    date: view.date,
    dateLabel: formatDate(view.date, lang),
    cover,
    readingTime: pageMessageFormat(lang)(catalogues[lang].blog.minutesRead, {
      n: Math.max(1, Math.round(view.body.words / WORDS_PER_MINUTE)),
    }),
    html: view.body.html,
    seo: view.seo,
  };
}

function summarize({ html: _html, seo: _seo, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

/** The size in bytes of a cover's raster copy as the site serves it (feeds announce it); undefined when unknown. */
export async function rasterCoverBytes(
  context: Readonly<RouterContextProvider>,
  raster: string,
): Promise<number | undefined> {
  const media = /^\/media\/([0-9a-f-]{36})\/([\w.-]+)$/.exec(raster);
  if (!media) return builtFileSize(raster);
  const services = siteContext(context).services;
  return services ? (await mediaVariant(services.database, media[1]!, media[2]!))?.variant.size : undefined;
}
