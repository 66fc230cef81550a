import { data, Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { readForm } from "../../routing/read-form.server.ts";
import { sessionCookie } from "../../admin/inbox.server.ts";
import { inboxCatalogue } from "../../admin/i18n/index.ts";
import { messageFormat } from "../../../shared/i18n/message.ts";
import { inboxServices, safeNext, secureCookies, sessionToken } from "../../admin/session.server.ts";
import { siteContext } from "../../site/context.server.ts";
import { useSite } from "../../site/use-site.ts";
import { resolveLanguage } from "../../../shared/i18n/request-language.ts";
import "../../styles/admin.css";

export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Lojuvard inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The lockout's Retry-After reaches the browser with the page. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { auth } = await inboxServices(context);
  const session = await auth.session(sessionToken(request));
  if (session) throw redirect(safeNext(url.searchParams.get("next"), session.staff));
  return null;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const services = await inboxServices(context);
  // Before sign-in the page speaks the visitor's language on the site.
  const { lang } = resolveLanguage(request);
  const t = inboxCatalogue(lang).login;
  const form = await readForm(request);
  const result = await services.auth.signIn(
    { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
    siteContext(context).clientAddress,
  );
  switch (result.outcome) {
    case "locked":
      return data(
        { error: messageFormat(lang)(t.locked, { minutes: Math.ceil(result.retryAfterSeconds / 60) }) },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    case "wait":
      return data(
        { error: messageFormat(lang)(t.wait, { seconds: result.retryAfterSeconds }) },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    case "busy":
      return data({ error: t.busy }, { status: 503, headers: { "Retry-After": "5" } });
    case "wrong":
      return data({ error: t.wrong }, { status: 401 });
    case "signed-in":
      return redirect(safeNext(url.searchParams.get("next"), result.session.staff), {
        headers: {
          "Set-Cookie": sessionCookie(result.token, result.session.expiresAt, secureCookies(request, services)),
        },
      });
  }
}

export default function Login() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = inboxCatalogue(useSite().lang);
  return (
    <main id="main" className="admin-login">
      <Form method="post" action={`/admin/login?${params.toString()}`} className="admin-login__card">
        <h1>{t.brand}</h1>
        <p className="muted">{t.login.intro}</p>
        {params.get("reset") === "done" && !result ? (
          <p className="admin-message" role="status">
            {t.login.resetDone}
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
            aria-invalid={result?.error ? true : undefined}
            aria-describedby={result?.error ? "login-error" : undefined}
          />
        </label>
        {result?.error ? (
          <p id="login-error" className="field__error" role="alert">
            {result.error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--dark btn--block">
          {t.login.submit}
        </button>
        <p>
          <Link to="/admin/forgot">{t.login.forgot}</Link>
        </p>
      </Form>
    </main>
  );
}
