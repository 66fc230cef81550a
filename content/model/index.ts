import type { Kind, SiteKind } from "../../shared/content-model/kind.ts";
import { aboutPage } from "./about.ts";
import { careersPage } from "./careers-page.ts";
import { campaigns } from "./campaigns.ts";
import { caseStudies } from "./case-studies.ts";
import { clients } from "./clients.ts";
import { company } from "./company.ts";
import { homePage } from "./home.ts";
import { industries } from "./industries.ts";
import { openings } from "./openings.ts";
import { people } from "./people.ts";
import { accessibilityStatement, cookiePolicy, privacyPolicy } from "./policies.ts";
import { posts } from "./posts.ts";
import { services, servicesPage } from "./services.ts";
import { consent, notFoundPage, thankYouPage } from "./site-words.ts";
import { technologiesPage } from "./technologies.ts";
import { testimonials } from "./testimonials.ts";

/**
 * Every kind of content staff edit in the inbox (decision 043), in the order of the inbox's
 * menus. A new kind is its declaration here and its public page; tests/unit/kinds.test.ts
 * checks every kind has a preview and a seed or starts empty, and a place in the inbox of its own.
 */
export const KINDS = [
  posts,
  openings,
  caseStudies,
  clients,
  testimonials,
  people,
  homePage,
  servicesPage,
  services,
  industries,
  campaigns,
  aboutPage,
  technologiesPage,
  privacyPolicy,
  cookiePolicy,
  accessibilityStatement,
  consent,
  thankYouPage,
  notFoundPage,
  careersPage,
  company,
] as const satisfies readonly SiteKind[];

export function kindNamed(name: string): Kind | undefined {
  return KINDS.find((kind) => kind.name === name);
}

export {
  aboutPage,
  accessibilityStatement,
  campaigns,
  careersPage,
  caseStudies,
  clients,
  company,
  consent,
  cookiePolicy,
  homePage,
  industries,
  notFoundPage,
  openings,
  people,
  posts,
  privacyPolicy,
  services,
  servicesPage,
  technologiesPage,
  testimonials,
  thankYouPage,
};
