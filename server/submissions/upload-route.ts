import type { FastifyInstance } from "fastify";
import type { Multipart } from "@fastify/multipart";
import { UPLOAD_ROUTE } from "../../shared/api.ts";
import { sniffKind, UPLOAD_CATEGORIES, type FileKind, type UploadCategory } from "../../shared/forms/uploads.ts";
import { deleteUnusedUpload, insertUpload } from "../db/uploads.ts";
import type { ApiDeps } from "./api-route.ts";
import { ZIP_DIRECTORY_BYTES, zipEntryNames } from "./zip-directory.ts";

/**
 * POST /files/upload/category/attachments (spec §7; quote attachments) and
 * /files/upload/category/cv (job applications): multipart with one part named `file`.
 * Answers `{ id }`. The type is decided from the file's content, never from its name.
 */
export function uploadRoute(app: FastifyInstance, { config, database, files }: ApiDeps) {
  const maxBytes = config.UPLOAD_MAX_MB * 1024 * 1024;
  // Upload ids are the stored file names, so discarding one needs no look-up.
  const discard = async (id: string) => {
    if (await deleteUnusedUpload(database.db, id)) await files.remove(id);
  };

  app.post<{ Params: { category: string } }>(UPLOAD_ROUTE, async (request, reply) => {
    const category = request.params.category;
    if (!Object.hasOwn(UPLOAD_CATEGORIES, category)) {
      return reply.code(404).send({ error: "not_found", message: "Unknown upload category" });
    }
    const kinds = UPLOAD_CATEGORIES[category as UploadCategory];
    if (!request.isMultipart()) {
      return reply
        .code(415)
        .send({ error: "unsupported", message: "Send the file as multipart/form-data in a field named file" });
    }
    let saved: { id: string } | undefined;
    let problem: { status: number; error: string; message: string } | undefined;
    // Two file parts are let through so a second one can be refused with a clear message.
    const parts = readParts(request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 4, parts: 6 } }));
    try {
      for await (const part of parts) {
        if (problem || saved || part.type !== "file" || part.fieldname !== "file") {
          drain(part);
          problem ??= { status: 400, error: "invalid", message: "Send exactly one file, in a field named file" };
          continue;
        }
        const tailBytes = kinds.some((kind) => kind.zipEntry) ? ZIP_DIRECTORY_BYTES : 0;
        const file = await files
          .save(part.file, { isTruncated: () => part.file.truncated, tailBytes })
          .catch((error: unknown) => {
            // The part's stream fails when the body breaks off in the middle of the file.
            throw part.file.errored ? fromBody(error) : error;
          });
        if (file.truncated) {
          problem = {
            status: 413,
            error: "too_large",
            message: `The file is larger than ${maxBytes / 1024 / 1024} MB`,
          };
          continue;
        }
        try {
          // A kind whose signature is shared (a DOCX is a ZIP) must have its entry in the archive's directory.
          const kind = sniffKind(file.head, kinds, () => zipEntryNames(file.tail, file.size));
          if (!kind) {
            await files.remove(file.storedName);
            const accepted = kinds.map((item) => item.extension.toUpperCase()).join(", ");
            problem = { status: 415, error: "unsupported", message: `Only these file types are accepted: ${accepted}` };
            continue;
          }
          await insertUpload(database.db, {
            id: file.storedName,
            category,
            storedName: file.storedName,
            originalName: downloadName(part.filename ?? "", kind),
            mime: kind.mime,
            size: file.size,
            createdAt: new Date().toISOString(),
          });
          saved = { id: file.storedName };
        } catch (error) {
          // No file stays stored without its row.
          await files.remove(file.storedName);
          throw error;
        }
      }
    } catch (error) {
      if (saved) await discard(saved.id);
      if (error instanceof MalformedBodyError) {
        return reply.code(400).send({ error: "invalid", message: "The form data is malformed or incomplete" });
      }
      throw error;
    }
    if (problem) {
      if (saved) await discard(saved.id);
      return reply.code(problem.status).send({ error: problem.error, message: problem.message });
    }
    if (!saved) return reply.code(400).send({ error: "invalid", message: "No file was sent" });
    request.log.info({ upload: saved.id }, "upload stored");
    return saved;
  });
}

/** The body is not readable multipart: no boundary, broken framing, or cut short. */
class MalformedBodyError extends Error {}

/** The parser's own errors carry a 4xx status (limits, early close); any other error of the body is the sender's. */
function fromBody(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return error;
  return new MalformedBodyError("Malformed multipart body", { cause: error });
}

async function* readParts(parts: AsyncIterable<Multipart>): AsyncGenerator<Multipart> {
  try {
    yield* parts;
  } catch (error) {
    throw fromBody(error);
  }
}

function drain(part: Multipart) {
  if (part.type === "file") part.file.resume();
}

/**
 * The name staff see and download the file under: the sender's file name without its
 * folders, control or format characters (a right-to-left override could disguise
 * "cv\u202Efdp.exe"), and with the extension of the type found in the content, so a PNG
 * sent as "invoice.html" downloads as "invoice.png". Cut by code points: halving a
 * surrogate pair would store U+FFFD.
 */
export function downloadName(name: string, kind: Pick<FileKind, "extension" | "aliases">): string {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  const given = /\.([^.]*)$/.exec(base)?.[1]?.toLowerCase() ?? "";
  // "photo.jpg" keeps its spelling of the type it is.
  const extension = given === kind.extension || kind.aliases?.includes(given) ? given : kind.extension;
  const stem = base
    .replace(/\.[^.]*$/, "")
    .replace(/[.\s]+$/, "")
    .trim();
  const kept = Array.from(stem || "attachment")
    .slice(0, 200)
    .join("");
  return `${kept}.${extension}`;
}
