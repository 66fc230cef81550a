import { MAX_LENGTH } from "../../../shared/forms/fields.ts";
import { VISIT_STORAGE_KEY, type LeadSourcePayload, type VisitRecord } from "../../../shared/lead-source.ts";

/**
 * Where this submission comes from: the page the form is on, and the visit's first page
 * and referring site as the boot script kept them for this tab (shared/lead-source.ts).
 */
export function leadSource(): LeadSourcePayload {
  const cut = (value: unknown) => (typeof value === "string" ? value.slice(0, MAX_LENGTH.source) : "");
  let visit: Partial<VisitRecord> = {};
  try {
    visit = JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY) ?? "{}") as Partial<VisitRecord>;
  } catch {
    // No session storage, or something else wrote the key: the page alone is known.
  }
  return {
    page: cut(location.pathname + location.search),
    landing: cut(visit.landing),
    referrer: cut(visit.referrer),
  };
}
