import type { Browser, Page, Request } from "@playwright/test";
import {
  type InteractionName,
  type InteractionResult,
  interactionOn,
  type MainThread,
  mainThreadOf,
  medianOnMiss,
} from "./main-thread.ts";
import { TARGETS } from "./targets.ts";
import type { BenchPage } from "./pages.ts";
import { launchBrowser, slowPhone } from "./phone.ts";

/**
 * A real browser on a slow phone (issue 18; phone.ts). For each page:
 *
 * - **first text**: when the page first painted text or content (first-contentful-paint);
 * - **interactive**: when the Get a quote dialog first opens for a visitor who taps the page's
 *   first visible Get a quote button again and again from the moment the page has painted
 *   (a page with none at phone width: its menu button, until the menu opens). The static copy
 *   has no script, so it is as usable as it will ever be once loaded: its figure is its load
 *   event;
 * - **repeat visit**: the same page opened again in the same browser, as a link followed: no
 *   script or style should cross the network again. The document is revalidated by its ETag;
 *   as the first page stored the visitor's language in a cookie the page varies on, that shows
 *   from the visit after (a 304 without a body);
 * - **main thread** and **first taps** (main-thread.ts): the page's longest task that runs
 *   script, beside the static copy's longest task, and on the home and careers pages what the
 *   first tap on the Get a quote button and the phone menu costs.
 */
interface Visit {
  firstTextMs: number | null;
  interactiveMs: number | null;
}

interface RepeatVisit {
  /** Scripts and styles of the second visit fetched over the network rather than from the cache. */
  assetRequests: number;
  assetBytes: number;
  /** The document on the third visit: its status and the bytes that crossed the network. */
  documentStatus: number;
  documentBytes: number;
}

export interface RealBrowserResult {
  page: BenchPage;
  site?: Visit;
  copy?: Visit;
  repeat?: RepeatVisit;
  mainThread?: { site: MainThread; copy: MainThread };
  interactions?: InteractionResult[];
  error?: string;
}

/** Longest a page may take to open its dialog before it counts as never interactive. */
const INTERACTIVE_LIMIT_MS = 60_000;

/** The page's first contentful paint; null if it has not painted within 20 s. */
async function firstContentfulPaint(page: Page): Promise<number | null> {
  const painted = await page
    .waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      timeout: 20_000,
    })
    .then(() => true)
    .catch(() => false);
  return painted ? page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]!.startTime) : null;
}

/** Taps the first visible Get a quote button (or else the menu button) until its dialog opens. */
async function timeToDialog(page: Page): Promise<number | null> {
  // Which buttons show depends on the stylesheet: look once the page has painted.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    timeout: INTERACTIVE_LIMIT_MS,
  });
  const quote = page.locator('button.btn[aria-haspopup="dialog"]').filter({ visible: true }).first();
  const button = (await quote.count()) > 0 ? quote : page.locator("button.mobile-menu__toggle");
  const started = Date.now();
  while (Date.now() - started < INTERACTIVE_LIMIT_MS) {
    await button.click({ timeout: INTERACTIVE_LIMIT_MS });
    // A page that has hydrated handles the tap: its dialog's code may still be on its way.
    const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated === "true");
    const opened = await page
      .waitForFunction(() => (window as unknown as { dialogOpenAt?: number }).dialogOpenAt !== undefined, null, {
        timeout: hydrated ? 20_000 : 250,
      })
      .then(() => true)
      .catch(() => false);
    if (opened) return page.evaluate(() => (window as unknown as { dialogOpenAt: number }).dialogOpenAt);
  }
  return null;
}

/**
 * Until the page has loaded and nothing it asked for has been on its way for a second. Not
 * Playwright's "networkidle": a response the browser may reuse while it revalidates it
 * (`stale-while-revalidate`, which the site's pages and route manifest carry for shared caches)
 * is revalidated in the background, and Chromium never reports that request finished.
 */
