import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import type { ServerBuild } from "react-router";
import { BUILD_DIR, CLIENT_DIR } from "./built-files.ts";

/** Where the pages come from: the production build, or Vite while developing (vite-pages.ts). */
export interface PageSource {
  /** React Router's server build, or how to load it afresh for each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** Answers a request for a file of its own (a module, a style); false when it is a page's. */
  answerFile?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

/** The production build: its files served precompressed by @fastify/static, its pages imported once. */
export async function builtPages(app: FastifyInstance): Promise<PageSource> {
  const serverBuild = join(BUILD_DIR, "server", "index.js");
  if (!existsSync(serverBuild)) {
    throw new Error(`No production build in ${BUILD_DIR}: run "npm run build" first (npm start does it for you).`);
  }

  // Hashed build assets never change: cache them for a year. Other public files briefly.
  await app.register(fastifyStatic, {
    root: CLIENT_DIR,
    prefix: "/",
    wildcard: false,
    index: false,
    // Serve the .br/.gz files written at build time when the browser accepts them.
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(join("client", "assets"));
      res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  return { build: (await import(pathToFileURL(serverBuild).href)) as ServerBuild, mode: "production" };
}
