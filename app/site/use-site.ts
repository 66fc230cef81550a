import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { Catalogue } from "../i18n/catalogues/en.ts";
import type { CompanyDetails } from "../../content/model/company.ts";
import { localizePath, type Language } from "../../shared/i18n/languages.ts";
import type { PublicConfig } from "../../shared/public-config.ts";
import type { CaseCardItem } from "./case-card-item.ts";

/**
 * The interface's words as pages read them: the catalogue, and beside it the words staff
 * edit that every page carries under the same keys (the cookie notice's, spec §4, and the
 * not-found page's).
 */
export type SiteCatalogue = Catalogue & {
  cookie_policy_check: {
    title: string;
    /** Three parts, the second the link to the cookie policy. */
    description: [string, string, string];
    button: string;
    reject: string;
    close: string;
    region: string;
  };
  pages: { notFound: { title: string; description: string; heading: string; text: string; home: string } };
};

interface MenuLink {
  href: string;
  label: string;
}

/**
 * The case study the Services and Industries menus feature (issue 29.6): of its card, what
 * the menu's small card draws, in the page's language.
 */
export type FeaturedCase = Pick<CaseCardItem, "id" | "title" | "figure" | "screen">;

/** The live services and industries that have a page, in the order staff arranged them. */
export interface Menus {
  services: MenuLink[];
  industries: MenuLink[];
  featured: FeaturedCase | null;
}

/** What the root loader tells every component about the current request. */
export interface SiteData {
  lang: Language;
  prefixed: boolean;
  stored: boolean;
  path: string;
  t: SiteCatalogue;
  /** The end of the browser title, in the page's language (the company's details). */
  tagline: string;
  company: CompanyDetails;
  menus: Menus;
  /** What the browser may know of the configuration: the API host, analytics ids. */
  publicConfig: PublicConfig;
  /** The forms' consent sentence, ending in the space before its link, and the link text to the privacy policy. */
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

export function useT(): SiteCatalogue {
  return useSite().t;
}

/**
 * Internal links keep the visitor on the URL scheme they arrived with: on /ru/...
 * links stay prefixed; on unprefixed URLs the stored language applies (useLocalePath).
 */
function localePath({ lang, prefixed }: { lang: Language; prefixed: boolean }): (path: string) => string {
  return (path) => (prefixed ? localizePath(path, lang) : path);
}

export function useLocalePath(): (path: string) => string {
  return localePath(useSite());
}
