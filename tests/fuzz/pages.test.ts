import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";
import { pages } from "../../app/routing/route-table.ts";
import { staffAccount } from "../support/accounts.ts";
import { ENGINES, multipart, PNG, startTestServer, type TestServer } from "../api/server.ts";

/**
 * Fuzzing the pages and the inbox (the production build, in-process): generated methods,
 * paths in every spelling, queries, cookies and bodies, with and without a signed-in
 * session. Whatever arrives, the answer is never a 5xx, and nothing of the inbox reaches a
 * request that carries no valid session.
 */
const PASSWORD = "fuzzing-the-inbox-2026";
/**
 * The test's own sign-in is an administrator with an e-mail of its own: the generated
 * requests post wrong passwords to /admin/login, and those count against ADMIN_PASSWORD's
 * account-wide allowance (the growing wait a guesser meets), which would rightly refuse
 * the test's sign-in too. They also lock their address after five (as they should), so the
 * test's own sign-in comes from an address of its own, which the server reads from
 * X-Forwarded-For because it trusts the loopback proxy here (TRUST_PROXY).
 */
const FUZZER_ADDRESS = "198.51.100.23";
const STAFF = { email: "fuzz-admin@lojuvard.uz", password: "a staff passphrase for the fuzzer" };
const RUNS = 1500;

/** A real id for each page that takes one. */
const SAMPLE_IDS: Record<string, string> = {
  "blog/post": "credit-scoring-pipeline",
  "careers/job": "devops-engineer-tashkent",
  "casestudies/case": "familycredit",
  "services/service": "webdev",
  "industry/industry": "banking",
};

const concretePaths = pages.flatMap((page) =>
  LANGUAGES.map((lang) =>
    localizePath(page.path.replace(":id", SAMPLE_IDS[page.id] ?? "devops-engineer-tashkent"), lang),
  ),
);
const inboxPaths = [
  "/admin",
  "/admin/login",
  "/admin/logout",
  "/admin/requests",
  "/admin/applications",
  "/admin/subscribers",
  "/admin/erase",
  "/admin/audit",
  "/admin/export/requests",
  "/admin/export/subscribers",
  "/admin/requests/{entry}",
  "/admin/files/{file}",
  "/admin/interviews",
  "/admin/interviews/{entry}",
  "/admin/newsletter/issues/{entry}",
  "/admin/requests/templates",
  "/admin/applications/templates/new",
  "/admin/requests/templates/request-estimate",
  "/admin/conversation-files",
];

/** Ways to spell a path that may reach the same route, or none. */
const spelling = fc.constantFrom<(path: string) => string>(
  (path) => path,
  (path) => path.toUpperCase(),
  (path) => path.replace(/a/g, "%61"),
  (path) => `${path}/`,
  (path) => `${path}.data`,
  (path) => `/${path}`,
  (path) => path.replace(/\//g, "//"),
  (path) => `${path}/../admin/requests`,
  (path) => `${path}%00`,
  (path) => `${path}/%E0%A4%A`,
);

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "2026-13-45",
    "9999-99-99",
    "-1",
    "1e309",
    "%00",
    "\u202e",
    "<script>alert(1)</script>",
    "'; DROP TABLE uploads;--",
    "a".repeat(5000),
    // Intents of the inbox's forms, so their schemas meet hostile fields.
    "save",
    "retire",
    "change",
  ),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);
const queryKey = fc.constantFrom(
  "page",
  "q",
  "status",
  "from",
  "to",
  "email",
  "token",
  "next",
  "_routes",
  "index",
  "location",
  "category",
  "subscribe",
  "x",
);
const query = fc.array(fc.tuple(queryKey, hostileText), { maxLength: 4 }).map((pairs) => {
  if (pairs.length === 0) return "";
  const params = new URLSearchParams();
  for (const [key, value] of pairs) params.append(key, value);
  return `?${params.toString()}`;
});

const formField = fc.constantFrom(
  "csrf",
  "status",
  "email",
  "confirm",
  "password",
  "token",
  "next",
  "website",
  "x",
  // A reply template's form.
  "intent",
  "texts.ru.body",
  "revision",
  "step",
  "files",
);

interface PageRequest {
  method: string;
  path: string;
  session: "none" | "valid" | "forged";
  contentType: string | undefined;
  body: string | Buffer | undefined;
  withCsrf: boolean;
}

