import { rasterCover } from "../../shared/content.ts";
import type { RouterContextProvider } from "react-router";
import type { Language } from "../../shared/i18n/languages.ts";
import { redirectedId } from "../../server/db/id-redirects.ts";
import { livePosts, postStore, savedPost, type PublicPost } from "../../server/content/posts.ts";
import { mediaVariant } from "../../server/content/media.ts";
import { builtFileSize } from "../../server/http/built-files.ts";
import { formatDate } from "../i18n/format.ts";
import { typesetHtml, typesetText } from "../../server/content/typography.ts";
import { siteContext } from "../site/context.server.ts";
import type { BlogPost, BlogPostSummary, CoverImage } from "./blog.ts";

/**
 * The blog as visitors see it, read from the database: what staff published, in the
 * visitor's language. Pages are cached by the server and emptied when something changes.
 */
function database(context: Readonly<RouterContextProvider>) {
  const services = siteContext(context).services;
  if (!services) throw new Error("The blog needs the server's database");
  return services.database;
}

export async function listPosts(context: Readonly<RouterContextProvider>, lang: Language): Promise<BlogPostSummary[]> {
  return (await livePosts(database(context).db, lang)).map((post) => summarize(toBlogPost(post, lang)));
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
  const { db } = database(context);
  const posts = (await livePosts(db, lang)).map((post) => toBlogPost(post, lang));
  const post = posts.find((candidate) => candidate.id === id);
  if (post) return { post, all: posts.map(summarize) };
  const movedTo = await redirectedId(db, "post", id);
  if (movedTo && posts.some((candidate) => candidate.id === movedTo)) return { movedTo };
  return (await postStore.state(db, movedTo ?? id))?.status === "unpublished" ? { gone: true } : null;
}

/** A post as saved, whatever its state, in a language: the inbox's preview. */
export async function previewPost(
  context: Readonly<RouterContextProvider>,
  id: string,
  lang: Language,
): Promise<BlogPost | undefined> {
  const post = await savedPost(database(context).db, id, lang);
  return post ? toBlogPost(post, lang) : undefined;
}

/** Up to three other posts: the same category first, then the newest. */
export function similarPosts(post: BlogPostSummary, all: BlogPostSummary[], limit = 3): BlogPostSummary[] {
  const others = all.filter((candidate) => candidate.id !== post.id);
  const same = others.filter((candidate) => candidate.category === post.category);
  const rest = others.filter((candidate) => candidate.category !== post.category);
  return [...same, ...rest].slice(0, limit);
}

function toBlogPost(post: PublicPost, lang: Language): BlogPost {
  return {
    id: post.id,
    title: typesetText(post.title, lang),
    summary: typesetText(post.summary, lang),
    category: post.category,
    author: post.author,
    authorRole: typesetText(post.authorRole, lang),
    date: post.date,
    dateLabel: formatDate(post.date, lang),
    cover: coverImage(post.cover, post.coverAlt),
    readingMinutes: post.readingMinutes,
    html: typesetHtml(post.html, lang),
  };
}

function summarize({ html: _html, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

/** The image a cover reference names: a drawing under /images/, or an uploaded cover's formats. */
function coverImage(cover: string, alt: string): CoverImage {
  const media = /^media:([0-9a-f-]{36})$/.exec(cover)?.[1];
  if (!media) return { src: cover, alt, width: 1200, height: 630, sources: [], raster: rasterCover(cover) };
  const base = `/media/${media}`;
  return {
    src: `${base}/1200.jpg`,
    alt,
    width: 1200,
    height: 630,
    sources: ["avif", "webp"].map((ext) => ({
      type: `image/${ext}`,
      srcSet: `${base}/600.${ext} 600w, ${base}/1200.${ext} 1200w`,
    })),
    raster: rasterCover(cover),
  };
}

/** The size in bytes of a cover's raster copy as the site serves it (feeds announce it); undefined when unknown. */
export async function rasterCoverBytes(
  context: Readonly<RouterContextProvider>,
  raster: string,
): Promise<number | undefined> {
  const media = /^\/media\/([0-9a-f-]{36})\/([\w.]+)$/.exec(raster);
  if (media) return (await mediaVariant(database(context), media[1]!, media[2]!))?.size;
  return builtFileSize(raster);
}
