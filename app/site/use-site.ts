import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { Catalogue } from "../i18n/catalogues/en.ts";
import { localizePath, type Language } from "../../shared/i18n/languages.ts";
import type { PublicConfig } from "../../shared/public-config.ts";

/** What the root loader tells every component about the current request. */
export interface SiteData {
  lang: Language;
  prefixed: boolean;
  stored: boolean;
  path: string;
  t: Catalogue;
  tagline: string;
  /** What the browser may know of the configuration: the API host, analytics ids. */
  publicConfig: PublicConfig;
  /** The forms' consent sentence and the link text to the privacy policy. */
  consent: { text: string; linkText: string };
  /** Public origin for absolute URLs (SITE_URL, else this server). */
  origin: string;
}

/**
 * What a part of the page renders as instead of the root loader's data: the inbox's preview
 * of a post or an opening shows it in the language being previewed, as visitors will see it.
 */
export const SiteDataOverride = createContext<SiteData | null>(null);

export function useSite(): SiteData {
  const override = useContext(SiteDataOverride);
  const data = (useRouteLoaderData("root") as SiteData | undefined) ?? undefined;
  if (override) return override;
  if (!data) throw new Error("useSite() needs the root loader's data");
  return data;
}

export function useT(): Catalogue {
  return useSite().t;
}

/**
 * Internal links keep the visitor on the URL scheme they arrived with: on /ru/...
 * links stay prefixed; on unprefixed URLs the stored language applies.
 */
export function useLocalePath(): (path: string) => string {
  const { lang, prefixed } = useSite();
  return (path) => (prefixed ? localizePath(path, lang) : path);
}
