import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(10);
    expect(config.DATA_DIR.endsWith("/data")).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("stops on invalid values with a message naming each variable", () => {
    const attempt = () => loadConfig({ PORT: "http", ADMIN_PASSWORD: "short", DATABASE_URL: "mysql://x" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ["PORT", "ADMIN_PASSWORD", "DATABASE_URL"]) expect(message).toContain(name);
    }
  });

  it("takes the shared caches to purge as a list of http(s) URLs", () => {
    expect(loadConfig({}).CACHE_PURGE_URL).toEqual([]);
    expect(loadConfig({ CACHE_PURGE_URL: "http://127.0.0.1:6081/, http://10.0.0.5:6081" }).CACHE_PURGE_URL).toEqual([
      "http://127.0.0.1:6081/",
      "http://10.0.0.5:6081",
    ]);
    expect(() => loadConfig({ CACHE_PURGE_URL: "varnish:6081" })).toThrow(/CACHE_PURGE_URL/);
  });

  it("requires the Telegram token and chat together", () => {
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: "123:abc" })).toThrow(/TELEGRAM_CHAT_ID/);
  });

  it("requires NOTIFY_EMAIL with SMTP_URL", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://localhost:2525" })).toThrow(/NOTIFY_EMAIL/);
    expect(loadConfig({ SMTP_URL: "smtp://localhost:2525", NOTIFY_EMAIL: "leads@lojuvard.uz" }).SMTP_URL).toBe(
      "smtp://localhost:2525",
    );
  });

  it("checks the conversations' mailbox settings with a message naming each variable", () => {
    const smtp = { SMTP_URL: "smtp://localhost:2525", NOTIFY_EMAIL: "leads@lojuvard.uz" };
    expect(() => loadConfig({ ...smtp, IMAP_URL: "imaps://mail.lojuvard.uz/INBOX" })).toThrow(
      /IMAP_URL: must name the user and password/,
    );
    expect(() => loadConfig({ ...smtp, IMAP_URL: "imaps://inbox:secret@mail.lojuvard.uz/INBOX" })).toThrow(
      /MAIL_REPLY_ADDRESS: is required when IMAP_URL is set/,
    );
    expect(() =>
      loadConfig({ IMAP_URL: "imaps://inbox:secret@mail.lojuvard.uz/INBOX", MAIL_REPLY_ADDRESS: "inbox@lojuvard.uz" }),
    ).toThrow(/SMTP_URL: is required when IMAP_URL is set/);
    expect(() =>
      loadConfig({
        ...smtp,
        IMAP_URL: "imaps://inbox:secret@mail.lojuvard.uz/INBOX",
        MAIL_REPLY_ADDRESS: "conversations-with-clients@lojuvard.uz",
      }),
    ).toThrow(/MAIL_REPLY_ADDRESS: must have at most 19 characters before the @/);
    expect(() => loadConfig({ MAIL_FROM: "Lojuvard" })).toThrow(/MAIL_FROM: must be an e-mail address/);
    const config = loadConfig({
      ...smtp,
      IMAP_URL: "imaps://inbox:secret@mail.lojuvard.uz/INBOX",
      MAIL_REPLY_ADDRESS: "inbox@lojuvard.uz",
      MAIL_FROM: "hello@lojuvard.uz",
    });
    expect(config.IMAP_POLL_SECONDS).toBe(60);
    expect(config.MAIL_REPLY_ADDRESS).toBe("inbox@lojuvard.uz");
  });

  it("reads the hosts webhooks may reach without HTTPS as a list", () => {
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: " crm.local, 10.0.0.5:8080 " }).WEBHOOK_ALLOWED_HOSTS).toEqual([
      "crm.local",
      "10.0.0.5:8080",
    ]);
    expect(loadConfig({}).WEBHOOK_ALLOWED_HOSTS).toEqual([]);
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: "https://crm.local/" })).toThrow(/WEBHOOK_ALLOWED_HOSTS/);
  });
});
