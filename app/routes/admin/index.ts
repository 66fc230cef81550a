import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { ROLE_AREAS } from "../../../shared/staff.ts";
import { requireStaff } from "../../admin/session.server.ts";

/** /admin opens the first area the member's role works in. */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args);
  return redirect(`/admin/${ROLE_AREAS[session.staff.role][0] ?? "settings"}`);
}
