import type { Kind } from "../../shared/content-model/kind.ts";
import { aboutPage } from "./about.ts";
import { careersPage } from "./careers-page.ts";
import { company } from "./company.ts";
import { homePage } from "./home.ts";
import { industries } from "./industries.ts";
import { openings } from "./openings.ts";
import { accessibilityStatement, cookiePolicy, privacyPolicy } from "./policies.ts";
import { posts } from "./posts.ts";
import { services, servicesPage } from "./services.ts";
import { consent, notFoundPage, thankYouPage } from "./site-words.ts";
import { technologiesPage } from "./technologies.ts";

/**
 * Every kind of content staff edit in the inbox (decision 043), in the order of the inbox's
 * menus. A new kind is its declaration here and its public page.
 */
export const KINDS = [
  posts,
  openings,
  homePage,
  servicesPage,
  services,
  industries,
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
] as const satisfies readonly Kind[];

export function kindNamed(name: string): Kind | undefined {
  return KINDS.find((kind) => kind.name === name);
}

export {
  aboutPage,
  accessibilityStatement,
  careersPage,
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
};
