import { data, Form, redirect, useActionData } from "react-router";
import type { Route } from "./+types/invitation";
import { readForm } from "../../routing/read-form.server.ts";
import { accept, AccountError, openInvitation, sessionCookie } from "../../admin/inbox.server.ts";
import { inboxCatalogue } from "../../admin/i18n/index.ts";
import { messageFormat } from "../../../shared/i18n/message.ts";
import { inboxHome, inboxServices, secureCookies } from "../../admin/session.server.ts";
import { resolveLanguage } from "../../../shared/i18n/request-language.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { isRole } from "../../../shared/staff.ts";
import "../../styles/admin.css";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Lojuvard inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The page an invitation link opens: the invited member of staff chooses a password and
 * the inbox's language, and is signed in. The link works once, until it expires.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = await inboxServices(context);
  const invitation = await openInvitation(services.database, params.token);
  if (!invitation) return data({ lang: resolveLanguage(request).lang, invitation: null }, { status: 410 });
  // The page speaks the language the administrator invited them in.
  const lang = isLanguage(invitation.language) ? invitation.language : resolveLanguage(request).lang;
  return { lang, invitation: { name: invitation.name, email: invitation.email, role: invitation.role } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = await inboxServices(context);
  const form = await readForm(request);
  try {
    const account = await accept(services.database, params.token, {
      password: String(form.get("password") ?? ""),
      confirm: String(form.get("confirm") ?? ""),
      language: String(form.get("language") ?? "en"),
    });
    const { token, session } = await services.auth.startSession(account);
    return redirect(inboxHome(session.staff), {
      headers: { "Set-Cookie": sessionCookie(token, session.expiresAt, secureCookies(request, services)) },
    });
  } catch (error) {
    if (error instanceof AccountError) return data({ problem: error.problem }, { status: 400 });
    throw error;
  }
}

export default function Invitation({ loaderData }: Route.ComponentProps) {
  const { lang, invitation } = loaderData;
  const result = useActionData<typeof action>();
  const t = inboxCatalogue(lang);
  const format = messageFormat(lang);
  if (!invitation) {
    return (
      <main id="main" className="admin-login">
        <div className="admin-login__card">
          <h1>{t.invitation.invalidTitle}</h1>
          <p>{t.accounts.problems.invitationInvalid}</p>
        </div>
      </main>
    );
  }
  const role = isRole(invitation.role) ? t.roles[invitation.role] : invitation.role;
  return (
    <main id="main" className="admin-login">
      <Form method="post" className="admin-login__card">
        <h1>{t.invitation.title}</h1>
        <p className="muted">{format(t.invitation.intro, { name: invitation.name, role })}</p>
        <p>{invitation.email}</p>
        <label className="field">
          <span className="field__label">{t.invitation.password}</span>
          <input
            className="input"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={12}
            aria-describedby="password-hint"
          />
          <span id="password-hint" className="field__hint">
            {t.invitation.passwordHint}
          </span>
        </label>
        <label className="field">
          <span className="field__label">{t.invitation.confirm}</span>
          <input className="input" type="password" name="confirm" autoComplete="new-password" required minLength={12} />
        </label>
        <LanguageSelect label={t.settings.language} name="language" defaultValue={lang} names="self" />
        {result?.problem ? (
          <p className="field__error" role="alert">
            {t.accounts.problems[result.problem]}
          </p>
        ) : null}
        <button type="submit" className="btn btn--dark btn--block">
          {t.invitation.submit}
        </button>
      </Form>
    </main>
  );
}
