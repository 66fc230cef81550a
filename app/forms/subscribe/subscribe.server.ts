import type { FastifyReply, FastifyRequest } from "fastify";
import { API_PATHS } from "../../../shared/api.ts";
import { randomUUID } from "node:crypto";
import { ELAPSED_FIELD, fieldErrors, spamReason } from "../../../shared/forms/fields.ts";
import { requestConfirmation } from "../../../server/newsletter/subscriptions.ts";
import { keepAsSpam } from "../../../server/submissions/spam.ts";
import type { ApiRoute } from "../../../server/submissions/api-route.ts";
import { ACCEPTED, invalid, submissionLanguage } from "../../../server/submissions/respond.ts";
import { FOOTER_FORM_ID, NO_SCRIPT_RESULT_PARAM } from "./fields.ts";
import { subscribeSchema } from "./schema.ts";

/** A subscription is one address: a few hundred bytes at most. */
const SUBSCRIBE_BODY_LIMIT = 4096;

/**
 * POST /api/v1/insert_subscriber: `{ email }` as JSON (spec §7): the answer is the same
 * whether the address is new, waiting or subscribed (it tells nobody who subscribed). The footer form also
 * works without JavaScript: a plain form post is answered with a redirect back to the
 * page, which then shows the result.
 */
export const subscribeRoute: ApiRoute = (api, { database, channels }) => {
  api.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: SUBSCRIBE_BODY_LIMIT },
    (_request, body, done) => {
      const form = Object.fromEntries(new URLSearchParams(body as string));
      // A plain form cannot send numbers; the elapsed time travels as text.
      const elapsed = form[ELAPSED_FIELD];
      done(null, { ...form, ...(elapsed === undefined ? {} : { [ELAPSED_FIELD]: Number(elapsed) }) });
    },
  );

  api.post(API_PATHS.subscribe, { bodyLimit: SUBSCRIBE_BODY_LIMIT }, async (request, reply) => {
    const fromPlainForm = request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") ?? false;
    const parsed = subscribeSchema.safeParse(request.body);
    if (!parsed.success) {
      if (fromPlainForm) return backToPage(request, reply, "invalid");
      return invalid(reply, fieldErrors(parsed.error.issues));
    }
    const language = submissionLanguage(request);
    const now = new Date().toISOString();
    const reason = spamReason(parsed.data);
    if (reason) {
      // Kept for staff to look at, with no confirmation e-mail (decision 033).
      const id = randomUUID();
      await keepAsSpam(database.db, {
        id,
        list: "subscribers",
        reason,
        email: parsed.data.email,
        language,
        data: parsed.data,
        fileId: null,
        now,
      });
      request.log.warn({ form: "subscribe", id, reason }, "subscription kept as spam");
    } else {
      // Double opt-in: the address gets a link to confirm; staff hear of it once it is confirmed.
      const result = await database.transaction((tx) =>
        requestConfirmation(tx, { email: parsed.data.email, language, now, mail: channels.includes("email") }),
      );
      request.log.info({ form: "subscribe", result }, "subscription requested");
    }
    return fromPlainForm ? backToPage(request, reply, "ok") : ACCEPTED;
  });
};

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
  target.hash = FOOTER_FORM_ID;
  // A page path like "//evil.example/x" would read as another host in Location.
  const path = target.pathname.replace(/^[/\\]+/, "/");
  return reply.code(303).header("Location", `${path}${target.search}${target.hash}`).send();
}
