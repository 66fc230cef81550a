import { data } from "react-router";
import type { Route } from "./+types/export";
import {
  actorName,
  CSV_COLUMNS,
  entryUpload,
  inboxExport,
  listQuery,
  recordAudit,
  stepName,
  toCsv,
  unsubscribeUrl,
} from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { LIST_VIEWS } from "../../admin/fields.ts";
import { siteOrigin } from "../../site/context.server.ts";
import { isListName } from "../../../shared/inbox.ts";
import { careersPage } from "../../../content/model/index.ts";
import { pageWords } from "../../content/entries.server.ts";

/** CSV export of a list with the list's current filters. */
export async function loader(args: Route.LoaderArgs) {
  const { params, context, url } = args;
  if (!isListName(params.list)) throw data(null, { status: 404 });
  const { services, session } = await requireStaff(args, LIST_VIEWS[params.list].area);
  const list = params.list;
  const rows: Record<string, unknown>[] = [];
  const { steps } = (await pageWords(context, careersPage, "en")).process;
  for (const entry of await inboxExport(services.database, list, listQuery(url.searchParams, list))) {
    const row: Record<string, unknown> = { ...entry };
    if (list === "subscribers") {
      row.unsubscribeUrl = await unsubscribeUrl(
        services.database.db,
        entry as { id: string; language: string },
        siteOrigin(context),
      );
    } else {
      if (list === "applications") row.stepName = stepName(String(entry.status), steps);
      row.attachmentName = (await entryUpload(services.database, list, entry))?.originalName ?? "";
    }
    rows.push(row);
  }
  await recordAudit(services.database.db, actorName(session.staff), "export", { list, rows: rows.length });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(CSV_COLUMNS[list], rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lojuvard-${list}-${day}.csv"`,
    },
  });
}
