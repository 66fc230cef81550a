import { z } from "zod";
import type { Route } from "./+types/markdown-preview";
import { previewMarkdown } from "../../admin/media.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { LANGUAGES } from "../../../shared/i18n/languages.ts";

/** The editor's live preview: Markdown in, the site's own HTML for it out (never rendered in the browser). */
export function action(args: Route.ActionArgs) {
  return staffAction(args, undefined, {
    preview: intent(
      z.object({ source: z.string().default(""), lang: z.enum(LANGUAGES) }),
      async ({ source, lang }, { services }) => {
        const html = await previewMarkdown(services.database.db, source, lang);
        return Response.json({ html }, { headers: { "Cache-Control": "no-store" } });
      },
    ),
  });
}
