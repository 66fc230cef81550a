import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";

/**
 * A slow phone (issue 18): Chromium with the network at 1.6 Mbps down, 750 kbps up and 150 ms
 * round trips, and the CPU four times slower, as Lighthouse's mobile profile assumes, but
 * measured rather than simulated.
 */
export const SLOW_PHONE = { downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000, latencyMs: 150, cpuSlowdown: 4 };

const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  /*
   * The measuring tool must not measure itself. Playwright drives the page through the DevTools
   * protocol with its Runtime domain on, and then V8 records a detailed stack trace (lines and
   * columns) for every Error constructed. React DOM constructs several at the top of its module
   * body, a single 200 KB function whose source positions V8 skips when compiling and re-parses
   * on demand: about 30 ms at 4x CPU inside the task that starts React DOM, on every page. Without
   * the Runtime domain (raw DevTools protocol, CPU throttled, nothing else) that task has no such
   * part, and a visitor's phone has no DevTools attached. Positions made while compiling instead
   * cost a little on every compile, so every other figure errs on the slow side (decision 064).
   */
  "--js-flags=--no-enable-lazy-source-positions",
];

/** A phone-sized window, as Lighthouse's mobile profile (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROME_ARGS });
}

/** A fresh context on the slow phone, and a page in it that records when a dialog first opens. */
export async function slowPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downBitsPerSecond / 8,
    uploadThroughput: SLOW_PHONE.upBitsPerSecond / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
  // When a dialog (the quote dialog, or the phone menu) first opens, in the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const record = window as unknown as { dialogOpenAt?: number };
      if (record.dialogOpenAt === undefined && document.querySelector("dialog[open]"))
        record.dialogOpenAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
  });
  return { context, page };
}
