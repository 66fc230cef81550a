import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import sharp, { type Sharp } from "sharp";
import type { Database } from "../db/database.ts";
import { getMedia, insertMedia } from "../db/media.ts";
import { deleteUpload, insertUpload } from "../db/uploads.ts";
import type { FileStore } from "../files/file-store.ts";

/**
 * Covers uploaded in the inbox: checked by their content (a photo or a drawing as PNG,
 * JPEG, WebP or AVIF), cropped to the blog's 1200 × 630 frame, and stored in the sizes
 * and modern formats pages serve (AVIF and WebP, with a JPEG for link previews and old
 * browsers), each with its dimensions.
 */
const COVER_SIZE = { width: 1200, height: 630 } as const;
export const COVER_MAX_BYTES = 8 * 1024 * 1024;
const WIDTHS = [600, 1200] as const;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif"]);

export interface MediaVariant {
  width: number;
  height: number;
  mime: string;
  /** `<width>.<ext>`: the last segment of /media/<id>/<file>. */
  file: string;
  storedName: string;
  size: number;
}

export class UnsupportedImageError extends Error {}

/** Makes and stores every variant of a cover; returns the media id (used as `media:<id>`). */
export async function storeCover(
  database: Database,
  files: FileStore,
  image: Buffer,
  by: string,
): Promise<{ id: string; variants: MediaVariant[] }> {
  let format: string | undefined;
  try {
    format = (await sharp(image, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw new UnsupportedImageError("not an image");
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new UnsupportedImageError(`format ${format ?? "unknown"}`);
  const framed = sharp(image, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(COVER_SIZE.width, COVER_SIZE.height, { fit: "cover", position: "attention" });
  const base = await framed.toBuffer();
  const encodings: { width: number; ext: string; mime: string; encode: (s: Sharp) => Sharp }[] = [
    ...WIDTHS.flatMap((width) => [
      { width, ext: "avif", mime: "image/avif", encode: (s: Sharp) => s.avif({ quality: 50, effort: 4 }) },
      { width, ext: "webp", mime: "image/webp", encode: (s: Sharp) => s.webp({ quality: 78 }) },
    ]),
    { width: 1200, ext: "jpg", mime: "image/jpeg", encode: (s) => s.jpeg({ quality: 82, mozjpeg: true }) },
  ];
  const variants: MediaVariant[] = [];
  const stored: string[] = [];
  try {
    for (const { width, ext, mime, encode } of encodings) {
      const height = Math.round((width * COVER_SIZE.height) / COVER_SIZE.width);
      const bytes = await encode(sharp(base).resize(width, height)).toBuffer();
      const saved = await files.save(Readable.from([bytes]), { isTruncated: () => false });
      stored.push(saved.storedName);
      const file = `${width}.${ext}`;
      // A row marks the file as kept (the orphan sweep spares it); no form can claim a "media" upload.
      await insertUpload(database.db, {
        id: saved.storedName,
        category: "media",
        storedName: saved.storedName,
        originalName: file,
        mime,
        size: bytes.length,
        createdAt: new Date().toISOString(),
        usedAt: new Date().toISOString(),
      });
      variants.push({ width, height, mime, file, storedName: saved.storedName, size: bytes.length });
    }
    const id = randomUUID();
    await insertMedia(database.db, {
      id,
      width: COVER_SIZE.width,
      height: COVER_SIZE.height,
      variants: JSON.stringify(variants),
      createdAt: new Date().toISOString(),
      createdBy: by,
    });
    return { id, variants };
  } catch (error) {
    for (const name of stored) {
      await deleteUpload(database.db, name);
      await files.remove(name);
    }
    throw error;
  }
}

/** The largest document staff may upload (a company portfolio with its pictures). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export class UnsupportedDocumentError extends Error {}

/**
 * Stores a document staff upload for a file field (the portfolio PDF): checked by its
 * content (a PDF starts with "%PDF-"), kept as it is under a name made from the one it
 * came with. Returns the media id (used as `media:<id>`) and the file's name in its URL.
 */
export async function storeDocument(
  database: Database,
  files: FileStore,
  bytes: Buffer,
  originalName: string,
  by: string,
): Promise<{ id: string; file: string }> {
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw new UnsupportedDocumentError("not a PDF");
  const stem =
    originalName
      .replace(/\.pdf$/i, "")
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase()
      .slice(0, 60) || "document";
  const file = `${stem}.pdf`;
  const saved = await files.save(Readable.from([bytes]), { isTruncated: () => false });
  try {
    await insertUpload(database.db, {
      id: saved.storedName,
      category: "media",
      storedName: saved.storedName,
      originalName: file,
      mime: "application/pdf",
      size: bytes.length,
      createdAt: new Date().toISOString(),
      usedAt: new Date().toISOString(),
    });
    const id = randomUUID();
    const variant: MediaVariant = {
      width: 0,
      height: 0,
      mime: "application/pdf",
      file,
      storedName: saved.storedName,
      size: bytes.length,
    };
    await insertMedia(database.db, {
      id,
      width: 0,
      height: 0,
      variants: JSON.stringify([variant]),
      createdAt: new Date().toISOString(),
      createdBy: by,
    });
    return { id, file };
  } catch (error) {
    await deleteUpload(database.db, saved.storedName);
    await files.remove(saved.storedName);
    throw error;
  }
}

/** A stored variant of an uploaded image, by the file name pages use. */
export async function mediaVariant(database: Database, id: string, file: string): Promise<MediaVariant | undefined> {
  const media = await getMedia(database.db, id);
  if (!media) return undefined;
  return (JSON.parse(media.variants) as MediaVariant[]).find((variant) => variant.file === file);
}
