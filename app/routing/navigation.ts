import type { Catalogue } from "../i18n/catalogues/en.ts";
import { INDUSTRY_SLUGS, SERVICE_SLUGS } from "./paths.ts";

type NavKey = keyof Catalogue["nav"];

export interface NavLink {
  label: NavKey;
  href: string;
  /** Opens in a new tab (the privacy policy, spec §2). */
  newTab?: boolean;
}

export interface NavGroup {
  id: "services" | "industries" | "company";
  label: NavKey;
  links: NavLink[];
}

/** The header's navigation: every link of spec §2, grouped for the menus. */
export const navGroups: NavGroup[] = [
  {
    id: "services",
    label: "services",
    links: [
      { label: "servicesOverview", href: "/services" },
      ...SERVICE_SLUGS.map((slug) => ({ label: slug, href: `/services/${slug}` })),
      { label: "technologies", href: "/technologies" },
    ],
  },
  {
    id: "industries",
    label: "industries",
    links: INDUSTRY_SLUGS.map((slug) => ({ label: slug, href: `/industry/${slug}` })),
  },
  {
    id: "company",
    label: "company",
    links: [
      { label: "aboutus", href: "/company/aboutus" },
      { label: "people", href: "/company/people" },
      { label: "careers", href: "/company/careers" },
      { label: "privacy", href: "/privacy-policy", newTab: true },
    ],
  },
];

export const navDirectLinks: NavLink[] = [
  { label: "casestudies", href: "/casestudies" },
  { label: "blog", href: "/blog" },
];

/** Footer columns. */
export const footerCompanyLinks: NavLink[] = [
  { label: "aboutus", href: "/company/aboutus" },
  { label: "people", href: "/company/people" },
  { label: "careers", href: "/company/careers" },
  { label: "casestudies", href: "/casestudies" },
  { label: "technologies", href: "/technologies" },
  { label: "blog", href: "/blog" },
];
export const footerServiceLinks: NavLink[] = [
  { label: "servicesOverview", href: "/services" },
  ...SERVICE_SLUGS.map((slug) => ({ label: slug, href: `/services/${slug}` })),
];
