import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/logout";
import { clearedSessionCookie } from "../../admin/inbox.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { secureCookies } from "../../admin/session.server.ts";

/** Signing out: always possible, also while a required two-factor setup waits. */
export function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    undefined,
    {
      "sign-out": intent(z.object({}), async (_, { services, session }) => {
        await services.auth.signOut(session);
        return redirect("/admin/login", {
          headers: { "Set-Cookie": clearedSessionCookie(secureCookies(args.request, services)) },
        });
      }),
    },
    { setup: true },
  );
}
