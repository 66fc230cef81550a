import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/invitation";
import { accept, AccountError, openInvitation, sessionCookie } from "../../admin/inbox.server.ts";
import { inboxCatalogue } from "../../admin/i18n/index.ts";
import { messageFormat } from "../../../shared/i18n/message.ts";
import { inboxHome, inboxServices, secureCookies } from "../../admin/session.server.ts";
import { rememberAccountLanguage, signedOutLanguage } from "../../admin/signed-out/language.server.ts";
import { signedOutAction, signedOutIntent } from "../../admin/signed-out/signed-out-action.server.ts";
import { Refusal, SignedOutForm, SignedOutPage, useSignedOutAnswer } from "../../admin/signed-out/SignedOutPage.tsx";
import { LANGUAGES } from "../../../shared/i18n/languages.ts";
import { isRole } from "../../../shared/staff.ts";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";
import "../../styles/admin.css";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = inboxCatalogue(loaderData?.lang);
  return [{ title: `${t.invitation.title} | ${t.brand}` }, { name: "robots", content: "noindex, nofollow" }];
};

/**
 * The page an invitation link opens: the invited member of staff chooses a password and
 * the inbox's language, and is signed in. The link works once, until it expires. It speaks
 * the language the administrator invited them in, unless another was chosen here.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = await inboxServices(context);
  const invitation = await openInvitation(services.database, params.token);
  const { lang, remember } = signedOutLanguage(request, {
    known: invitation?.language,
    secure: secureCookies(request, services),
  });
  const headers = new Headers();
  if (remember) headers.append("Set-Cookie", remember);
  if (!invitation) return data({ lang, invitation: null }, { status: 410, headers });
  return data(
    { lang, invitation: { name: invitation.name, email: invitation.email, role: invitation.role } },
    { headers },
  );
}

const choice = z.object({
  password: z.string().optional().default(""),
  confirm: z.string().optional().default(""),
  language: z.enum(LANGUAGES).optional().default("en"),
});

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  const services = await inboxServices(context);
  const invitation = await openInvitation(services.database, params.token);
  const { lang } = signedOutLanguage(request, {
    known: invitation?.language,
    secure: secureCookies(request, services),
  });
  return signedOutAction(args, lang, {
    accept: signedOutIntent(choice, async (chosen, { t, secure }) => {
      try {
        const account = await accept(services.database, params.token, chosen);
        const { token, session } = await services.auth.startSession(account);
        const cookies = new Headers();
        cookies.append("Set-Cookie", sessionCookie(token, session.expiresAt, secure));
        const remember = rememberAccountLanguage(request, account.language, secure);
        if (remember) cookies.append("Set-Cookie", remember);
        return redirect(inboxHome(session.staff), { headers: cookies });
      } catch (error) {
        if (error instanceof AccountError) return data({ error: t.accounts.problems[error.problem] }, { status: 400 });
        throw error;
      }
    }),
  });
}

export default function Invitation({ loaderData }: Route.ComponentProps) {
  const { lang, invitation } = loaderData;
  const { error } = useSignedOutAnswer("accept");
  const t = inboxCatalogue(lang);
  const format = messageFormat(lang);
  if (!invitation) {
    return (
      <SignedOutPage lang={lang}>
        <h1>{t.invitation.invalidTitle}</h1>
        <p>{t.accounts.problems.invitationInvalid}</p>
      </SignedOutPage>
    );
  }
  const role = isRole(invitation.role) ? t.roles[invitation.role] : invitation.role;
  return (
    <SignedOutPage lang={lang}>
      <SignedOutForm intent="accept" className="admin-login__form">
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
            aria-describedby={error ? "password-hint invitation-error" : "password-hint"}
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
        <Refusal id="invitation-error" message={error} />
        <button type="submit" className="btn btn--dark btn--block">
          {t.invitation.submit}
        </button>
      </SignedOutForm>
    </SignedOutPage>
  );
}
