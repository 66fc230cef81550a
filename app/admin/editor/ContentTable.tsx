import { Link } from "react-router";
import type { ContentStatus } from "../../../shared/content.ts";
import { LANGUAGES } from "../../../shared/i18n/languages.ts";
import { formatWhen } from "../fields.ts";
import { useInbox } from "../i18n/index.ts";
import { displayStatus } from "./parts.tsx";
import { savedBy } from "./labels.ts";
import { StaffForm } from "../forms/StaffForm.tsx";

/**
 * The inbox's list of a kind's entries: title, state, languages filled in, last change;
 * for a kind arranged by hand, arrows that move an entry in the order visitors see.
 */
export function ContentTable({
  items,
  basePath,
  lang,
  t,
  arranged = false,
}: {
  items: {
    id: string;
    title: string;
    status: ContentStatus;
    publishAt: string | null;
    closedAt?: string | null;
    updatedAt: string;
    updatedBy: string;
    complete: string[];
  }[];
  basePath: string;
  lang: string;
  t: ReturnType<typeof useInbox>["t"];
  arranged?: boolean;
}) {
  if (!items.length) return <p className="muted">{t.lists.empty}</p>;
  return (
    <div className="table-scroll">
      <table className="admin-table admin-table--stack">
        <thead>
          <tr>
            <th scope="col">{t.content.title}</th>
            <th scope="col">{t.content.status}</th>
            <th scope="col">{t.content.languagesComplete}</th>
            <th scope="col">{t.content.updated}</th>
            {arranged ? <th scope="col">{t.content.order}</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const status = displayStatus(item);
            return (
              <tr key={item.id}>
                <th scope="row">
                  <Link to={`${basePath}/${item.id}`}>{item.title}</Link>
                  <div className="muted">{item.id}</div>
                </th>
                <td data-label={t.content.status}>
                  <span className={`status status--${status}`}>{t.content.statuses[status]}</span>
                  {item.publishAt && status !== "draft" && status !== "unpublished" ? (
                    <div className="muted">{formatWhen(item.publishAt, lang)}</div>
                  ) : null}
                </td>
                <td data-label={t.content.languagesComplete}>
                  {LANGUAGES.map((code) => (
                    <span
                      key={code}
                      className={`lang-chip${item.complete.includes(code) ? " lang-chip--done" : ""}`}
                      title={`${t.common.languages[code]}: ${item.complete.includes(code) ? t.content.complete : t.content.incomplete}`}
                    >
                      {code.toUpperCase()}
                      <span className="visually-hidden">
                        {" "}
                        {item.complete.includes(code) ? t.content.complete : t.content.incomplete}
                      </span>
                    </span>
                  ))}
                </td>
                <td data-label={t.content.updated}>
                  {formatWhen(item.updatedAt, lang)}
                  <div className="muted">{savedBy(item.updatedBy, t)}</div>
                </td>
                {arranged ? (
                  <td data-label={t.content.order}>
                    <MoveButtons
                      id={item.id}
                      title={item.title}
                      first={index === 0}
                      last={index === items.length - 1}
                    />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One entry's arrows: a form each, so the order changes on the server and every list shows it. */
function MoveButtons({ id, title, first, last }: { id: string; title: string; first: boolean; last: boolean }) {
  const { t } = useInbox();
  return (
    <StaffForm intent="move" className="entry-order">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="direction"
        value="up"
        className="btn btn--secondary btn--sm"
        disabled={first}
        aria-label={`${t.content.moveUp}: ${title}`}
      >
        ↑
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        className="btn btn--secondary btn--sm"
        disabled={last}
        aria-label={`${t.content.moveDown}: ${title}`}
      >
        ↓
      </button>
    </StaffForm>
  );
}
