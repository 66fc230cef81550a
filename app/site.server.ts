import type { FastifyInstance } from "fastify";
import type { Config } from "../server/config.ts";
import { createServer } from "../server/http/create-server.ts";
import { applicationRoute } from "./forms/application/application.server.ts";
import { contactRoute } from "./forms/contact/contact.server.ts";
import { subscribeRoute } from "./forms/subscribe/subscribe.server.ts";
import { mailTemplates } from "./mail/render.server.ts";

/** The API routes of the site's forms (spec §7): each form's handler lives in its feature folder. */
const FORM_ROUTES = [contactRoute, applicationRoute, subscribeRoute] as const;

/**
 * The whole site: the server's infrastructure (server/) with the forms' API routes, the
 * e-mail templates and the pages of the production build. `pages: false` serves the API alone, without a build;
 * `dev: true` serves the pages from Vite with hot reload (`npm run dev`).
 */
export function createSite(
  config: Config,
  options: { pages?: boolean; background?: boolean; dev?: boolean } = {},
): Promise<FastifyInstance> {
  return createServer(config, {
    api: FORM_ROUTES,
    templates: mailTemplates,
    ...options,
  });
}
