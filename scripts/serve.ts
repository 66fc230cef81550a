import "./production-mode.ts";
import { createSite } from "../app/site.server.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

/** How long a shutdown waits for requests in flight. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the production site: validates configuration, then serves pages, assets and API on PORT. */
async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createSite(config);
  if (!config.SITE_URL) {
    app.log.warn("SITE_URL is not set: links in pages and e-mails use http://localhost; set it in production");
  }
  // SIGTERM drains: no new connections, requests in flight finish, then exit — within 10 s.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const deadline = setTimeout(() => {
      app.log.error("requests still running after 10 s; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    await app.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.PORT, host: config.HOST });
}

await main();
