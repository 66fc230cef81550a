import { API_PATHS } from "../../../shared/api.ts";
import { insertContactRequest } from "../../../server/db/contact-requests.ts";
import { submissionRoute, type SubmissionDefinition } from "../../../server/submissions/submission-route.ts";
import { contactSchema } from "./schema.ts";
import type * as z from "zod/mini";

/** A quote request (spec §7) with its attachment, as the server accepts it, from the form or from spam. */
export const contactSubmission: SubmissionDefinition<z.infer<typeof contactSchema>> = {
  path: API_PATHS.contact,
  kind: "contact",
  list: "requests",
  acknowledgement: "contact-acknowledgement",
  schema: contactSchema,
  upload: { field: "file", category: "attachments" },
  save: (tx, data, { id, language, now }) =>
    insertContactRequest(tx, {
      id,
      fullName: data.full_name,
      companyName: data.company_name,
      email: data.email,
      phone: data.phone,
      message: data.message,
      fileId: data.file,
      language,
      createdAt: now,
    }),
};

/** POST /api/v1/insert_staffs. */
export const contactRoute = submissionRoute(contactSubmission);
