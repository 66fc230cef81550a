import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { ViewResolvers } from "../../shared/content-model/document.ts";
import type { PublicFile, PublicImage } from "../../shared/content-model/fields.ts";
import { rasterCover } from "../../shared/content.ts";
import { SITE_DOCUMENT } from "../../shared/content-model/validation.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { Media } from "../db/media.ts";
import { renderMarkdown } from "./markdown.ts";
import { mediaAddress, type MediaVariant } from "./media.ts";
import { typesetHtml, typesetText } from "./typography.ts";

/**
 * How stored values become what pages show: Markdown rendered, sanitized and typeset;
 * texts typeset for their language; a media reference resolved to its stored sizes and
 * formats; a drawing of the site to its own dimensions.
 */
export function viewResolvers(media: ReadonlyMap<string, Media>): ViewResolvers {
  return {
    markdown(source, lang) {
      // An image of the library is written ![what it shows](media:<id>) and shown in its sizes.
      const marked = source.replace(/\]\(media:([0-9a-f-]{36})\)/g, `](${EMBED_PREFIX}$1)`);
      const { html, words } = renderMarkdown(marked, lang);
      return { html: embedMedia(typesetHtml(html, lang), media, lang), words };
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
  if (!row || row.kind !== "image") return null;
  const variants = JSON.parse(row.variants) as MediaVariant[];
  const url = (variant: MediaVariant) => mediaAddress(id, variant);
  const social = variants.find((variant) => variant.file.startsWith("social"));
  const pictures = variants.filter((variant) => variant !== social);
  const fallback =
    largest(pictures.filter((variant) => variant.mime === "image/jpeg" || variant.mime === "image/png")) ??
    largest(pictures.filter((variant) => variant.mime === "image/svg+xml"));
  if (!fallback) return null;
  const sources = ["image/avif", "image/webp"]
    .map((type) => ({
      type,
      srcSet: pictures
        .filter((variant) => variant.mime === type)
        .sort((a, b) => a.width - b.width)
        .map((variant) => `${url(variant)} ${variant.width}w`)
        .join(", "),
    }))
    .filter((source) => source.srcSet);
  const libraryAlt = (JSON.parse(row.alt) as Partial<Record<Language, string>>)[lang] ?? "";
  return {
    src: url(fallback),
    width: row.width,
    height: row.height,
    sources,
    raster: url(social ?? fallback),
    focus: JSON.parse(row.focus) as { x: number; y: number },
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
  return {
    href: mediaAddress(id as string, original),
    name: row.name || original.file,
    size: row.size,
    mime: row.mime,
  };
}

const CENTRE = { x: 50, y: 50 };

const EMBED_PREFIX = "/media/embed/";

/** A library image inside a text: its sizes and formats, explicit dimensions, loaded when near. */
function embedMedia(html: string, media: ReadonlyMap<string, Media>, lang: Language): string {
  return html.replace(/<img src="\/media\/embed\/([0-9a-f-]{36})"([^>]*)>/g, (whole, id: string, rest: string) => {
    const alt = /alt="([^"]*)"/.exec(rest)?.[1] ?? "";
    const image = resolveImage(media, `media:${id}`, lang, "");
    if (!image) return "";
    const text = alt || escapeAttribute(image.alt);
    const sizes = "(min-width: 45rem) 45rem, 100vw";
    const sources = image.sources
      .map((source) => `<source type="${source.type}" srcset="${source.srcSet}" sizes="${sizes}">`)
      .join("");
    return `<picture>${sources}<img src="${image.src}" alt="${text}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async"></picture>`;
  });
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);
}

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
