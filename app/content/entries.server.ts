import { createContext, type RouterContextProvider } from "react-router";
import type { Fields, ViewOf } from "../../shared/content-model/fields.ts";
import type { Kind } from "../../shared/content-model/kind.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { PublicContent, PublicEntry } from "../../server/content/public-content.ts";
import { siteContext } from "../site/context.server.ts";

export type { PublicEntry } from "../../server/content/public-content.ts";

/** What visitors see of every kind of content, as the server read it (server/content/public-content.ts). */
export function publicContent(context: Readonly<RouterContextProvider>): PublicContent {
  const services = siteContext(context).services;
  if (!services) throw new Error("Pages with content need the server's database");
  return services.content;
}

/** The content's version one request reads everything at (its loaders agree; no other request shares it). */
const requestVersion = createContext<Promise<string> | null>(null);

function versionOf(context: Readonly<RouterContextProvider>): Promise<string> {
  let version = context.get(requestVersion);
  if (!version) {
    version = publicContent(context).version();
    context.set(requestVersion, version);
  }
  return version;
}

/**
 * The entry the inbox previews: while a page is drawn for its preview, this entry's saved
 * version stands in for what visitors see, whatever its state (previews.server.ts).
 */
export const previewedEntry = createContext<{ kind: string; id: string } | null>(null);

/** A kind's live entries in a language, in its order (with the previewed entry as saved). */
export async function liveEntries<Fs extends Fields>(
  context: Readonly<RouterContextProvider>,
  kind: Kind<Fs>,
  lang: Language,
): Promise<PublicEntry<ViewOf<Fs>>[]> {
  const content = publicContent(context);
  const live = await content.list(kind, lang, versionOf(context));
  const previewed = context.get(previewedEntry);
  if (previewed?.kind !== kind.name) return live;
  const saved = await content.saved(kind, previewed.id, lang);
  if (!saved) return live;
  const at = live.findIndex((entry) => entry.id === saved.id);
  return at < 0 ? [...live, saved] : live.map((entry, index) => (index === at ? saved : entry));
}

/**
 * The words of a page kept as one entry (home, about, the policies, the company's
 * details…), in a language. Such an entry is imported with the site and can be edited but
 * never withdrawn, so it is always there.
 */
export async function pageWords<Fs extends Fields>(
  context: Readonly<RouterContextProvider>,
  kind: Kind<Fs>,
  lang: Language,
): Promise<ViewOf<Fs>> {
  const [entry] = await liveEntries(context, kind, lang);
  if (!entry) throw new Error(`The site has no ${kind.name}: its starting content was not imported`);
  return entry.view;
}

/**
 * A live entry; or where its old address now lives (a permanent redirect, only ever to a live
 * entry); or that it was withdrawn (gone: 410); or nothing (never public: a draft, a scheduled
 * entry, an unknown id: 404). While the inbox previews it, the entry as saved.
 */
export async function findEntry<Fs extends Fields>(
  context: Readonly<RouterContextProvider>,
  kind: Kind<Fs>,
  id: string,
  lang: Language,
) {
  const content = publicContent(context);
  // The inbox's preview draws the entry as saved, a draft too.
  const previewed = context.get(previewedEntry);
  const saved = previewed?.kind === kind.name && previewed.id === id ? await content.saved(kind, id, lang) : undefined;
  if (saved) return { entry: saved } as const;
  const entry = await content.get(kind, id, lang, versionOf(context));
  if (entry) return { entry } as const;
  const movedTo = await content.movedTo(kind, id, versionOf(context));
  if (movedTo) return { movedTo } as const;
  return (await content.withdrawn(kind, id)) ? ({ gone: true } as const) : null;
}

/** An entry as saved, whatever its state, in a language: the inbox's preview. */
export function savedEntry<Fs extends Fields>(
  context: Readonly<RouterContextProvider>,
  kind: Kind<Fs>,
  id: string,
  lang: Language,
) {
  return publicContent(context).saved(kind, id, lang);
}
