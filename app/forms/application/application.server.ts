import { API_PATHS } from "../../../shared/api.ts";
import { insertApplication } from "../../../server/db/applications.ts";
import { submissionRoute } from "../../../server/submissions/submission-route.ts";
import { applicationSchema } from "./schema.ts";

/** POST /api/v1/insert_application: a job application with its CV, kept like quote requests. */
export const applicationRoute = submissionRoute({
  list: "applications",
  path: API_PATHS.application,
  kind: "application",
  acknowledgement: "application-acknowledgement",
  schema: applicationSchema,
  upload: { field: "cv", category: "cv" },
  save: (tx, data, { id, language, now }) =>
    insertApplication(tx, {
      id,
      firstName: data.first_name,
      lastName: data.last_name,
      email: data.email,
      phone: data.phone,
      message: data.message,
      cvId: data.cv,
      position: data.position,
      language,
      createdAt: now,
    }),
});
