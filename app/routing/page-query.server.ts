import { JOB_FILTERS } from "../content/jobs.ts";
import { HYDRATION_DATA_PARAM } from "../document/hydration-data.server.ts";
import { NO_SCRIPT_RESULT_PARAM } from "../forms/subscribe/fields.ts";
import { THANK_YOU_PARAM } from "./thank-you.ts";

/**
 * Every query parameter a page reads. A page shared by many visitors is rendered for these alone
 * (server/http/page-url.ts): any other (`utm_source`, `fbclid`, a random string) changes nothing
 * on it, so it gets no render and no cache entry of its own. A page that starts reading a new
 * parameter lists it here (tests/unit/page-query.test.ts checks the routes against this list).
 */
export const PAGE_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  // The blog's category and "show all" (routes/blog.tsx).
  "category",
  "show",
  // The careers filters (routes/careers.tsx).
  ...Object.keys(JOB_FILTERS),
  // The footer's subscription answer without JavaScript.
  NO_SCRIPT_RESULT_PARAM,
  // A shared page's data, fetched once it has painted (decision 031).
  HYDRATION_DATA_PARAM,
  // The signed link of the unsubscribe and confirmation pages.
  "token",
  // Which form the thank-you page thanks for: each states its own answer time.
  THANK_YOU_PARAM,
]);
