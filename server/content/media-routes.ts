import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { COOKIES, readCookie } from "../../shared/cookies.ts";
import { canAccess, type Permission, type Role } from "../../shared/staff.ts";
import { KINDS } from "../../content/model/index.ts";
import { hasMedia } from "../../shared/content-model/kind.ts";
import { actorName, type StaffAuth, type StaffSession } from "../auth/staff-auth.ts";
import type { Database } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import type { MediaProblem } from "../../shared/staff.ts";
import { MEDIA_MAX_BYTES, mediaVariant, storeMedia, UnsupportedMediaError } from "./media.ts";

/** The header the inbox's editor sends its CSRF token in (the upload is not an HTML form post). */
const CSRF_HEADER = "x-csrf-token";

/**
 * The media library's files, and how visitors get them:
 * - POST /admin/media: an image or a PDF for the library, for a signed-in member who edits a
 *   kind of content with images or files, with the session's CSRF token; answers
 *   `{ id, ref, kind }` once every size and format is stored.
 * - GET /media/<id>/<file>: a stored variant; under its tagged address (mediaAddress) cached
 *   for a year, as the address changes with the file; an SVG can run nothing even when opened
 *   on its own, a PDF downloads.
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
      if (!mayAddMedia(session.staff)) return refuse(reply, 403, "refused");
      if (request.headers[CSRF_HEADER] !== session.csrfToken) return refuse(reply, 403, "expired");
      if (!request.isMultipart()) return refuse(reply, 415, "unsupported");
      const part = await request.file({ limits: { fileSize: MEDIA_MAX_BYTES, files: 1 } }).catch(() => undefined);
      if (!part) return refuse(reply, 400, "missing");
      const bytes = await part.toBuffer().catch(() => null);
      if (!bytes || part.file.truncated) return refuse(reply, 413, "tooLarge");
      try {
        const { id, kind } = await storeMedia(database, files, bytes, {
          name: part.filename,
          by: actorName(session.staff),
        });
        return { id, ref: `media:${id}`, kind };
      } catch (error) {
        if (error instanceof UnsupportedMediaError)
          // In the site's own words, never the image library's message (issue 39.6).
          return refuse(reply, error.problem === "tooLarge" ? 413 : 415, error.problem);
        throw error;
      }
    });
  });

  app.get<{ Params: { id: string; file: string } }>("/media/:id/:file", async (request, reply) => {
    const found = /^[0-9a-f-]{36}$/.test(request.params.id)
      ? await mediaVariant(database, request.params.id, request.params.file)
      : undefined;
    if (!found) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    const { variant, name, tagged } = found;
    if (variant.mime === "image/svg+xml") {
      reply.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    if (variant.mime === "application/pdf") {
      reply.header("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    }
    return (
      reply
        .header("Content-Type", variant.mime)
        .header("Content-Length", String(variant.size))
        // A tagged address never changes content; an old untagged link is kept an hour at most,
        // and dropped from the shared cache with the pages when its item is deleted.
        .header("Cache-Control", tagged ? "public, max-age=31536000, immutable" : "public, max-age=3600")
        .header("X-Content-Type-Options", "nosniff")
        .send(files.open(variant.storedName))
    );
  });
}

/** Whoever edits a kind of content with images or files may add to the library. */
export function mayAddMedia(member: { role: Role; permissions: readonly Permission[] }): boolean {
  return KINDS.some((kind) => hasMedia(kind) && canAccess(member, kind.area));
}

async function staffSession(request: FastifyRequest, auth: StaffAuth): Promise<StaffSession | null> {
  return auth.session(readCookie(request.headers.cookie, COOKIES.session));
}

/** Why an upload was refused; the inbox words it in the member's language (MediaProblem). */
function refuse(reply: FastifyReply, status: number, problem: MediaProblem) {
  return reply.code(status).send({ error: problem });
}
