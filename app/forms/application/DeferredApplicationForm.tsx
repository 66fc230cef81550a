import { deferred } from "../../components/deferred/deferred.tsx";

/** The application form, its code (and the form library's) loaded as the visitor reaches it. */
export const DeferredApplicationForm = deferred(() =>
  import("./ApplicationForm.tsx").then((module) => module.ApplicationForm),
);
