import { data } from "react-router";
import type { Route } from "./+types/export";
import { requireAdmin } from "../../admin/session.server.ts";
import { isListName, listAll, listQuery, recordAudit } from "../../../server/admin/inbox.ts";
import { toCsv } from "../../../server/admin/csv.ts";
import { unsubscribeToken } from "../../../server/subscribers/unsubscribe.ts";
import { siteConfigContext } from "../../site/context.ts";

/** CSV export of a list with the list's current filters. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = await requireAdmin(request, context);
  if (!isListName(params.list)) throw data(null, { status: 404 });
  const rows = await listAll(services.store, params.list, listQuery(new URL(request.url).searchParams));
  const origin = context.get(siteConfigContext).siteUrl ?? new URL(request.url).origin;
  for (const row of rows) {
    if (params.list === "subscribers") {
      row.unsubscribe_url = `${origin}/unsubscribe?token=${await unsubscribeToken(services.store, String(row.id))}`;
    } else {
      const upload = await services.store.getUpload(String(row[params.list === "requests" ? "file_id" : "cv_id"]));
      row.attachment_name = upload?.originalName ?? "";
    }
  }
  await recordAudit(services.store, "admin", "export", { list: params.list, rows: rows.length });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(params.list, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lojuvard-${params.list}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
