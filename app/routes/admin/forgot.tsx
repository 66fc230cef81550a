import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/forgot";
import { readForm } from "../../routing/read-form.server.ts";
import { requestPasswordReset } from "../../admin/inbox.server.ts";
import { inboxCatalogue } from "../../admin/i18n/index.ts";
import { messageFormat } from "../../../shared/i18n/message.ts";
import { inboxServices } from "../../admin/session.server.ts";
import { siteContext } from "../../site/context.server.ts";
import { useSite } from "../../site/use-site.ts";
import { resolveLanguage } from "../../../shared/i18n/request-language.ts";
import "../../styles/admin.css";

export const meta: Route.MetaFunction = () => [
  { title: "Lojuvard inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Whether a link can be mailed at all (SMTP_URL); without it the page sends people to an administrator. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = await inboxServices(context);
  return { mail: services.mail };
}

/**
 * "Forgot your password?": the same answer whether the e-mail has an account or not
 * (decision 051); the link goes through the outbox in the account's language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = await inboxServices(context);
  const { lang } = resolveLanguage(request);
  const t = inboxCatalogue(lang).forgot;
  if (!services.mail) return data({ error: t.noMail }, { status: 503 });
  const email = String((await readForm(request)).get("email") ?? "")
    .trim()
    .slice(0, 254);
  const result = await requestPasswordReset(
    services.database,
    services.auth,
    email,
    siteContext(context).clientAddress,
  );
  if (result.outcome === "limited") return data({ error: t.limited }, { status: 429 });
  return { sent: messageFormat(lang)(t.sent, { email }) };
}

export default function Forgot({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const t = inboxCatalogue(useSite().lang);
  return (
    <main id="main" className="admin-login">
      <div className="admin-login__card">
        <h1>{t.forgot.title}</h1>
        {!loaderData.mail ? (
          <p role="status">{t.forgot.noMail}</p>
        ) : result && "sent" in result ? (
          <p role="status">{result.sent}</p>
        ) : (
          <Form method="post" className="admin-login__form">
            <p className="muted">{t.forgot.intro}</p>
            <label className="field">
              <span className="field__label">{t.forgot.email}</span>
              <input
                className="input"
                type="email"
                name="email"
                autoComplete="username"
                required
                aria-invalid={result && "error" in result ? true : undefined}
                aria-describedby={result && "error" in result ? "forgot-error" : undefined}
              />
            </label>
            {result && "error" in result ? (
              <p id="forgot-error" className="field__error" role="alert">
                {result.error}
              </p>
            ) : null}
            <button type="submit" className="btn btn--dark btn--block">
              {t.forgot.submit}
            </button>
          </Form>
        )}
        <p>
          <Link to="/admin/login">{t.forgot.back}</Link>
        </p>
      </div>
    </main>
  );
}
