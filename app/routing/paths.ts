/** The items of the pages that share one module, and other paths pages and links agree on. */
export const SERVICE_SLUGS = ["webdev", "mobileapps", "frontapps", "spe"] as const;
export const INDUSTRY_SLUGS = ["ofandprod", "banking", "ecommerce", "logistics", "education", "fintech"] as const;
export const CASE_SLUGS = ["familycredit", "kindergarten", "neighborhood"] as const;

/** The blog's RSS feed, one per language (/blog/rss.xml, /ru/blog/rss.xml, …). */
export const FEED_PATH = "/blog/rss.xml";

/**
 * The thank-you page after a form: each form's answer time differs (a quote request one
 * working day, an application five), so the page is told which form sent the visitor.
 */
export const THANK_YOU_FORMS = ["request", "application"] as const;
export type ThankYouForm = (typeof THANK_YOU_FORMS)[number];
const THANK_YOU_PARAM = "form";

export function thankYouPath(form: ThankYouForm): string {
  return form === "request" ? "/thank-you" : `/thank-you?${THANK_YOU_PARAM}=${form}`;
}

/** Which form a thank-you page's URL names; a quote request when none (or an unknown one). */
export function thankYouForm(url: URL): ThankYouForm {
  const form = url.searchParams.get(THANK_YOU_PARAM);
  return THANK_YOU_FORMS.find((known) => known === form) ?? "request";
}

/** The last path segment names the item for pages that share one module (services, industries, cases). */
export function slugOf(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}
