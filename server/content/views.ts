import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { ViewResolvers } from "../../shared/content-model/document.ts";
import type { PublicFile, PublicImage } from "../../shared/content-model/fields.ts";
import { rasterCover } from "../../shared/content.ts";
import { SITE_DOCUMENT } from "../../shared/content-model/validation.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { Media } from "../db/schema.ts";
import { renderMarkdown } from "./markdown.ts";
import type { MediaVariant } from "./media.ts";
import { typesetHtml, typesetText } from "./typography.ts";

/**
 * How stored values become what pages show: Markdown rendered, sanitized and typeset;
 * texts typeset for their language; a media reference resolved to its stored sizes and
 * formats; a drawing of the site to its own dimensions.
 */
export function viewResolvers(media: ReadonlyMap<string, Media>): ViewResolvers {
  return {
    markdown(source, lang) {
      const { html, words } = renderMarkdown(source, lang);
      return { html: typesetHtml(html, lang), words };
    },
    text: (value, lang) => typesetText(value, lang),
    image: (ref, lang, alt) => resolveImage(media, ref, lang, alt),
    file: (ref) => resolveFile(media, ref),
  };
}

const PUBLIC_DIR = resolve(import.meta.dirname, "../../public");
const siteImageSizes = new Map<string, { width: number; height: number } | null>();

function resolveImage(media: ReadonlyMap<string, Media>, ref: string, lang: Language, alt: string): PublicImage | null {
  const id = /^media:([0-9a-f-]{36})$/.exec(ref)?.[1];
  if (!id) {
    const size = siteImageSize(ref);
    return size ? { src: ref, ...size, sources: [], raster: rasterCover(ref), focus: CENTRE, alt } : null;
  }
  const row = media.get(id);
  if (!row) return null;
  const variants = JSON.parse(row.variants) as MediaVariant[];
  const url = (variant: MediaVariant) => `/media/${id}/${variant.file}`;
  const fallback =
    largest(variants.filter((variant) => variant.mime === "image/jpeg" || variant.mime === "image/png")) ??
    largest(variants.filter((variant) => variant.mime === "image/svg+xml"));
  if (!fallback) return null;
  const sources = ["image/avif", "image/webp"]
    .map((type) => ({
      type,
      srcSet: variants
        .filter((variant) => variant.mime === type)
        .sort((a, b) => a.width - b.width)
        .map((variant) => `${url(variant)} ${variant.width}w`)
        .join(", "),
    }))
    .filter((source) => source.srcSet);
  const own = (row as Media & { alt?: string | null }).alt;
  const libraryAlt = own ? ((JSON.parse(own) as Partial<Record<Language, string>>)[lang] ?? "") : "";
  const focus = (row as Media & { focus?: string | null }).focus;
  return {
    src: url(fallback),
    width: row.width,
    height: row.height,
    sources,
    raster: url(fallback),
    focus: focus ? (JSON.parse(focus) as { x: number; y: number }) : CENTRE,
    alt: alt || libraryAlt,
  };
}

function resolveFile(media: ReadonlyMap<string, Media>, ref: string): PublicFile | null {
  if (SITE_DOCUMENT.test(ref)) return siteDocument(ref);
  const id = /^media:([0-9a-f-]{36})$/.exec(ref)?.[1];
  const row = id ? media.get(id) : undefined;
  if (!row) return null;
  const [original] = JSON.parse(row.variants) as MediaVariant[];
  if (!original) return null;
  const name = (row as Media & { name?: string | null }).name ?? original.file;
  return { href: `/media/${id}/${original.file}`, name, size: original.size, mime: original.mime };
}

const CENTRE = { x: 50, y: 50 };

/** Where the build writes the documents it makes (scripts/build.ts): the portfolio PDFs. */
const BUILT_DIR = resolve(import.meta.dirname, "../../build/client");

/** A document the build makes, served by the site itself: its size once it is built. */
function siteDocument(path: string): PublicFile {
  let size = 0;
  try {
    size = statSync(resolve(BUILT_DIR, `.${path}`)).size;
  } catch {
    // Not built yet (a test without a build): the link is right all the same.
  }
  return { href: path, name: path.slice(path.lastIndexOf("/") + 1), size, mime: "application/pdf" };
}

function largest(variants: MediaVariant[]): MediaVariant | undefined {
  return [...variants].sort((a, b) => b.width - a.width)[0];
}

/** Whether the site has a drawing at this path (a page's heading art made by `npm run art`). */
export function siteImageExists(path: string): boolean {
  return siteImageSize(path) !== null;
}

/** A drawing's own width and height (its SVG attributes or viewBox, a PNG's header), read once. */
function siteImageSize(path: string): { width: number; height: number } | null {
  if (!siteImageSizes.has(path)) siteImageSizes.set(path, readSiteImageSize(path));
  return siteImageSizes.get(path) ?? null;
}

function readSiteImageSize(path: string): { width: number; height: number } | null {
  const file = resolve(PUBLIC_DIR, `.${path}`);
  if (!file.startsWith(`${PUBLIC_DIR}/`)) return null;
  try {
    if (path.endsWith(".svg")) {
      const head = readFileSync(file, "utf8").slice(0, 2000);
      const width = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(head)?.[1];
      const height = /<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(head)?.[1];
      if (width && height) return { width: Number(width), height: Number(height) };
      const box = /<svg[^>]*\sviewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(head);
      return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
    }
    if (path.endsWith(".png")) {
      const bytes = readFileSync(file);
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    }
  } catch {
    return null;
  }
  return null;
}
