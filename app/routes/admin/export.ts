import { data } from "react-router";
import type { Route } from "./+types/export";
import {
  actorName,
  CSV_COLUMNS,
  entryUpload,
  inboxExport,
  leadSourcesOf,
  listAccounts,
  listQuery,
  recordAudit,
  toCsv,
  unsubscribeUrl,
} from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { LIST_VIEWS } from "../../admin/fields.ts";
import { csvWords } from "../../admin/csv-words.server.ts";
import { inboxCatalogue } from "../../admin/i18n/index.ts";
import { siteOrigin } from "../../site/context.server.ts";
import { isEntryList, isListName } from "../../../shared/inbox.ts";

/** CSV export of a list with the list's current filters. */
export async function loader(args: Route.LoaderArgs) {
  const { params, context, url } = args;
  if (!isListName(params.list)) throw data(null, { status: 404 });
  const { services, session } = await requireStaff(args, LIST_VIEWS[params.list].area);
  const list = params.list;
  const rows: Record<string, unknown>[] = [];
  const entries = await inboxExport(services.database, list, {
    ...listQuery(url.searchParams, list),
    me: session.staff.id,
  });
  // Requests and applications carry their owner and where they came from.
  const owners = new Map((await listAccounts(services.database.db)).map((account) => [account.id, account.name]));
  const sources = isEntryList(list) ? await leadSourcesOf(services.database.db, list) : new Map();
  for (const entry of entries) {
    const row: Record<string, unknown> = { ...entry };
    const source = sources.get(entry.id);
    if (isEntryList(list)) {
      const assignee = (entry as { assigneeId?: string | null }).assigneeId;
      row.ownerName = assignee ? (owners.get(assignee) ?? "") : "";
      Object.assign(row, {
        sourcePage: source?.page ?? "",
        sourceLanding: source?.landing ?? "",
        sourceReferrer: source?.referrer ?? "",
        sourceName: source?.source ?? "",
        sourceMedium: source?.medium ?? "",
        sourceCampaign: source?.campaign ?? "",
        sourceTerm: source?.term ?? "",
        sourceContent: source?.content ?? "",
      });
    }
    if (list === "subscribers") {
      row.unsubscribeUrl = await unsubscribeUrl(
        services.database.db,
        entry as { id: string; language: string },
        siteOrigin(context),
      );
    } else {
      row.attachmentName = (await entryUpload(services.database, list, entry))?.originalName ?? "";
    }
    rows.push(row);
  }
  await recordAudit(services.database.db, actorName(session.staff), "export", { list, rows: rows.length });
  const day = new Date().toISOString().slice(0, 10);
  const words = csvWords(inboxCatalogue(session.staff.language));
  return new Response(toCsv(CSV_COLUMNS[list], rows, words), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lojuvard-${list}-${day}.csv"`,
    },
  });
}
