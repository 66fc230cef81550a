import { API_PATHS } from "../../shared/api.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./server.ts";

describe("security headers on every response", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a TLS-terminating proxy, which says so in X-Forwarded-Proto.
    server = await startTestServer("sqlite", { TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(async () => server.close());

  it("sends nosniff, referrer, permissions and opener policies, with HSTS only over HTTPS", async () => {
    const plain = await server.app.inject({ method: "GET", url: "/healthz" });
    expect(plain.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
    });
    expect(plain.headers["permissions-policy"]).toContain("geolocation=()");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();

    const secure = await server.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  it("keeps them on API errors too", async () => {
    const refused = await server.app.inject({
      method: "POST",
      url: API_PATHS.subscribe,
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");
  });
});
