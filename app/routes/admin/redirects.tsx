import { data, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/redirects";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { IntentButton, StaffForm } from "../../admin/forms/StaffForm.tsx";
import { actorName } from "../../admin/inbox.server.ts";
import { listIdRedirects, listRedirects, removeRedirect, saveRedirect } from "../../admin/redirects.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { kindNamed } from "../../../content/model/index.ts";
import { REDIRECT_STATUSES, type RedirectProblem } from "../../../shared/redirects.ts";

/**
 * Redirects staff keep, each with how often it was followed and whether its target
 * answers (one that would lead into a missing page is flagged, and not served), and the
 * ones the site made itself when an item's address changed.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, "redirects");
  const { db } = services.database;
  const rules = await Promise.all(
    (await listRedirects(db)).map(async (rule) => ({
      id: rule.id,
      from: rule.fromPath,
      target: rule.target,
      status: rule.status,
      hits: rule.hits,
      lastHitAt: rule.lastHitAt,
      updatedAt: rule.updatedAt,
      working: await services.redirects.answers(rule.target),
    })),
  );
  const automatic = (await listIdRedirects(db)).flatMap((row) => {
    const address = kindNamed(row.kind)?.address;
    return address?.includes(":id")
      ? [
          {
            from: address.replace(":id", row.oldId),
            to: address.replace(":id", row.newId),
            since: row.createdAt,
          },
        ]
      : [];
  });
  return { rules, automatic };
}

/** A form's text field: absent and blank are the same (saveRedirect says what is wrong with it). */
const text = z.string().optional().default("");
/** The rule a form changes; none for a new one. */
const ruleId = z
  .string()
  .optional()
  .transform((value) => value || undefined);

export function action(args: Route.ActionArgs) {
  const fail = (problem: RedirectProblem, id: string | undefined) =>
    data({ problem, id: id ?? "new" }, { status: problem === "notFound" ? 404 : 400 });
  return staffAction(args, "redirects", {
    save: intent(
      z.object({ id: ruleId, from: text, target: text, status: z.coerce.number().catch(Number.NaN) }),
      async ({ id, ...rule }, { services, session }) => {
        const outcome = await saveRedirect(services.database, { id, ...rule }, actorName(session.staff));
        return outcome.ok ? redirect(`/admin/redirects?done=${id ? "saved" : "added"}`) : fail(outcome.problem, id);
      },
    ),
    remove: intent(z.object({ id: ruleId }), async ({ id }, { services, session }) =>
      id && (await removeRedirect(services.database, id, actorName(session.staff)))
        ? redirect("/admin/redirects?done=removed")
        : fail("notFound", id),
    ),
  });
}

const DONE = ["added", "saved", "removed"] as const;

export default function InboxRedirects({ loaderData, actionData: answer }: Route.ComponentProps) {
  // Every field is read as text, so the schema never refuses one: saveRedirect names the problem.
  const actionData = answer && "problem" in answer ? answer : undefined;
  const { t, lang, format } = useInbox();
  const w = t.redirects;
  const [params] = useSearchParams();
  const done = DONE.find((value) => value === params.get("done"));
  const problemFor = (id: string) =>
    actionData && actionData.id === id ? (
      <p className="admin-message admin-message--error" role="alert">
        {w.problems[actionData.problem]}
      </p>
    ) : null;
  return (
    <>
      <div className="admin__heading">
        <h1>{w.title}</h1>
      </div>
      {done && !actionData ? (
        <p className="admin-message admin-message--success" role="status">
          {w[done]}
        </p>
      ) : null}
      <p className="muted">{w.intro}</p>

      <section className="admin-panel" aria-labelledby="redirect-new">
        <h2 id="redirect-new">{w.addTitle}</h2>
        {problemFor("new")}
        <RedirectForm idPrefix="new" />
      </section>

      <section className="admin-panel" aria-labelledby="redirect-list">
        <h2 id="redirect-list">{w.listTitle}</h2>
        {loaderData.rules.length === 0 ? <p className="muted">{w.none}</p> : null}
        <ul className="plain-list admin-redirects">
          {loaderData.rules.map((rule) => (
            <li key={rule.id} className="admin-redirect">
              <p className="admin-redirect__route">
                <span className="admin-redirect__path">{rule.from}</span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> {w.to} </span>
                <span className="admin-redirect__path">{rule.target}</span>
              </p>
              <p className="muted">
                {w.kinds[String(rule.status) as keyof typeof w.kinds]} · {w.hits}:{" "}
                {format(w.hitCount, { n: rule.hits })}
                {rule.lastHitAt ? `, ${format(w.lastHit, { when: formatWhen(rule.lastHitAt, lang) })}` : ""}
              </p>
              {rule.working ? (
                <p className="status status--done">{w.working}</p>
              ) : (
                <p className="admin-message admin-message--error">{w.broken}</p>
              )}
              {problemFor(rule.id)}
              {/* Drawn anew once saved, so a saved change closes its form. */}
              <details key={rule.updatedAt} open={actionData?.id === rule.id || undefined}>
                <summary>
                  {w.change}
                  <span className="visually-hidden"> {rule.from}</span>
                </summary>
                <RedirectForm idPrefix={rule.id} rule={rule} />
              </details>
            </li>
          ))}
        </ul>
      </section>

      <section className="admin-panel" aria-labelledby="redirect-automatic">
        <h2 id="redirect-automatic">{w.automaticTitle}</h2>
        <p className="muted">{w.automaticIntro}</p>
        {loaderData.automatic.length === 0 ? (
          <p className="muted">{w.noAutomatic}</p>
        ) : (
          <ul className="plain-list admin-redirects">
            {loaderData.automatic.map((row) => (
              <li key={row.from} className="admin-redirect">
                <p className="admin-redirect__route">
                  <span className="admin-redirect__path">{row.from}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="visually-hidden"> {w.to} </span>
                  <span className="admin-redirect__path">{row.to}</span>
                </p>
                <p className="muted">
                  {w.since}: {formatWhen(row.since, lang)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The fields of a redirect: a new one's, or one's being changed (with Remove). */
function RedirectForm({
  idPrefix,
  rule,
}: {
  idPrefix: string;
  rule?: { id: string; from: string; target: string; status: number };
}) {
  const { t } = useInbox();
  const w = t.redirects;
  return (
    <StaffForm className="admin-form">
      {rule ? <input type="hidden" name="id" value={rule.id} /> : null}
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-from`}>
          {w.from}
        </label>
        <input
          className="input"
          id={`${idPrefix}-from`}
          name="from"
          required
          defaultValue={rule?.from}
          aria-describedby={`${idPrefix}-from-hint`}
          autoComplete="off"
        />
        <span className="field__hint" id={`${idPrefix}-from-hint`}>
          {w.fromHint}
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-target`}>
          {w.to}
        </label>
        <input
          className="input"
          id={`${idPrefix}-target`}
          name="target"
          required
          defaultValue={rule?.target}
          aria-describedby={`${idPrefix}-to-hint`}
          autoComplete="off"
        />
        <span className="field__hint" id={`${idPrefix}-to-hint`}>
          {w.toHint}
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-status`}>
          {w.kind}
        </label>
        <select
          className="input"
          id={`${idPrefix}-status`}
          name="status"
          defaultValue={String(rule?.status ?? 301)}
          aria-describedby={`${idPrefix}-kind-hint`}
        >
          {REDIRECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {w.kinds[String(status) as keyof typeof w.kinds]}
            </option>
          ))}
        </select>
        <span className="field__hint" id={`${idPrefix}-kind-hint`}>
          {w.kindHint}
        </span>
      </div>
      <div className="admin-webhook__actions">
        <IntentButton intent="save" className="btn btn--dark btn--sm">
          {rule ? w.save : w.add}
        </IntentButton>
        {rule ? (
          <IntentButton intent="remove" formNoValidate className="btn btn--secondary btn--sm">
            {w.remove}
          </IntentButton>
        ) : null}
      </div>
    </StaffForm>
  );
}
