import { Link } from "react-router";
import type { Route } from "./+types/openings";
import { listOpeningsForStaff, openingStore } from "../../admin/inbox.server.ts";
import { completeLanguages } from "../../admin/editor.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { ContentTable } from "../../admin/editor/ContentTable.tsx";
import { useInbox } from "../../admin/i18n/index.ts";
import type { ContentStatus } from "../../../shared/content.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, "openings");
  const { db } = services.database;
  const rows = await listOpeningsForStaff(db);
  return {
    openings: await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        title: row.title || row.id,
        status: row.status as ContentStatus,
        publishAt: row.publishAt,
        closedAt: row.closedAt,
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
        complete: completeLanguages((await openingStore.read(db, row.id))!),
      })),
    ),
  };
}

export default function InboxOpenings({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useInbox();
  return (
    <>
      <div className="admin__heading">
        <h1>{t.content.openings}</h1>
        <Link className="btn btn--dark btn--sm" to="/admin/openings/new">
          {t.content.newOpening}
        </Link>
      </div>
      <ContentTable items={loaderData.openings} basePath="/admin/openings" lang={lang} t={t} />
    </>
  );
}
