import type { Route } from "./+types/unsubscribe";
import { readForm } from "../routing/read-form.server.ts";
import { cataloguePage } from "../seo/catalogue-page.server.ts";
import { siteContext } from "../site/context.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { useT } from "../site/use-site.ts";
import { SignedLinkPage } from "../newsletter/SignedLinkPage.tsx";
import { unsubscribe, verifyUnsubscribeToken } from "../newsletter/subscriptions.server.ts";

/**
 * The newsletter's unsubscribe link: the page asks for one click (mail scanners that open
 * links must not unsubscribe anyone), then marks the signed subscriber as unsubscribed.
 * Later newsletters, and the rest of one being sent, skip them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { seo } = cataloguePage(request, "unsubscribe");
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const services = siteContext(context).services;
  const valid = Boolean(services && token && (await verifyUnsubscribeToken(services.database, token)));
  return { seo, token, state: valid ? ("ask" as const) : ("invalid" as const) };
}

/**
 * The button's form, and RFC 8058 one-click unsubscribing: a mail client POSTs
 * `List-Unsubscribe=One-Click` to the URL of the List-Unsubscribe header, token in the query.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = siteContext(context).services;
  const form = await readForm(request);
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "");
  const done = Boolean(services && (await unsubscribe(services.database, token)));
  return { state: done ? ("done" as const) : ("invalid" as const) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useT().pages.unsubscribe;
  const state = actionData?.state ?? loaderData.state;
  return <SignedLinkPage copy={copy} token={loaderData.token} outcome={state === "ask" ? null : copy[state]} />;
}
