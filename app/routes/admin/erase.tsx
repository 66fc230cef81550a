import { Form, useActionData } from "react-router";
import type { Route } from "./+types/erase";
import { z } from "zod";
import { actorName, erasePerson, personCounts } from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { useInbox } from "../../admin/i18n/index.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, "erase");
  const email = (args.url.searchParams.get("email") ?? "").trim();
  if (!email) return { email, found: null };
  // Entries kept in spam count with their lists: they are the person's data too.
  return { email, found: await personCounts(services.database, email) };
}

/** Erases everything stored for an address, once the administrator has typed it again. */
export function action(args: Route.ActionArgs) {
  return staffAction(args, "erase", {
    erase: intent(
      z.object({ email: z.string().trim().min(1), confirm: z.string().trim().optional() }),
      async ({ email, confirm }, { services, session }) => {
        if (confirm !== email) return { mismatch: true, erased: null };
        const erased = await erasePerson(services.database, services.files, email, actorName(session.staff));
        return { mismatch: false, erased };
      },
    ),
  });
}

export default function InboxErase({ loaderData }: Route.ComponentProps) {
  const { email, found } = loaderData;
  const result = useActionData<typeof action>();
  const { t, format } = useInbox();
  if (result && "erased" in result && result.erased) {
    const e = result.erased;
    return (
      <>
        <h1>{t.erase.done}</h1>
        <p role="status">
          {format(t.erase.result, {
            requests: e.requests,
            applications: e.applications,
            subscriptions: e.subscribers,
            files: e.files,
          })}
        </p>
      </>
    );
  }
  const total = found ? found.requests + found.applications + found.subscribers : 0;
  return (
    <>
      <h1>{t.erase.title}</h1>
      <p className="muted">{t.erase.intro}</p>
      <Form method="get" className="admin-filters">
        <label className="field">
          <span className="field__label">{t.erase.email}</span>
          <input className="input" type="email" name="email" defaultValue={email} required />
        </label>
        <button type="submit" className="btn btn--dark">
          {t.erase.find}
        </button>
      </Form>
      {found ? (
        total === 0 ? (
          <p role="status">{format(t.erase.nothing, { email })}</p>
        ) : (
          <StaffForm intent="erase" className="admin-erase">
            <p role="status">
              {format(t.erase.found, {
                email,
                requests: found.requests,
                applications: found.applications,
                subscriptions: found.subscribers,
              })}
            </p>
            <input type="hidden" name="email" value={email} />
            <label className="field">
              <span className="field__label">{t.erase.confirm}</span>
              <input className="input" type="email" name="confirm" required autoComplete="off" />
            </label>
            {result && "mismatch" in result && result.mismatch ? (
              <p className="field__error" role="alert">
                {t.erase.confirmMismatch}
              </p>
            ) : null}
            <button type="submit" className="btn btn--primary">
              {t.erase.submit}
            </button>
          </StaffForm>
        )
      ) : null}
    </>
  );
}
