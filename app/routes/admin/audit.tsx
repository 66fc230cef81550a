import { Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/audit";
import { requireStaff } from "../../admin/session.server.ts";
import { auditFilters, auditLogPage } from "../../admin/audit.server.ts";
import { formatWhen } from "../../admin/fields.ts";
import { DayInput } from "../../admin/forms/DayInput.tsx";
import { readTypedDay } from "../../../shared/typed-day.ts";
import { inboxCatalogue, useInbox } from "../../admin/i18n/index.ts";
import { messageFormat } from "../../../shared/i18n/message.ts";
import { actorShownAs, AUDIT_AREAS, describeAuditEntry } from "../../admin/audit-words.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args, "audit");
  const filters = auditFilters(args.url.searchParams);
  const lang = isLanguage(session.staff.language) ? session.staff.language : "en";
  const page = await auditLogPage(services.database.db, filters, lang);
  const t = inboxCatalogue(lang);
  return {
    filters,
    total: page.total,
    pages: page.pages,
    people: page.people,
    // Put in words on the server: the page carries sentences, never the log's raw details.
    entries: page.entries.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      sentence: describeAuditEntry(entry, { t, format: messageFormat(lang), lang, lookups: page.lookups }),
    })),
  };
}

export default function InboxAudit({ loaderData }: Route.ComponentProps) {
  const { t, lang, format } = useInbox();
  const { filters, total, pages, people } = loaderData;
  const [params] = useSearchParams();
  // Days as typed: one that is no day stays in its field with a message.
  const typed = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const pageLink = (page: number) => {
    const params = new URLSearchParams();
    for (const name of ["person", "area", "from", "to"] as const) if (filters[name]) params.set(name, filters[name]);
    if (page > 1) params.set("page", String(page));
    const query = params.toString();
    return query ? `/admin/audit?${query}` : "/admin/audit";
  };
  return (
    <>
      <h1>{t.audit.title}</h1>
      <p className="muted">{t.audit.intro}</p>
      <Form method="get" className="admin-filters">
        <label className="field">
          <span className="field__label">{t.audit.person}</span>
          <select className="input" name="person" defaultValue={filters.person}>
            <option value="">{t.audit.anyone}</option>
            {people.map((actor) => (
              <option key={actor} value={actor}>
                {actorShownAs(actor, t)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t.audit.area}</span>
          <select className="input" name="area" defaultValue={filters.area}>
            <option value="">{t.audit.anyArea}</option>
            {AUDIT_AREAS.map((area) => (
              <option key={area} value={area}>
                {t.nav[area]}
              </option>
            ))}
          </select>
        </label>
        <DayInput label={t.audit.from} name="from" value={typed.from} problem={readTypedDay(typed.from) === null} />
        <DayInput label={t.audit.to} name="to" value={typed.to} problem={readTypedDay(typed.to) === null} />
        <button type="submit" className="btn btn--dark">
          {t.audit.filter}
        </button>
        <Link to="/admin/audit" className="btn btn--secondary">
          {t.audit.clear}
        </Link>
      </Form>
      <p role="status">{format(t.audit.count, { n: total })}</p>
      {loaderData.entries.length ? (
        <ol className="plain-list admin-audit">
          {loaderData.entries.map(({ id, createdAt, sentence }) => (
            <li key={id} className="admin-audit__entry">
              <time dateTime={createdAt} className="muted">
                {formatWhen(createdAt, lang)}
              </time>{" "}
              <span>{sentence}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t.audit.empty}</p>
      )}
      {pages > 1 ? (
        <nav aria-label={t.audit.pages} className="admin-pages">
          {filters.page > 1 ? <Link to={pageLink(filters.page - 1)}>{t.audit.newer}</Link> : <span />}
          <span>{format(t.audit.page, { page: filters.page, pages })}</span>
          {filters.page < pages ? <Link to={pageLink(filters.page + 1)}>{t.audit.older}</Link> : <span />}
        </nav>
      ) : null}
    </>
  );
}
