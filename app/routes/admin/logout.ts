import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { readForm } from "../../routing/read-form.server.ts";
import { clearedSessionCookie } from "../../admin/inbox.server.ts";
import { requireStaff, secureCookies, verifyCsrf } from "../../admin/session.server.ts";

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { services, session } = await requireStaff(args);
  verifyCsrf(request, await readForm(request), session);
  await services.auth.signOut(session);
  return redirect("/admin/login", {
    headers: { "Set-Cookie": clearedSessionCookie(secureCookies(request, services)) },
  });
}
