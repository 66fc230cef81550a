/**
 * The public origin for absolute URLs (canonical, hreflang, sitemap, structured data):
 * SITE_URL when configured, otherwise the origin the request arrived at.
 */
export function siteOrigin(request: Request): string {
  const configured = process.env.SITE_URL;
  if (configured) return configured.replace(/\/+$/, "");
  return new URL(request.url).origin;
}
