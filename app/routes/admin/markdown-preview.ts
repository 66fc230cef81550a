import { data } from "react-router";
import type { Route } from "./+types/markdown-preview";
import { readForm } from "../../routing/read-form.server.ts";
import { previewMarkdown } from "../../admin/media.server.ts";
import { requireStaff, verifyCsrf } from "../../admin/session.server.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";

/** The editor's live preview: Markdown in, the site's own HTML for it out (never rendered in the browser). */
export async function action(args: Route.ActionArgs) {
  const { services, session } = await requireStaff(args);
  const form = await readForm(args.request);
  verifyCsrf(args.request, form, session);
  const lang = String(form.get("lang") ?? "");
  if (!isLanguage(lang)) throw data(null, { status: 400 });
  const html = await previewMarkdown(services.database.db, String(form.get("source") ?? ""), lang);
  return Response.json({ html }, { headers: { "Cache-Control": "no-store" } });
}
