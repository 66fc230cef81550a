import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fieldErrors, looksAutomated, ELAPSED_FIELD } from "../../app/forms/fields.ts";
import { subscribeSchema } from "../../app/forms/subscribe/schema.ts";
import type { Store } from "../db/store.ts";
import { ACCEPTED, invalid, submissionLanguage } from "./respond.ts";

/** Query parameter the page reads after a subscription sent without JavaScript (SubscribeForm). */
export const NO_SCRIPT_RESULT_PARAM = "subscribe";

/**
 * POST /api/v1/insert_subscriber: `{ email }` as JSON (spec §7). The footer form also
 * works without JavaScript: a plain form post is answered with a redirect back to the
 * page, which then shows the result.
 */
export async function subscribeRoute(app: FastifyInstance, store: Store) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_req, body, done) => {
      const form = Object.fromEntries(new URLSearchParams(body as string));
      // A plain form cannot send numbers; the elapsed time travels as text.
      const elapsed = form[ELAPSED_FIELD];
      done(null, { ...form, ...(elapsed === undefined ? {} : { [ELAPSED_FIELD]: Number(elapsed) }) });
    },
  );

  app.post("/api/v1/insert_subscriber", { bodyLimit: 4096 }, async (request, reply) => {
    const fromPlainForm = request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") ?? false;
    const parsed = subscribeSchema.safeParse(request.body);
    if (!parsed.success) {
      if (fromPlainForm) return backToPage(request, reply, "invalid");
      return invalid(reply, fieldErrors(parsed.error.issues));
    }
    if (looksAutomated(parsed.data)) {
      request.log.warn({ form: "subscribe" }, "automated submission dropped");
    } else {
      const result = await store.insertSubscriber(parsed.data.email, submissionLanguage(request));
      request.log.info({ form: "subscribe", result }, "subscriber stored");
    }
    return fromPlainForm ? backToPage(request, reply, "ok") : ACCEPTED;
  });
}

/** Redirects a plain form post back to the page it came from (same site only). */
function backToPage(request: FastifyRequest, reply: FastifyReply, result: "ok" | "invalid") {
  let target = new URL("/", `http://${request.headers.host ?? "localhost"}`);
  const referer = request.headers.referer;
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === target.host) target = from;
    } catch {
      // Fall back to the home page.
    }
  }
  target.searchParams.set(NO_SCRIPT_RESULT_PARAM, result);
  target.hash = "subscribe";
  // A page path like "//evil.example/x" would read as another host in Location.
  const path = target.pathname.replace(/^[/\\]+/, "/");
  return reply.code(303).header("Location", `${path}${target.search}${target.hash}`).send();
}
