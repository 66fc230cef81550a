import { Form } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { readForm } from "../routing/read-form.server.ts";
import { cataloguePage } from "../seo/catalogue-page.server.ts";
import { siteContext } from "../site/context.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { useT } from "../site/use-site.ts";
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
  const t = useT();
  const copy = t.pages.unsubscribe;
  const state = actionData?.state ?? loaderData.state;
  return (
    <section className="section thank-you">
      <div className="container container--narrow">
        <h1 className="display-2">{copy.heading}</h1>
        {state === "ask" ? (
          <Form method="post">
            <p className="lead">{copy.text}</p>
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="btn btn--dark btn--lg">
              {copy.button}
            </button>
          </Form>
        ) : (
          <p className="lead" role="status">
            {state === "done" ? copy.done : copy.invalid}
          </p>
        )}
      </div>
    </section>
  );
}
