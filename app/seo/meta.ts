import type { MetaDescriptor } from "react-router";
import { localizePath, LOCALES } from "../../shared/i18n/languages.ts";
import { OG_SIZE, ogImagePath, ogTypeOf } from "./og.ts";
import { pageIdOfRoute, policyForRouteId } from "../routing/route-policy.ts";
import type { SiteData } from "../site/use-site.ts";
import type { PublicImage } from "../../shared/content-model/fields.ts";

export interface PageSeo {
  /** The page's own title; null on the home page, whose title is the tagline alone. */
  title: string | null;
  description: string;
  /**
   * A preview of its own, else the page type's: an absolute URL, or an image staff chose
   * (its raster copy, cropped to 1200 × 630 around its subject).
   */
  image?: string | PublicImage | null;
  /** The Open Graph type: an article (a blog post), else a website page. */
  ogType?: "website" | "article";
}

interface MetaInput {
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
}

/**
 * <title> and meta tags of a page. The browser title is the company tagline in the
 * page's language (spec §2), preceded by the page's own title on inner pages.
 */
export function pageMeta(args: MetaInput, page: PageSeo | undefined): MetaDescriptor[] {
  const site = args.matches.find((match) => match?.id === "root")?.loaderData as SiteData | undefined;
  if (!site || !page) return [];
  const title = page.title ? `${page.title} | ${site.tagline}` : site.tagline;
  const leaf = args.matches.at(-1);
  const pageId = leaf ? pageIdOfRoute(leaf.id) : "home";
  const image =
    typeof page.image === "string"
      ? page.image
      : site.origin + (page.image?.raster ?? ogImagePath(ogTypeOf(pageId), site.lang));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title ?? site.tagline },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:site_name", content: site.company.name },
    { property: "og:locale", content: LOCALES[site.lang].replace("-Latn", "").replace("-", "_") },
    { property: "og:url", content: site.origin + localizePath(site.path, site.lang) },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_SIZE.width) },
    { property: "og:image:height", content: String(OG_SIZE.height) },
    { property: "og:image:alt", content: page.title ?? site.tagline },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
  ];
  // Whether search engines may list the page is its route's policy (routing/route-policy.ts).
  if (leaf && !policyForRouteId(leaf.id).index) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** What staff chose for an item's search appearance (content/model/parts.ts); empty fields fall back. */
export interface SearchAppearanceView {
  title: string;
  description: string;
  image: PublicImage | null;
}

/** An item's own title, summary and picture, overridden by its search appearance where staff filled it in. */
export function withAppearance(own: PageSeo, appearance: SearchAppearanceView | undefined): PageSeo {
  return {
    ...own,
    title: appearance?.title.trim() || own.title,
    description: appearance?.description.trim() || own.description,
    ...(appearance?.image ? { image: appearance.image } : {}),
  };
}
