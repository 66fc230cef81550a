import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/forgot";
import { requestPasswordReset } from "../../admin/inbox.server.ts";
import { inboxCatalogue } from "../../admin/i18n/index.ts";
import { messageFormat } from "../../../shared/i18n/message.ts";
import { inboxServices, secureCookies } from "../../admin/session.server.ts";
import { signedOutLanguage } from "../../admin/signed-out/language.server.ts";
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
  return [{ title: `${t.forgot.title} | ${t.brand}` }, { name: "robots", content: "noindex, nofollow" }];
};

/** Whether a link can be mailed at all (SMTP_URL); without it the page sends people to an administrator. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = await inboxServices(context);
  const { lang, remember } = signedOutLanguage(request, { secure: secureCookies(request, services) });
  return data({ lang, mail: services.mail }, remember ? { headers: { "Set-Cookie": remember } } : undefined);
}

/**
 * "Forgot your password?": the same answer whether the e-mail has an account or not
 * (decision 051); the link goes through the outbox in the account's language.
 */
export async function action(args: Route.ActionArgs) {
  const services = await inboxServices(args.context);
  const { lang } = signedOutLanguage(args.request, { secure: secureCookies(args.request, services) });
  return signedOutAction(args, lang, {
    forgot: signedOutIntent(
      z.object({ email: z.string().trim().max(254).pipe(z.email()) }),
      async ({ email }, { t, address }) => {
        if (!services.mail) return data({ error: t.forgot.noMail }, { status: 503 });
        const result = await requestPasswordReset(services.database, services.auth, email, address);
        if (result.outcome === "limited") return data({ error: t.forgot.limited }, { status: 429 });
        return { sent: messageFormat(lang)(t.forgot.sent, { email }) };
      },
    ),
  });
}

export default function Forgot({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, mail } = loaderData;
  const { error, problems } = useSignedOutAnswer("forgot");
  const t = inboxCatalogue(lang);
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const problem = problems.email ? "forgot-email-error" : error ? "forgot-error" : undefined;
  return (
    <SignedOutPage lang={lang}>
      <h1>{t.forgot.title}</h1>
      {!mail ? (
        <p role="status">{t.forgot.noMail}</p>
      ) : sent ? (
        <p role="status">{sent}</p>
      ) : (
        <SignedOutForm intent="forgot" className="admin-login__form">
          <p className="muted">{t.forgot.intro}</p>
          <label className="field">
            <span className="field__label">{t.forgot.email}</span>
            <input
              className="input"
              type="email"
              name="email"
              autoComplete="username"
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem}
            />
          </label>
          <SignedOutFieldError id="forgot-email-error" problems={problems} name="email" lang={lang} />
          <Refusal id="forgot-error" message={error} />
          <button type="submit" className="btn btn--dark btn--block">
            {t.forgot.submit}
          </button>
        </SignedOutForm>
      )}
      <p>
        <Link to="/admin/login">{t.forgot.back}</Link>
      </p>
    </SignedOutPage>
  );
}
