import { data, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/integrations";
import {
  actorName,
  addEndpoint,
  changeEndpoint,
  deliveriesTo,
  eventsOf,
  listAddresses,
  listEndpoints,
  mailboxStatus,
  readerLanguages,
  recordAudit,
  removeEndpoint,
  sendAgain,
  sendTestEvent,
  setListAddress,
  setReaderLanguage,
  webhookSender,
} from "../../admin/inbox.server.ts";
import { siteOrigin } from "../../site/context.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { FieldError, StaffForm, useFieldProblems } from "../../admin/forms/StaffForm.tsx";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox, type InboxCatalogue } from "../../admin/i18n/index.ts";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";
import { MailboxState } from "../../admin/conversations/MailboxState.tsx";
import { LANGUAGES } from "../../../shared/i18n/languages.ts";
import { ENTRY_LISTS } from "../../../shared/inbox.ts";
import { WEBHOOK_EVENTS, WEBHOOK_FORMATS } from "../../../shared/webhooks.ts";

type Problem = keyof InboxCatalogue["integrations"]["problems"];

/**
 * An administrator's connections of the inbox to the outside: the address staff e-mails
 * of each list go to and the language each address (and the Telegram chat) is written to
 * (decision 076), the state of the replies mailbox, and webhooks to the CRM, each with its
 * signing secret and the log of its latest deliveries, any of which can be sent again.
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
    languages: await readerLanguages(db),
    telegram: services.channels.includes("telegram"),
    repliesRead: services.repliesRead,
    mailbox: await mailboxStatus(db),
    endpoints,
  };
}

/** A form's text field: absent and blank are the same. */
const text = z.string().optional().default("");
const language = z.enum(LANGUAGES);
/** A list's own address, or none (its staff e-mails then go to NOTIFY_EMAIL). */
const address = z.email().optional();

/** What a webhook's form sends: its name, address, format and events. */
const webhookFields = {
  name: text,
  url: text,
  format: z.string().optional().default("standard"),
  events: z.array(z.string()).optional().default([]),
};

export async function action(args: Route.ActionArgs) {
  const fail = (problem: Problem, endpoint: string) =>
    data({ problem, endpoint }, { status: problem === "notFound" ? 404 : 400 });
  return staffAction(args, "integrations", {
    addresses: intent(
      z.object({
        requests: address,
        applications: address,
        language,
        requestsLanguage: language,
        applicationsLanguage: language,
      }),
      async (value, { services, session }) => {
        const { db } = services.database;
        await services.database.transaction(async (tx) => {
          for (const list of ENTRY_LISTS) await setListAddress(tx, list, value[list] ?? null);
          await setReaderLanguage(tx, "default", value.language);
          await setReaderLanguage(tx, "requests", value.requestsLanguage);
          await setReaderLanguage(tx, "applications", value.applicationsLanguage);
        });
        await recordAudit(db, actorName(session.staff), "notify-addresses", {
          requests: value.requests ?? "",
          applications: value.applications ?? "",
          languages: [value.language, value.requestsLanguage, value.applicationsLanguage],
        });
        return redirect("/admin/integrations?done=addresses");
      },
    ),
    telegram: intent(z.object({ language }), async (value, { services, session }) => {
      await setReaderLanguage(services.database.db, "telegram", value.language);
      await recordAudit(services.database.db, actorName(session.staff), "notify-telegram", {
        language: value.language,
      });
      return redirect("/admin/integrations?done=telegram");
    }),
    add: intent(z.object(webhookFields), async (value, { services, session }) => {
      const outcome = await addEndpoint(services.database, value, services.webhookRules, actorName(session.staff));
      return outcome.ok ? redirect("/admin/integrations?done=added") : fail(outcome.problem, "new");
    }),
    change: intent(
      z.object({ ...webhookFields, id: z.string(), active: z.literal("on").optional() }),
      async ({ id, active, ...value }, { services, session }) => {
        const outcome = await changeEndpoint(
          services.database,
          id,
          { ...value, active: active === "on" },
          services.webhookRules,
          actorName(session.staff),
        );
        return outcome.ok ? redirect("/admin/integrations?done=saved") : fail(outcome.problem, id);
      },
    ),
    remove: intent(z.object({ id: z.string() }), async ({ id }, { services, session }) =>
      (await removeEndpoint(services.database, id, actorName(session.staff)))
        ? redirect("/admin/integrations?done=removed")
        : fail("notFound", "webhooks"),
    ),
    test: intent(z.object({ id: z.string() }), async ({ id }, { services, session }) => {
      const outcome = await sendTestEvent(services.database, id, webhookSender(services.webhookRules), {
        origin: siteOrigin(args.context),
        now: new Date(),
        by: actorName(session.staff),
      });
      return outcome ? data({ tested: id, outcome }) : fail("notFound", "webhooks");
    }),
    again: intent(z.object({ delivery: z.string() }), async ({ delivery }, { services, session }) =>
      (await sendAgain(services.database, delivery, actorName(session.staff)))
        ? redirect("/admin/integrations?done=again")
        : fail("notFound", "webhooks"),
    ),
  });
}

const DONE = {
  addresses: "addressesSaved",
  telegram: "telegramSaved",
  added: "added",
  saved: "saved",
  removed: "removed",
  again: "sentAgain",
} as const;

export default function InboxIntegrations({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, format } = useInbox();
  const w = t.integrations;
  const [params] = useSearchParams();
  const done = params.get("done");
  const addressProblems = useFieldProblems("addresses");
  const tested = (endpoint: string) => {
    if (!actionData || !("tested" in actionData) || actionData.tested !== endpoint) return null;
    const { outcome } = actionData;
    const words = outcome.delivered ? w.testResult.delivered : w.testResult[outcome.failure];
    return (
      <p
        className={`admin-message admin-message--${outcome.delivered ? "success" : "error"}`}
        role={outcome.delivered ? "status" : "alert"}
      >
        {format(words, { code: outcome.status ?? "" })}
      </p>
    );
  };
  const problemFor = (endpoint: string) =>
    actionData && "endpoint" in actionData && actionData.endpoint === endpoint ? (
      <p className="admin-message admin-message--error" role="alert">
        {w.problems[actionData.problem]}
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
            <StaffForm intent="addresses" className="admin-form">
              <LanguageSelect
                label={format(w.notifyLanguage, { email: loaderData.notifyEmail ?? "" })}
                name="language"
                defaultValue={loaderData.languages.default}
                names={t.common.languages}
              />
              {ENTRY_LISTS.map((list) => (
                <fieldset key={list} className="admin-fieldset">
                  <legend className="visually-hidden">{t.nav[list]}</legend>
                  <label className="field">
                    <span className="field__label">{format(w.address, { list: t.nav[list] })}</span>
                    <input
                      className="input"
                      type="email"
                      name={list}
                      defaultValue={loaderData.addresses[list] ?? ""}
                      placeholder={loaderData.notifyEmail ?? ""}
                      aria-invalid={addressProblems[list] ? true : undefined}
                      aria-describedby={addressProblems[list] ? `address-${list}-error` : undefined}
                    />
                    <FieldError id={`address-${list}-error`} problems={addressProblems} name={list} />
                  </label>
                  <LanguageSelect
                    label={format(w.listLanguage, { list: t.nav[list] })}
                    name={`${list}Language`}
                    defaultValue={loaderData.languages[list]}
                    names={t.common.languages}
                  />
                </fieldset>
              ))}
              <p className="field__hint">{format(w.languageHint, { email: loaderData.notifyEmail ?? "" })}</p>
              <button type="submit" className="btn btn--dark btn--sm">
                {w.saveAddresses}
              </button>
            </StaffForm>
          </>
        ) : (
          <p className="muted">{w.notifyOff}</p>
        )}
      </section>

      {loaderData.telegram ? (
        <section className="admin-panel" aria-labelledby="telegram-title">
          <h2 id="telegram-title">{w.telegramTitle}</h2>
          <p className="muted">{w.telegramIntro}</p>
          <StaffForm intent="telegram" className="admin-form">
            <LanguageSelect
              label={w.telegramLanguage}
              name="language"
              defaultValue={loaderData.languages.telegram}
              names={t.common.languages}
            />
            <button type="submit" className="btn btn--dark btn--sm">
              {w.saveTelegram}
            </button>
          </StaffForm>
        </section>
      ) : null}

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
        {problemFor("webhooks")}
        {loaderData.endpoints.length === 0 ? <p className="muted">{w.none}</p> : null}
        {loaderData.endpoints.map((endpoint) => (
          <article key={endpoint.id} className="admin-webhook" aria-labelledby={`webhook-${endpoint.id}`}>
            <h3 id={`webhook-${endpoint.id}`}>
              {endpoint.name} {endpoint.active ? null : <span className="status status--paused">{w.paused}</span>}
            </h3>
            {problemFor(endpoint.id)}
            {tested(endpoint.id)}
            <StaffForm intent="change" className="admin-form">
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
                <button type="submit" className="btn btn--dark btn--sm">
                  {w.save}
                </button>
                {/* Submits the removal form below: forms cannot hold one another. */}
                <button type="submit" form={`test-${endpoint.id}`} className="btn btn--secondary btn--sm">
                  {w.sendTest}
                </button>
                <button type="submit" form={`remove-${endpoint.id}`} className="btn btn--secondary btn--sm">
                  {w.remove}
                </button>
              </div>
            </StaffForm>
            <StaffForm intent="test" id={`test-${endpoint.id}`} hidden>
              <input type="hidden" name="id" value={endpoint.id} />
            </StaffForm>
            <StaffForm intent="remove" id={`remove-${endpoint.id}`} hidden>
              <input type="hidden" name="id" value={endpoint.id} />
            </StaffForm>
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
                            <StaffForm intent="again">
                              <input type="hidden" name="delivery" value={delivery.id} />
                              <button type="submit" className="btn btn--secondary btn--sm">
                                {w.sendAgain}
                              </button>
                            </StaffForm>
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
        <StaffForm intent="add" className="admin-form">
          <WebhookFields name="" url="" events={["quote_request.created"]} format="standard" />
          <button type="submit" className="btn btn--dark btn--sm">
            {w.add}
          </button>
        </StaffForm>
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
