import { data, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/login";
import { challengeCookie, sessionCookie } from "../../admin/inbox.server.ts";
import { inboxCatalogue } from "../../admin/i18n/index.ts";
import { messageFormat } from "../../../shared/i18n/message.ts";
import { inboxServices, safeNext, secureCookies, sessionToken } from "../../admin/session.server.ts";
import { rememberAccountLanguage, signedOutLanguage } from "../../admin/signed-out/language.server.ts";
import { signedOutAction, signedOutIntent } from "../../admin/signed-out/signed-out-action.server.ts";
import {
  Refusal,
  SignedOutFieldError,
  SignedOutForm,
  SignedOutPage,
  useSignedOutAnswer,
} from "../../admin/signed-out/SignedOutPage.tsx";
import "../../styles/admin.css";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = inboxCatalogue(loaderData?.lang);
  return [{ title: `${t.login.title} | ${t.brand}` }, { name: "robots", content: "noindex, nofollow" }];
};

/** The lockout's Retry-After reaches the browser with the page. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const services = await inboxServices(context);
  const session = await services.auth.session(sessionToken(request));
  if (session) throw redirect(safeNext(url.searchParams.get("next"), session.staff));
  const { lang, remember } = signedOutLanguage(request, { secure: secureCookies(request, services) });
  return data({ lang }, remember ? { headers: { "Set-Cookie": remember } } : undefined);
}

const signIn = z.object({
  // Empty: the installation password's sign-in (decision 052).
  email: z.string().trim().max(254).optional().default(""),
  password: z.string().min(1, "required"),
});

/**
 * Signs in by e-mail and password, as a plain HTML post as well as from the page's scripts
 * (issue 38.10): every refusal is said in the page, and the answer is the same redirect
 * either way. An account with two-factor sign-in goes on to its code step (decision 071).
 */
export async function action(args: Route.ActionArgs) {
  const { request, context, url } = args;
  const services = await inboxServices(context);
  const { lang } = signedOutLanguage(request, { secure: secureCookies(request, services) });
  const next = url.searchParams.get("next");
  return signedOutAction(args, lang, {
    "sign-in": signedOutIntent(signIn, async (credentials, { t, address, secure }) => {
      const format = messageFormat(lang);
      const result = await services.auth.signIn(credentials, address);
      switch (result.outcome) {
        case "locked":
          return data(
            { error: format(t.login.locked, { minutes: Math.ceil(result.retryAfterSeconds / 60) }) },
            { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
          );
        case "wait":
          return data(
            { error: format(t.login.wait, { seconds: result.retryAfterSeconds }) },
            { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
          );
        case "busy":
          return data({ error: t.login.busy }, { status: 503, headers: { "Retry-After": "5" } });
        case "wrong":
          return data({ error: t.login.wrong }, { status: 401 });
        case "code-needed":
          return redirect(`/admin/login/code${next ? `?next=${encodeURIComponent(next)}` : ""}`, {
            headers: { "Set-Cookie": challengeCookie(result.challenge, result.expiresAt, secure) },
          });
        case "signed-in": {
          const cookies = new Headers();
          cookies.append("Set-Cookie", sessionCookie(result.token, result.session.expiresAt, secure));
          const remember = rememberAccountLanguage(request, result.session.staff.language, secure);
          if (remember) cookies.append("Set-Cookie", remember);
          return redirect(safeNext(next, result.session.staff), { headers: cookies });
        }
      }
    }),
  });
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const { error, problems } = useSignedOutAnswer("sign-in");
  const [params] = useSearchParams();
  const t = inboxCatalogue(lang);
  const status = error
    ? null
    : params.get("reset") === "done"
      ? t.login.resetDone
      : params.get("ended") === "1"
        ? t.login.ended
        : null;
  const passwordProblem = problems.password ? "login-password-error" : error ? "login-error" : undefined;
  return (
    <SignedOutPage lang={lang}>
      <SignedOutForm intent="sign-in" className="admin-login__form">
        <h1>{t.brand}</h1>
        <p className="muted">{t.login.intro}</p>
        {status ? (
          <p className="admin-message" role="status">
            {status}
          </p>
        ) : null}
        <label className="field">
          <span className="field__label">{t.login.email}</span>
          <input
            className="input"
            type="email"
            name="email"
            autoComplete="username"
            aria-describedby="login-email-hint"
          />
          <span id="login-email-hint" className="field__hint">
            {t.login.emailHint}
          </span>
        </label>
        <label className="field">
          <span className="field__label">{t.login.password}</span>
          <input
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            aria-invalid={passwordProblem ? true : undefined}
            aria-describedby={passwordProblem}
          />
        </label>
        <SignedOutFieldError id="login-password-error" problems={problems} name="password" lang={lang} />
        <Refusal id="login-error" message={error} />
        <button type="submit" className="btn btn--dark btn--block">
          {t.login.submit}
        </button>
        <p>
          <Link to="/admin/forgot">{t.login.forgot}</Link>
        </p>
      </SignedOutForm>
    </SignedOutPage>
  );
}
