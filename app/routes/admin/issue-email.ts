import { data } from "react-router";
import type { Route } from "./+types/issue-email";
import { issueMailContent } from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { renderForPreview } from "../../mail/render.server.ts";
import { siteOrigin } from "../../site/context.server.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";

/**
 * A newsletter issue's e-mail in one language as subscribers will read it, for the preview
 * frame of its editor: shown only inside the inbox, runs nothing, loads the site's images only.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, "newsletter");
  const lang = args.url.searchParams.get("lang");
  if (!isLanguage(lang)) throw data(null, { status: 404 });
  const origin = siteOrigin(args.context);
  const content = await issueMailContent(services.database.db, args.params.id, lang, origin, `${origin}/unsubscribe`);
  if (!content) throw data(null, { status: 404 });
  const { html } = await renderForPreview(args.context, content);
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; frame-ancestors 'self'; sandbox",
      "X-Frame-Options": "SAMEORIGIN",
    },
  });
}
