import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { COOKIES, readCookie } from "../../shared/cookies.ts";
import { canAccess } from "../../shared/staff.ts";
import { KINDS } from "../../content/model/index.ts";
import { holds } from "../../shared/content-model/kind.ts";
import { actorName, type StaffAuth, type StaffSession } from "../auth/staff-auth.ts";
import type { Database } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import type { MediaProblem } from "../../shared/staff.ts";
import {
  COVER_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  mediaVariant,
  storeCover,
  storeDocument,
  UnsupportedDocumentError,
  UnsupportedImageError,
} from "./media.ts";

/** The header the inbox's editor sends its CSRF token in (the upload is not an HTML form post). */
const CSRF_HEADER = "x-csrf-token";

/**
 * Images and documents staff upload, and how visitors get them:
 * - POST /admin/media: a cover, for a signed-in editor or administrator with the session's
 *   CSRF token; answers `{ id, cover }` once every size and format is stored.
 * - POST /admin/media/documents: a PDF for a file field (the portfolio), for whoever edits
 *   a kind with one; answers `{ id, file, name }`.
 * - GET /media/<id>/<file>: the stored variant (`<width>.<avif|webp|jpg>`, or the
 *   document), cached for a year (an id never changes content); a document downloads.
 */
export async function registerMediaRoutes(
  app: FastifyInstance,
  deps: { database: Database; files: FileStore; auth: StaffAuth },
) {
  const { database, files, auth } = deps;
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
    scope.post("/admin/media", async (request, reply) => {
      const session = await staffSession(request, auth);
      if (!session) return refuse(reply, 401, "signedOut");
      // Whoever edits a kind of content with images may add images.
      const mayAdd = KINDS.some((kind) => holds(kind, "image") && canAccess(session.staff.role, kind.area));
      if (!mayAdd) return refuse(reply, 403, "refused");
      if (request.headers[CSRF_HEADER] !== session.csrfToken) return refuse(reply, 403, "expired");
      if (!request.isMultipart()) return refuse(reply, 415, "unsupported");
      const part = await request.file({ limits: { fileSize: COVER_MAX_BYTES, files: 1 } }).catch(() => undefined);
      if (!part) return refuse(reply, 400, "missing");
      const image = await part.toBuffer().catch(() => null);
      if (!image || part.file.truncated) return refuse(reply, 413, "tooLarge");
      try {
        const { id } = await storeCover(database, files, image, actorName(session.staff));
        return { id, cover: `media:${id}` };
      } catch (error) {
        if (error instanceof UnsupportedImageError) return refuse(reply, 415, "unsupported");
        throw error;
      }
    });
    scope.post("/admin/media/documents", async (request, reply) => {
      const session = await staffSession(request, auth);
      if (!session) return refuse(reply, 401, "signedOut");
      const mayAdd = KINDS.some((kind) => holds(kind, "file") && canAccess(session.staff.role, kind.area));
      if (!mayAdd) return refuse(reply, 403, "refused");
      if (request.headers[CSRF_HEADER] !== session.csrfToken) return refuse(reply, 403, "expired");
      if (!request.isMultipart()) return refuse(reply, 415, "unsupported");
      const part = await request.file({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 } }).catch(() => undefined);
      if (!part) return refuse(reply, 400, "missing");
      const bytes = await part.toBuffer().catch(() => null);
      if (!bytes || part.file.truncated) return refuse(reply, 413, "tooLarge");
      try {
        const { id, file } = await storeDocument(database, files, bytes, part.filename, actorName(session.staff));
        return { id, file: `media:${id}`, name: file, href: `/media/${id}/${file}` };
      } catch (error) {
        if (error instanceof UnsupportedDocumentError) return refuse(reply, 415, "unsupported");
        throw error;
      }
    });
  });

  app.get<{ Params: { id: string; file: string } }>("/media/:id/:file", async (request, reply) => {
    const variant = /^[0-9a-f-]{36}$/.test(request.params.id)
      ? await mediaVariant(database, request.params.id, request.params.file)
      : undefined;
    if (!variant) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    // A document is saved, never opened in the site's own origin.
    if (!variant.mime.startsWith("image/"))
      reply.header("Content-Disposition", `attachment; filename="${variant.file}"`);
    return reply
      .header("Content-Type", variant.mime)
      .header("Content-Length", String(variant.size))
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .send(files.open(variant.storedName));
  });
}

async function staffSession(request: FastifyRequest, auth: StaffAuth): Promise<StaffSession | null> {
  return auth.session(readCookie(request.headers.cookie, COOKIES.session));
}

/** Why an upload was refused; the inbox words it in the member's language (MediaProblem). */
function refuse(reply: FastifyReply, status: number, problem: MediaProblem) {
  return reply.code(status).send({ error: problem });
}
