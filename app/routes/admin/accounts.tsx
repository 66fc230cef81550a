import { useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/accounts";
import {
  AccountError,
  accountPermissions,
  accountsWithTwoFactor,
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
  requireTwoFactor,
  resetTwoFactor,
  revoke,
  TwoFactorError,
  twoFactorRequired,
} from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { siteOrigin } from "../../site/context.server.ts";
import { BOOTSTRAP_ACCOUNT_ID, PERMISSIONS, ROLES, type Permission } from "../../../shared/staff.ts";
import { LANGUAGES } from "../../../shared/i18n/languages.ts";
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
  const twoFactor = await accountsWithTwoFactor(services.database.db);
  return {
    mail: services.mail,
    accounts: accounts.map(({ passwordHash: _hash, emailKey: _key, permissions, ...account }) => ({
      ...account,
      permissions: accountPermissions({ permissions }),
      twoFactor: twoFactor.has(account.id),
    })),
    invitations,
    twoFactorRequired: await twoFactorRequired(services.database.db),
  };
}

type Outcome =
  | { kind: "invited"; name: string; email: string; link: string | null }
  | { kind: "roleChanged"; name: string; role: string }
  | { kind: "permissionsChanged"; name: string; permissions: Permission[] }
  | { kind: "removed"; name: string }
  | { kind: "resetLink"; name: string; link: string }
  | { kind: "revoked"; email: string }
  | { kind: "twoFactorReset"; name: string }
  | { kind: "required"; required: boolean }
  | { kind: "problem"; problem: AccountError["problem"] }
  | { kind: "twoFactorProblem"; problem: TwoFactorError["problem"] };

/** A form's text field: absent and blank are the same. */
const text = z.string().optional().default("");
/** The account a row's form is about, and its name for the answer. */
const row = z.object({ account: text, name: text });

/** What an account's problem answers; anything else is not the page's to say. */
function refused(error: unknown): Outcome {
  if (error instanceof AccountError) return { kind: "problem", problem: error.problem };
  if (error instanceof TwoFactorError) return { kind: "twoFactorProblem", problem: error.problem };
  throw error;
}

export function action(args: Route.ActionArgs) {
  const { context } = args;
  return staffAction(args, "accounts", {
    invite: intent(
      z.object({ name: text, email: text, role: z.enum(ROLES), language: z.enum(LANGUAGES) }),
      async (person, { services, session }): Promise<Outcome> => {
        try {
          const { invitation, token } = await invite(services.database, session.staff, person, {
            mail: services.mail,
          });
          return {
            kind: "invited",
            name: invitation.name,
            email: invitation.email,
            link: services.mail ? null : siteOrigin(context) + invitationPath(token),
          };
        } catch (error) {
          return refused(error);
        }
      },
    ),
    role: intent(row.extend({ role: z.enum(ROLES) }), async (value, { services, session }): Promise<Outcome> => {
      try {
        await changeRole(services.database, session.staff, value.account, value.role);
        return { kind: "roleChanged", name: value.name, role: value.role };
      } catch (error) {
        return refused(error);
      }
    }),
    permissions: intent(
      row.extend({ permissions: z.array(z.enum(PERMISSIONS)).optional().default([]) }),
      async (value, { services, session }): Promise<Outcome> => {
        try {
          await changePermissions(services.database, session.staff, value.account, value.permissions);
          return { kind: "permissionsChanged", name: value.name, permissions: value.permissions };
        } catch (error) {
          return refused(error);
        }
      },
    ),
    reset: intent(row, async (value, { services, session }): Promise<Outcome> => {
      try {
        const token = await createResetLink(services.database, session.staff, value.account);
        return { kind: "resetLink", name: value.name, link: siteOrigin(context) + passwordResetPath(token) };
      } catch (error) {
        return refused(error);
      }
    }),
    remove: intent(row, async (value, { services, session }): Promise<Outcome> => {
      try {
        await removeAccount(services.database, session.staff, value.account);
        return { kind: "removed", name: value.name };
      } catch (error) {
        return refused(error);
      }
    }),
    revoke: intent(
      z.object({ invitation: text, email: text }),
      async (value, { services, session }): Promise<Outcome> => {
        if (!(await revoke(services.database, session.staff, value.invitation))) {
          return { kind: "problem", problem: "invitationInvalid" };
        }
        return { kind: "revoked", email: value.email };
      },
    ),
    "two-factor-reset": intent(row, async (value, { services, session }): Promise<Outcome> => {
      try {
        return { kind: "twoFactorReset", name: await resetTwoFactor(services.database, session.staff, value.account) };
      } catch (error) {
        return refused(error);
      }
    }),
    "two-factor-required": intent(
      z.object({ required: z.boolean().optional().default(false) }),
      async ({ required }, { services, session }): Promise<Outcome> => {
        await requireTwoFactor(services.database, session.staff, required);
        return { kind: "required", required };
      },
    ),
  });
}

