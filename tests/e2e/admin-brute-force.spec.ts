import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";

// Runs after every other browser test (see playwright.config.ts): it locks this address out.
test("a burst of wrong passwords gets five tries in all, the server keeps answering, and then even the right one waits", async ({
  request,
  playwright,
  baseURL,
}) => {
  const attempt = (password: string) =>
    request.post("/admin/login", { form: { intent: "sign-in", password }, maxRedirects: 0 });
  const burst = Promise.all(Array.from({ length: 100 }, (_, i) => attempt(`guess-number-${i}`)));
  // The health probe has its own connection: queued behind the burst's hundred requests on the
  // client's side, it would time the client, not the server.
  const probe = await playwright.request.newContext({ baseURL });
  const started = Date.now();
  expect((await probe.get("/healthz")).status()).toBe(200);
  const healthMs = Date.now() - started;
  await probe.dispose();
  const statuses = (await burst).map((response) => response.status());
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429 || status === 503).length).toBeGreaterThanOrEqual(95);
  expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
  // Hashing happens off the event loop and only the first five tries hash at all: the burst
  // does not freeze the server. Each refusal is still a rendered page (some milliseconds on a
  // CI machine), and the probe may wait behind a share of the hundred: it answers within the
  // time a load balancer's health check allows (CI measured 1.1 s; hashing the hundred on the loop
  // would take several seconds).
  expect(healthMs).toBeLessThan(3000);

  const locked = await attempt(ADMIN_PASSWORD);
  expect(locked.status()).toBe(429);
  expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(60);
});
