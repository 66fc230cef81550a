import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { requireAdmin, secureCookies, verifyCsrf } from "../../admin/session.server.ts";
import { clearedSessionCookie } from "../../../server/admin/auth.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = await requireAdmin(request, context);
  verifyCsrf(request, await request.formData(), session);
  await services.admin.signOut(session);
  return redirect("/admin/login", {
    headers: { "Set-Cookie": clearedSessionCookie(secureCookies(request, services)) },
  });
}
