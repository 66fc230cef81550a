import { data, type RouterContextProvider } from "react-router";
import type { Kind } from "../../shared/content-model/kind.ts";
import { localizePath, type Language } from "../../shared/i18n/languages.ts";
import {
  aboutPage,
  accessibilityStatement,
  careersPage,
  caseStudies,
  company,
  consent,
  cookiePolicy,
  homePage,
  industries,
  notFoundPage,
  openings,
  posts,
  privacyPolicy,
  services,
  servicesPage,
  technologiesPage,
  thankYouPage,
} from "../../content/model/index.ts";
import { previewPost } from "../content/blog.server.ts";
import { previewCase } from "../content/case-study.server.ts";
import { previewJob } from "../content/jobs.server.ts";
import { jobLabels } from "../content/jobs.ts";
import { pageWords, previewedEntry, savedEntry } from "../content/entries.server.ts";
import { previewLink } from "../routing/preview.server.ts";
import { siteContext } from "../site/context.server.ts";
import { siteDataIn } from "../site/site-data.server.ts";

/**
 * The saved version of an entry as visitors would see it, for the inbox's preview
 * (editor/EntryPreview.tsx draws it), in the language asked for. Posts and openings are
 * drawn by their public components; a page's words by the page itself in a frame, through
 * a preview link (routing/preview.server.ts); the words every page shares (the cookie
 * notice, the company's details, the not-found page) by the parts that show them. A kind
 * of content adds its case here.
 */
export async function previewOf(context: Readonly<RouterContextProvider>, kind: Kind, id: string, lang: Language) {
  // Everything read for this preview (the site's data too) sees the entry as saved.
  context.set(previewedEntry, { kind: kind.name, id });
  const site = async (path: string) => {
    const data = await siteDataIn(lang, path, context);
    return { site: data, url: data.origin + localizePath(path, lang) };
  };
  const framed = async (path: string) => ({
    kind: "page" as const,
    ...(await site(path)),
    frame: await previewLink(siteContext(context).services!.database.db, localizePath(path, lang), kind.name, id),
  });
  switch (kind.name) {
    case posts.name: {
      const post = await previewPost(context, id, lang);
      if (!post) break;
      return { kind: "post" as const, ...(await site(`/blog/post/${post.id}`)), props: { post } };
    }
    case openings.name: {
      const found = await previewJob(context, id, lang);
      if (!found) break;
      return {
        kind: "opening" as const,
        ...(await site(`/company/careers/${found.job.id}`)),
        props: { ...found, labels: jobLabels(found.job, lang), careers: await pageWords(context, careersPage, lang) },
      };
    }
    case caseStudies.name: {
      const casePage = await previewCase(context, id, lang);
      if (!casePage) break;
      return { kind: "case-study" as const, ...(await site(`/casestudies/${id}`)), props: { casePage } };
    }
    case services.name: {
      // A service without a page of its own is seen as its row on the services page.
      const saved = await savedEntry(context, services, id, lang);
      if (!saved) break;
      return framed(saved.view.hasPage ? `/services/${id}` : "/services");
    }
    case industries.name: {
      // An industry without a page of its own is a card on the home page.
      const saved = await savedEntry(context, industries, id, lang);
      if (!saved) break;
      return framed(saved.view.hasPage ? `/industry/${id}` : "/");
    }
    case homePage.name:
    case servicesPage.name:
    case aboutPage.name:
    case technologiesPage.name:
    case careersPage.name:
    case privacyPolicy.name:
    case cookiePolicy.name:
    case accessibilityStatement.name:
    case thankYouPage.name:
      return framed(kind.address!);
    case consent.name:
      return { kind: "consent" as const, ...(await site("/")) };
    case company.name:
      return { kind: "company" as const, ...(await site("/")) };
    case notFoundPage.name:
      return { kind: "not-found" as const, ...(await site("/")) };
  }
  throw data(null, { status: 404 });
}

export type EntryPreviewData = Awaited<ReturnType<typeof previewOf>>;
