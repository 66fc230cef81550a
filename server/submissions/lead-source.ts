import { UTM_PARAMETERS, type LeadSourcePayload } from "../../shared/lead-source.ts";

import type { LeadSourceFields } from "../db/lead-sources.ts";

/**
 * Reads what the browser sent: pages as paths with their query ("/industry/logistics?utm_source=…"),
 * the referrer as the browser gave it. Without a `source` (another API client, a browser
 * without session storage), the page is the request's Referer. The campaign tags come from
 * the visit's first page, else from the page itself; the source is utm_source, else the
 * referring site's host, else "" (a direct visit).
 */
export function leadSourceOf(payload: LeadSourcePayload | undefined, referer: string | undefined): LeadSourceFields {
  const page = pathOf(payload?.page) || pathOf(referer);
  const landing = pathOf(payload?.landing) || page;
  const referrer = (payload?.referrer ?? "").trim();
  const tags = utm(landing);
  const found = tags.utm_source || tags.utm_campaign ? tags : utm(page);
  return {
    page,
    landing,
    referrer,
    source: found.utm_source || hostOf(referrer),
    medium: found.utm_medium,
    campaign: found.utm_campaign,
    term: found.utm_term,
    content: found.utm_content,
  };
}

/** A page's path and query, from a path or a whole URL; "" when it is neither. */
function pathOf(value: string | undefined): string {
  const text = (value ?? "").trim();
  if (!text) return "";
  try {
    const url = new URL(text, "http://site.invalid");
    return `${url.pathname}${url.search}`;
  } catch {
    return "";
  }
}

function hostOf(value: string): string {
  try {
    return new URL(value).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

function utm(path: string): Record<(typeof UTM_PARAMETERS)[number], string> {
  const params = new URLSearchParams(path.includes("?") ? path.slice(path.indexOf("?")) : "");
  return Object.fromEntries(
    UTM_PARAMETERS.map((name) => [name, (params.get(name) ?? "").trim().slice(0, 200)]),
  ) as Record<(typeof UTM_PARAMETERS)[number], string>;
}
