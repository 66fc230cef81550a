import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN_PASSWORD, BASE_URL } from "../../playwright.config.ts";
import { startServerProcess } from "../support/server-process.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { suiteAdministrator } from "./helpers.ts";

/**
 * What an attack on a local instance found on the page routes and the inbox (issue:
 * hardening, second round), each closed with a test against the production server.
 */

/** Signs in through the form and returns the session cookie the browser would send. */
async function session(request: APIRequestContext): Promise<string> {
  const email = await suiteAdministrator(ADMIN_PASSWORD);
  const response = await request.post("/admin/login", {
    form: { intent: "sign-in", email, password: ADMIN_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const cookie = response.headers()["set-cookie"] ?? "";
  const value = /admin_session=([^;]+)/.exec(cookie)?.[1];
  expect(value).toBeTruthy();
  return `admin_session=${value}`;
}

test.describe("the shared page cache never holds the inbox", () => {
  for (const spelling of ["/ADMIN/requests", "/%61dmin/requests", "/%41dmin/requests?status=new"]) {
    test(`${spelling} with a session is not kept for a visitor without one`, async ({ request, playwright }) => {
      const cookie = await session(request);
      const signedIn = await request.get(spelling, { headers: { cookie }, maxRedirects: 0 });
      expect(signedIn.status()).toBe(200);
      expect(await signedIn.text()).toContain("Lojuvard inbox");
      expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
      expect(signedIn.headers()["x-robots-tag"]).toBe("noindex, nofollow");

      // A fresh client, no cookie: sent to sign in, never shown the page above.
      const stranger = await playwright.request.newContext({ baseURL: BASE_URL });
      const anonymous = await stranger.get(spelling, { maxRedirects: 0 });
      expect(anonymous.status()).toBe(302);
      expect(anonymous.headers().location).toMatch(/^\/admin\/login\?next=/);
      expect(await anonymous.text()).not.toContain("Quote requests");
      await stranger.dispose();
    });
  }

  test("every answer of the inbox says no-store and noindex: pages, data, files, exports, sign-in and errors", async ({
    request,
  }) => {
    const cookie = await session(request);
    for (const path of [
      "/admin/login",
      "/admin/requests",
      "/admin/requests.data",
      "/admin/export/requests",
      "/admin/files/no-such-file",
      "/admin/requests/no-such-entry",
      "/admin/audit",
    ]) {
      const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
      expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    }
  });
});

test.describe("every request that a page does not take gets a 4xx, never a 500", () => {
  test("a method the site does not use: 405 with Allow, on pages, the inbox and the API", async ({ request }) => {
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/admin/login"],
      ["PUT", "/admin/login"],
      ["PATCH", "/admin/requests"],
      ["DELETE", "/admin/requests"],
      ["PUT", "/api/v1/insert_staffs"],
      ["OPTIONS", "/services"],
    ] as const) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD, POST");
    }
  });

  test('a request for an absolute URL or for "*" instead of a path: 400', async () => {
    // Sent as written, over a socket: HTTP clients turn such targets into paths.
    const { request: rawRequest } = await import("node:http");
    const url = new URL(BASE_URL);
    for (const target of [`http://${url.host}/services`, "http://evil.example/", `https://${url.host}/`, "*"]) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = rawRequest({ host: url.hostname, port: url.port, path: target, method: "GET" }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end();
      });
      expect(status, target).toBe(400);
    }
  });

  test("a body that is not an HTML form: 415, or 400 when it only claims to be one", async ({ request }) => {
    for (const path of ["/unsubscribe", "/admin/login", "/ru/unsubscribe"]) {
      for (const [type, body] of [
        ["application/json", '{"password":"x"}'],
        ["text/plain", "password=x"],
        ["application/xml", "<a/>"],
      ] as const) {
        const response = await request.post(path, { headers: { "content-type": type }, data: body, maxRedirects: 0 });
        expect(response.status(), `${type} to ${path}`).toBe(415);
        expect(await response.text()).not.toMatch(/FST_|Error:|at .*\.js/);
      }
      const garbage = await request.post(path, {
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
        data: "this is not multipart at all",
        maxRedirects: 0,
      });
      expect(garbage.status(), `broken multipart to ${path}`).toBe(400);
    }
  });

  test("a form larger than a page takes is refused with 413 before it is read", async ({ request }) => {
    const big = "token=" + "a".repeat(2 * 1024 * 1024);
    const response = await request.post("/unsubscribe", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: big,
    });
    expect(response.status()).toBe(413);
    // Without a length announced (chunked), the limit holds as the bytes arrive.
    // A raw socket: the server answers and closes while bytes are still being sent, and an
    // HTTP client would report the broken pipe instead of the answer it already received.
    const { connect } = await import("node:net");
    const status = await new Promise<number>((resolve) => {
      const url = new URL("/admin/login", BASE_URL);
      const socket = connect(Number(url.port), url.hostname);
      let received = "";
      const finish = () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0));
      socket.on("data", (data) => (received += data.toString("latin1")));
      socket.on("error", () => undefined);
      socket.on("close", finish);
      socket.write(
        "POST /admin/login HTTP/1.1\r\nHost: " +
          url.host +
          "\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n",
      );
      const chunk = Buffer.alloc(64 * 1024, "a");
      const frame = Buffer.concat([Buffer.from(chunk.length.toString(16) + "\r\n"), chunk, Buffer.from("\r\n")]);
      let sent = 0;
      const pump = () => {
        while (sent < 3 * 1024 * 1024 && !socket.destroyed) {
          sent += chunk.length;
          if (!socket.write(frame)) return void socket.once("drain", pump);
        }
        if (!socket.destroyed) socket.end("0\r\n\r\n");
      };
      pump();
    });
    expect(status).toBe(413);
  });

  test("a NUL byte in an address or a form field is refused, never passed to the database", async ({ request }) => {
    const cookie = await session(request);
    for (const path of [
      "/admin/requests/abc%00",
      "/admin/requests?q=a%00b",
      "/blog/post/x%00",
      "/unsubscribe?token=%00",
    ]) {
      expect((await request.get(path, { headers: { cookie }, maxRedirects: 0 })).status(), path).toBe(400);
    }
    const erase = await request.post("/admin/erase", {
      headers: { cookie },
      form: { email: "a\u0000@example.uz", confirm: "x", csrf: "x" },
      maxRedirects: 0,
    });
    expect(erase.status()).toBe(400);
  });

  test("an impossible date in an inbox filter is ignored, not a server error", async ({ request }) => {
    const cookie = await session(request);
    for (const query of ["to=2026-13-45", "from=2026-02-30&to=9999-99-99", "page=-5&status=%E2%80%AE"]) {
      const response = await request.get(`/admin/requests?${query}`, { headers: { cookie } });
      expect(response.status(), query).toBe(200);
    }
  });

  test("after a session ends during a client navigation, sign-in returns to the page, never to its data", async ({
    request,
  }) => {
    const response = await request.get("/admin/applications.data?status=new", { maxRedirects: 0 });
    const location = response.headers().location ?? (await response.text());
    expect(location).toContain("next=");
    expect(decodeURIComponent(location)).toContain("/admin/applications?status=new");
    expect(decodeURIComponent(location)).not.toContain(".data");
  });
});

