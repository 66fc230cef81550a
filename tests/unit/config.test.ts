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
});
