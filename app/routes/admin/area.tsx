import { data, Link } from "react-router";
import type { Route } from "./+types/area";
import { areaKinds } from "../../admin/editor.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { formatWhen } from "../../admin/fields.ts";
import { fill, useInbox } from "../../admin/i18n/index.ts";
import { plural } from "../../i18n/plural.ts";
import { isArea } from "../../../shared/staff.ts";
import { kindNamed } from "../../../content/model/index.ts";

/**
 * An area of the inbox that holds several kinds (/admin/pages): each kind with where it
 * is edited, how many entries it has and its last change.
 */
export async function loader(args: Route.LoaderArgs) {
  const area = args.url.pathname.replace(/^\/admin\//, "").replace(/\/$/, "");
  if (!isArea(area)) throw data(null, { status: 404 });
  const { services } = await requireStaff(args, area);
  return { area, kinds: await areaKinds(services.database, area) };
}

export default function InboxArea({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useInbox();
  const words = t.areaIndex;
  return (
    <>
      <h1>{t.nav[loaderData.area]}</h1>
      <p className="muted">{words.intro}</p>
      <div className="table-scroll">
        <table className="admin-table admin-table--stack">
          <thead>
            <tr>
              <th scope="col">{words.what}</th>
              <th scope="col">{words.entries}</th>
              <th scope="col">{words.updated}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.kinds.map((item) => {
              const kind = kindNamed(item.name)!;
              return (
                <tr key={item.name}>
                  <th scope="row">
                    <Link to={`/admin/${kind.inboxPath}`}>
                      {kind.singleton ? kind.label.singular[lang] : kind.label.plural[lang]}
                    </Link>
                  </th>
                  <td data-label={words.entries}>
                    {kind.singleton ? words.onePage : plural(item.count, lang, words.count)}
                  </td>
                  <td data-label={words.updated}>
                    {item.updatedAt ? (
                      <>
                        {formatWhen(item.updatedAt, lang)}
                        <div className="muted">{fill(words.by, { who: item.updatedBy ?? "" })}</div>
                      </>
                    ) : (
                      t.common.none
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
