import { createSite } from "../app/site.server.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

/**
 * The inbox password while developing, when ADMIN_PASSWORD is not set. It exists only here:
 * the production server (serve.ts) has none, and this one listens on this machine alone.
 */
const DEV_ADMIN_PASSWORD = "lojuvard-dev-inbox";

/**
 * `npm run dev`: the production server's code (pages, API, inbox, sessions, the data cache) on
 * the seeded SQLite in DATA_DIR, with the pages from Vite: an edited module is what the next
 * request runs, and the open page updates in place.
 */
async function main() {
  let config;
  try {
    config = loadConfig({
      ...process.env,
      HOST: process.env.HOST ?? "127.0.0.1",
      PORT: process.env.PORT ?? "5173",
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || DEV_ADMIN_PASSWORD,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createSite(config, { dev: true });
  process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
  process.once("SIGINT", () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: config.PORT, host: config.HOST });
  const password = process.env.ADMIN_PASSWORD ? "ADMIN_PASSWORD" : `"${DEV_ADMIN_PASSWORD}"`;
  console.log(`Developing on http://localhost:${config.PORT} — the inbox at /admin, password ${password}`);
}

await main();
