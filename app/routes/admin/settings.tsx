import { data, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/settings";
import {
  AccountError,
  clearedSessionCookie,
  getAccount,
  twoFactorEnabled,
  updateOwnSettings,
} from "../../admin/inbox.server.ts";
import { requireStaff, secureCookies } from "../../admin/session.server.ts";
import { TWO_FACTOR_PATH } from "../../routing/paths.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { useInbox } from "../../admin/i18n/index.ts";
import { LANGUAGES } from "../../../shared/i18n/languages.ts";
import { ENTRY_LISTS } from "../../../shared/inbox.ts";
import { BOOTSTRAP_ACCOUNT_ID, canAccess } from "../../../shared/staff.ts";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";
import { siteContext } from "../../site/context.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  const { staff } = session;
  const account = await getAccount(services.database.db, staff.id);
  // The morning digest is for people who own requests or applications, when e-mail is set up.
  const offered =
    services.mail && staff.id !== BOOTSTRAP_ACCOUNT_ID && ENTRY_LISTS.some((list) => canAccess(staff, list));
  return {
    digest: offered ? account?.morningDigest === 1 : null,
    twoFactor: await twoFactorEnabled(services.database.db, staff.id),
  };
}

/** A form's text field: absent and blank are the same. */
const text = z.string().optional().default("");

/**
 * Each member's own settings: the inbox's language, the morning digest, and a new password
 * (given the current one); and signing out everywhere.
 */
export async function action(args: Route.ActionArgs) {
  return staffAction(args, undefined, {
    settings: intent(
      z.object({
        language: z.enum(LANGUAGES).catch("en"),
        // Only a form that offers the digest says whether it is on.
        digestOffered: z.literal("1").optional(),
        digest: z.literal("on").optional(),
        current: text,
        password: text,
        confirm: text,
      }),
      async (value, { services, session }) => {
        try {
          await updateOwnSettings(
            services.database,
            { staff: session.staff, sessionId: session.id },
            {
              language: value.language,
              password: value.password
                ? { current: value.current, password: value.password, confirm: value.confirm }
                : undefined,
              ...(value.digestOffered ? { digest: value.digest === "on" } : {}),
            },
            (current) => services.auth.confirmPassword(session.staff, current, siteContext(args.context).clientAddress),
          );
          return { saved: true as const, passwordChanged: Boolean(value.password) };
        } catch (error) {
          if (error instanceof AccountError) return data({ problem: error.problem }, { status: 400 });
          throw error;
        }
      },
    ),
    everywhere: intent(z.object({}), async (_, { services, session }) => {
      await services.auth.signOutEverywhere(session.staff);
      return redirect("/admin/login", {
        headers: { "Set-Cookie": clearedSessionCookie(secureCookies(args.request, services)) },
      });
    }),
  });
}

export default function InboxSettings({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData;
  const { t, lang, staff } = useInbox();
  const bootstrap = staff.id === BOOTSTRAP_ACCOUNT_ID;
  return (
    <>
      <h1>{t.settings.title}</h1>
      {result && "saved" in result ? (
        <p className="admin-message" role="status">
          {result.passwordChanged ? t.settings.passwordChanged : t.settings.saved}
        </p>
      ) : null}
      {result && "problem" in result ? (
        <p className="admin-message admin-message--error" role="alert">
          {t.accounts.problems[result.problem]}
        </p>
      ) : null}
      <StaffForm intent="settings" className="admin-form">
        <LanguageSelect label={t.settings.language} name="language" defaultValue={lang} names="self" />
        {loaderData.digest === null ? null : (
          <fieldset className="admin-fieldset">
            <legend className="field__label">{t.settings.digestTitle}</legend>
            <input type="hidden" name="digestOffered" value="1" />
            <label className="checkbox">
              <input type="checkbox" name="digest" defaultChecked={loaderData.digest} aria-describedby="digest-hint" />
              <span>{t.settings.digest}</span>
            </label>
            <span id="digest-hint" className="field__hint">
              {t.settings.digestHint}
            </span>
          </fieldset>
        )}
        {bootstrap ? (
          <p className="muted">{t.settings.bootstrapPassword}</p>
        ) : (
          <>
            <label className="field">
              <span className="field__label">{t.settings.currentPassword}</span>
              <input
                className="input"
                type="password"
                name="current"
                autoComplete="current-password"
                aria-describedby="current-password-hint"
              />
              <span id="current-password-hint" className="field__hint">
                {t.settings.currentPasswordHint}
              </span>
            </label>
            <label className="field">
              <span className="field__label">{t.settings.newPassword}</span>
              <input
                className="input"
                type="password"
                name="password"
                autoComplete="new-password"
                minLength={12}
                aria-describedby="new-password-hint"
              />
              <span id="new-password-hint" className="field__hint">
                {t.settings.newPasswordHint}
              </span>
            </label>
            <label className="field">
              <span className="field__label">{t.settings.confirm}</span>
              <input className="input" type="password" name="confirm" autoComplete="new-password" minLength={12} />
            </label>
          </>
        )}
        <button type="submit" className="btn btn--dark">
          {t.common.save}
        </button>
      </StaffForm>
      {bootstrap ? null : (
        <section className="admin-section" aria-labelledby="two-factor-title">
          <h2 id="two-factor-title">{t.settings.twoFactorTitle}</h2>
          <p className="muted">{loaderData.twoFactor ? t.settings.twoFactorOn : t.settings.twoFactorOff}</p>
          <p>
            <Link to={TWO_FACTOR_PATH}>
              {loaderData.twoFactor ? t.settings.twoFactorManage : t.settings.twoFactorSetUp}
            </Link>
          </p>
        </section>
      )}
      <section className="admin-section" aria-labelledby="everywhere-title">
        <h2 id="everywhere-title">{t.settings.signOutEverywhereTitle}</h2>
        <p className="muted">{t.settings.signOutEverywhereIntro}</p>
        <StaffForm intent="everywhere">
          <button type="submit" className="btn btn--secondary">
            {t.settings.signOutEverywhere}
          </button>
        </StaffForm>
      </section>
    </>
  );
}
