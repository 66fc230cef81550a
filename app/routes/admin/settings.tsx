import { data, Link, redirect, useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/settings";
import { AccountError, clearedSessionCookie, twoFactorEnabled, updateOwnSettings } from "../../admin/inbox.server.ts";
import { requireStaff, secureCookies } from "../../admin/session.server.ts";
import { TWO_FACTOR_PATH } from "../../routing/paths.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { useInbox } from "../../admin/i18n/index.ts";
import { LANGUAGES } from "../../../shared/i18n/languages.ts";
import { BOOTSTRAP_ACCOUNT_ID } from "../../../shared/staff.ts";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";
import { siteContext } from "../../site/context.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  return { twoFactor: await twoFactorEnabled(services.database.db, session.staff.id) };
}

/** A form's text field: absent and blank are the same. */
const text = z.string().optional().default("");

/** Each member's own settings: the inbox's language, and a new password (given the current one). */
export function action(args: Route.ActionArgs) {
  const { request, context } = args;
  return staffAction(args, undefined, {
    settings: intent(
      z.object({ language: z.enum(LANGUAGES).catch("en"), current: text, password: text, confirm: text }),
      async ({ language, current, password, confirm }, { services, session }) => {
        try {
          await updateOwnSettings(
            services.database,
            { staff: session.staff, sessionId: session.id },
            { language, password: password ? { current, password, confirm } : undefined },
            (typed) => services.auth.confirmPassword(session.staff, typed, siteContext(context).clientAddress),
          );
          return { saved: true as const, passwordChanged: Boolean(password) };
        } catch (error) {
          if (error instanceof AccountError) return data({ problem: error.problem }, { status: 400 });
          throw error;
        }
      },
    ),
    everywhere: intent(z.object({}), async (_, { services, session }) => {
      await services.auth.signOutEverywhere(session.staff);
      return redirect("/admin/login", {
        headers: { "Set-Cookie": clearedSessionCookie(secureCookies(request, services)) },
      });
    }),
  });
}

export default function InboxSettings({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
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
