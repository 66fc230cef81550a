import type { Route } from "./+types/confirm-subscription";
import { readForm } from "../routing/read-form.server.ts";
import { cataloguePage } from "../seo/catalogue-page.server.ts";
import { siteContext } from "../site/context.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { useT } from "../site/use-site.ts";
import { SignedLinkPage } from "../newsletter/SignedLinkPage.tsx";
import { checkConfirmation, confirmSubscription } from "../newsletter/subscriptions.server.ts";

/**
 * The link of a confirmation e-mail (double opt-in). The page asks for one click, so a
 * mail scanner that opens links confirms nobody; an expired or forged link says so and
 * changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { seo } = cataloguePage(request, "confirmSubscription");
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const services = siteContext(context).services;
  const state = services && token ? await checkConfirmation(services.database, token) : "invalid";
  return { seo, token, state };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = siteContext(context).services;
  const token = String((await readForm(request)).get("token") ?? "");
  if (!services) return { state: "invalid" as const };
  const state = await confirmSubscription(services.database, token, services.channels);
  return { state: state === "confirmed" ? ("done" as const) : state };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useT().pages.confirmSubscription;
  const state = actionData?.state ?? loaderData.state;
  return <SignedLinkPage copy={copy} token={loaderData.token} outcome={state === "ask" ? null : copy[state]} />;
}
