import { resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { createServer, type DevEnvironment } from "vite";
import { foldersGitIgnores } from "./not-source.ts";
import type { PageSource } from "./page-source.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const SERVER_DIR = resolve(ROOT, "server") + sep;

/**
 * The pages while developing (`npm run dev`): Vite in middleware mode inside this server, as
 * React Router documents for a custom server. Each request loads the server build through Vite,
 * so an edited module is what the next request runs, and the browser is updated in place over
 * Vite's WebSocket, which shares this server's port.
 */
export async function vitePages(app: FastifyInstance, options: { dataDir: string }): Promise<PageSource> {
  const vite = await createServer({
    root: ROOT,
    configFile: resolve(ROOT, "vite.config.ts"),
    appType: "custom",
    server: {
      middlewareMode: true,
      ws: { server: app.server },
      // No source: the database, and the folders git ignores. A checkout that has built often
      // holds tens of thousands of files in wireit's cache (.wireit/); crawling them took half
      // of the first page's time after `npm run dev` (14 s → 8 s without).
      watch: { ignored: [resolve(options.dataDir), ...foldersGitIgnores(ROOT)] },
    },
  });
  app.addHook("onClose", () => vite.close());
  keepServerCodeNative(vite.environments.ssr);

  return {
    mode: "development",
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    answerFile: (request, reply) =>
      new Promise<boolean>((answered, failed) => {
        const response = reply.raw;
        const onClose = () => {
          // Vite wrote the answer itself: Fastify must not send another.
          reply.hijack();
          answered(true);
        };
        response.once("close", onClose);
        vite.middlewares(request.raw, response, (error?: unknown) => {
          response.off("close", onClose);
          if (error) failed(error);
          else answered(false);
        });
      }),
  };
}

/**
 * Pages import the server's modules (server/) from where they are, as the production build
 * does (vite.config.ts, decision 014), so pages and server share one instance of each: the
 * request context, error classes, caches. Vite would otherwise run its own copies of them.
 */
function keepServerCodeNative(environment: DevEnvironment) {
  const fetchModule = environment.fetchModule.bind(environment);
  environment.fetchModule = (id, importer, options) => {
    const path = id.startsWith("/@fs/") ? id.slice(4) : id.startsWith(ROOT) ? id : resolve(ROOT, `.${id}`);
    if (path.startsWith(SERVER_DIR)) {
      return Promise.resolve({ externalize: pathToFileURL(path.split("?")[0] ?? path).href, type: "module" as const });
    }
    return fetchModule(id, importer, options);
  };
}
