import type { Kind } from "../../shared/content-model/kind.ts";
import { caseStudies } from "./case-studies.ts";
import { clients } from "./clients.ts";
import { openings } from "./openings.ts";
import { people } from "./people.ts";
import { posts } from "./posts.ts";
import { testimonials } from "./testimonials.ts";

/**
 * Every kind of content staff edit in the inbox (decision 043), in the order of the inbox's
 * menu. A new kind is its declaration here and its public page.
 */
export const KINDS = [posts, openings, caseStudies, clients, testimonials, people] as const satisfies readonly Kind[];

export function kindNamed(name: string): Kind | undefined {
  return KINDS.find((kind) => kind.name === name);
}

export { caseStudies, clients, openings, people, posts, testimonials };
