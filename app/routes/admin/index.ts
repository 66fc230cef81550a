import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { inboxHome, requireStaff } from "../../admin/session.server.ts";

/** /admin opens the first area the member's role works in. */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args);
  return redirect(inboxHome(session.staff));
}
