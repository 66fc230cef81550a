import { lazyPart } from "../../components/lazy-part.tsx";

/** The application form, its code (and the form library's) loaded apart from the page's (decision 081). */
export const LazyApplicationForm = lazyPart(() =>
  import("./ApplicationForm.tsx").then((module) => module.ApplicationForm),
);
