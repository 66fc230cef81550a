import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireAdmin } from "../../admin/session.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return redirect("/admin/requests");
}
