import type { Browser, CDPSession, Page } from "@playwright/test";
import { slowPhone } from "./phone.ts";

/**
 * What a page costs the main thread of a slow phone (issue 30): Chromium at 4× CPU slowdown on the
 * slow network (phone.ts), traced from navigation until the page has hydrated and been quiet for a
 * while, and what its first taps cost then.
 *
 * - **Tasks**: every task of the page's main thread, from the trace. A task that runs the page's
 *   script for at least a millisecond is a *script task* (module evaluation, hydration, effects,
 *   and any style or layout they force); the others are the browser drawing the page, which its
 *   static copy (no scripts) does too and gives the floor of. A task over 50 ms blocks input
 *   (RAIL; Lighthouse's total blocking time counts what exceeds 50 ms).
 * - **Interactions**: a visitor's first tap on the Get a quote button or the phone menu's button
 *   once the page has hydrated: the longest event duration of that
 *   interaction (what INP measures: from the tap until the next frame) and the time until what it
 *   opens is on the screen.
 */
const LONG_TASK_MS = 50;
/** Quiet this long after hydrating (no task over 50 ms), the page is done starting. */
const QUIET_MS = 1500;
/**
 * A page has started once it has hydrated and, on a first visit, shown its cookie notice (8 s
 * after load, with code of its own): a visitor reading that long meets that work too.
 */
const STARTED = `document.documentElement.dataset.hydrated === "true" && document.querySelector(".cookie-notice") !== null`;
const SETTLE_LIMIT_MS = 30_000;
/** JavaScript work this long inside a task makes it a script task. */
const SCRIPT_MS = 1;

export interface MainThread {
  /** How many traced loads this is the median of (one, or TARGETS.runsOnMiss after a miss). */
  runs: number;
  /** The longest task that ran the page's script, and the time such tasks blocked input (Σ beyond 50 ms). */
  longestScriptMs: number;
  scriptBlockingMs: number;
  scriptLongTasks: number;
  /** The longest task of drawing alone (style, layout, paint), which the static copy has too. */
  longestDrawingMs: number;
}

export type InteractionName = "quote" | "menu";

export interface InteractionResult {
  name: InteractionName;
  /** How many first taps (each on a fresh load) this is the median of. */
  runs: number;
  /** The longest event of the tap (pointer and click), from the touch until the next frame; 0 when under 16 ms. */
  inpMs: number;
  /** That event's parts: waiting for the main thread, its handlers, and the wait for the frame. */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  /** From the touch until what it opens is shown; null if it never was within 15 s. */
  shownMs: number | null;
}

const INTERACTIONS: Record<InteractionName, { target: string; shown: string }> = {
  quote: { target: 'button.btn[aria-haspopup="dialog"]', shown: `document.querySelector("dialog[open]") !== null` },
  menu: { target: "button.mobile-menu__toggle", shown: `document.querySelector("dialog[open]") !== null` },
};

const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8"];
/** Trace events that are the page's JavaScript running. */
const SCRIPT_EVENTS = new Set([
  "FunctionCall",
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compileModule",
  "v8.compile",
  "v8.run",
  "RunMicrotasks",
  "TimerFire",
  "FireAnimationFrame",
  "FireIdleCallback",
]);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Records, in the page, its paints and the events of its interactions (Event Timing). */
function recorder() {
  const record = {
    events: [] as [string, number, number][],
    firstInput: null as [number, number] | null,
    phases: [] as [string, number, number, number][],
  };
  (window as unknown as { __mainThread: typeof record }).__mainThread = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      record.events.push([entry.name, entry.startTime, entry.duration]);
      // Input delay, handlers, and the wait for the next frame.
      record.phases.push([
        entry.name,
        Math.round(entry.processingStart - entry.startTime),
        Math.round(entry.processingEnd - entry.processingStart),
        Math.round(entry.startTime + entry.duration - entry.processingEnd),
      ]);
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    const [entry] = list.getEntries() as PerformanceEventTiming[];
    if (entry) record.firstInput = [entry.startTime, entry.duration];
  }).observe({ type: "first-input", buffered: true });
}

async function evaluate<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result } = (await cdp.send("Runtime.evaluate", {
    expression,
    returnByValue: true,
    awaitPromise: true,
  })) as { result: { value: T } };
  return result.value;
}

/**
 * Waits (by asking the page through the DevTools protocol, not by running a test library's
 * script in it, which would add tasks of its own) until `ready` holds and no task over 50 ms
 * has ended for a while.
 */
async function settle(cdp: CDPSession, ready: string): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline && !(await evaluate<boolean>(cdp, ready))) await pause(100);
  await evaluate(
    cdp,
    `new Promise((resolve) => {
      let last = performance.now();
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) last = Math.max(last, entry.startTime + entry.duration); })
        .observe({ type: "longtask" });
      const check = () => performance.now() - last >= ${QUIET_MS} ? resolve(true) : setTimeout(check, 100);
      check();
    })`,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tasks of the page's main thread in a trace, each with the script time inside it. */
function tasksOf(trace: TraceEvent[]): { durationMs: number; scriptMs: number }[] {
  const mainThreads = new Set(
    trace
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // The page's renderer is the one that worked most (the blank page before it had another).
  const busy = new Map<string, number>();
  for (const event of trace) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === "RunTask" && mainThreads.has(thread))
      busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const thread = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const events = trace.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === "X");
  const tasks = events.filter((event) => event.name === "RunTask").sort((a, b) => a.ts - b.ts);
  const script = events.filter((event) => SCRIPT_EVENTS.has(event.name)).sort((a, b) => a.ts - b.ts);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    // Script time: the outermost script events inside the task.
    let scriptUs = 0;
    let coveredUntil = task.ts;
    for (const event of script) {
      if (event.ts < task.ts || event.ts >= end) continue;
      const eventEnd = Math.min(end, event.ts + (event.dur ?? 0));
      if (eventEnd <= coveredUntil) continue;
      scriptUs += eventEnd - Math.max(event.ts, coveredUntil);
      coveredUntil = eventEnd;
    }
    return { durationMs: (task.dur ?? 0) / 1000, scriptMs: scriptUs / 1000 };
  });
}

