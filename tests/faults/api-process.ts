import { createSite } from "../../app/site.server.ts";
import { loadConfig } from "../../server/config.ts";

/**
 * The API alone (no pages, so no build needed) in a process of its own, for tests that
 * kill it. Reports its port over the IPC channel once it listens.
 */
const config = loadConfig(process.env);
const app = await createSite(config, { pages: false });
// A port the system picks, so parallel runs never collide; the parent learns it over IPC.
await app.listen({ port: 0, host: config.HOST });
const address = app.server.address();
if (typeof address !== "object" || !address) throw new Error("the API process is not listening on a port");
process.send?.({ port: address.port });
