import { createServer } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";

/**
 * The API alone (no pages, so no build needed) in a process of its own, for tests that
 * kill it. Reports its port over the IPC channel once it listens.
 */
const config = loadConfig(process.env);
const app = await createServer(config, { pages: false });
await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
process.send?.({ port: typeof address === "object" && address ? address.port : config.PORT });