/** Opens `url` on the slow phone, traced, until it is hydrated (`hydrates`) or loaded, and quiet. */
export async function mainThreadOf(browser: Browser, url: string, hydrates: boolean): Promise<MainThread> {
  const { context, page } = await slowPhone(browser);
  try {
    const cdp = await context.newCDPSession(page);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: TraceEvent[];
    try {
      await page.goto(url, { waitUntil: "load" });
      await settle(cdp, hydrates ? STARTED : "true");
    } finally {
      const buffer = await browser.stopTracing();
      trace = (JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
    }
    const tasks = tasksOf(trace);
    const scripted = tasks.filter((task) => task.scriptMs >= SCRIPT_MS);
    const drawing = tasks.filter((task) => task.scriptMs < SCRIPT_MS);
    const longest = (list: typeof tasks) => Math.max(0, ...list.map((task) => task.durationMs));
    return {
      runs: 1,
      longestScriptMs: longest(scripted),
      scriptBlockingMs: scripted.reduce((sum, task) => sum + Math.max(0, task.durationMs - LONG_TASK_MS), 0),
      scriptLongTasks: scripted.filter((task) => task.durationMs > LONG_TASK_MS).length,
      longestDrawingMs: longest(drawing),
    };
  } finally {
    await context.close();
  }
}

/** Opens `url` on the slow phone, waits until it has hydrated and is quiet, then taps once. */
export async function interactionOn(browser: Browser, url: string, name: InteractionName): Promise<InteractionResult> {
  const { context, page } = await slowPhone(browser);
  try {
    await page.addInitScript(recorder);
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: "load" });
    await settle(cdp, STARTED);
    const { target, shown } = INTERACTIONS[name];
    const point = await tapPoint(cdp, page, target);
    await evaluate(
      cdp,
      `(() => {
        const observer = new MutationObserver(() => {
          if (!(${shown})) return;
          window.__shownAt = performance.now();
          observer.disconnect();
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      })()`,
    );
    await page.touchscreen.tap(point.x, point.y);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await evaluate<number | null>(cdp, "window.__shownAt ?? null")) === null) {
      await pause(50);
    }
    // Event timings are reported after the frame that follows them.
    await evaluate(cdp, "new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))");
    const measured = await evaluate<{
      events: [string, number, number][];
      phases: [string, number, number, number][];
      firstInput: [number, number] | null;
      shownAt: number | null;
    }>(cdp, "({ ...window.__mainThread, shownAt: window.__shownAt ?? null })");
    const touchedAt = measured.firstInput?.[0] ?? Math.min(...measured.events.map(([, start]) => start));
    const inpMs = Math.max(0, measured.firstInput?.[1] ?? 0, ...measured.events.map(([, , duration]) => duration));
    const longest = measured.events.findIndex(([, , duration]) => duration === inpMs);
    const [, inputDelayMs = 0, processingMs = 0, presentationMs = 0] = measured.phases[longest] ?? [];
    return {
      name,
      runs: 1,
      inpMs,
      inputDelayMs,
      processingMs,
      presentationMs,
      shownMs: measured.shownAt === null || !Number.isFinite(touchedAt) ? null : measured.shownAt - touchedAt,
    };
  } finally {
    await context.close();
  }
}

/** The middle of the first visible `selector`, scrolled into view, in CSS pixels of the viewport. */
async function tapPoint(cdp: CDPSession, page: Page, selector: string): Promise<{ x: number; y: number }> {
  const point = await evaluate<{ x: number; y: number } | null>(
    cdp,
    `(() => {
      const element = [...document.querySelectorAll(${JSON.stringify(selector)})].find((candidate) => candidate.getClientRects().length > 0);
      if (!element) return null;
      element.scrollIntoView({ block: "center" });
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    })()`,
  );
  if (!point) throw new Error(`${page.url()}: nothing visible matches ${selector}`);
  // What scrolling started (a section revealed) settles first.
  await settle(cdp, "true");
  return point;
}

/**
 * A measurement that misses its target once is taken again, `runs` times in all, and the run
 * with the median figure reported (as the Lighthouse figures are): a phone's timings move from
 * load to load, and one stray task must not decide, nor hide, a page's result.
 */
export async function medianOnMiss<T extends { runs: number }>(
  measure: () => Promise<T>,
  figure: (result: T) => number,
  limit: number,
  runs: number,
): Promise<T> {
  const results = [await measure()];
  if (figure(results[0]!) <= limit) return results[0]!;
  while (results.length < runs) results.push(await measure());
  results.sort((a, b) => figure(a) - figure(b));
  return { ...results[Math.floor((results.length - 1) / 2)]!, runs: results.length };
}
