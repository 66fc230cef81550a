import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { notifyChannels, publicConfig, type Config } from "../config.ts";
import { StaffAuth } from "../auth/staff-auth.ts";
import { registerMediaRoutes } from "../content/media-routes.ts";
import { registerPortraitRoutes } from "../content/portrait-routes.ts";
import { publicContentOf } from "../content/public-content.ts";
import { seedContent } from "../content/seed.ts";
import { openDatabase, type Database } from "../db/database.ts";
import { openFileStore } from "../files/index.ts";
import type { FileStore } from "../files/file-store.ts";
import { scheduleUploadCleanup } from "../files/cleanup.ts";
import { windowCounterFor } from "../limits/window-counter.ts";
import type { MailTemplates } from "../notify/mail-content.ts";
import { startOutboxWorker } from "../notify/outbox.ts";
import { startMailboxWorker } from "../conversations/mailbox-worker.ts";
import { startDigestWorker } from "../notify/digest.ts";
import { registerReplyFileRoute } from "../conversations/reply-file-route.ts";
import { addressRules } from "../webhooks/address-rules.ts";
import { removeUnconfirmed } from "../newsletter/subscriptions.ts";
import { registerApi, type ApiRoute } from "../submissions/api-scope.ts";
import { removeOldSpam } from "../submissions/spam.ts";
import { loggerOptions } from "./log-redaction.ts";
import { registerPages } from "./pages.ts";
import { SiteRedirects } from "./redirects.ts";
import { registerRequestGuards } from "./request-guards.ts";
import type { Services } from "./request-context.ts";
import { BASE_HEADERS, transportHeaders } from "./security-headers.ts";

/**
 * One Fastify server for the whole product: the API routes and e-mail templates it is
 * given (the forms' handlers and app/mail/, by app/site.server.ts), uploads, static
 * assets, and every page rendered by React Router. `pages: false` serves the API alone
 * (API tests need no build); `dev: true` takes the pages from Vite instead of the build.
 */
export async function createServer(
  config: Config,
  options: {
    api?: readonly ApiRoute[];
    pages?: boolean;
    templates: MailTemplates;
    /** The outbox worker and the sweeps; API tests turn them off and run them themselves. */
    background?: boolean;
    /** Pages from Vite with hot reload instead of the build (`npm run dev`). */
    dev?: boolean;
  },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY ?? false,
    requestIdHeader: "x-request-id",
    // A request must arrive whole within two minutes (a 10 MB CV on a slow phone fits);
    // a client that stalls mid-body does not hold its connection forever.
    requestTimeout: 120_000,
  });

  registerRequestGuards(app, config);
  app.addHook("onSend", async (request, reply) => {
    for (const [name, value] of Object.entries({ ...BASE_HEADERS, ...transportHeaders(request, config) })) {
      reply.header(name, value);
    }
  });

  app.get("/healthz", async () => ({ status: "ok" }));

  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  const files = await openFileStore(database, config.DATA_DIR);
  const seeded = await seedContent(database);
  if (Object.values(seeded).some((count) => count > 0))
    app.log.info(seeded, "imported the site's starting content into the database");
  const stopBackground =
    (options.background ?? true)
      ? startBackgroundWork(database, files, config, options.templates, app.log)
      : async () => {};
  const limits = windowCounterFor(database);
  const sweepLimits = setInterval(
    () => void limits.sweep().catch((error: unknown) => app.log.error({ err: error }, "rate limit sweep failed")),
    60_000,
  );
  sweepLimits.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweepLimits);
    await stopBackground();
    await database.close();
  });

  app.get("/readyz", async (_request, reply) => {
    try {
      await database.ping();
      return { status: "ready" };
    } catch (error) {
      app.log.error({ err: error }, "database unreachable");
      return reply.code(503).send({ status: "unavailable" });
    }
  });

  await registerApi(app, options.api ?? [], { config, database, files, limits, channels: notifyChannels(config) });

  const auth = await StaffAuth.create(database, limits, config.ADMIN_PASSWORD);
  if (!(await auth.enabled())) app.log.warn("ADMIN_PASSWORD is not set and no staff account exists: /admin is off");
  await registerMediaRoutes(app, { database, files, auth });
  await registerReplyFileRoute(app, { database, files, auth, maxBytes: config.UPLOAD_MAX_MB * 1024 * 1024 });
  registerPortraitRoutes(app);

  if (options.pages ?? true) {
    const redirects = new SiteRedirects(database, (error) =>
      app.log.error({ err: error }, "redirect hits not written"),
    );
    app.addHook("onClose", () => redirects.stop());
    const services: Services = {
      database,
      files,
      auth,
      content: publicContentOf(database),
      mail: Boolean(config.SMTP_URL),
      newsletterPerMinute: config.NEWSLETTER_RATE_PER_MINUTE,
      channels: notifyChannels(config),
      secureCookies: config.SITE_URL?.startsWith("https:") ?? false,
      notifyEmail: config.NOTIFY_EMAIL ?? null,
      repliesRead: Boolean(config.IMAP_URL),
      webhookRules: addressRules(config),
      redirects,
    };
    await registerPages(app, {
      config,
      services,
      publicConfig: publicConfig(config),
      dev: options.dev,
    });
  }
  return app;
}

/**
 * What runs on its own beside the requests: the outbox worker (notifications, answers,
 * newsletters, webhooks), the morning digests, reading senders' replies from the mailbox, removing unused
 * uploads and orphan files, and removing subscriptions never confirmed and spam kept for 30
 * days. Returns a function that stops it all.
 */
function startBackgroundWork(
  database: Database,
  files: FileStore,
  config: Config,
  templates: MailTemplates,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const stopCleanup = scheduleUploadCleanup(database, files, (error) =>
    log.error({ err: error }, "upload cleanup failed"),
  );
  const stopOutbox = startOutboxWorker({ database, files, config, templates, log });
  const stopMailbox = startMailboxWorker({ database, files, config, log });
  const stopDigests = startDigestWorker({ database, config, log });
  const sweepExpired = async () => {
    await removeUnconfirmed(database.db).catch((error: unknown) =>
      log.error({ err: error }, "unconfirmed subscriptions sweep failed"),
    );
    await removeOldSpam(database, files).catch((error: unknown) => log.error({ err: error }, "spam sweep failed"));
  };
  const timer = setInterval(() => void sweepExpired(), 60 * 60_000);
  timer.unref();
  void sweepExpired();
  return async () => {
    clearInterval(timer);
    stopCleanup();
    await Promise.all([stopOutbox(), stopMailbox(), stopDigests()]);
  };
}
