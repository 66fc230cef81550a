import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/entries";
import { entryList, kindOfPath } from "../../admin/editor.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { ContentTable } from "../../admin/editor/ContentTable.tsx";
import { useInbox } from "../../admin/i18n/index.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { kindNamed } from "../../../content/model/index.ts";

/** The inbox's list of a kind's entries (/admin/posts, /admin/openings, …). */
export async function loader(args: Route.LoaderArgs) {
  const kind = kindOfPath(args.url.pathname);
  const { services, session } = await requireStaff(args, kind.area);
  const lang = isLanguage(session.staff.language) ? session.staff.language : "en";
  return { kind: kind.name, entries: await entryList(services.database, kind, lang) };
}

export default function InboxEntries({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useInbox();
  const kind = kindNamed(loaderData.kind)!;
  const [params] = useSearchParams();
  const base = `/admin/${kind.inboxPath}`;
  return (
    <>
      <div className="admin__heading">
        <h1>{kind.label.plural[lang]}</h1>
        {kind.singleton ? null : (
          <Link className="btn btn--dark btn--sm" to={`${base}/new`}>
            {kind.label.new[lang]}
          </Link>
        )}
      </div>
      {params.get("done") === "delete" ? (
        <p className="admin-message" role="status">
          {t.content.deleted}
        </p>
      ) : null}
      <ContentTable items={loaderData.entries} basePath={base} lang={lang} t={t} />
    </>
  );
}
