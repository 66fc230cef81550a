import { data, redirect, useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/handover";
import { AccountError, handOver, sessionCookie } from "../../admin/inbox.server.ts";
import { inboxHome, requireStaff, secureCookies } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { useInbox } from "../../admin/i18n/index.ts";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";
import { LANGUAGES } from "../../../shared/i18n/languages.ts";
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
export function action(args: Route.ActionArgs) {
  const { request } = args;
  return staffAction(args, "accounts", {
    handover: intent(
      // handOver checks each field and names what is wrong (AccountError).
      z.object({ name: text, email: text, password: text, confirm: text, language: z.enum(LANGUAGES).catch("en") }),
      async (value, { services, session }) => {
        try {
          const account = await handOver(services.database, session.staff, value);
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
      },
    ),
  });
}

/** A form's text field: absent and blank are the same. */
const text = z.string().optional().default("");

export default function InboxHandover() {
  const result = useActionData<typeof action>();
  const { t, lang } = useInbox();
  const copy = t.handover;
  return (
    <>
      <h1>{copy.title}</h1>
      <p className="muted">{copy.intro}</p>
      {result && "problem" in result ? (
        <p className="admin-message admin-message--error" role="alert">
          {t.accounts.problems[result.problem]}
        </p>
      ) : null}
      <StaffForm intent="handover" className="admin-form">
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
      </StaffForm>
    </>
  );
}
