import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { MAX_FAILED_SIGN_INS, StaffAuth } from "../../server/auth/staff-auth.ts";
import { MemoryWindowCounter, SqlWindowCounter, windowCounterFor } from "../../server/limits/window-counter.ts";
import { downloadName } from "../../server/submissions/upload-route.ts";
import { ENGINES, multipart, PNG, startTestServer, type TestServer } from "./server.ts";

/** What the attack on a local instance found (issue: hardening, second round), closed for good. */
describe.each(ENGINES)("hardening on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(async () => server.close());

  describe("sign-in under a burst", () => {
    const counter = () =>
      engine === "postgres" ? new SqlWindowCounter(server.database.db) : new MemoryWindowCounter();

    it("counts each attempt before checking it: 100 wrong passwords at once from one address get five tries", async () => {
      const auth = await StaffAuth.create(server.database, counter(), "the-right-password-123");
      const t0 = Date.now();
      const outcomes = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          auth.signIn({ email: "", password: `wrong-guess-${i}` }, "203.0.113.7", t0),
        ),
      );
      const tally = Object.groupBy(outcomes, (result) => result.outcome);
      expect(tally.wrong?.length).toBe(MAX_FAILED_SIGN_INS);
      expect(tally.locked?.length).toBe(100 - MAX_FAILED_SIGN_INS);
      expect(tally["signed-in"]).toBeUndefined();
      // Even the right password now waits at this address; from another it waits a second
      // (the account's own limit after five failures), then gets in.
      const right = { email: "", password: "the-right-password-123" };
      expect((await auth.signIn(right, "203.0.113.7", t0 + 500)).outcome).toBe("locked");
      expect((await auth.signIn(right, "198.51.100.9", t0 + 500)).outcome).toBe("wait");
      expect((await auth.signIn(right, "198.51.100.9", t0 + 1_000)).outcome).toBe("signed-in");
    });

    it(
      "hashes off the event loop and refuses what it cannot take: the server keeps answering",
      { timeout: 30_000 },
      async () => {
        const auth = await StaffAuth.create(server.database, windowCounterFor(server.database), "another-password-456");
        const delay = monitorEventLoopDelay({ resolution: 10 });
        delay.enable();
        // A hundred accounts tried at once from a hundred addresses: no limit holds any back.
        const burst = Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            auth.signIn({ email: `person-${i}@example.uz`, password: `guess-${i}` }, `192.0.2.${i}`),
          ),
        );
        const started = performance.now();
        const health = await server.app.inject({ method: "GET", url: "/healthz" });
        const healthMs = performance.now() - started;
        const outcomes = await burst;
        delay.disable();
        expect(health.statusCode).toBe(200);
        // A hash takes about 100 ms; hashed on the event loop, this burst would stall it for seconds.
        expect(healthMs).toBeLessThan(1000);
        expect(delay.max / 1e6).toBeLessThan(1000);
        const tally = Object.groupBy(outcomes, (result) => result.outcome);
        expect(tally.busy?.length, "sign-ins beyond the cap are refused, not queued forever").toBeGreaterThan(0);
        expect((tally.wrong?.length ?? 0) + (tally.busy?.length ?? 0)).toBe(100);
      },
    );
  });

  it("answers 429 with the code rate_limited, not bad_request", async () => {
    const strict = await startTestServer(engine, { RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const send = () =>
        strict.app.inject({ method: "POST", url: API_PATHS.subscribe, payload: { email: "x@example.uz" } });
      for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: "rate_limited" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });

  it("names a download by the type found in its content, without control or format characters", async () => {
    const upload = async (filename: string) => {
      const body = await multipart([{ name: "file", filename, type: "text/html", content: PNG }]);
      const response = await server.app.inject({ method: "POST", url: uploadPath("attachments"), ...body });
      expect(response.statusCode, response.body).toBe(200);
      return (await server.upload(response.json<{ id: string }>().id))!.originalName;
    };
    expect(await upload("invoice.html")).toBe("invoice.png");
    expect(await upload("cv\u202Efdp.exe")).toBe("cvfdp.png");
    expect(await upload("report\u200B\u0007.pdf.html")).toBe("report.pdf.png");
  });
});

describe("download names", () => {
  const png = { extension: "png" };
  const jpeg = { extension: "jpeg", aliases: ["jpg"] };
  it.each([
    ["invoice.html", png, "invoice.png"],
    ["photo.JPG", jpeg, "photo.jpg"],
    ["photo.jpg", jpeg, "photo.jpg"],
    ["../../etc/passwd", png, "passwd.png"],
    ["C:\\Users\\a\\scan.png", png, "scan.png"],
    ["\u202Egnp.exe", png, "gnp.png"],
    ["...", png, "attachment.png"],
    ["", png, "attachment.png"],
  ])("%j becomes %j", (name, kind, expected) => {
    expect(downloadName(name, kind)).toBe(expected);
  });
});
