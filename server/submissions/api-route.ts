import type { FastifyInstance } from "fastify";
import type { Config, NotifyChannel } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import type { WindowCounter } from "../limits/window-counter.ts";

/** What an API route gets to work with. */
export interface ApiDeps {
  config: Config;
  database: Database;
  files: FileStore;
  limits: WindowCounter;
  /** The channels each new submission is announced on (queued in the outbox with it). */
  channels: readonly NotifyChannel[];
}

/** A route of the API: registered inside the API's scope, so it is rate-limited and speaks JSON. */
export type ApiRoute = (api: FastifyInstance, deps: ApiDeps) => void | Promise<void>;