async function quiet(page: Page): Promise<void> {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (request.resourceType() === "other") return; // favicons, sprites and background revalidations
    pending.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await page.waitForLoadState("load");
    const deadline = Date.now() + 30_000;
    while (pending.size > 0 || Date.now() - lastChange < 1_000) {
      if (Date.now() > deadline) throw new Error(`still loading after 30 s: ${[...pending].map((r) => r.url())}`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

async function siteVisits(browser: Browser, url: string): Promise<{ site: Visit; repeat: RepeatVisit }> {
  const { context, page } = await slowPhone(browser);
  try {
    await page.goto(url, { waitUntil: "commit" });
    const interactiveMs = await timeToDialog(page);
    await page.waitForLoadState("load");
    const site = { firstTextMs: await firstContentfulPaint(page), interactiveMs };
    await quiet(page);
    return { site, repeat: await repeatVisit(page, url) };
  } finally {
    await context.close();
  }
}

async function copyVisit(browser: Browser, url: string): Promise<Visit> {
  const { context, page } = await slowPhone(browser);
  try {
    await page.goto(url, { waitUntil: "load" });
    const loadedMs = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return navigation ? navigation.loadEventStart : null;
    });
    return { firstTextMs: await firstContentfulPaint(page), interactiveMs: loadedMs };
  } finally {
    await context.close();
  }
}

/** Opens the page twice more in the same browser (a link followed, not a reload); counts what crossed the network. */
async function repeatVisit(page: Page, url: string): Promise<RepeatVisit> {
  const second = await visitAgain(page, url);
  const third = await visitAgain(page, url);
  return {
    assetRequests: second.assetRequests,
    assetBytes: second.assetBytes,
    documentStatus: third.documentStatus,
    documentBytes: third.documentBytes,
  };
}

async function visitAgain(page: Page, url: string): Promise<RepeatVisit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map<string, { type: string; status: number; cached: boolean }>();
  const bytes = new Map<string, number>();
  cdp.on("Network.responseReceived", (event) => {
    const { fromDiskCache, fromPrefetchCache, fromServiceWorker, status } = event.response;
    requests.set(event.requestId, {
      type: event.type,
      status,
      cached: Boolean(fromDiskCache || fromPrefetchCache || fromServiceWorker),
    });
  });
  // The status on the wire: a revalidated document answers 304, which the response event reports as the cached 200.
  const wireStatus = new Map<string, number>();
  cdp.on("Network.responseReceivedExtraInfo", (event) => wireStatus.set(event.requestId, event.statusCode));
  cdp.on("Network.requestServedFromCache", (event) => {
    const request = requests.get(event.requestId);
    if (request) request.cached = true;
  });
  cdp.on("Network.loadingFinished", (event) => bytes.set(event.requestId, event.encodedDataLength));
  await page.goto("about:blank");
  const settled = quiet(page);
  await page.goto(url, { waitUntil: "load" });
  await settled;
  const result: RepeatVisit = { documentBytes: 0, documentStatus: 0, assetRequests: 0, assetBytes: 0 };
  for (const [id, request] of requests) {
    const transferred = request.cached ? 0 : (bytes.get(id) ?? 0);
    if (request.type === "Document") {
      result.documentStatus = wireStatus.get(id) ?? request.status;
      result.documentBytes += transferred;
    } else if ((request.type === "Script" || request.type === "Stylesheet") && transferred > 0) {
      result.assetRequests += 1;
      result.assetBytes += transferred;
    }
  }
  await cdp.detach();
  return result;
}

/**
 * The first taps measured on a page: the quote dialog and the menu on a home page; on careers the
 * phone menu, as its filters are chips always in view (native selects, nothing of the page's to open)
 * and a phone shows its Get a quote button inside the menu.
 */
function interactionsFor(page: BenchPage): InteractionName[] {
  const path = page.path.replace(/^\/(ru|uz)(?=\/|$)/, "") || "/";
  if (path === "/") return ["quote", "menu"];
  if (path === "/company/careers") return ["menu"];
  return [];
}

/** Each page on the site and as its static copy, one after the other, in one browser. */
export async function measureRealBrowser(
  siteOrigin: string,
  copyOrigin: string,
  pages: BenchPage[],
  log: (message: string) => void,
  { judged = true }: { judged?: boolean } = {},
): Promise<RealBrowserResult[]> {
  // A miss is measured again and its median reported; figures that are not judged are read once.
  const runsOnMiss = judged ? TARGETS.runsOnMiss : 1;
  const browser = await launchBrowser();
  const results: RealBrowserResult[] = [];
  try {
    for (const [index, page] of pages.entries()) {
      try {
        const { site, repeat } = await siteVisits(browser, siteOrigin + page.path);
        const copy = await copyVisit(browser, copyOrigin + page.path);
        const mainThread = {
          site: await medianOnMiss(
            () => mainThreadOf(browser, siteOrigin + page.path, true),
            (run) => run.longestScriptMs,
            TARGETS.scriptTaskMs,
            runsOnMiss,
          ),
          copy: await mainThreadOf(browser, copyOrigin + page.path, false),
        };
        const interactions: InteractionResult[] = [];
        for (const name of interactionsFor(page))
          interactions.push(
            await medianOnMiss(
              () => interactionOn(browser, siteOrigin + page.path, name),
              (tap) => tap.inpMs,
              TARGETS.inpMs,
              runsOnMiss,
            ),
          );
        results.push({ page, site, copy, repeat, mainThread, interactions });
        const ms = (value: number | null) => (value === null ? "n/a" : `${Math.round(value)} ms`);
        log(
          `[${index + 1}/${pages.length}] ${page.path}: first text ${ms(site.firstTextMs)} (static ${ms(copy.firstTextMs)}), ` +
            `interactive ${ms(site.interactiveMs)} (static ${ms(copy.interactiveMs)}); again: ` +
            `${repeat.assetRequests} scripts/styles ${repeat.assetBytes} B; document ${repeat.documentStatus} ${repeat.documentBytes} B; ` +
            `longest script task ${ms(mainThread.site.longestScriptMs)} (drawing ${ms(mainThread.site.longestDrawingMs)}, ` +
            `static ${ms(mainThread.copy.longestDrawingMs)})` +
            interactions.map((tap) => `; ${tap.name}: INP ${ms(tap.inpMs)}, shown ${ms(tap.shownMs)}`).join(""),
        );
      } catch (error) {
        results.push({ page, error: error instanceof Error ? error.message : String(error) });
        log(`[${index + 1}/${pages.length}] ${page.path}: failed: ${String(error)}`);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
