import type { FastifyInstance } from "fastify";
import { contactSchema } from "../../app/forms/contact/schema.ts";
import { fieldErrors, looksAutomated } from "../../app/forms/fields.ts";
import { UnknownUploadError, type Store } from "../db/store.ts";
import { ACCEPTED, invalid, submissionLanguage } from "./respond.ts";

/** POST /api/v1/insert_staffs: a quote request (spec §7), acknowledged only once committed. */
export function contactRoute(app: FastifyInstance, store: Store) {
  app.post("/api/v1/insert_staffs", { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const parsed = contactSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, fieldErrors(parsed.error.issues));
    const data = parsed.data;
    if (looksAutomated(data)) {
      request.log.warn({ form: "contact" }, "automated submission dropped");
      return ACCEPTED;
    }
    try {
      const id = await store.insertContactRequest({
        fullName: data.full_name,
        companyName: data.company_name,
        email: data.email,
        phone: data.phone,
        message: data.message,
        fileId: data.file,
        language: submissionLanguage(request),
      });
      request.log.info({ form: "contact", id }, "contact request stored");
      return ACCEPTED;
    } catch (error) {
      if (error instanceof UnknownUploadError) return invalid(reply, { file: "upload" });
      throw error;
    }
  });
}
