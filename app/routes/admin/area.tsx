import { data, Link } from "react-router";
import type { Route } from "./+types/area";
import { areaSummary } from "../../admin/editor.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { isArea } from "../../../shared/staff.ts";
import { kindNamed } from "../../../content/model/index.ts";

/**
 * The page of an inbox area that holds several kinds of content (/admin/proof, /admin/pages): each kind
 * with how many entries it has and how many are on the site, and a way to add one; a page
 * kept as one entry leads straight to its editor.
 */
export async function loader(args: Route.LoaderArgs) {
  const area = args.url.pathname.replace(/^\/admin\//, "").replace(/\/$/, "");
  if (!isArea(area)) throw data(null, { status: 404 });
  const { services } = await requireStaff(args, area);
  return { area, kinds: await areaSummary(services.database, area) };
}

export default function InboxArea({ loaderData }: Route.ComponentProps) {
  const { t, lang, format } = useInbox();
  return (
    <>
      <div className="admin__heading">
        <h1>{t.nav[loaderData.area]}</h1>
      </div>
      <p className="muted">{t.area.intro}</p>
      <ul className="admin-kinds plain-list">
        {loaderData.kinds.map((summary) => {
          const kind = kindNamed(summary.name)!;
          const base = `/admin/${kind.inboxPath}`;
          return (
            <li key={kind.name} className="admin-card">
              <h2>
                <Link to={base}>{kind.singleton ? kind.label.singular[lang] : kind.label.plural[lang]}</Link>
              </h2>
              {kind.singleton ? (
                <p className="muted">{t.area.page}</p>
              ) : (
                <>
                  <p className="muted">
                    {format(t.area.entries, { n: summary.total })} · {format(t.area.live, { n: summary.live })}
                  </p>
                  <Link className="btn btn--secondary btn--sm" to={`${base}/new`}>
                    {kind.label.new[lang]}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
