import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import sanitizeHtml from "sanitize-html";
import sharp from "sharp";
import type { Database } from "../db/database.ts";
import { allEntryDocuments, entriesMentioning } from "../db/entries.ts";
import { deleteMedia as deleteMediaRow, getMedia, insertMedia, listMedia, updateMedia } from "../db/media.ts";
import type { Media } from "../db/media.ts";
import { deleteUpload, insertUpload } from "../db/uploads.ts";
import type { FileStore } from "../files/file-store.ts";
import { recordAudit } from "../db/audit-log.ts";
import { bumpContentVersion } from "./version.ts";

/**
 * The media library (decision 048): every image and document staff add, uploaded once,
 * checked by its content, and kept in the sizes and formats pages serve.
 * - A photo or drawing (PNG, JPEG, WebP, AVIF) keeps its own proportions: AVIF, WebP and
 *   JPEG (PNG where it is transparent) at up to three widths, and a 1200 × 630 crop around
 *   its subject for link previews, feeds and e-mail.
 * - An SVG is kept only once sanitized (no script, event handler, foreign object or outside
 *   reference), with a raster crop for previews.
 * - A PDF (the company portfolio, say) is kept as it is.
 * Metadata such as a photo's location is never copied into what is served.
 */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const WIDTHS = [480, 960, 1600] as const;
const SOCIAL = { width: 1200, height: 630 } as const;
const MAX_PIXELS = 40_000_000;
/**
 * What the formats served can hold and every size can be made of (issue 39.6): AVIF and WebP
 * stop near 16,000 pixels a side, and a sliver of one pixel has no smaller size.
 */
const MAX_SIDE = 16_000;
const MAX_PROPORTION = 20;

export interface MediaVariant {
  width: number;
  height: number;
  mime: string;
  /** The last segment of /media/<id>/<file>: "960.avif", "social.jpg", "document.pdf". */
  file: string;
  storedName: string;
  size: number;
}

/** Where an image's subject is, in percent from the top left. */
export interface Focus {
  x: number;
  y: number;
}

/** Why an upload was refused. */
export class UnsupportedMediaError extends Error {
  readonly problem: "unsupported" | "tooLarge" | "dimensions";
  constructor(problem: "unsupported" | "tooLarge" | "dimensions", message: string) {
    super(message);
    this.problem = problem;
  }
}

const CENTRE: Focus = { x: 50, y: 50 };

/**
 * A variant's public address (issue 39.5): its file name carries a tag of the stored file,
 * "960.3f9a0c1b2d.avif", so the address changes whenever the file does and may be kept for
 * a year; a deleted item's addresses answer 404 once the shared cache has dropped them.
 */
export function mediaAddress(id: string, variant: Pick<MediaVariant, "file" | "storedName">): string {
  const tag = fileTag(variant.storedName);
  const dot = variant.file.lastIndexOf(".");
  const file = dot === -1 ? `${variant.file}.${tag}` : `${variant.file.slice(0, dot)}.${tag}${variant.file.slice(dot)}`;
  return `/media/${id}/${file}`;
}

function fileTag(storedName: string): string {
  return createHash("sha256").update(storedName).digest("hex").slice(0, 10);
}

/** Listeners told of each deleted item, once its deletion is committed: the shared cache in front. */
const deletionListeners = new Set<(id: string) => Promise<void>>();

/** Calls `listener` with the id of each item deleted in this process; returns a function that stops it. */
export function onMediaDeleted(listener: (id: string) => Promise<void>): () => void {
  deletionListeners.add(listener);
  return () => deletionListeners.delete(listener);
}

