import { data, Form, redirect, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { readForm } from "../../routing/read-form.server.ts";
import { sessionCookie } from "../../admin/inbox.server.ts";
import { inboxServices, safeNext, secureCookies, sessionToken } from "../../admin/session.server.ts";
import { siteContext } from "../../site/context.server.ts";
import "../../styles/admin.css";

export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Lojuvard inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The lockout's Retry-After reaches the browser with the page. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { admin } = inboxServices(context);
  if (await admin.session(sessionToken(request))) throw redirect(safeNext(url.searchParams.get("next")));
  return null;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const services = inboxServices(context);
  const form = await readForm(request);
  const result = await services.admin.signIn(String(form.get("password") ?? ""), siteContext(context).clientAddress);
  if (result.outcome === "locked") {
    const wait = result.retryAfterSeconds;
    return data(
      { error: `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} min.` },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  if (result.outcome === "busy") {
    return data(
      { error: "Too many sign-ins at this moment. Try again in a few seconds." },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
  if (result.outcome === "wrong") return data({ error: "That password is not right." }, { status: 401 });
  return redirect(safeNext(url.searchParams.get("next")), {
    headers: {
      "Set-Cookie": sessionCookie(result.token, result.session.expiresAt, secureCookies(request, services)),
    },
  });
}

export default function Login() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <main id="main" className="admin-login">
      <Form method="post" action={`/admin/login?${params.toString()}`} className="admin-login__card">
        <h1>Lojuvard inbox</h1>
        <p className="muted">Quote requests, job applications and subscribers.</p>
        <label className="field">
          <span className="field__label">Password</span>
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
          Sign in
        </button>
      </Form>
    </main>
  );
}
