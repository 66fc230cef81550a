import { API_PATHS } from "../../../shared/api.ts";
import { insertContactRequest } from "../../../server/db/contact-requests.ts";
import { submissionRoute } from "../../../server/submissions/submission-route.ts";
import { contactSchema } from "./schema.ts";

/** POST /api/v1/insert_staffs: a quote request (spec §7) with its attachment. */
export const contactRoute = submissionRoute({
  list: "requests",
  path: API_PATHS.contact,
  kind: "contact",
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
});
