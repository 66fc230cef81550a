import { data } from "react-router";
import type { Route } from "./+types/email";
import { requireStaff } from "../../admin/session.server.ts";
import { renderForPreview } from "../../mail/render.server.ts";
import { sampleContent } from "../../mail/samples.server.ts";
import { isMailTemplate } from "../../../shared/mail.ts";
import { siteOrigin } from "../../site/context.server.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";

/**
 * One template's HTML with sample content, for the preview frame of /admin/emails. It
 * is shown only inside the inbox (frame-ancestors 'self'), runs nothing, and may load the
 * images of the site only.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const template = args.params.template;
  const lang = args.url.searchParams.get("lang");
  if (!isMailTemplate(template) || !isLanguage(lang)) throw data(null, { status: 404 });
  const content = sampleContent(template, lang, siteOrigin(args.context));
  const { html } = await renderForPreview(args.context, content);
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; frame-ancestors 'self'; sandbox",
      "X-Frame-Options": "SAMEORIGIN",
    },
  });
}
