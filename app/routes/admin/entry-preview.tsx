import type { Route } from "./+types/entry-preview";
import { kindOfPath } from "../../admin/editor.server.ts";
import { entryPath } from "../../admin/editor/paths.ts";
import { previewOf } from "../../admin/previews.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { PreviewFrame } from "../../admin/editor/parts.tsx";
import { EntryPreview } from "../../admin/editor/EntryPreview.tsx";
import { isLanguage } from "../../../shared/i18n/languages.ts";

/**
 * The saved version of an entry, drawn by the public page's own components and styles in
 * the language chosen: what visitors will see.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, url, context } = args;
  const kind = kindOfPath(url.pathname);
  await requireStaff(args, kind.area);
  const requested = url.searchParams.get("lang");
  const lang = isLanguage(requested) ? requested : "en";
  return {
    lang,
    editPath: entryPath(kind, params.id ?? ""),
    preview: await previewOf(context, kind, kind.singleton ?? params.id ?? "", lang),
  };
}

export default function InboxEntryPreview({ loaderData }: Route.ComponentProps) {
  const { lang, editPath, preview } = loaderData;
  return (
    <PreviewFrame editPath={editPath} lang={lang} site={preview.site}>
      <EntryPreview preview={preview} />
    </PreviewFrame>
  );
}
