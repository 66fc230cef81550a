import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The public origin the test server is configured with: absolute links must use it. */
export const SITE_URL = "https://www.lojuvard.uz";
/** The test server's data folder, emptied at each start; tests read what it stored. */
export const E2E_DATA_DIR = "test-results/e2e-data";
/** The inbox password of the test server. */
export const ADMIN_PASSWORD = "lapis-and-turquoise-2026";

/**
 * Browser tests run Debian's Chromium against the built production server: its headless shell
 * (`apt-get install -y chromium-headless-shell`), the same Blink without the full browser's
 * windowing, when installed; a quarter less time than the full browser (decision 096).
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One browser per core, at least two (Playwright's default is half the cores): the suite is
  // processor-bound, and on two cores a third worker gained nothing (decision 096).
  workers: Math.max(2, availableParallelism()),
  // A test passes the first time or it fails: a retry hides a test that times out or races.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    launchOptions: CHROMIUM,
    timezoneId: "Europe/London",
    locale: "en-GB",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /admin-brute-force/,
      use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM },
    },
    // Runs last: after it, sign-ins from this address wait, as they should.
    {
      name: "brute-force",
      testMatch: /admin-brute-force/,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM },
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --disable-warning=ExperimentalWarning scripts/serve.ts`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "1000",
      SITE_URL: SITE_URL,
      ADMIN_PASSWORD,
      // Notifications go to a Telegram address where nothing listens: the inbox shows them pending.
      TELEGRAM_BOT_TOKEN: "123:e2e",
      TELEGRAM_CHAT_ID: "-100200300",
      TELEGRAM_API_URL: "http://127.0.0.1:9",
      ANALYTICS_GA4_ID: "G-LOJUVARD26",
    },
  },
});
