import { Form, useActionData } from "react-router";
import type { Route } from "./+types/accounts";
import { readForm } from "../../routing/read-form.server.ts";
import {
  AccountError,
  accountPermissions,
  changePermissions,
  changeRole,
  createResetLink,
  invitationPath,
  passwordResetPath,
  invitationToken,
  realAdministratorExists,
  invite,
  listAccounts,
  openInvitations,
  removeAccount,
  revoke,
} from "../../admin/inbox.server.ts";
import { requireStaff, verifyCsrf } from "../../admin/session.server.ts";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { siteOrigin } from "../../site/context.server.ts";
import {
  BOOTSTRAP_ACCOUNT_ID,
  isPermission,
  isRole,
  PERMISSIONS,
  ROLES,
  type Permission,
} from "../../../shared/staff.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, "accounts");
  const origin = siteOrigin(args.context);
  // Once handed over, the installation password signs nobody in: its account is history, not staff.
  const handedOver = await realAdministratorExists(services.database.db);
  const accounts = (await listAccounts(services.database.db)).filter(
    (account) => !(handedOver && account.id === BOOTSTRAP_ACCOUNT_ID),
  );
  const invitations = await Promise.all(
    (await openInvitations(services.database.db)).map(async (invitation) => ({
      id: invitation.id,
      name: invitation.name,
      email: invitation.email,
      role: invitation.role,
      createdAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
      expired: invitation.expiresAt <= new Date().toISOString(),
      // Without e-mail the administrator hands the link over; it can be shown again.
      link: services.mail ? null : origin + invitationPath(await invitationToken(services.database.db, invitation.id)),
    })),
  );
  return {
    mail: services.mail,
    accounts: accounts.map(({ passwordHash: _hash, emailKey: _key, permissions, ...account }) => ({
      ...account,
      permissions: accountPermissions({ permissions }),
    })),
    invitations,
  };
}

type Outcome =
  | { kind: "invited"; name: string; email: string; link: string | null }
  | { kind: "roleChanged"; name: string; role: string }
  | { kind: "permissionsChanged"; name: string; permissions: Permission[] }
  | { kind: "removed"; name: string }
  | { kind: "resetLink"; name: string; link: string }
  | { kind: "revoked"; email: string }
  | { kind: "problem"; problem: AccountError["problem"] };

export async function action(args: Route.ActionArgs): Promise<Outcome> {
  const { request, context } = args;
  const { services, session } = await requireStaff(args, "accounts");
  const form = await readForm(request);
  verifyCsrf(request, form, session);
  const field = (name: string) => String(form.get(name) ?? "");
  try {
    switch (field("intent")) {
      case "invite": {
        const role = field("role");
        const language = field("language");
        if (!isRole(role) || !isLanguage(language)) return { kind: "problem", problem: "notFound" };
        const { invitation, token } = await invite(
          services.database,
          session.staff,
          { name: field("name"), email: field("email"), role, language },
          { mail: services.mail },
        );
        return {
          kind: "invited",
          name: invitation.name,
          email: invitation.email,
          link: services.mail ? null : siteOrigin(context) + invitationPath(token),
        };
      }
      case "role": {
        const role = field("role");
        if (!isRole(role)) return { kind: "problem", problem: "notFound" };
        await changeRole(services.database, session.staff, field("account"), role);
        return { kind: "roleChanged", name: field("name"), role };
      }
      case "permissions": {
        const permissions = form.getAll("permissions").filter(isPermission);
        await changePermissions(services.database, session.staff, field("account"), permissions);
        return { kind: "permissionsChanged", name: field("name"), permissions };
      }
      case "reset": {
        const token = await createResetLink(services.database, session.staff, field("account"));
        return { kind: "resetLink", name: field("name"), link: siteOrigin(context) + passwordResetPath(token) };
      }
      case "remove":
        await removeAccount(services.database, session.staff, field("account"));
        return { kind: "removed", name: field("name") };
      case "revoke":
        if (!(await revoke(services.database, session.staff, field("invitation")))) {
          return { kind: "problem", problem: "invitationInvalid" };
        }
        return { kind: "revoked", email: field("email") };
      default:
        return { kind: "problem", problem: "notFound" };
    }
  } catch (error) {
    if (error instanceof AccountError) return { kind: "problem", problem: error.problem };
    throw error;
  }
}

