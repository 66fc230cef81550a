import type { RouterContextProvider } from "react-router";
import type { Fields } from "../../shared/content-model/fields.ts";
import type { Kind } from "../../shared/content-model/kind.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { PublicContent } from "../../server/content/public-content.ts";
import { siteContext } from "../site/context.server.ts";

export type { PublicEntry } from "../../server/content/public-content.ts";

/** What visitors see of every kind of content, as the server read it (server/content/public-content.ts). */
export function publicContent(context: Readonly<RouterContextProvider>): PublicContent {
  const services = siteContext(context).services;
  if (!services) throw new Error("Pages with content need the server's database");
  return services.content;
}

/** A kind's live entries in a language, in its order. */
export function liveEntries<Fs extends Fields>(
  context: Readonly<RouterContextProvider>,
  kind: Kind<Fs>,
  lang: Language,
) {
  return publicContent(context).list(kind, lang);
}

/**
 * A live entry; or where its old address now lives (a permanent redirect, only ever to a live
 * entry); or that it was withdrawn (gone: 410); or nothing (never public: a draft, a scheduled
 * entry, an unknown id: 404).
 */
export async function findEntry<Fs extends Fields>(
  context: Readonly<RouterContextProvider>,
  kind: Kind<Fs>,
  id: string,
  lang: Language,
) {
  const content = publicContent(context);
  const entry = await content.get(kind, id, lang);
  if (entry) return { entry } as const;
  const movedTo = await content.movedTo(kind, id);
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
