import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/reset";
import { AccountError, completePasswordReset, openPasswordReset } from "../../admin/inbox.server.ts";
import { inboxCatalogue } from "../../admin/i18n/index.ts";
import { messageFormat } from "../../../shared/i18n/message.ts";
import { inboxServices, secureCookies } from "../../admin/session.server.ts";
import { rememberAccountLanguage, signedOutLanguage } from "../../admin/signed-out/language.server.ts";
import { signedOutAction, signedOutIntent } from "../../admin/signed-out/signed-out-action.server.ts";
import { Refusal, SignedOutForm, SignedOutPage, useSignedOutAnswer } from "../../admin/signed-out/SignedOutPage.tsx";
import "../../styles/admin.css";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = inboxCatalogue(loaderData?.lang);
  return [{ title: `${t.reset.title} | ${t.brand}` }, { name: "robots", content: "noindex, nofollow" }];
};

/**
 * The page a reset link opens (by e-mail, or handed over by an administrator): a new
 * password, once, within the hour; then every session of the account ends (decision 051).
 * It speaks the account's language, as the e-mail did, unless another was chosen here.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = await inboxServices(context);
  const open = await openPasswordReset(services.database, params.token);
  const { lang, remember } = signedOutLanguage(request, {
    known: open?.account.language,
    secure: secureCookies(request, services),
  });
  const headers = new Headers();
  if (remember) headers.append("Set-Cookie", remember);
  if (!open) return data({ lang, person: null }, { status: 410, headers });
  return data({ lang, person: { name: open.account.name, email: open.account.email ?? "" } }, { headers });
}

const newPassword = z.object({
  password: z.string().optional().default(""),
  confirm: z.string().optional().default(""),
});

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  const services = await inboxServices(context);
  const open = await openPasswordReset(services.database, params.token);
  const { lang } = signedOutLanguage(request, {
    known: open?.account.language,
    secure: secureCookies(request, services),
  });
  return signedOutAction(args, lang, {
    reset: signedOutIntent(newPassword, async (choice, { t, secure }) => {
      try {
        const account = await completePasswordReset(services.database, params.token, choice);
        // The sign-in page that follows speaks the account's language too.
        const remember = rememberAccountLanguage(request, account.language, secure);
        return redirect("/admin/login?reset=done", remember ? { headers: { "Set-Cookie": remember } } : undefined);
      } catch (error) {
        if (error instanceof AccountError) return data({ error: t.accounts.problems[error.problem] }, { status: 400 });
        throw error;
      }
    }),
  });
}

export default function Reset({ loaderData }: Route.ComponentProps) {
  const { lang, person } = loaderData;
  const { error } = useSignedOutAnswer("reset");
  const t = inboxCatalogue(lang);
  if (!person) {
    return (
      <SignedOutPage lang={lang}>
        <h1>{t.reset.invalidTitle}</h1>
        <p>{t.accounts.problems.resetInvalid}</p>
        <p>
          <a href="/admin/forgot">{t.login.forgot}</a>
        </p>
      </SignedOutPage>
    );
  }
  return (
    <SignedOutPage lang={lang}>
      <SignedOutForm intent="reset" className="admin-login__form">
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
            aria-describedby={error ? "reset-password-hint reset-error" : "reset-password-hint"}
          />
          <span id="reset-password-hint" className="field__hint">
            {t.reset.passwordHint}
          </span>
        </label>
        <label className="field">
          <span className="field__label">{t.reset.confirm}</span>
          <input className="input" type="password" name="confirm" autoComplete="new-password" required minLength={12} />
        </label>
        <Refusal id="reset-error" message={error} />
        <button type="submit" className="btn btn--dark btn--block">
          {t.reset.submit}
        </button>
      </SignedOutForm>
    </SignedOutPage>
  );
}
