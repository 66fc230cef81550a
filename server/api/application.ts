import type { FastifyInstance } from "fastify";
import { applicationSchema } from "../../app/forms/application/schema.ts";
import { fieldErrors, looksAutomated } from "../../app/forms/fields.ts";
import { UnknownUploadError, type Store } from "../db/store.ts";
import { ACCEPTED, invalid, submissionLanguage } from "./respond.ts";

/** POST /api/v1/insert_application: a job application with its CV, stored like quote requests. */
export function applicationRoute(app: FastifyInstance, store: Store) {
  app.post("/api/v1/insert_application", { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const parsed = applicationSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, fieldErrors(parsed.error.issues));
    const data = parsed.data;
    if (looksAutomated(data)) {
      request.log.warn({ form: "application" }, "automated submission dropped");
      return ACCEPTED;
    }
    try {
      const id = await store.insertApplication({
        firstName: data.first_name,
        lastName: data.last_name,
        email: data.email,
        phone: data.phone,
        message: data.message,
        cvId: data.cv,
        position: data.position,
        language: submissionLanguage(request),
      });
      request.log.info({ form: "application", id }, "job application stored");
      return ACCEPTED;
    } catch (error) {
      if (error instanceof UnknownUploadError) return invalid(reply, { cv: "upload" });
      throw error;
    }
  });
}
