import { data, type RouterContextProvider } from "react-router";
import type { DrawnPreview, Kind } from "../../shared/content-model/kind.ts";
import { localizePath, type Language } from "../../shared/i18n/languages.ts";
import { careersPage } from "../../content/model/index.ts";
import { readEntry } from "../../server/content/entries.ts";
import { previewPost } from "../content/blog.server.ts";
import { previewCase } from "../content/case-study.server.ts";
import { previewJob } from "../content/jobs.server.ts";
import { jobLabels } from "../content/jobs.ts";
import { pageWords, previewedEntry } from "../content/entries.server.ts";
import { previewLink } from "../routing/preview.server.ts";
import { siteContext } from "../site/context.server.ts";
import { siteDataIn } from "../site/site-data.server.ts";

type Context = Readonly<RouterContextProvider>;

/** The site's data in the preview's language, and the address visitors would open. */
async function siteAt(context: Context, path: string, lang: Language) {
  const site = await siteDataIn(lang, path, context);
  return { site, url: site.origin + localizePath(path, lang) };
}

/**
 * The public components that draw a preview in the inbox (editor/EntryPreview.tsx), by the
 * name a kind's declaration gives (`preview: { drawn: "post" }`): each reads the saved entry
 * as its page would. Undefined when there is no such entry.
 */
const DRAWN = {
  post: async (context: Context, id: string, lang: Language) => {
    const post = await previewPost(context, id, lang);
    if (!post) return undefined;
    return { kind: "post" as const, ...(await siteAt(context, `/blog/post/${post.id}`, lang)), props: { post } };
  },
  opening: async (context: Context, id: string, lang: Language) => {
    const found = await previewJob(context, id, lang);
    if (!found) return undefined;
    return {
      kind: "opening" as const,
      ...(await siteAt(context, `/company/careers/${found.job.id}`, lang)),
      props: { ...found, labels: jobLabels(found.job, lang), careers: await pageWords(context, careersPage, lang) },
    };
  },
  "case-study": async (context: Context, id: string, lang: Language) => {
    const casePage = await previewCase(context, id, lang);
    if (!casePage) return undefined;
    return { kind: "case-study" as const, ...(await siteAt(context, `/casestudies/${id}`, lang)), props: { casePage } };
  },
  // The words every page shares, drawn by the parts that show them.
  consent: async (context: Context, _id: string, lang: Language) => ({
    kind: "consent" as const,
    ...(await siteAt(context, "/", lang)),
  }),
  company: async (context: Context, _id: string, lang: Language) => ({
    kind: "company" as const,
    ...(await siteAt(context, "/", lang)),
  }),
  "not-found": async (context: Context, _id: string, lang: Language) => ({
    kind: "not-found" as const,
    ...(await siteAt(context, "/", lang)),
  }),
} satisfies Record<DrawnPreview, (context: Context, id: string, lang: Language) => Promise<unknown>>;

/**
 * The saved version of an entry as visitors would see it, for the inbox's preview
 * (editor/EntryPreview.tsx draws it), in the language asked for, where its kind's
 * declaration says (`preview`): drawn by a public component, or the public page itself in
 * a frame, through a preview link (routing/preview.server.ts).
 */
export async function previewOf(context: Context, kind: Kind, id: string, lang: Language) {
  // Everything read for this preview (the site's data too) sees the entry as saved.
  context.set(previewedEntry, { kind: kind.name, id });
  const target = kind.preview;
  if (target && "drawn" in target) {
    const drawn = await DRAWN[target.drawn](context, id, lang);
    if (drawn) return drawn;
  } else if (target) {
    const database = siteContext(context).services!.database.db;
    const entry = await readEntry(database, kind, id);
    if (entry) {
      const path = "page" in target ? target.page : target.pageOf({ id, doc: entry.doc });
      return {
        kind: "page" as const,
        ...(await siteAt(context, path, lang)),
        frame: await previewLink(database, localizePath(path, lang), kind.name, id),
      };
    }
  }
  throw data(null, { status: 404 });
}

export type EntryPreviewData = Awaited<ReturnType<typeof previewOf>>;
