import { data, type RouterContextProvider } from "react-router";
import type { Kind } from "../../shared/content-model/kind.ts";
import { localizePath, type Language } from "../../shared/i18n/languages.ts";
import { openings, posts } from "../../content/model/index.ts";
import { previewPost } from "../content/blog.server.ts";
import { previewJob } from "../content/jobs.server.ts";
import { jobLabels } from "../content/jobs.ts";
import { careersPage } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { siteDataIn } from "../site/site-data.server.ts";

/**
 * The saved version of an entry as its public page would show it, for the inbox's preview:
 * what each kind's page component needs (editor/EntryPreview.tsx draws it). A kind with a
 * public page adds its case here.
 */
export async function previewOf(context: Readonly<RouterContextProvider>, kind: Kind, id: string, lang: Language) {
  const page = async <T>(path: string, props: T) => {
    const site = await siteDataIn(lang, path, context);
    return { site, url: site.origin + localizePath(path, lang), props };
  };
  switch (kind.name) {
    case posts.name: {
      const post = await previewPost(context, id, lang);
      if (!post) break;
      return { kind: "post" as const, ...(await page(`/blog/post/${post.id}`, { post })) };
    }
    case openings.name: {
      const found = await previewJob(context, id, lang);
      if (!found) break;
      return {
        kind: "opening" as const,
        ...(await page(`/company/careers/${found.job.id}`, {
          ...found,
          labels: jobLabels(found.job, lang),
          careers: await pageWords(context, careersPage, lang),
        })),
      };
    }
  }
  throw data(null, { status: 404 });
}

export type EntryPreviewData = Awaited<ReturnType<typeof previewOf>>;
