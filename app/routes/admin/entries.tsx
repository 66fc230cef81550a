import { Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/entries";
import { entryList, kindOfPath, kindsOfArea, moveEntry } from "../../admin/editor.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { ContentTable } from "../../admin/editor/ContentTable.tsx";
import { useInbox } from "../../admin/i18n/index.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { kindNamed } from "../../../content/model/index.ts";

/** The inbox's list of a kind's entries (/admin/posts, /admin/proof/cases, …). */
export async function loader(args: Route.LoaderArgs) {
  const kind = kindOfPath(args.url.pathname);
  const { services, session } = await requireStaff(args, kind.area);
  const lang = isLanguage(session.staff.language) ? session.staff.language : "en";
  return {
    kind: kind.name,
    // A kind sharing its area with others is reached from the area's page, and leads back to it.
    sharesArea: kindsOfArea(kind.area).length > 1,
    entries: await entryList(services.database, kind, lang),
  };
}

/** Moves an entry up or down the order visitors see (kinds arranged by hand). */
export function action(args: Route.ActionArgs) {
  const kind = kindOfPath(args.url.pathname);
  return staffAction(args, kind.area, {
    move: intent(
      z.object({ id: z.string().min(1), direction: z.enum(["up", "down"]) }),
      async ({ id, direction }, { services, session }) => {
        await moveEntry(services.database, kind, session.staff, id, direction);
        return redirect(`/admin/${kind.inboxPath}?done=arrange`);
      },
    ),
  });
}

export default function InboxEntries({ loaderData }: Route.ComponentProps) {
  const { t, lang, format } = useInbox();
  const kind = kindNamed(loaderData.kind)!;
  const [params] = useSearchParams();
  const base = `/admin/${kind.inboxPath}`;
  const done = params.get("done");
  return (
    <>
      {loaderData.sharesArea ? (
        <p>
          <Link to={`/admin/${kind.area}`}>{format(t.area.back, { area: t.nav[kind.area] })}</Link>
        </p>
      ) : null}
      <div className="admin__heading">
        <h1>{kind.label.plural[lang]}</h1>
        {kind.singleton ? null : (
          <Link className="btn btn--dark btn--sm" to={`${base}/new`}>
            {kind.label.new[lang]}
          </Link>
        )}
      </div>
      {done === "delete" || done === "arrange" ? (
        <p className="admin-message" role="status">
          {done === "delete" ? t.content.deleted : t.content.arranged}
        </p>
      ) : null}
      {kind.order === "manual" && loaderData.entries.length > 1 ? <p className="muted">{t.content.orderHint}</p> : null}
      <ContentTable items={loaderData.entries} basePath={base} lang={lang} t={t} arranged={kind.order === "manual"} />
    </>
  );
}
