import { data, Form, redirect, useActionData } from "react-router";
import type { Route } from "./+types/settings";
import { readForm } from "../../routing/read-form.server.ts";
import { AccountError, clearedSessionCookie, updateOwnSettings } from "../../admin/inbox.server.ts";
import { requireStaff, secureCookies, verifyCsrf } from "../../admin/session.server.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { BOOTSTRAP_ACCOUNT_ID } from "../../../shared/staff.ts";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";
import { siteContext } from "../../site/context.server.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  return null;
}

/** Each member's own settings: the inbox's language, and a new password (given the current one). */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { services, session } = await requireStaff(args);
  const form = await readForm(request);
  verifyCsrf(request, form, session);
  if (form.get("intent") === "everywhere") {
    await services.auth.signOutEverywhere(session.staff);
    return redirect("/admin/login", {
      headers: { "Set-Cookie": clearedSessionCookie(secureCookies(request, services)) },
    });
  }
  const language = String(form.get("language") ?? "");
  const password = String(form.get("password") ?? "");
  try {
    await updateOwnSettings(
      services.database,
      { staff: session.staff, sessionId: session.id },
      {
        language: isLanguage(language) ? language : "en",
        password: password
          ? { current: String(form.get("current") ?? ""), password, confirm: String(form.get("confirm") ?? "") }
          : undefined,
      },
      (current) => services.auth.confirmPassword(session.staff, current, siteContext(context).clientAddress),
    );
    return { saved: true as const, passwordChanged: Boolean(password) };
  } catch (error) {
    if (error instanceof AccountError) return data({ problem: error.problem }, { status: 400 });
    throw error;
  }
}

export default function InboxSettings() {
  const result = useActionData<typeof action>();
  const { t, lang, csrf, staff } = useInbox();
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
      <Form method="post" className="admin-form">
        <input type="hidden" name="csrf" value={csrf} />
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
      </Form>
      <section className="admin-section" aria-labelledby="everywhere-title">
        <h2 id="everywhere-title">{t.settings.signOutEverywhereTitle}</h2>
        <p className="muted">{t.settings.signOutEverywhereIntro}</p>
        <Form method="post">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="everywhere" />
          <button type="submit" className="btn btn--secondary">
            {t.settings.signOutEverywhere}
          </button>
        </Form>
      </section>
    </>
  );
}
