import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireAdmin } from "../../admin/session.server.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return redirect("/admin/requests");
}