export default function InboxAccounts({ loaderData }: Route.ComponentProps) {
  const { accounts, invitations, mail } = loaderData;
  const answer = useActionData<typeof action>();
  // A form whose fields its schema refused names no outcome: the page's own forms send valid ones.
  const outcome = answer && "kind" in answer ? answer : undefined;
  const { t, lang, staff, format } = useInbox();
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
                    {/* Who signs in with a one-time code, at a glance beside the name (a column would widen the table). */}
                    {fixed ? null : (
                      <span className="admin-accounts__factor">
                        {copy.twoFactor}: {account.twoFactor ? copy.twoFactorOn : copy.twoFactorOff}
                      </span>
                    )}
                  </th>
                  <td data-label={copy.email}>{fixed ? copy.bootstrap : account.email}</td>
                  <td data-label={copy.role}>
                    {fixed ? (
                      t.roles.administrator
                    ) : (
                      <StaffForm intent="role" className="admin-inline">
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
                      </StaffForm>
                    )}
                  </td>
                  <td data-label={copy.permissions}>
                    {fixed || account.role === "administrator" ? (
                      <span className="muted">{copy.everyArea}</span>
                    ) : (
                      <StaffForm intent="permissions" className="admin-inline">
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
                      </StaffForm>
                    )}
                  </td>
                  <td data-label={copy.since}>{formatWhen(account.createdAt, lang)}</td>
                  <td>
                    {fixed ? null : (
                      <StaffForm intent="reset">
                        <input type="hidden" name="account" value={account.id} />
                        <input type="hidden" name="name" value={account.name} />
                        <button
                          type="submit"
                          className="btn btn--secondary btn--sm"
                          aria-label={`${copy.resetLink}: ${account.name}`}
                        >
                          {copy.resetLink}
                        </button>
                      </StaffForm>
                    )}
                    {/* A lost phone and lost recovery codes: an administrator resets it (their own is under Your account). */}
                    {account.twoFactor && account.id !== staff.id ? (
                      <StaffForm
                        intent="two-factor-reset"
                        onSubmit={(event) => {
                          if (!window.confirm(format(copy.twoFactorResetConfirm, { name: account.name })))
                            event.preventDefault();
                        }}
                      >
                        <input type="hidden" name="account" value={account.id} />
                        <input type="hidden" name="name" value={account.name} />
                        <button
                          type="submit"
                          className="btn btn--secondary btn--sm"
                          aria-label={`${copy.twoFactorReset}: ${account.name}`}
                        >
                          {copy.twoFactorReset}
                        </button>
                      </StaffForm>
                    ) : null}
                    {fixed ? null : (
                      <StaffForm
                        intent="remove"
                        onSubmit={(event) => {
                          if (!window.confirm(format(copy.removeConfirm, { name: account.name })))
                            event.preventDefault();
                        }}
                      >
                        <input type="hidden" name="account" value={account.id} />
                        <input type="hidden" name="name" value={account.name} />
                        <button
                          type="submit"
                          className="btn btn--secondary btn--sm"
                          aria-label={`${copy.remove}: ${account.name}`}
                        >
                          {copy.remove}
                        </button>
                      </StaffForm>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <section className="admin-section" aria-labelledby="require-title">
        <h2 id="require-title">{copy.requireTitle}</h2>
        <p className="muted">{copy.requireIntro}</p>
        <StaffForm intent="two-factor-required" className="admin-form">
          <label className="field--check">
            <input type="checkbox" name="required" defaultChecked={loaderData.twoFactorRequired} />
            {copy.require}
          </label>
          <div>
            <button type="submit" className="btn btn--dark">
              {t.common.save}
            </button>
          </div>
        </StaffForm>
      </section>

      <section className="admin-section" aria-labelledby="invite-title">
        <h2 id="invite-title">{copy.inviteTitle}</h2>
        <p className="muted">{copy.inviteIntro}</p>
        <StaffForm intent="invite" className="admin-filters admin-invite">
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
        </StaffForm>
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
                <StaffForm intent="revoke">
                  <input type="hidden" name="invitation" value={invitation.id} />
                  <input type="hidden" name="email" value={invitation.email} />
                  <button type="submit" className="btn btn--secondary btn--sm">
                    {copy.revoke}
                    <span className="visually-hidden">: {invitation.email}</span>
                  </button>
                </StaffForm>
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
  if (outcome.kind === "problem" || outcome.kind === "twoFactorProblem") {
    return (
      <p className="admin-message admin-message--error" role="alert">
        {outcome.kind === "problem" ? copy.problems[outcome.problem] : t.twoFactor.problems[outcome.problem]}
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
      {outcome.kind === "twoFactorReset" ? <p>{format(copy.twoFactorResetDone, { name: outcome.name })}</p> : null}
      {outcome.kind === "required" ? <p>{outcome.required ? copy.requiredOn : copy.requiredOff}</p> : null}
    </div>
  );
}
