import { data, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/login-code";
import { COOKIES, readCookie } from "../../../shared/cookies.ts";
import { messageFormat } from "../../../shared/i18n/message.ts";
import { clearedChallengeCookie, sessionCookie } from "../../admin/inbox.server.ts";
import { inboxCatalogue } from "../../admin/i18n/index.ts";
import { inboxServices, safeNext, secureCookies } from "../../admin/session.server.ts";
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
  return [{ title: `${t.code.title} | ${t.brand}` }, { name: "robots", content: "noindex, nofollow" }];
};

/** A wait's Retry-After reaches the browser with the page. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const challengeOf = (request: Request) => readCookie(request.headers.get("cookie"), COOKIES.signInCode);

/** Back to the password when this browser has no sign-in waiting for its code (or it took too long). */
function startAgain(url: URL): never {
  const next = url.searchParams.get("next");
  throw redirect(`/admin/login?ended=1${next ? `&next=${encodeURIComponent(next)}` : ""}`);
}

/**
 * The second step of signing in, for an account with two-factor sign-in (decision 071): the
 * page knows the account from the sign-in waiting in this browser, so it speaks its language
 * unless another was chosen.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const services = await inboxServices(context);
  const account = await services.auth.challengeAccount(challengeOf(request));
  if (!account) startAgain(url);
  const { lang, remember } = signedOutLanguage(request, {
    known: account.language,
    secure: secureCookies(request, services),
  });
  return data({ lang, name: account.name }, remember ? { headers: { "Set-Cookie": remember } } : undefined);
}

export async function action(args: Route.ActionArgs) {
  const { request, context, url } = args;
  const services = await inboxServices(context);
  const challenge = challengeOf(request);
  const account = await services.auth.challengeAccount(challenge);
  if (!account) startAgain(url);
  const { lang } = signedOutLanguage(request, { known: account.language, secure: secureCookies(request, services) });
  return signedOutAction(args, lang, {
    code: signedOutIntent(z.object({ code: z.string().trim().min(1, "required").max(64) }), async ({ code }, ctx) => {
      const { t, address, secure } = ctx;
      const result = await services.auth.completeSignIn(challenge, code, address);
      switch (result.outcome) {
        case "expired":
          return startAgain(url);
        case "locked":
          return data(
            { error: messageFormat(lang)(t.login.locked, { minutes: Math.ceil(result.retryAfterSeconds / 60) }) },
            { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
          );
        case "wait":
          return data(
            { error: messageFormat(lang)(t.code.wait, { seconds: result.retryAfterSeconds }) },
            { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
          );
        case "busy":
          return data({ error: t.login.busy }, { status: 503, headers: { "Retry-After": "5" } });
        case "wrong":
          return data({ error: t.code.wrong }, { status: 401 });
        case "signed-in": {
          const cookies = new Headers();
          cookies.append("Set-Cookie", sessionCookie(result.token, result.session.expiresAt, secure));
          cookies.append("Set-Cookie", clearedChallengeCookie(secure));
          const remember = rememberAccountLanguage(request, result.session.staff.language, secure);
          if (remember) cookies.append("Set-Cookie", remember);
          return redirect(safeNext(url.searchParams.get("next"), result.session.staff), { headers: cookies });
        }
      }
    }),
  });
}

export default function LoginCode({ loaderData }: Route.ComponentProps) {
  const { lang, name } = loaderData;
  const { error, problems } = useSignedOutAnswer("code");
  const t = inboxCatalogue(lang);
  const described = ["code-hint", problems.code ? "code-problem" : error ? "code-error" : null].filter(Boolean);
  return (
    <SignedOutPage lang={lang}>
      <SignedOutForm intent="code" className="admin-login__form">
        <h1>{t.code.title}</h1>
        <p className="muted">{messageFormat(lang)(t.code.intro, { name })}</p>
        <label className="field">
          <span className="field__label">{t.code.code}</span>
          <input
            className="input"
            type="text"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={problems.code || error ? true : undefined}
            aria-describedby={described.join(" ")}
          />
          <span id="code-hint" className="field__hint">
            {t.code.hint}
          </span>
        </label>
        <SignedOutFieldError id="code-problem" problems={problems} name="code" lang={lang} />
        <Refusal id="code-error" message={error} />
        <button type="submit" className="btn btn--dark btn--block">
          {t.code.submit}
        </button>
        <p>
          <Link to="/admin/login">{t.code.back}</Link>
        </p>
      </SignedOutForm>
    </SignedOutPage>
  );
}
