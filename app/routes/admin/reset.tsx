import { data, Form, redirect, useActionData } from "react-router";
import type { Route } from "./+types/reset";
import { readForm } from "../../routing/read-form.server.ts";
import { AccountError, completePasswordReset, openPasswordReset } from "../../admin/inbox.server.ts";
import { inboxCatalogue } from "../../admin/i18n/index.ts";
import { messageFormat } from "../../../shared/i18n/message.ts";
import { inboxServices } from "../../admin/session.server.ts";
import { resolveLanguage } from "../../../shared/i18n/request-language.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import "../../styles/admin.css";

export const meta: Route.MetaFunction = () => [
  { title: "Lojuvard inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The page a reset link opens (by e-mail, or handed over by an administrator): a new
 * password, once, within the hour; then every session of the account ends (decision 051).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = await inboxServices(context);
  const open = await openPasswordReset(services.database, params.token);
  if (!open) return data({ lang: resolveLanguage(request).lang, person: null }, { status: 410 });
  // The page speaks the account's language, as the e-mail did.
  const lang = isLanguage(open.account.language) ? open.account.language : resolveLanguage(request).lang;
  return { lang, person: { name: open.account.name, email: open.account.email ?? "" } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = await inboxServices(context);
  const form = await readForm(request);
  try {
    await completePasswordReset(services.database, params.token, {
      password: String(form.get("password") ?? ""),
      confirm: String(form.get("confirm") ?? ""),
    });
  } catch (error) {
    if (error instanceof AccountError) return data({ problem: error.problem }, { status: 400 });
    throw error;
  }
  return redirect("/admin/login?reset=done");
}

export default function Reset({ loaderData }: Route.ComponentProps) {
  const { lang, person } = loaderData;
  const result = useActionData<typeof action>();
  const t = inboxCatalogue(lang);
  if (!person) {
    return (
      <main id="main" className="admin-login" lang={lang}>
        <div className="admin-login__card">
          <h1>{t.reset.invalidTitle}</h1>
          <p>{t.accounts.problems.resetInvalid}</p>
          <p>
            <a href="/admin/forgot">{t.login.forgot}</a>
          </p>
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="admin-login" lang={lang}>
      <Form method="post" className="admin-login__card">
        <h1>{t.reset.title}</h1>
        <p className="muted">{messageFormat(lang)(t.reset.intro, person)}</p>
        <label className="field">
          <span className="field__label">{t.reset.password}</span>
          <input
            className="input"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={12}
            aria-describedby="reset-password-hint"
          />
          <span id="reset-password-hint" className="field__hint">
            {t.reset.passwordHint}
          </span>
        </label>
        <label className="field">
          <span className="field__label">{t.reset.confirm}</span>
          <input className="input" type="password" name="confirm" autoComplete="new-password" required minLength={12} />
        </label>
        {result?.problem ? (
          <p className="field__error" role="alert">
            {t.accounts.problems[result.problem]}
          </p>
        ) : null}
        <button type="submit" className="btn btn--dark btn--block">
          {t.reset.submit}
        </button>
      </Form>
    </main>
  );
}
