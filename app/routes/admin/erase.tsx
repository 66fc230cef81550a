import { Form, useActionData, useOutletContext } from "react-router";
import type { Route } from "./+types/erase";
import { readForm } from "../../routing/read-form.server.ts";
import { erasePerson, personData } from "../../admin/inbox.server.ts";
import { requireAdmin, verifyCsrf } from "../../admin/session.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireAdmin(args);
  const email = (args.url.searchParams.get("email") ?? "").trim();
  if (!email) return { email, found: null };
  const found = await personData(services.database, email);
  return {
    email,
    found: {
      requests: found.requests.length,
      applications: found.applications.length,
      subscribers: found.subscribers.length,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { services, session } = await requireAdmin(args);
  const form = await readForm(request);
  verifyCsrf(request, form, session);
  const email = String(form.get("email") ?? "").trim();
  if (form.get("confirm") !== email || !email) return { error: "Type the address again to confirm.", erased: null };
  const erased = await erasePerson(services.database, services.files, email, "admin");
  return { error: null, erased };
}

export default function AdminErase({ loaderData }: Route.ComponentProps) {
  const { email, found } = loaderData;
  const result = useActionData<typeof action>();
  const { csrf } = useOutletContext<{ csrf: string }>();
  if (result?.erased) {
    const e = result.erased;
    return (
      <>
        <h1>Data erased</h1>
        <p role="status">
          Erased {e.requests} quote requests, {e.applications} applications, {e.subscribers} subscriptions and {e.files}{" "}
          files. The action is in the audit log.
        </p>
      </>
    );
  }
  const total = found ? found.requests + found.applications + found.subscribers : 0;
  return (
    <>
      <h1>Erase a person's data</h1>
      <p className="muted">For privacy requests: removes every submission and file with this e-mail address.</p>
      <Form method="get" className="admin-filters">
        <label className="field">
          <span className="field__label">E-mail address</span>
          <input className="input" type="email" name="email" defaultValue={email} required />
        </label>
        <button type="submit" className="btn btn--dark">
          Find
        </button>
      </Form>
      {found ? (
        total === 0 ? (
          <p role="status">Nothing is stored for {email}.</p>
        ) : (
          <Form method="post" className="admin-erase">
            <p role="status">
              Stored for <strong>{email}</strong>: {found.requests} quote requests, {found.applications} applications,{" "}
              {found.subscribers} subscriptions.
            </p>
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="email" value={email} />
            <label className="field">
              <span className="field__label">Type the address again to confirm</span>
              <input className="input" type="email" name="confirm" required autoComplete="off" />
            </label>
            {result?.error ? (
              <p className="field__error" role="alert">
                {result.error}
              </p>
            ) : null}
            <button type="submit" className="btn btn--primary">
              Erase everything
            </button>
          </Form>
        )
      ) : null}
    </>
  );
}