/** Stores an upload in the library and answers its id (referenced as `media:<id>`). */
export async function storeMedia(
  database: Database,
  files: FileStore,
  bytes: Buffer,
  meta: { name: string; by: string },
): Promise<{ id: string; kind: "image" | "document" }> {
  const kind = sniff(bytes);
  if (!kind) throw new UnsupportedMediaError("unsupported", "neither an image nor a PDF");
  if (kind !== "pdf" && bytes.length > IMAGE_MAX_BYTES) throw new UnsupportedMediaError("tooLarge", "image over 8 MB");
  const stored: string[] = [];
  const keep = async (content: Buffer, variant: Omit<MediaVariant, "storedName" | "size">): Promise<MediaVariant> => {
    const saved = await files.save(Readable.from([content]), { isTruncated: () => false });
    stored.push(saved.storedName);
    // A row marks the file as kept (the orphan sweep spares it); no form can claim a "media" upload.
    const now = new Date().toISOString();
    await insertUpload(database.db, {
      id: saved.storedName,
      category: "media",
      storedName: saved.storedName,
      originalName: variant.file,
      mime: variant.mime,
      size: content.length,
      createdAt: now,
      usedAt: now,
    });
    return { ...variant, storedName: saved.storedName, size: content.length };
  };
  try {
    const id = randomUUID();
    const name = cleanName(meta.name, kind);
    let row: { width: number; height: number; mime: string; variants: MediaVariant[]; kind: "image" | "document" };
    if (kind === "pdf") {
      const variant = await keep(bytes, { width: 0, height: 0, mime: "application/pdf", file: "document.pdf" });
      row = { width: 0, height: 0, mime: "application/pdf", variants: [variant], kind: "document" };
    } else if (kind === "svg") {
      const svg = sanitizeSvg(bytes.toString("utf8"));
      const size = await sharp(Buffer.from(svg), { limitInputPixels: MAX_PIXELS })
        .metadata()
        .catch(() => undefined);
      if (!size?.width || !size.height) throw new UnsupportedMediaError("unsupported", "an SVG that does not draw");
      const variants = [
        await keep(Buffer.from(svg), {
          width: size.width,
          height: size.height,
          mime: "image/svg+xml",
          file: "image.svg",
        }),
        await keep(await socialCrop(Buffer.from(svg), CENTRE), { ...SOCIAL, mime: "image/jpeg", file: "social.jpg" }),
      ];
      row = { width: size.width, height: size.height, mime: "image/svg+xml", variants, kind: "image" };
    } else {
      const size = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .metadata()
        .catch(() => {
          throw new UnsupportedMediaError("unsupported", "an image that does not decode");
        });
      checkDimensions(size.width, size.height);
      const { data: upright, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw new UnsupportedMediaError("unsupported", "an image that does not decode");
        });
      const alpha = info.channels === 4;
      const widths = [...new Set(WIDTHS.map((width) => Math.min(width, info.width)))];
      const variants: MediaVariant[] = [];
      for (const width of widths) {
        const height = Math.round((info.height * width) / info.width);
        const resized = sharp(upright).resize(width, height);
        variants.push(
          await keep(await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer(), {
            width,
            height,
            mime: "image/avif",
            file: `${width}.avif`,
          }),
          await keep(await resized.clone().webp({ quality: 78 }).toBuffer(), {
            width,
            height,
            mime: "image/webp",
            file: `${width}.webp`,
          }),
          alpha
            ? await keep(await resized.clone().png().toBuffer(), {
                width,
                height,
                mime: "image/png",
                file: `${width}.png`,
              })
            : await keep(await resized.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(), {
                width,
                height,
                mime: "image/jpeg",
                file: `${width}.jpg`,
              }),
        );
      }
      variants.push(
        await keep(await socialCrop(upright, CENTRE), { ...SOCIAL, mime: "image/jpeg", file: "social.jpg" }),
      );
      row = { width: info.width, height: info.height, mime: `image/${kind}`, variants, kind: "image" };
    }
    await insertMedia(database.db, {
      id,
      kind: row.kind,
      name,
      width: row.width,
      height: row.height,
      variants: JSON.stringify(row.variants),
      alt: "{}",
      focus: JSON.stringify(CENTRE),
      mime: row.mime,
      size: bytes.length,
      createdAt: new Date().toISOString(),
      createdBy: meta.by,
    });
    return { id, kind: row.kind };
  } catch (error) {
    for (const storedName of stored) {
      await deleteUpload(database.db, storedName);
      await files.remove(storedName);
    }
    throw error;
  }
}

/** Refuses an image whose sides the served formats cannot hold or scale (a 1 × 30,000 strip). */
function checkDimensions(width: number | undefined, height: number | undefined): void {
  if (!width || !height) throw new UnsupportedMediaError("unsupported", "an image without a size");
  const [short, long] = width < height ? [width, height] : [height, width];
  if (long > MAX_SIDE || long > short * MAX_PROPORTION) {
    throw new UnsupportedMediaError("dimensions", `an image of ${width} × ${height} pixels`);
  }
}

/**
 * A stored variant of a library item, by the file name pages use: tagged (`tagged: true`, an
 * address that never changes content), or as links written before tags were given
 * ("960.avif", "document.pdf", "thumbnail": the smallest picture), which still answer.
 */
