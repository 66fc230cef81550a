import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, redactedUrl } from "../../server/http/log-redaction.ts";

const TOKEN = "eyJhY2NvdW50IjoiYWJjIn0.c2lnbmF0dXJlLWJ5dGVz";

describe("the request log (issue 39.8)", () => {
  it("keeps no token of a reset, an invitation, a preview or an e-mail link", () => {
    expect(redactedUrl(`/admin/reset/${TOKEN}`)).toBe("/admin/reset/[redacted]");
    expect(redactedUrl(`/admin/invitation/${TOKEN}?x=1`)).toBe("/admin/invitation/[redacted]?x=1");
    expect(redactedUrl(`/preview/${TOKEN}`)).toBe("/preview/[redacted]");
    expect(redactedUrl(`/ru/unsubscribe?token=${TOKEN}&utm_source=mail`)).toBe(
      "/ru/unsubscribe?token=[redacted]&utm_source=mail",
    );
    expect(redactedUrl(`/newsletter/confirm?token=${TOKEN}`)).toBe("/newsletter/confirm?token=[redacted]");
    expect(redactedUrl(`/unsubscribe/${TOKEN}`)).toBe("/unsubscribe/[redacted]");
    // Pages keep their addresses: an entry's preview, a post, a search.
    expect(redactedUrl("/admin/posts/3f1c2a9e-0000-4000-8000-000000000000/preview")).toBe(
      "/admin/posts/3f1c2a9e-0000-4000-8000-000000000000/preview",
    );
    expect(redactedUrl("/blog/post/ssr-for-slow-networks?page=2")).toBe("/blog/post/ssr-for-slow-networks?page=2");
  });

  it("is written so by the server's logger", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions("info"), stream } });
    app.get("/admin/reset/:token", async () => "ok");
    app.get("/unsubscribe", async () => "ok");
    await app.inject({ url: `/admin/reset/${TOKEN}` });
    await app.inject({ url: `/unsubscribe?token=${TOKEN}` });
    await app.close();
    const log = lines.join("");
    expect(log).toContain('"url":"/admin/reset/[redacted]"');
    expect(log).toContain('"url":"/unsubscribe?token=[redacted]"');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(TOKEN.split(".")[1]);
  });
});
