import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { TEST_PORTS } from "../support/ports.ts";
import { hydrated } from "./helpers.ts";

/**
 * `npm run dev` (issue 36.4, decision 082): the production server's code with the pages from
 * Vite, on a seeded SQLite of its own. It renders public pages in two languages and the inbox,
 * and an edited component reaches both the open page (in place, without a reload) and the next
 * request's HTML.
 */
const PORT = TEST_PORTS.devServer;
const BASE = `http://127.0.0.1:${PORT}`;
/** The component the test edits for a moment; it is written back as it was. */
const EDITED = resolve(import.meta.dirname, "../../app/components/layout/Logo.tsx");

let server: ChildProcess | undefined;
let output = "";
let dataDir: string;

// Vite transforms each module on its first request: a cold start on a busy machine is slow.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "lojuvard-dev-"));
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: undefined,
  };
  // Its own process group: npm starts node, and both stop together.
  server = spawn("npm", ["run", "--silent", "dev"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && server.exitCode === null) {
    if (
      await fetch(`${BASE}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`npm run dev did not become ready:\n${output}`);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

test("renders the seeded public pages in their languages", async ({ page }) => {
  const home = await page.goto(`${BASE}/`);
  expect(home?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const service = await page.goto(`${BASE}/ru/services/webdev`);
  expect(service?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Веб-разработка");
});

test("opens the inbox with the development password it announces", async ({ page }) => {
  const password = /password "([^"]+)"/.exec(output)?.[1];
  expect(password, output).toBeTruthy();
  await page.goto(`${BASE}/admin`);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.locator('input[name="password"]').fill(password ?? "");
  await page.locator('form button[type="submit"]').click();
  // The inbox's modules are prepared on their first request.
  await expect(page.getByRole("heading", { name: "Quote requests" })).toBeVisible({ timeout: 60_000 });
});

test("an edited component reaches the open page in place and the next request", async ({ page }) => {
  const original = readFileSync(EDITED, "utf8");
  const mark = `hot-${Date.now()}`;
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto(`${BASE}/`);
  // Vite's client in the page listens for updates over its WebSocket.
  await expect.poll(() => messages.some((text) => text.includes("[vite] connected")), { timeout: 60_000 }).toBe(true);
  // An edit made before React has taken over the server's markup would be a hydration mismatch, not an update.
  await hydrated(page);
  // A reload would lose this: the update must come in place.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  try {
    const edited = original.replace('className="logo__word"', `className="logo__word" data-edit="${mark}"`);
    expect(edited).not.toBe(original);
    writeFileSync(EDITED, edited);

    await expect(page.locator(`header .logo__word[data-edit="${mark}"]`)).toBeAttached();
    expect(await page.evaluate(() => "stillThisPage" in window)).toBe(true);
    await expect
      .poll(async () => (await fetch(`${BASE}/`).then((response) => response.text())).includes(mark))
      .toBe(true);
  } finally {
    writeFileSync(EDITED, original);
  }
  await expect
    .poll(async () => (await fetch(`${BASE}/`).then((response) => response.text())).includes(mark))
    .toBe(false);
});