export async function mediaVariant(database: Database, id: string, file: string) {
  const media = await getMedia(database.db, id);
  if (!media) return undefined;
  const variants = JSON.parse(media.variants) as MediaVariant[];
  const tagged = /^(.+?)\.([0-9a-f]{10})(\.[a-z0-9]+)?$/.exec(file);
  if (tagged) {
    const [, stem = "", tag, extension = ""] = tagged;
    const variant = variants.find((candidate) => candidate.file === stem + extension);
    return variant && fileTag(variant.storedName) === tag
      ? { variant, name: media.name, kind: media.kind, tagged: true }
      : undefined;
  }
  const variant =
    file === "thumbnail"
      ? variants
          .filter((candidate) => candidate.mime === "image/webp" || candidate.mime === "image/svg+xml")
          .sort((a, b) => a.width - b.width)[0]
      : variants.find((candidate) => candidate.file === file);
  return variant ? { variant, name: media.name, kind: media.kind, tagged: false } : undefined;
}

/**
 * Changes what an image shows per language and where its subject is; a new subject makes a
 * new crop for link previews (under a new file name, as files never change content).
 */
export async function describeMedia(
  database: Database,
  files: FileStore,
  id: string,
  change: { alt: Partial<Record<string, string>>; focus: Focus | null; by: string },
): Promise<boolean> {
  const media = await getMedia(database.db, id);
  if (!media) return false;
  const alt = Object.fromEntries(
    Object.entries(change.alt).map(([lang, text]) => [lang, (text ?? "").trim().slice(0, 300)]),
  );
  const update: Partial<Pick<Media, "alt" | "focus" | "variants">> = { alt: JSON.stringify(alt) };
  const previous = JSON.parse(media.focus) as Focus;
  if (media.kind === "image" && change.focus && (change.focus.x !== previous.x || change.focus.y !== previous.y)) {
    const variants = JSON.parse(media.variants) as MediaVariant[];
    const source = variants.filter((variant) => variant.mime !== "image/avif").sort((a, b) => b.width - a.width)[0];
    const social = variants.find((variant) => variant.file.startsWith("social"));
    if (source) {
      const bytes = await streamToBuffer(files.open(source.storedName));
      const crop = await socialCrop(bytes, change.focus);
      const saved = await files.save(Readable.from([crop]), { isTruncated: () => false });
      const now = new Date().toISOString();
      await insertUpload(database.db, {
        id: saved.storedName,
        category: "media",
        storedName: saved.storedName,
        originalName: "social.jpg",
        mime: "image/jpeg",
        size: crop.length,
        createdAt: now,
        usedAt: now,
      });
      const file = `social-${Date.now().toString(36)}.jpg`;
      const next = variants.filter((variant) => variant !== social);
      next.push({ ...SOCIAL, mime: "image/jpeg", file, storedName: saved.storedName, size: crop.length });
      update.variants = JSON.stringify(next);
      update.focus = JSON.stringify(change.focus);
    }
  }
  await database.transaction(async (tx) => {
    await updateMedia(tx, id, update);
    await bumpContentVersion(tx);
    await recordAudit(tx, change.by, "media-describe", { id });
  });
  return true;
}

/** The entries that use a library item, as a field's value or inside a text. */
export function mediaUsage(database: Database, id: string) {
  return entriesMentioning(database.db, `media:${id}`);
}

/** A library item as the inbox lists it: what it is, its preview, and where it is used. */
export interface LibraryItem {
  id: string;
  kind: "image" | "document";
  name: string;
  width: number;
  height: number;
  size: number;
  mime: string;
  /** A small rendition for lists and pickers. */
  thumbnail: string | null;
  /** A larger one for choosing the subject. */
  preview: string | null;
  alt: Partial<Record<string, string>>;
  focus: Focus;
  createdAt: string;
  createdBy: string;
  usedBy: { kind: string; id: string }[];
}