const pageRequest: fc.Arbitrary<PageRequest> = fc
  .record({
    method: fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "POST", "PUT", "DELETE", "OPTIONS", "TRACE"),
    base: fc.oneof(fc.constantFrom(...concretePaths), fc.constantFrom(...inboxPaths), fc.webPath()),
    spell: spelling,
    query,
    session: fc.constantFrom<PageRequest["session"]>("none", "valid", "valid", "forged"),
    withCsrf: fc.boolean(),
    bodyKind: fc.constantFrom("none", "form", "form", "multipart", "broken-multipart", "json", "text"),
    fields: fc.array(fc.tuple(formField, hostileText), { maxLength: 5 }),
  })
  .map(({ method, base, spell, query: search, session, withCsrf, bodyKind, fields }) => {
    const spelled = spell(base);
    const path = (spelled.startsWith("/") ? spelled : `/${spelled}`) + search;
    if (method !== "POST" || bodyKind === "none")
      return { method, path, session, withCsrf, contentType: undefined, body: undefined };
    if (bodyKind === "json")
      return {
        method,
        path,
        session,
        withCsrf,
        contentType: "application/json",
        body: JSON.stringify(Object.fromEntries(fields)),
      };
    if (bodyKind === "text") return { method, path, session, withCsrf, contentType: "text/plain", body: "status=done" };
    if (bodyKind === "broken-multipart")
      return {
        method,
        path,
        session,
        withCsrf,
        contentType: "multipart/form-data; boundary=zz",
        body: "--zz\r\nnot a part",
      };
    const form = new URLSearchParams(fields);
    return {
      method,
      path,
      session,
      withCsrf,
      contentType: bodyKind === "multipart" ? "multipart" : "application/x-www-form-urlencoded",
      body: form.toString(),
    };
  });

describe.each(ENGINES)("fuzzing the pages and the inbox on %s", (engine) => {
  let server: TestServer;
  let cookie = "";
  let csrf = "";
  let ids = { entry: "", file: "" };

  const signIn = async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.50" },
      payload: new URLSearchParams({ intent: "sign-in", ...STAFF }).toString(),
    });
    const token = /admin_session=([^;]+)/.exec(String(response.headers["set-cookie"] ?? ""))?.[1];
    if (!token) throw new Error(`sign-in failed: ${response.statusCode}`);
    cookie = `admin_session=${token}`;
    const page = await server.app.inject({ method: "GET", url: "/admin/requests", headers: { cookie } });
    csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  };

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { ADMIN_PASSWORD: PASSWORD, RATE_LIMIT_PER_MINUTE: "100000", TRUST_PROXY: "127.0.0.1" },
      { pages: true },
    );
    const body = await multipart([{ name: "file", filename: "brief.png", content: PNG }]);
    const file = (await server.app.inject({ method: "POST", url: uploadPath("attachments"), ...body })).json<{
      id: string;
    }>().id;
    await server.app.inject({
      method: "POST",
      url: API_PATHS.contact,
      payload: {
        full_name: "Fuzz Test",
        company_name: "Fuzz LLC",
        email: "fuzz@example.uz",
        phone: "+998901234567",
        message: "Hello",
        file,
        checkbox: true,
      },
    });
    const entry = await server.database.db.selectFrom("contactRequests").select("id").executeTakeFirstOrThrow();
    ids = { entry: entry.id, file };
    await staffAccount(server.database, { ...STAFF, role: "administrator" });
    await signIn();
  }, 60_000);
  afterAll(async () => server?.close());

  it(
    `answers ${RUNS} generated requests without a 5xx and shows the inbox only with a session`,
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(pageRequest, async (request) => {
          const path = request.path.replace("{entry}", ids.entry).replace("{file}", ids.file);
          const headers: Record<string, string> = { "x-forwarded-for": FUZZER_ADDRESS };
          if (request.session === "valid") headers.cookie = cookie;
          if (request.session === "forged") headers.cookie = "admin_session=forged-token-that-was-never-issued";
          let payload: string | Buffer | undefined = request.body;
          if (request.contentType === "multipart") {
            const fields = new URLSearchParams(String(request.body ?? ""));
            if (request.withCsrf) fields.set("csrf", csrf);
            const parts = [...fields].map(([name, value]) => ({ name, content: value }));
            const encoded = await multipart(parts.length ? parts : [{ name: "x", content: "y" }]);
            payload = encoded.payload;
            headers["content-type"] = encoded.headers["content-type"];
          } else if (request.contentType) {
            headers["content-type"] = request.contentType;
            if (request.withCsrf && request.contentType === "application/x-www-form-urlencoded")
              payload = `${String(payload ?? "")}&csrf=${encodeURIComponent(csrf)}`;
          }
          const response = await server.app.inject({ method: request.method as "GET", url: path, headers, payload });
          const context = `${request.method} ${path} (${request.session}, ${request.contentType ?? "no body"}) → ${response.statusCode}`;
          expect(response.statusCode, `${context}\n${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (request.session !== "valid") {
            expect(response.body, context).not.toContain("Sign out");
            expect(response.body, context).not.toContain("fuzz@example.uz");
          }
          // A sign-out or a lockout may have ended the session: sign in again for the next case.
          if (request.method === "POST" && /logout/i.test(path)) await signIn();
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect((await server.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    },
  );
});
