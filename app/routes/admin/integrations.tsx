import { data, Form, redirect, useSearchParams } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/integrations";
import { readForm } from "../../routing/read-form.server.ts";
import {
  actorName,
  addEndpoint,
  changeEndpoint,
  deliveriesTo,
  eventsOf,
  listAddresses,
  listEndpoints,
  mailboxStatus,
  recordAudit,
  removeEndpoint,
  sendAgain,
  setListAddress,
} from "../../admin/inbox.server.ts";
import { requireStaff, verifyCsrf } from "../../admin/session.server.ts";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox, type InboxCatalogue } from "../../admin/i18n/index.ts";
import { MailboxState } from "../../admin/conversations/MailboxState.tsx";
import { ENTRY_LISTS } from "../../../shared/inbox.ts";
import { WEBHOOK_EVENTS, WEBHOOK_FORMATS } from "../../../shared/webhooks.ts";

type Problem = keyof InboxCatalogue["integrations"]["problems"] | "invalidAddress";

/**
 * An administrator's connections of the inbox to the outside: the address staff e-mails
 * of each list go to, the state of the replies mailbox, and webhooks to the CRM, each with
 * its signing secret and the log of its latest deliveries, any of which can be sent again.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, "integrations");
  const { db } = services.database;
  const endpoints = await Promise.all(
    (await listEndpoints(db)).map(async (endpoint) => ({
      ...endpoint,
      events: eventsOf(endpoint),
      deliveries: (await deliveriesTo(db, endpoint.id, 20)).map(({ row, attempts }) => ({
        id: row.id,
        event: row.kind,
        status: row.status,
        createdAt: row.createdAt,
        nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null,
        attempts: attempts.map((attempt) => ({
          id: attempt.id,
          at: attempt.attemptedAt,
          code: attempt.statusCode,
          error: attempt.error,
        })),
      })),
    })),
  );
  return {
    mail: services.mail,
    notifyEmail: services.notifyEmail,
    addresses: await listAddresses(db),
    repliesRead: services.repliesRead,
    mailbox: await mailboxStatus(db),
    endpoints,
  };
}

const address = z.union([z.literal(""), z.email()]);

export async function action(args: Route.ActionArgs) {
  const { services, session } = await requireStaff(args, "integrations");
  const form = await readForm(args.request);
  verifyCsrf(args.request, form, session);
  const by = actorName(session.staff);
  const { database, webhookRules } = services;
  const fail = (problem: Problem, endpoint?: string) =>
    data({ problem, endpoint: endpoint ?? null }, { status: problem === "notFound" ? 404 : 400 });
  const webhook = () => ({
    name: String(form.get("name") ?? ""),
    url: String(form.get("url") ?? ""),
    events: form.getAll("events").map(String),
    format: String(form.get("format") ?? "standard"),
  });
  switch (form.get("intent")) {
    case "addresses": {
      const values = ENTRY_LISTS.map((list) => [list, String(form.get(list) ?? "").trim()] as const);
      if (values.some(([, value]) => !address.safeParse(value).success)) return fail("invalidAddress");
      for (const [list, value] of values) await setListAddress(database.db, list, value || null);
      await recordAudit(database.db, by, "notify-addresses", Object.fromEntries(values));
      return redirect("/admin/integrations?done=addresses");
    }
    case "add": {
      const outcome = await addEndpoint(database, webhook(), webhookRules, by);
      return outcome.ok ? redirect("/admin/integrations?done=added") : fail(outcome.problem, "new");
    }
    case "change": {
      const id = String(form.get("id") ?? "");
      const outcome = await changeEndpoint(
        database,
        id,
        { ...webhook(), active: form.get("active") === "on" },
        webhookRules,
        by,
      );
      return outcome.ok ? redirect("/admin/integrations?done=saved") : fail(outcome.problem, id);
    }
    case "remove":
      return (await removeEndpoint(database, String(form.get("id") ?? ""), by))
        ? redirect("/admin/integrations?done=removed")
        : fail("notFound");
    case "again":
      return (await sendAgain(database, String(form.get("delivery") ?? ""), by))
        ? redirect("/admin/integrations?done=again")
        : fail("notFound");
    default:
      throw data(null, { status: 400 });
  }
}

const DONE = {
  addresses: "addressesSaved",
  added: "added",
  saved: "saved",
  removed: "removed",
  again: "sentAgain",
} as const;

export default function InboxIntegrations({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, csrf, format } = useInbox();
  const w = t.integrations;
  const [params] = useSearchParams();
  const done = params.get("done");
  const message = (problem: Problem) => (problem === "invalidAddress" ? w.invalidAddress : w.problems[problem]);
  const problemFor = (endpoint: string | null) =>
    actionData && actionData.endpoint === endpoint ? (
      <p className="admin-message admin-message--error" role="alert">
        {message(actionData.problem)}
      </p>
    ) : null;
  return (
    <>
      <div className="admin__heading">
        <h1>{w.title}</h1>
      </div>
      {done && done in DONE && !actionData ? (
        <p className="admin-message admin-message--success" role="status">
          {w[DONE[done as keyof typeof DONE]]}
        </p>
      ) : null}

      <section className="admin-panel" aria-labelledby="addresses-title">
        <h2 id="addresses-title">{w.notifyTitle}</h2>
        {loaderData.mail ? (
          <>
            <p className="muted">{format(w.notifyIntro, { email: loaderData.notifyEmail ?? "" })}</p>
            {problemFor(null)}
            <Form method="post" className="admin-form">
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="intent" value="addresses" />
              {ENTRY_LISTS.map((list) => (
                <label key={list} className="field">
                  <span className="field__label">{format(w.address, { list: t.nav[list] })}</span>
                  <input
                    className="input"
                    type="email"
                    name={list}
                    defaultValue={loaderData.addresses[list] ?? ""}
                    placeholder={loaderData.notifyEmail ?? ""}
                  />
                </label>
              ))}
              <button type="submit" className="btn btn--dark btn--sm">
                {w.saveAddresses}
              </button>
            </Form>
          </>
        ) : (
          <p className="muted">{w.notifyOff}</p>
        )}
      </section>

      <div className="admin-panel">
        {loaderData.repliesRead ? (
          <MailboxState status={loaderData.mailbox} />
        ) : (
          <>
            <h2>{t.mailbox.title}</h2>
            <p className="muted">{t.mailbox.off}</p>
          </>
        )}
      </div>

      <section className="admin-panel" aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">{w.webhooksTitle}</h2>
        <p className="muted">{w.webhooksIntro}</p>
        {loaderData.endpoints.length === 0 ? <p className="muted">{w.none}</p> : null}
        {loaderData.endpoints.map((endpoint) => (
          <article key={endpoint.id} className="admin-webhook" aria-labelledby={`webhook-${endpoint.id}`}>
            <h3 id={`webhook-${endpoint.id}`}>
              {endpoint.name} {endpoint.active ? null : <span className="status status--paused">{w.paused}</span>}
            </h3>
            {problemFor(endpoint.id)}
            <Form method="post" className="admin-form">
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="id" value={endpoint.id} />
              <WebhookFields
                name={endpoint.name}
                url={endpoint.url}
                events={endpoint.events}
                format={endpoint.format}
              />
              <label className="checkbox">
                <input type="checkbox" name="active" defaultChecked={endpoint.active === 1} />
                <span>{w.active}</span>
              </label>
              <div className="field">
                <span className="field__label">{w.secret}</span>
                <code className="admin-link">{endpoint.secret}</code>
                <span className="field__hint">{w.secretHint}</span>
              </div>
              <div className="admin-webhook__actions">
                <button type="submit" name="intent" value="change" className="btn btn--dark btn--sm">
                  {w.save}
                </button>
                <button type="submit" name="intent" value="remove" className="btn btn--secondary btn--sm">
                  {w.remove}
                </button>
              </div>
            </Form>
            <h4>{w.log}</h4>
            {endpoint.deliveries.length === 0 ? (
              <p className="muted">{w.noDeliveries}</p>
            ) : (
              <div className="table-scroll">
                <table className="admin-table admin-table--stack">
                  <thead>
                    <tr>
                      <th scope="col">{w.when}</th>
                      <th scope="col">{w.event}</th>
                      <th scope="col">{w.state}</th>
                      <th scope="col">{w.attempts}</th>
                      <th scope="col">
                        <span className="visually-hidden">{w.sendAgain}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {endpoint.deliveries.map((delivery) => (
                      <tr key={delivery.id}>
                        <td data-label={w.when}>{formatWhen(delivery.createdAt, lang)}</td>
                        <td data-label={w.event}>
                          {w.deliveryEvents[delivery.event as keyof typeof w.deliveryEvents] ?? delivery.event}
                        </td>
                        <td data-label={w.state}>
                          {t.detail.delivery[delivery.status as "sent"] ?? delivery.status}
                          {delivery.nextAttemptAt ? (
                            <div className="muted">
                              {format(w.next, { when: formatWhen(delivery.nextAttemptAt, lang) })}
                            </div>
                          ) : null}
                        </td>
                        <td data-label={w.attempts}>
                          <ul className="plain-list">
                            {delivery.attempts.map((attempt) => (
                              <li key={attempt.id}>
                                {formatWhen(attempt.at, lang)}:{" "}
                                {attempt.code === null ? w.noAnswer : format(w.answered, { code: attempt.code })}
                                {attempt.error && attempt.code === null ? (
                                  <span className="muted"> ({attempt.error})</span>
                                ) : null}
                              </li>
                            ))}
                          </ul>
                        </td>
                        <td>
                          {delivery.status === "pending" ? null : (
                            <Form method="post">
                              <input type="hidden" name="csrf" value={csrf} />
                              <input type="hidden" name="delivery" value={delivery.id} />
                              <button type="submit" name="intent" value="again" className="btn btn--secondary btn--sm">
                                {w.sendAgain}
                              </button>
                            </Form>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </article>
        ))}

        <h3>{w.newWebhook}</h3>
        {problemFor("new")}
        <Form method="post" className="admin-form">
          <input type="hidden" name="csrf" value={csrf} />
          <WebhookFields name="" url="" events={["quote_request.created"]} format="standard" />
          <button type="submit" name="intent" value="add" className="btn btn--dark btn--sm">
            {w.add}
          </button>
        </Form>
      </section>
    </>
  );
}

function WebhookFields(props: { name: string; url: string; events: string[]; format: string }) {
  const { t } = useInbox();
  const w = t.integrations;
  return (
    <>
      <label className="field">
        <span className="field__label">{w.name}</span>
        <input className="input" name="name" defaultValue={props.name} required maxLength={100} />
      </label>
      <label className="field">
        <span className="field__label">{w.url}</span>
        <input className="input" type="url" name="url" defaultValue={props.url} required inputMode="url" />
        <span className="field__hint">{w.urlHint}</span>
      </label>
      <label className="field">
        <span className="field__label">{w.format}</span>
        <select className="input" name="format" defaultValue={props.format}>
          {WEBHOOK_FORMATS.map((format) => (
            <option key={format} value={format}>
              {w.formats[format]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="admin-fieldset">
        <legend className="field__label">{w.events}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="checkbox">
            <input type="checkbox" name="events" value={event} defaultChecked={props.events.includes(event)} />
            <span>{w.eventNames[event]}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