/** The whole library, newest first, with where each item is used (one pass over every entry). */
export async function libraryItems(database: Database): Promise<LibraryItem[]> {
  const usage = new Map<string, { kind: string; id: string }[]>();
  for (const entry of await allEntryDocuments(database.db)) {
    for (const match of new Set<string>(entry.data.match(/media:[0-9a-f-]{36}/g) ?? [])) {
      const id = match.slice("media:".length);
      usage.set(id, [...(usage.get(id) ?? []), { kind: entry.kind, id: entry.id }]);
    }
  }
  return (await listMedia(database.db)).map((row) => {
    const variants = JSON.parse(row.variants) as MediaVariant[];
    const url = (variant: MediaVariant | undefined) => (variant ? mediaAddress(row.id, variant) : null);
    const pictures = variants.filter((variant) => variant.mime === "image/webp" || variant.mime === "image/svg+xml");
    const bySize = [...pictures].sort((a, b) => a.width - b.width);
    return {
      id: row.id,
      kind: row.kind === "document" ? "document" : "image",
      name: row.name,
      width: row.width,
      height: row.height,
      size: row.size,
      mime: row.mime,
      thumbnail: url(bySize[0]),
      preview: url(bySize.find((variant) => variant.width >= 900) ?? bySize.at(-1)),
      alt: JSON.parse(row.alt) as Partial<Record<string, string>>,
      focus: JSON.parse(row.focus) as Focus,
      createdAt: row.createdAt,
      createdBy: row.createdBy,
      usedBy: usage.get(row.id) ?? [],
    };
  });
}

/** Deletes an item nothing uses, and its files; false when it is in use (or gone). */
export async function deleteMedia(database: Database, files: FileStore, id: string, by: string): Promise<boolean> {
  const media = await getMedia(database.db, id);
  if (!media || (await mediaUsage(database, id)).length) return false;
  const variants = JSON.parse(media.variants) as MediaVariant[];
  await database.transaction(async (tx) => {
    await deleteMediaRow(tx, id);
    for (const variant of variants) await deleteUpload(tx, variant.storedName);
    await recordAudit(tx, by, "media-delete", { id, name: media.name });
    // Caches in front forget it: its untagged addresses with the pages, its tagged ones below.
    await bumpContentVersion(tx);
  });
  for (const variant of variants) await files.remove(variant.storedName);
  await Promise.all([...deletionListeners].map((listener) => listener(id)));
  return true;
}

/** What the bytes are, by their content (never by the file's name). */
function sniff(bytes: Buffer): "pdf" | "svg" | "jpeg" | "png" | "webp" | "avif" | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") {
    return "webp";
  }
  if (bytes.subarray(4, 8).toString("latin1") === "ftyp" && /avi[fs]/.test(bytes.subarray(8, 12).toString("latin1"))) {
    return "avif";
  }
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return "svg";
  return null;
}

const SVG_TAGS = [
  "svg",
  "g",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "symbol",
  "use",
  "title",
  "desc",
];
const SVG_ATTRIBUTES = [
  "xmlns",
  "viewBox",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "x2",
  "y1",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "d",
  "points",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-dasharray",
  "stroke-opacity",
  "opacity",
  "transform",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "patternUnits",
  "clip-path",
  "mask",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "dominant-baseline",
  "id",
  "preserveAspectRatio",
  "href",
];

/**
 * An SVG with only drawing left: no script, no event handler, no style sheet, no foreign
 * object, and references only to its own parts ("#id"), so it can neither run nor fetch.
 */
function sanitizeSvg(source: string): string {
  const clean = sanitizeHtml(source, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { "*": SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowProtocolRelative: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    exclusiveFilter: (frame) =>
      Object.entries(frame.attribs).some(
        ([name, value]) => name.toLowerCase() === "href" && !value.trim().startsWith("#"),
      ),
    nonTextTags: ["script", "style", "foreignObject"],
  });
  return clean.includes("xmlns=") ? clean : clean.replace(/<svg\b/i, '<svg xmlns="http://www.w3.org/2000/svg"');
}

/** A 1200 × 630 crop around the subject, for link previews, feeds and e-mail. */
async function socialCrop(image: Buffer, focus: Focus): Promise<Buffer> {
  const { width = SOCIAL.width, height = SOCIAL.height } = await sharp(image, {
    limitInputPixels: MAX_PIXELS,
  }).metadata();
  const scale = Math.max(SOCIAL.width / width, SOCIAL.height / height);
  const scaled = { width: Math.ceil(width * scale), height: Math.ceil(height * scale) };
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  const left = clamp((focus.x / 100) * scaled.width - SOCIAL.width / 2, scaled.width - SOCIAL.width);
  const top = clamp((focus.y / 100) * scaled.height - SOCIAL.height / 2, scaled.height - SOCIAL.height);
  return sharp(image, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(scaled.width, scaled.height)
    .extract({ left, top, width: SOCIAL.width, height: SOCIAL.height })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The name staff gave the file, without a path or odd characters, with the extension of what it is. */
function cleanName(name: string, kind: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._-]+/gu, "")
    .trim()
    .slice(0, 100);
  const extension = kind === "jpeg" ? "jpg" : kind;
  return `${base || "file"}.${extension}`;
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
