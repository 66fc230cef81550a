import { resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_UPLOAD_MAX_MB } from "../shared/forms/uploads.ts";
import type { PublicConfig } from "../shared/public-config.ts";

/**
 * The server's configuration, read from the environment once at start-up and
 * validated here: an invalid value stops the process with a message naming it.
 * Every variable is documented in the README.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => {
        if (value === undefined) return true;
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}` },
    );

/**
 * A reply address is "<local>+<token>@<domain>" and an address's local part holds at most
 * 64 characters (RFC 5321); the token takes 44 (server/conversations/tokens.ts).
 */
const MAX_REPLY_LOCAL_PART = 19;

function imapCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== "" && url.password !== "";
  } catch {
    return false;
  }
}

const emptyToUndefined = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const schema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
    ADMIN_PASSWORD: emptyToUndefined.refine((value) => value === undefined || value.length >= 12, {
      message: "must be at least 12 characters long (or unset to disable /admin)",
    }),
    API_BASE_URL: optionalUrl(["http:", "https:"]),
    SITE_URL: optionalUrl(["http:", "https:"]),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(10),
    /** How many newsletter e-mails leave per minute, across all instances (mail providers throttle bulk senders). */
    NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(60),
    UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(DEFAULT_UPLOAD_MAX_MB),
    /** Sent by the browser with uploads, for an external API host that wants one; not a secret. */
    UPLOAD_AUTHORIZATION: emptyToUndefined.refine(
      (value) => value === undefined || /^[\x20-\x7e]{1,1024}$/.test(value),
      {
        message: "must be printable ASCII (a header value), at most 1024 characters",
      },
    ),
    SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
    NOTIFY_EMAIL: emptyToUndefined.pipe(z.email({ message: "must be an e-mail address" }).optional()),
    /** The address e-mails come from (default no-reply@ the site's host). */
    MAIL_FROM: emptyToUndefined.pipe(z.email({ message: "must be an e-mail address" }).optional()),
    /** The mailbox conversations' replies are read from: imaps://user:pass@host/INBOX. */
    IMAP_URL: optionalUrl(["imap:", "imaps:"]).refine((value) => value === undefined || imapCredentials(value), {
      message: "must name the user and password: imaps://user:password@host/INBOX",
    }),
    /** The address of that mailbox; answers to senders reply to it with a token (inbox+token@…). */
    MAIL_REPLY_ADDRESS: emptyToUndefined.pipe(
      z
        .email({ message: "must be an e-mail address" })
        .refine((value) => (value.split("@")[0] ?? "").length <= MAX_REPLY_LOCAL_PART, {
          message: `must have at most ${MAX_REPLY_LOCAL_PART} characters before the @ (the reply token goes there too)`,
        })
        .refine((value) => !(value.split("@")[0] ?? "").includes("+"), {
          message: "must be the mailbox's own address, without a + part",
        })
        .optional(),
    ),
    /** How often the mailbox is read. */
    IMAP_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Hosts webhooks may reach over plain http or on a private or loopback address (comma-separated). */
    WEBHOOK_ALLOWED_HOSTS: z
      .string()
      .trim()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every((host) => /^[a-z0-9.\-:[\]]+$/.test(host)), {
        message: "must be host names or addresses separated by commas, e.g. crm.local,10.0.0.5",
      }),
    TELEGRAM_BOT_TOKEN: emptyToUndefined,
    TELEGRAM_CHAT_ID: emptyToUndefined,
    /** The Telegram Bot API's address; tests and egress proxies point it elsewhere. */
    TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.telegram.org"),
    TRUST_PROXY: emptyToUndefined,
    /** Shared caches in front of the site (docs/deployment.md), told to drop every page when content changes. */
    CACHE_PURGE_URL: emptyToUndefined
      .transform((value) => (value ? value.split(",").map((url) => url.trim()) : []))
      .refine((urls) => urls.every((url) => URL.parse(url)?.protocol.match(/^https?:$/)), {
        message: "must be one or more http:// or https:// URLs, separated by commas",
      }),
    /** Web analytics, loaded only after a visitor accepts cookies: a Google Analytics 4 id… */
    ANALYTICS_GA4_ID: emptyToUndefined.refine((value) => value === undefined || /^G-[A-Z0-9]{4,20}$/.test(value), {
      message: "must be a Google Analytics 4 measurement id like G-ABC123XYZ",
    }),
    /** …and/or a Yandex Metrica counter number. */
    ANALYTICS_YANDEX_ID: emptyToUndefined.refine((value) => value === undefined || /^\d{4,12}$/.test(value), {
      message: "must be a Yandex Metrica counter number",
    }),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.NOTIFY_EMAIL)
      ctx.addIssue({ code: "custom", path: ["NOTIFY_EMAIL"], message: "is required when SMTP_URL is set" });
    if (env.IMAP_URL && !env.MAIL_REPLY_ADDRESS)
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_REPLY_ADDRESS"],
        message: "is required when IMAP_URL is set (the address of the mailbox it reads)",
      });
    if (env.IMAP_URL && !env.SMTP_URL)
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required when IMAP_URL is set (conversations send as well as read)",
      });
    if (Boolean(env.TELEGRAM_BOT_TOKEN) !== Boolean(env.TELEGRAM_CHAT_ID))
      ctx.addIssue({
        code: "custom",
        path: [env.TELEGRAM_BOT_TOKEN ? "TELEGRAM_CHAT_ID" : "TELEGRAM_BOT_TOKEN"],
        message: "TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID must be set together",
      });
  });

export type Config = ReturnType<typeof loadConfig>;

/** Where staff hear of new submissions. */
export type NotifyChannel = "email" | "telegram";

/** The channels new submissions are announced on: e-mail and Telegram, each when configured. */
export function notifyChannels(
  config: Pick<Config, "SMTP_URL" | "NOTIFY_EMAIL" | "TELEGRAM_BOT_TOKEN" | "TELEGRAM_CHAT_ID">,
): NotifyChannel[] {
  const channels: NotifyChannel[] = [];
  if (config.SMTP_URL && config.NOTIFY_EMAIL) channels.push("email");
  if (config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_CHAT_ID) channels.push("telegram");
  return channels;
}

/** The public origin for absolute URLs: SITE_URL, else this server on this machine. */
export function siteOrigin(config: Pick<Config, "SITE_URL" | "PORT">): string {
  return (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}

/** What the browser is told of the configuration (shared/public-config.ts): never a secret. */
export function publicConfig(config: Config): PublicConfig {
  return {
    apiBaseUrl: config.API_BASE_URL ?? "",
    uploadAuthorization: config.UPLOAD_AUTHORIZATION ?? "",
    uploadMaxMb: config.UPLOAD_MAX_MB,
    analytics: { ga4: config.ANALYTICS_GA4_ID, yandex: config.ANALYTICS_YANDEX_ID },
  };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv) {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const value = result.data;
  return { ...value, DATA_DIR: resolve(value.DATA_DIR) };
}
