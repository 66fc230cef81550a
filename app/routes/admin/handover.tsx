import { data, Form, redirect, useActionData } from "react-router";
import type { Route } from "./+types/handover";
import { readForm } from "../../routing/read-form.server.ts";
import { AccountError, handOver, sessionCookie } from "../../admin/inbox.server.ts";
import { inboxHome, requireStaff, secureCookies, verifyCsrf } from "../../admin/session.server.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { BOOTSTRAP_ACCOUNT_ID } from "../../../shared/staff.ts";

/** Only the installation password's session has anything to hand over (decision 052). */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args);
  if (session.staff.id !== BOOTSTRAP_ACCOUNT_ID) throw redirect("/admin/settings");
  return null;
}

/**
 * The bootstrap administrator creates their own administrator account and is signed in
 * with it; every session of the installation password ends, and the password no longer
 * signs anyone in.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { services, session } = await requireStaff(args, "accounts");
  const form = await readForm(request);
  verifyCsrf(request, form, session);
  const field = (name: string) => String(form.get(name) ?? "");
  try {
    const account = await handOver(services.database, session.staff, {
      name: field("name"),
      email: field("email"),
      password: field("password"),
      confirm: field("confirm"),
      language: isLanguage(field("language")) ? (field("language") as "en" | "ru" | "uz") : "en",
    });
    const started = await services.auth.startSession(account);
    return redirect(inboxHome(started.session.staff), {
      headers: {
        "Set-Cookie": sessionCookie(started.token, started.session.expiresAt, secureCookies(request, services)),
      },
    });
  } catch (error) {
    if (error instanceof AccountError) return data({ problem: error.problem }, { status: 400 });
    throw error;
  }
}

export default function InboxHandover() {
  const result = useActionData<typeof action>();
  const { t, lang, csrf } = useInbox();
  const copy = t.handover;
  return (
    <>
      <h1>{copy.title}</h1>
      <p className="muted">{copy.intro}</p>
      {result?.problem ? (
        <p className="admin-message admin-message--error" role="alert">
          {t.accounts.problems[result.problem]}
        </p>
      ) : null}
      <Form method="post" className="admin-form">
        <input type="hidden" name="csrf" value={csrf} />
        <label className="field">
          <span className="field__label">{copy.name}</span>
          <input className="input" type="text" name="name" required autoComplete="name" />
        </label>
        <label className="field">
          <span className="field__label">{copy.email}</span>
          <input className="input" type="email" name="email" required autoComplete="username" />
        </label>
        <label className="field">
          <span className="field__label">{copy.password}</span>
          <input
            className="input"
            type="password"
            name="password"
            required
            minLength={12}
            autoComplete="new-password"
            aria-describedby="handover-password-hint"
          />
          <span id="handover-password-hint" className="field__hint">
            {copy.passwordHint}
          </span>
        </label>
        <label className="field">
          <span className="field__label">{copy.confirm}</span>
          <input className="input" type="password" name="confirm" required minLength={12} autoComplete="new-password" />
        </label>
        <LanguageSelect label={copy.language} name="language" defaultValue={lang} names="self" />
        <button type="submit" className="btn btn--dark">
          {copy.submit}
        </button>
      </Form>
    </>
  );
}
