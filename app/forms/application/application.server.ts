import { API_PATHS } from "../../../shared/api.ts";
import { takesApplications } from "../../../server/content/openings.ts";
import { insertApplication } from "../../../server/db/applications.ts";
import { submissionRoute, type SubmissionDefinition } from "../../../server/submissions/submission-route.ts";
import { applicationSchema } from "./schema.ts";
import type * as z from "zod/mini";

/** A job application with its CV, kept like quote requests, as the server accepts it, from the form or from spam. */
export const applicationSubmission: SubmissionDefinition<z.infer<typeof applicationSchema>> = {
  path: API_PATHS.application,
  kind: "application",
  list: "applications",
  acknowledgement: "application-acknowledgement",
  schema: applicationSchema,
  upload: { field: "cv", category: "cv" },
  // Only an open position takes applications. A draft's, a scheduled or withdrawn one's and
  // an unknown id get the same answer, so no answer tells which unpublished ids exist.
  refuse: async (db, data, now) =>
    data.position && !(await takesApplications(db, data.position, new Date(now))) ? { position: "position" } : {},
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
};

/** POST /api/v1/insert_application. */
export const applicationRoute = submissionRoute(applicationSubmission);
