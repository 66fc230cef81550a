import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { data } from "react-router";
import type { Route } from "./+types/file";
import { requireAdmin } from "../../admin/session.server.ts";

/**
 * An attachment or CV, for a signed-in admin only: always a download, with the type the
 * server found in the file's content, never rendered by the browser.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = await requireAdmin(request, context);
  const upload = await services.store.getUpload(params.id);
  if (!upload) throw data(null, { status: 404 });
  const stream = Readable.toWeb(
    createReadStream(services.storage.path(upload.storedName)),
  ) as ReadableStream<Uint8Array>;
  const filename = upload.originalName.replace(/["\\\r\n]/g, "_");
  return new Response(stream, {
    headers: {
      "Content-Type": upload.mime,
      "Content-Length": String(upload.size),
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
