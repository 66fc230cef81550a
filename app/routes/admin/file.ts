import { Readable } from "node:stream";
import { data } from "react-router";
import type { Route } from "./+types/file";
import {
  getUpload,
  MAIL_UPLOAD_CATEGORY,
  mailFileList,
  REPLY_UPLOAD_CATEGORY,
  replyFileList,
} from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { canAccess } from "../../../shared/staff.ts";

/**
 * An attachment or CV, for signed-in staff whose role reads it: always a download, with
 * the type the server found in the file's content, never rendered by the browser.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  const upload = await getUpload(services.database.db, args.params.id);
  if (!upload) throw data(null, { status: 404 });
  // A CV is the recruiters' to read, a quote's attachment the sales team's, a reply's file
  // theirs whose conversation it is (unsorted mail's, both teams'), a file staff sent or keep
  // with a template theirs whose list it is (one not yet sent, nobody's).
  const area =
    upload.category === "cv"
      ? "applications"
      : upload.category === "attachments"
        ? "requests"
        : upload.category === MAIL_UPLOAD_CATEGORY
          ? ((await mailFileList(services.database.db, upload.id)) ?? "unsorted")
          : upload.category === REPLY_UPLOAD_CATEGORY
            ? await replyFileList(services.database.db, upload.id)
            : "posts";
  if (!area) throw data(null, { status: 404 });
  if (!canAccess(session.staff, area)) throw data(null, { status: 403 });
  const stream = Readable.toWeb(services.files.open(upload.storedName)) as ReadableStream<Uint8Array>;
  return new Response(stream, {
    headers: {
      "Content-Type": upload.mime,
      "Content-Length": String(upload.size),
      "Content-Disposition": contentDisposition(upload.originalName),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * `attachment` with the name as ASCII (anything else as "_") and as UTF-8 (RFC 6266);
 * names were cleaned of control and format characters when the file arrived.
 */
function contentDisposition(name: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}]/gu, "");
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
