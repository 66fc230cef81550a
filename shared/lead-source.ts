/**
 * Where a lead came from: the page a form was sent from, the first page of the visit, the
 * site that led there and the campaign tags of its link (utm_*). The boot script records
 * the visit's first page in the tab's session storage (never a cookie: it is not sent with
 * every request and ends with the tab); the forms send it with a submission.
 */
export const VISIT_STORAGE_KEY = "lj_visit";

/** What the boot script keeps for the tab: the visit's first page and the site before it. */
export interface VisitRecord {
  landing: string;
  referrer: string;
}

/** The `source` a submission may carry (optional: the specification's payloads stay as they are). */
export interface LeadSourcePayload {
  page?: string;
  landing?: string;
  referrer?: string;
}

export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** In the inbox's filters, the value of "no source" (a direct visit) and "no campaign". */
export const NO_SOURCE = "-";