test.describe("one URL per page", () => {
  for (const [from, to] of [
    ["/blog/", "/blog"],
    ["/services/", "/services"],
    ["/uz/company/careers/", "/uz/company/careers"],
    ["/ru/", "/ru"],
    ["/company/careers/?location=tashkent", "/company/careers?location=tashkent"],
    ["//evil.example/", "/evil.example"],
  ] as const) {
    test(`${from} is moved for good to ${to}`, async () => {
      // Sent as written: an HTTP client would read "//evil.example/" as another host.
      const { request: rawRequest } = await import("node:http");
      const url = new URL(BASE_URL);
      const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        const req = rawRequest({ host: url.hostname, port: url.port, path: from, method: "GET" }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on("error", reject);
        req.end();
      });
      expect(answer).toEqual({ status: 301, location: to });
    });
  }
});

test.describe("a server without SITE_URL, behind a TLS proxy", () => {
  const PORT = TEST_PORTS.noSiteUrl;
  const origin = `http://127.0.0.1:${PORT}`;
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  test.beforeAll(async () => {
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    server = await startServerProcess(PORT, {
      DATA_DIR: mkdtempSync(join(tmpdir(), "lojuvard-no-site-url-")),
      SITE_URL: "",
      TRUST_PROXY: "127.0.0.1",
      ADMIN_PASSWORD: "",
    });
  });
  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("links and previews never take the Host header's origin", async ({ request }) => {
    for (const host of ["evil.example", "localhost:1"]) {
      const html = await (await request.get(`${origin}/services`, { headers: { host } })).text();
      expect(html).not.toContain(host === "localhost:1" ? "localhost:1/" : host);
      expect(html).toContain(`<meta property="og:url" content="http://localhost:${PORT}/services"/>`);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:${PORT}/services"/>`);
    }
    const forwarded = await (
      await request.get(`${origin}/ru`, {
        headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      })
    ).text();
    expect(forwarded).not.toContain("evil.example");
  });
});

test.describe("an HTTPS site behind a TLS proxy", () => {
  const PORT = TEST_PORTS.httpsProxy;
  const origin = `http://127.0.0.1:${PORT}`;
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  test.beforeAll(async () => {
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    server = await startServerProcess(PORT, {
      DATA_DIR: mkdtempSync(join(tmpdir(), "lojuvard-tls-proxy-")),
      SITE_URL: "https://www.lojuvard.uz",
      TRUST_PROXY: "127.0.0.1",
    });
  });
  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("plain HTTP is sent to HTTPS; HTTPS answers carry a long HSTS", async ({ request }) => {
    const plain = await request.get(`${origin}/services?x=1`, {
      headers: { "x-forwarded-proto": "http" },
      maxRedirects: 0,
    });
    expect(plain.status()).toBe(301);
    expect(plain.headers().location).toBe("https://www.lojuvard.uz/services?x=1");
    const form = await request.post(`${origin}/api/v1/insert_subscriber`, {
      headers: { "x-forwarded-proto": "http" },
      data: { email: "a@example.uz" },
      maxRedirects: 0,
    });
    expect(form.status()).toBe(308);

    const secure = await request.get(`${origin}/services`, { headers: { "x-forwarded-proto": "https" } });
    expect(secure.status()).toBe(200);
    const hsts = secure.headers()["strict-transport-security"] ?? "";
    expect(hsts).toContain("includeSubDomains");
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);

    // The load balancer's health checks are never redirected.
    const health = await request.get(`${origin}/healthz`, {
      headers: { "x-forwarded-proto": "http" },
      maxRedirects: 0,
    });
    expect(health.status()).toBe(200);
  });
});