export default function InboxAccounts({ loaderData }: Route.ComponentProps) {
  const { accounts, invitations, mail } = loaderData;
  const outcome = useActionData<typeof action>();
  const { t, lang, csrf, staff, format } = useInbox();
  const copy = t.accounts;
  return (
    <>
      <div className="admin__heading">
        <h1>{copy.title}</h1>
      </div>
      <p className="muted">{copy.intro}</p>
      <Outcome outcome={outcome} />
      <div className="table-scroll">
        <table className="admin-table admin-table--stack">
          <thead>
            <tr>
              <th scope="col">{copy.name}</th>
              <th scope="col">{copy.email}</th>
              <th scope="col">{copy.role}</th>
              <th scope="col">{copy.permissions}</th>
              <th scope="col">{copy.since}</th>
              <th scope="col">
                <span className="visually-hidden">{copy.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => {
              const fixed = account.id === BOOTSTRAP_ACCOUNT_ID;
              return (
                <tr key={account.id}>
                  <th scope="row">
                    {account.name}
                    {account.id === staff.id ? ` (${t.common.you})` : ""}
                  </th>
                  <td data-label={copy.email}>{fixed ? copy.bootstrap : account.email}</td>
                  <td data-label={copy.role}>
                    {fixed ? (
                      t.roles.administrator
                    ) : (
                      <Form method="post" className="admin-inline">
                        <input type="hidden" name="csrf" value={csrf} />
                        <input type="hidden" name="intent" value="role" />
                        <input type="hidden" name="account" value={account.id} />
                        <input type="hidden" name="name" value={account.name} />
                        <label className="visually-hidden" htmlFor={`role-${account.id}`}>
                          {`${copy.role}: ${account.name}`}
                        </label>
                        <select
                          id={`role-${account.id}`}
                          className="input input--sm"
                          name="role"
                          defaultValue={account.role}
                        >
                          {ROLES.map((role) => (
                            <option key={role} value={role}>
                              {t.roles[role]}
                            </option>
                          ))}
                        </select>
                        <button type="submit" className="btn btn--secondary btn--sm">
                          {copy.changeRole}
                        </button>
                      </Form>
                    )}
                  </td>
                  <td data-label={copy.permissions}>
                    {fixed || account.role === "administrator" ? (
                      <span className="muted">{copy.everyArea}</span>
                    ) : (
                      <Form method="post" className="admin-inline">
                        <input type="hidden" name="csrf" value={csrf} />
                        <input type="hidden" name="intent" value="permissions" />
                        <input type="hidden" name="account" value={account.id} />
                        <input type="hidden" name="name" value={account.name} />
                        <fieldset className="admin-permissions">
                          <legend className="visually-hidden">{`${copy.permissions}: ${account.name}`}</legend>
                          {PERMISSIONS.map((permission) => (
                            <label key={permission} className="field--check">
                              <input
                                type="checkbox"
                                name="permissions"
                                value={permission}
                                defaultChecked={account.permissions.includes(permission)}
                              />
                              {t.permissions[permission]}
                            </label>
                          ))}
                        </fieldset>
                        <button
                          type="submit"
                          className="btn btn--secondary btn--sm"
                          aria-label={`${copy.savePermissions}: ${account.name}`}
                        >
                          {copy.savePermissions}
                        </button>
                      </Form>
                    )}
                  </td>
                  <td data-label={copy.since}>{formatWhen(account.createdAt, lang)}</td>
                  <td>
                    {fixed ? null : (
                      <Form method="post">
                        <input type="hidden" name="csrf" value={csrf} />
                        <input type="hidden" name="intent" value="reset" />
                        <input type="hidden" name="account" value={account.id} />
                        <input type="hidden" name="name" value={account.name} />
                        <button
                          type="submit"
                          className="btn btn--secondary btn--sm"
                          aria-label={`${copy.resetLink}: ${account.name}`}
                        >
                          {copy.resetLink}
                        </button>
                      </Form>
                    )}
                    {fixed ? null : (
                      <Form
                        method="post"
                        onSubmit={(event) => {
                          if (!window.confirm(format(copy.removeConfirm, { name: account.name })))
                            event.preventDefault();
                        }}
                      >
                        <input type="hidden" name="csrf" value={csrf} />
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="account" value={account.id} />
                        <input type="hidden" name="name" value={account.name} />
                        <button
                          type="submit"
                          className="btn btn--secondary btn--sm"
                          aria-label={`${copy.remove}: ${account.name}`}
                        >
                          {copy.remove}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <section className="admin-section" aria-labelledby="invite-title">
        <h2 id="invite-title">{copy.inviteTitle}</h2>
        <p className="muted">{copy.inviteIntro}</p>
        <Form method="post" className="admin-filters admin-invite">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="invite" />
          <label className="field">
            <span className="field__label">{copy.name}</span>
            <input className="input" type="text" name="name" required autoComplete="off" />
          </label>
          <label className="field">
            <span className="field__label">{copy.email}</span>
            <input className="input" type="email" name="email" required autoComplete="off" />
          </label>
          {/* A choice with what each role may do, in words that wrap (a menu would cut them on a phone). */}
          <fieldset className="field admin-roles">
            <legend className="field__label">{copy.role}</legend>
            {ROLES.map((role) => (
              <label key={role} className="admin-roles__choice">
                <input type="radio" name="role" value={role} defaultChecked={role === "editor"} />
                <span>
                  <strong>{t.roles[role]}</strong> <span className="admin-roles__areas">{t.roleAreas[role]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <LanguageSelect label={copy.language} name="language" defaultValue={lang} names={t.common.languages} />
          <button type="submit" className="btn btn--dark">
            {copy.invite}
          </button>
        </Form>
      </section>

      {invitations.length ? (
        <section className="admin-section" aria-labelledby="pending-title">
          <h2 id="pending-title">{copy.pending}</h2>
          <ul className="plain-list admin-invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="admin-card">
                <p>
                  <strong>{invitation.name}</strong> &lt;{invitation.email}&gt; ·{" "}
                  {t.roles[invitation.role as keyof typeof t.roles] ?? invitation.role}
                </p>
                <p className="muted">
                  {copy.invitedBy}: {formatWhen(invitation.createdAt, lang)} · {copy.expires}:{" "}
                  {invitation.expired ? copy.expired : formatWhen(invitation.expiresAt, lang)}
                </p>
                {invitation.link && !invitation.expired && !mail ? (
                  <p>
                    {copy.link}: <code className="admin-link">{invitation.link}</code>
                  </p>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="invitation" value={invitation.id} />
                  <input type="hidden" name="email" value={invitation.email} />
                  <button type="submit" className="btn btn--secondary btn--sm">
                    {copy.revoke}
                    <span className="visually-hidden">: {invitation.email}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Outcome({ outcome }: { outcome: Outcome | undefined }) {
  const { t, format } = useInbox();
  const copy = t.accounts;
  if (!outcome) return null;
  if (outcome.kind === "problem") {
    return (
      <p className="admin-message admin-message--error" role="alert">
        {copy.problems[outcome.problem]}
      </p>
    );
  }
  return (
    <div className="admin-message" role="status">
      {outcome.kind === "invited" ? (
        outcome.link ? (
          <>
            <p>{format(copy.inviteNoMail, { name: outcome.name })}</p>
            <p>
              <code className="admin-link" data-testid="invitation-link">
                {outcome.link}
              </code>
            </p>
          </>
        ) : (
          <p>{format(copy.inviteMailed, { email: outcome.email })}</p>
        )
      ) : null}
      {outcome.kind === "roleChanged" ? (
        <p>{format(copy.roleChanged, { name: outcome.name, role: t.roles[outcome.role as keyof typeof t.roles] })}</p>
      ) : null}
      {outcome.kind === "permissionsChanged" ? (
        <p>
          {outcome.permissions.length
            ? format(copy.permissionsChanged, {
                name: outcome.name,
                permissions: outcome.permissions.map((permission) => t.permissions[permission]).join(", "),
              })
            : format(copy.permissionsCleared, { name: outcome.name })}
        </p>
      ) : null}
      {outcome.kind === "resetLink" ? (
        <>
          <p>{format(copy.resetLinkMade, { name: outcome.name })}</p>
          <p>
            <code className="admin-link" data-testid="reset-link">
              {outcome.link}
            </code>
          </p>
        </>
      ) : null}
      {outcome.kind === "removed" ? <p>{format(copy.removed, { name: outcome.name })}</p> : null}
      {outcome.kind === "revoked" ? <p>{format(copy.revoked, { email: outcome.email })}</p> : null}
    </div>
  );
}
