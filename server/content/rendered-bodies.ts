import { isLanguage } from "../../shared/i18n/languages.ts";
import type { Database } from "../db/database.ts";
import { savedBodies, updateRenderedBody } from "../db/rendered-bodies.ts";
import { getSetting, setSetting } from "../db/settings.ts";
import { MARKDOWN_RENDERING, renderMarkdown } from "./markdown.ts";
import { bumpContentVersion } from "./version.ts";

const SETTING = "markdown_rendering";

/**
 * Bodies are rendered when saved; when the renderer changes (MARKDOWN_RENDERING), what
 * was saved before is rendered again from its Markdown, once, by the first instance to
 * start (the others wait for it and find it done). Bodies this start imported were rendered
 * by today's renderer (`justImported`): that is only noted. Returns how many texts changed.
 */
export async function renderSavedBodiesAgain(database: Database, justImported = false): Promise<number> {
  if ((await getSetting(database.db, SETTING)) === MARKDOWN_RENDERING) return 0;
  return database.exclusive("render-saved-bodies", async (tx) => {
    if ((await getSetting(tx, SETTING)) === MARKDOWN_RENDERING) return 0;
    let changed = 0;
    for (const saved of justImported ? [] : await savedBodies(tx)) {
      const rendered = renderMarkdown(saved.body, isLanguage(saved.lang) ? saved.lang : "en");
      if (rendered.html === saved.html) continue;
      await updateRenderedBody(tx, saved, rendered);
      changed += 1;
    }
    await setSetting(tx, SETTING, MARKDOWN_RENDERING);
    if (changed > 0) await bumpContentVersion(tx);
    return changed;
  });
}
