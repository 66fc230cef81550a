import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { MESSAGE_FILE_PATH } from "../../shared/api.ts";
import { COOKIES, readCookie } from "../../shared/cookies.ts";
import { ENTRY_LISTS } from "../../shared/inbox.ts";
import { canAccess, type UploadProblem } from "../../shared/staff.ts";
import type { StaffAuth } from "../auth/staff-auth.ts";
import type { Database } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import { storeReplyFile } from "./reply-files.ts";

/** The header the inbox sends its CSRF token in (the upload is not an HTML form post). */
const CSRF_HEADER = "x-csrf-token";

/**
 * POST /admin/conversation-files: one file (multipart, field `file`) from a signed-in member
 * who writes to senders (quote requests or applications), with the session's CSRF token.
 * Answers `{ id, name, size, mime }` once it is stored; the message or template that uses
 * it claims it when saved.
 */
export async function registerReplyFileRoute(
  app: FastifyInstance,
  deps: { database: Database; files: FileStore; auth: StaffAuth; maxBytes: number },
) {
  const { database, files, auth, maxBytes } = deps;
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
    scope.post(MESSAGE_FILE_PATH, async (request, reply) => {
      const session = await auth.session(readCookie(request.headers.cookie, COOKIES.session));
      if (!session) return refuse(reply, 401, "signedOut");
      if (!ENTRY_LISTS.some((list) => canAccess(session.staff, list))) return refuse(reply, 403, "refused");
      if (request.headers[CSRF_HEADER] !== session.csrfToken) return refuse(reply, 403, "expired");
      if (!request.isMultipart()) return refuse(reply, 415, "unsupported");
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
      if (!part || part.fieldname !== "file") return refuse(reply, 400, "missing");
      const stored = await storeReplyFile(database, files, part.file, {
        name: part.filename,
        isTruncated: () => part.file.truncated,
      }).catch((error: unknown) => {
        // The body broke off in the middle of the file: the sender's doing, nothing was kept.
        if (part.file.errored) return null;
        throw error;
      });
      if (!stored) return refuse(reply, 400, "missing");
      if (!stored.ok) return refuse(reply, stored.problem === "tooLarge" ? 413 : 415, stored.problem);
      const { upload } = stored;
      return { id: upload.id, name: upload.originalName, size: upload.size, mime: upload.mime };
    });
  });
}

/** Why a file was refused; the inbox words it in the member's language. */
function refuse(reply: FastifyReply, status: number, problem: UploadProblem) {
  return reply.code(status).send({ error: problem });
}
