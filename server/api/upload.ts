import type { FastifyInstance } from "fastify";
import type { Multipart } from "@fastify/multipart";
import { sniffKind } from "../../app/forms/upload.ts";
import type { Store } from "../db/store.ts";
import type { UploadStorage } from "../uploads/storage.ts";

/**
 * POST /files/upload/category/attachments: multipart with one part named `file`
 * (spec §7). Answers `{ id }`. The type is decided from the file's first bytes.
 */
export function uploadRoute(app: FastifyInstance, store: Store, storage: UploadStorage, maxBytes: number) {
  // Upload ids are the stored file names, so discarding one needs no look-up.
  const discard = async (id: string) => {
    if (await store.deleteUnusedUpload(id)) await storage.remove(id);
  };

  app.post("/files/upload/category/attachments", async (request, reply) => {
    if (!request.isMultipart()) {
      return reply
        .code(415)
        .send({ error: "unsupported", message: "Send the file as multipart/form-data in a field named file" });
    }
    let saved: { id: string } | undefined;
    let problem: { status: number; error: string; message: string } | undefined;
    // Two file parts are let through so a second one can be refused with a clear message.
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 4, parts: 6 } });
    try {
      for await (const part of parts) {
        if (problem || saved || part.type !== "file" || part.fieldname !== "file") {
          drain(part);
          problem ??= { status: 400, error: "invalid", message: "Send exactly one file, in a field named file" };
          continue;
        }
        const file = await storage.save(part.file, () => part.file.truncated);
        if (file.truncated) {
          problem = {
            status: 413,
            error: "too_large",
            message: `The file is larger than ${maxBytes / 1024 / 1024} MB`,
          };
          continue;
        }
        const kind = sniffKind(file.head);
        if (!kind) {
          await storage.remove(file.storedName);
          problem = { status: 415, error: "unsupported", message: "Only PNG, JPEG and PDF files are accepted" };
          continue;
        }
        await store.insertUpload({
          id: file.storedName,
          storedName: file.storedName,
          originalName: safeName(part.filename, kind.extension),
          mime: kind.mime,
          size: file.size,
          createdAt: new Date(),
        });
        saved = { id: file.storedName };
      }
    } catch (error) {
      if (saved) await discard(saved.id);
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

function drain(part: Multipart) {
  if (part.type === "file") part.file.resume();
}

/** The name shown to staff: the visitor's file name without paths or control characters. */
function safeName(name: string, extension: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()
    ?.replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200);
  return base || `attachment.${extension}`;
}
