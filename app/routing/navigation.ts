import type { Catalogue } from "../i18n/catalogues/en.ts";
import type { Menus } from "../site/use-site.ts";

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (the privacy policy, spec §2). */
  newTab?: boolean;
}

export interface NavGroup {
  id: "services" | "industries" | "company";
  label: string;
  links: NavLink[];
  /** The menu shows the featured case study beside its links (issue 29.6). */
  featuresCase?: boolean;
}

type Nav = Catalogue["nav"];

/**
 * The header's navigation: every link of spec §2, grouped for the menus. Services and
 * industries are the live ones with a page, in the order staff arranged them (`menus`).
 */
export function navGroups(nav: Nav, menus: Menus): NavGroup[] {
  return [
    {
      id: "services",
      label: nav.services,
      links: [
        { label: nav.servicesOverview, href: "/services" },
        ...menus.services,
        { label: nav.technologies, href: "/technologies" },
      ],
      featuresCase: true,
    },
    { id: "industries", label: nav.industries, links: menus.industries, featuresCase: true },
    {
      id: "company",
      label: nav.company,
      links: [
        { label: nav.aboutus, href: "/company/aboutus" },
        { label: nav.people, href: "/company/people" },
        { label: nav.careers, href: "/company/careers" },
        { label: nav.privacy, href: "/privacy-policy", newTab: true },
      ],
    },
  ];
}

export function navDirectLinks(nav: Nav): NavLink[] {
  return [
    { label: nav.casestudies, href: "/casestudies" },
    { label: nav.blog, href: "/blog" },
  ];
}

/** Footer columns. */
export function footerCompanyLinks(nav: Nav): NavLink[] {
  return [
    { label: nav.aboutus, href: "/company/aboutus" },
    { label: nav.people, href: "/company/people" },
    { label: nav.careers, href: "/company/careers" },
    { label: nav.casestudies, href: "/casestudies" },
    { label: nav.technologies, href: "/technologies" },
    { label: nav.blog, href: "/blog" },
  ];
}

export function footerServiceLinks(nav: Nav, menus: Menus): NavLink[] {
  return [{ label: nav.servicesOverview, href: "/services" }, ...menus.services];
}
