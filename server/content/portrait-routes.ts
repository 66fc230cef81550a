import type { FastifyInstance } from "fastify";
import { parsePortraitPath } from "../../shared/portrait.ts";
import { drawPortrait } from "./portraits.ts";

/**
 * GET /portraits/v1/<id>/<look>.svg: a person's drawn portrait (decision 044). The address
 * names everything drawn, so the answer never changes: cached for a year (a new look of
 * the drawing gets a new version in its address).
 */
export function registerPortraitRoutes(app: FastifyInstance): void {
  app.get("/portraits/v1/:id/:look", async (request, reply) => {
    const found = parsePortraitPath(request.url.split("?")[0] ?? "");
    if (!found) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    return reply
      .header("Content-Type", "image/svg+xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("X-Content-Type-Options", "nosniff")
      .send(drawPortrait(found.id, found.look));
  });
}
