import type { Language } from "../../shared/i18n/languages.ts";
import type { Db } from "../db/database.ts";
import { listMedia } from "../db/media.ts";
import { viewResolvers } from "./views.ts";

/** Markdown as the site will show it (rendered, sanitized, typeset, library images embedded): the editor's live preview. */
export async function previewMarkdown(db: Db, source: string, lang: Language): Promise<string> {
  const media = new Map((await listMedia(db)).map((item) => [item.id, item]));
  return viewResolvers(media).markdown(source, lang).html;
}
