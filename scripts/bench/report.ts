import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import type { PageScores } from "./lighthouse.ts";
import type { Machine } from "./machine.ts";
import type { BenchPage } from "./pages.ts";
import type { PageWeight } from "./page-weight.ts";
import { SLOW_PHONE } from "./phone.ts";
import type { RealBrowserResult } from "./real-browser.ts";
import { type AbsoluteCategory, CATEGORIES, type Category, performanceMet, TARGETS, tbtMet } from "./targets.ts";
import type { Throughput } from "./throughput.ts";
import type { SpikeRow } from "./load-spike.ts";
import { ROOT } from "./workspace.ts";

export interface PageResult {
  page: BenchPage;
  scores?: PageScores;
  weight?: PageWeight;
  /** The page's static copy (same HTML, CSS and fonts, no scripts), measured in the same run. */
  copy?: PageScores;
  /** Why the page could not be measured. */
  error?: string;
  /** How many times it was measured (each figure the median of its runs). */
  runs?: number;
  /** The same page on the build it is compared with (--compare), measured in the same runs. */
  baseline?: { scores: PageScores; copy: PageScores; weight: PageWeight };
}

/** The minimal React Router app, measured like the pages. */
export interface FloorResult {
  scores: PageScores;
  weight: PageWeight;
}

export interface BenchReport {
  date: Date;
  machine: Machine;
  /** Measured while a second process kept one CPU core busy (`--busy`). */
  busy: boolean;
  /** What the pages were compared with (--compare), in words: "the pipeline before issue 36 (6e5751f)". */
  baseline?: string;
  pages: PageResult[];
  floor: FloorResult | null;
  /** The slow phone's real browser, on a sample of the pages. */
  realBrowser: RealBrowserResult[];
  throughput: Throughput | null;
}

const MISS = " ✗";
const CATEGORY_LABELS: Record<Category, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number | null | undefined) => (value == null ? "n/a" : `${Math.round(value)} ms`);
const missIf = (missed: boolean) => (missed ? MISS : "");

const ABSOLUTE: readonly AbsoluteCategory[] = ["accessibility", "best-practices", "seo"];

/** Every target a page misses, as short phrases ("Performance > 0.02 below static copy", "CLS > 0"…). */
function pageMisses(result: PageResult, floor: PageWeight | undefined): string[] {
  const { scores, weight, copy } = result;
  if (!scores) return ["not measured"];
  const misses: string[] = [];
  if (!performanceMet(scores.scores.performance, copy?.scores.performance))
    misses.push(`Performance > ${TARGETS.performanceBelowCopy} below static copy`);
  for (const category of ABSOLUTE) {
    if ((scores.scores[category] ?? 0) < TARGETS.score[category])
      misses.push(`${CATEGORY_LABELS[category]} < ${TARGETS.score[category]}`);
  }
  if ((scores.cls ?? 1) > TARGETS.cls) misses.push("CLS > 0");
  if (!tbtMet(scores.tbtMs, copy?.tbtMs)) misses.push(`TBT > static copy + ${TARGETS.tbtAboveCopyMs} ms`);
  const lcpRatio = ratioOf(scores.lcpMs, copy?.lcpMs);
  if (lcpRatio === null || lcpRatio > TARGETS.lcpPerStatic) misses.push(`LCP > ${TARGETS.lcpPerStatic} × static copy`);
  if (weight && floor && weight.jsBytes > TARGETS.jsPerFloor * floor.jsBytes)
    misses.push(`JS > ${TARGETS.jsPerFloor} × floor`);
  return misses;
}

/** Where a page is slower than the build it is compared with (beyond one run's noise). */
function slowerThanBaseline(result: PageResult): string[] {
  const { scores, baseline } = result;
  if (!scores || !baseline) return [];
  const { compared } = TARGETS;
  const slower: string[] = [];
  const performance = scores.scores.performance;
  const before = baseline.scores.scores.performance;
  if (performance !== null && before !== null && performance < before - compared.performance)
    slower.push("Performance");
  if (scores.tbtMs !== null && baseline.scores.tbtMs !== null && scores.tbtMs > baseline.scores.tbtMs + compared.tbtMs)
    slower.push("TBT");
  const lcp = ratioOf(scores.lcpMs, baseline.scores.lcpMs);
  if (lcp !== null && lcp > compared.lcpRatio) slower.push("LCP");
  return slower;
}

function scoreCell(scores: PageScores, category: AbsoluteCategory): string {
  const score = scores.scores[category];
  if (score === null) return `n/a${MISS}`;
  return `${score.toFixed(2)}${missIf(score < TARGETS.score[category])}`;
}

function clsCell(cls: number | null): string {
  if (cls === null) return `n/a${MISS}`;
  const shown = cls > 0 && cls < 0.001 ? "<0.001" : cls.toFixed(3);
  return `${shown}${missIf(cls > TARGETS.cls)}`;
}

const ratioOf = (value: number | null | undefined, floor: number | null | undefined) =>
  value == null || !floor ? null : value / floor;
const seconds = (ms: number | null | undefined) => (ms == null ? "n/a" : `${(ms / 1000).toFixed(2)} s`);

const perf = (score: number | null | undefined) => (score == null ? "n/a" : score.toFixed(2));

function pageRow({ page, scores, weight, copy, runs }: PageResult, floor: PageWeight | undefined): string {
  // The reason is listed below the table, which stays narrow.
  if (!scores || !weight) return `| \`${page.path}\` | not measured${MISS} |${" |".repeat(13)}`;
  const lcpRatio = ratioOf(scores.lcpMs, copy?.lcpMs);
  const ratio = floor && floor.jsBytes > 0 ? weight.jsBytes / floor.jsBytes : null;
  const cells = [
    `\`${page.path}\`${runs && runs > 1 ? ` (median of ${runs})` : ""}`,
    `${perf(scores.scores.performance)}${missIf(!performanceMet(scores.scores.performance, copy?.scores.performance))}`,
    perf(copy?.scores.performance),
    scores.tbtMs === null
      ? `n/a${MISS}`
      : `${Math.round(scores.tbtMs)} ms${missIf(!tbtMet(scores.tbtMs, copy?.tbtMs))}`,
    ms(copy?.tbtMs),
    seconds(scores.lcpMs),
    seconds(copy?.lcpMs),
    lcpRatio === null ? `n/a${MISS}` : `${lcpRatio.toFixed(2)}×${missIf(lcpRatio > TARGETS.lcpPerStatic)}`,
    clsCell(scores.cls),
    kb(weight.jsBytes),
    ratio === null ? "n/a" : `${ratio.toFixed(2)}×${missIf(ratio > TARGETS.jsPerFloor)}`,
    ...ABSOLUTE.map((category) => scoreCell(scores, category)),
  ];
  return `| ${cells.join(" | ")} |`;
}

const TABLE_HEAD = [
  "| Page | Perf | Perf static | TBT | TBT static | LCP | LCP static | LCP/static | CLS | JS KB | JS/floor | A11y | BP | SEO |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
];

function table(report: BenchReport): string[] {
  return [...TABLE_HEAD, ...report.pages.map((result) => pageRow(result, report.floor?.weight))];
}

/** The same pages on the build compared with, measured in the same runs, then the two side by side. */
function baselineTables(report: BenchReport): string[] {
  const compared = report.pages.filter((result) => result.baseline);
  if (!report.baseline || compared.length === 0) return [];
  const rows = compared.map((result) =>
    pageRow({ ...result, ...result.baseline!, runs: result.runs }, report.floor?.weight),
  );
  const side = compared.map((result) => {
    const { scores, baseline, weight, page } = result;
    const slower = slowerThanBaseline(result);
    const pair = (now: string, then: string) => `${now} / ${then}`;
    return `| ${[
      `\`${page.path}\``,
      pair(perf(scores?.scores.performance), perf(baseline!.scores.scores.performance)),
      pair(ms(scores?.tbtMs), ms(baseline!.scores.tbtMs)),
      pair(seconds(scores?.lcpMs), seconds(baseline!.scores.lcpMs)),
      pair(weight ? kb(weight.jsBytes) : "n/a", kb(baseline!.weight.jsBytes)),
      slower.length ? `slower: ${slower.join(", ")}${MISS}` : "at least as fast",
    ].join(" | ")} |`;
  });
  const { compared: noise } = TARGETS;
  return [
    `### ${report.baseline}, in the same runs`,
    "",
    ...TABLE_HEAD,
    ...rows,
    "",
    `### Side by side: this build / ${report.baseline}`,
    "",
    `Medians of the same runs. "At least as fast": Performance no more than ${noise.performance} lower, TBT no more ` +
      `than ${noise.tbtMs} ms higher, LCP no more than ${noise.lcpRatio} times (one run's noise on this machine).`,
    "",
    "| Page | Perf | TBT | LCP | JS KB | |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...side,
    "",
  ];
}

function floorLine(floor: FloorResult | null): string {
  if (!floor) return `Floor (minimal React Router app): not measured${MISS}`;
  const { weight, scores } = floor;
  const performance = scores.scores.performance?.toFixed(2) ?? "n/a";
  const lcp = scores.lcpMs === null ? "n/a" : `${(scores.lcpMs / 1000).toFixed(1)} s`;
  const tbt = scores.tbtMs === null ? "n/a" : `${Math.round(scores.tbtMs)} ms`;
  return (
    `Floor (minimal React Router app, same versions, built in this run): JS ${kb(weight.jsBytes)} KB, ` +
    `CSS ${kb(weight.cssBytes)} KB; target JS ≤ ${TARGETS.jsPerFloor} × floor = ` +
    `${kb(TARGETS.jsPerFloor * weight.jsBytes)} KB. Its Lighthouse Performance on this machine: ${performance} ` +
    `(LCP ${lcp}, TBT ${tbt}).`
  );
}

function throughputLine(throughput: Throughput | null): string {
  if (!throughput) return `Throughput: not measured${MISS}`;
  const { site, instance, bare } = throughput;
  const ratio = site.requestsPerSecond / bare.requestsPerSecond;
  const failures = site.failures + bare.failures;
  return (
    `Throughput (GET ${throughput.path}, accept-encoding: br, no cookies; ${throughput.connections} connections × ` +
    `${throughput.seconds} s after a warm-up): through Varnish ${Math.round(site.requestsPerSecond)} req/s, p99 ${site.p99Ms} ms; ` +
    `the instance alone, rendering every request, ${Math.round(instance.requestsPerSecond)} req/s, p99 ${instance.p99Ms} ms` +
    `${instance.failures > 0 ? ` (${instance.failures} failed)` : ""}; ` +
    `bare node:http answering the same ${kb(throughput.bodyBytes)} KB response ${Math.round(bare.requestsPerSecond)} req/s, ` +
    `p99 ${bare.p99Ms} ms; ratio ${ratio.toFixed(2)}${missIf(ratio < TARGETS.throughputPerBare)} ` +
    `(target ≥ ${TARGETS.throughputPerBare})${failures > 0 ? `; ${failures} failed requests${MISS}` : ""}.`
  );
}

/**
 * A repeat visit's misses: any script or style over the network again. The document is fetched
 * again from the shared cache (it has no validator, decision 081): reported, not judged.
 */
function repeatMisses(result: RealBrowserResult): string[] {
  if (!result.repeat) return ["not measured in the real browser"];
  return result.repeat.assetBytes > 0 ? ["scripts or styles fetched again"] : [];
}

function realBrowserRow(result: RealBrowserResult): string {
  const { page, site, copy, repeat } = result;
  if (!site || !copy || !repeat) return `| \`${page.path}\` | not measured${MISS} |${" |".repeat(5)}`;
  const assets = `${repeat.assetRequests} (${kb(repeat.assetBytes)} KB)${missIf(repeat.assetBytes > 0)}`;
  const document = `${repeat.documentStatus}, ${kb(repeat.documentBytes)} KB`;
  const cells = [
    `\`${page.path}\``,
    seconds(site.firstTextMs),
    seconds(copy.firstTextMs),
    seconds(site.interactiveMs),
    seconds(copy.interactiveMs),
    assets,
    document,
  ];
  return `| ${cells.join(" | ")} |`;
}

function realBrowserTable(results: RealBrowserResult[]): string[] {
  if (results.length === 0) return [];
  const { downBitsPerSecond, upBitsPerSecond, latencyMs, cpuSlowdown } = SLOW_PHONE;
  return [
    `Real browser on a slow phone (Chromium, ${downBitsPerSecond / 1e6} Mbps down, ${upBitsPerSecond / 1e3} kbps up, ` +
      `${latencyMs} ms round trip, CPU ${cpuSlowdown}× slower, 412 px wide; \`scripts/bench/real-browser.ts\`). ` +
      "First text: first contentful paint. Interactive: the Get a quote dialog (else the phone menu) opens for a " +
      "visitor tapping from the first paint on; the static copy's figure is its load event. Second visit: scripts " +
      "and styles that crossed the network again; third visit: the document's status and bytes on the wire.",
    "",
    "| Page | First text | static | Interactive | static | Second visit: scripts, styles | Third visit: document |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(realBrowserRow),
    "",
  ];
}

/**
 * Why the slow phone's CPU figures are reported but not judged in busy mode (decision 065): the
 * 4× throttle busy-waits on the page's main thread, so on this machine the second load leaves the
 * browser's other processes no core but the page's own, and the throttle multiplies their turns.
 */
const BUSY_SLOW_PHONE_NOTE =
  "In busy mode these slow-phone figures are read once each and not judged (decision 065): Chromium's 4× CPU " +
  "throttle holds the page's main thread in a busy-wait three quarters of the time, so the throttled page takes " +
  "a whole core by itself; with the second load on the other core, the browser's other processes and the servers " +
  "run in the page's turns, and the throttle counts that waiting as the page running and waits three times as " +
  "long again. The static copy, which runs no script at all, shows the same stretch in its drawing tasks.";

/** A sampled page's main-thread misses: a task of its script over the limit on the slow phone, a slow first tap. */
function mainThreadMisses(result: RealBrowserResult, busy: boolean): string[] {
  if (busy) return [];
  const misses: string[] = [];
  if (result.mainThread && result.mainThread.site.longestScriptMs > TARGETS.scriptTaskMs)
    misses.push(`a script task > ${TARGETS.scriptTaskMs} ms at ${SLOW_PHONE.cpuSlowdown}× CPU`);
  for (const tap of result.interactions ?? []) {
    if (tap.inpMs > TARGETS.inpMs) misses.push(`first ${tap.name} tap > ${TARGETS.inpMs} ms`);
  }
  return misses;
}

/**
 * Blocking time beside its floor, the static copy (same HTML, CSS and fonts, no script): Lighthouse's
 * total blocking time (simulated), then the real slow phone's tasks (traced; main-thread.ts).
 */
function mainThreadTable(report: BenchReport): string[] {
  const sampled = report.realBrowser.filter((result) => result.mainThread);
  if (sampled.length === 0) return [];
  const lighthouse = new Map(report.pages.map((result) => [result.page.path, result]));
  const rows = sampled.map(({ page, mainThread }) => {
    const scores = lighthouse.get(page.path);
    const tbt = scores?.scores?.tbtMs;
    const { site, copy } = mainThread!;
    return `| ${[
      `\`${page.path}\`${site.runs > 1 ? ` (median of ${site.runs})` : ""}`,
      tbt == null ? "n/a" : `${ms(tbt)}${missIf(!tbtMet(tbt, scores?.copy?.tbtMs))}`,
      ms(scores?.copy?.tbtMs),
      `${ms(site.longestScriptMs)}${missIf(!report.busy && site.longestScriptMs > TARGETS.scriptTaskMs)}`,
      String(site.scriptLongTasks),
      ms(site.scriptBlockingMs),
      ms(site.longestDrawingMs),
      ms(copy.longestDrawingMs),
    ].join(" | ")} |`;
  });
  return [
    `Main thread (target: TBT ≤ the static copy's + ${TARGETS.tbtAboveCopyMs} ms in Lighthouse; on the real slow phone at ${SLOW_PHONE.cpuSlowdown}× CPU, ` +
      `no task that runs the page's script over ${TARGETS.scriptTaskMs} ms). TBT: Lighthouse's total blocking time, and ` +
      "its static copy's (the floor). Slow phone: traced from navigation until the page has hydrated, shown its cookie " +
      "notice and been quiet for 1.5 s; a script task is any task running the page's JavaScript (with the style and " +
      "layout it forces), a drawing task one of style, layout and paint alone, which the static copy has too." +
      (report.busy ? ` ${BUSY_SLOW_PHONE_NOTE}` : ""),
    "",
    "| Page | TBT | TBT static | Longest script task | Script tasks > 50 ms | Their blocking | Longest drawing task | static |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
  ];
}

const TAP_LABELS = { quote: "Get a quote", menu: "phone menu" } as const;

/** The first taps: INP-style latency (Event Timing) and when what they open shows. */
function interactionTable(results: RealBrowserResult[], busy: boolean): string[] {
  const rows = results.flatMap(({ page, interactions }) =>
    (interactions ?? []).map(
      (tap) =>
        `| \`${page.path}\` | ${TAP_LABELS[tap.name]}${tap.runs > 1 ? ` (median of ${tap.runs})` : ""} | ${tap.inpMs === 0 ? "< 16 ms" : ms(tap.inpMs)}${missIf(!busy && tap.inpMs > TARGETS.inpMs)} | ` +
        `${ms(tap.inputDelayMs)} | ${ms(tap.processingMs)} | ${ms(tap.presentationMs)} | ${ms(tap.shownMs)} |`,
    ),
  );
  if (rows.length === 0) return [];
  return [
    `First taps on the slow phone (target ≤ ${TARGETS.inpMs} ms, INP-style): a visitor's first tap once the page has ` +
      "hydrated and shown its cookie notice. INP: the tap's longest event (pointer and click) from the touch until the " +
      "next frame, in Event Timing's parts (waiting for the main thread, handlers, until the frame); shown: from the " +
      "touch until the dialog is on the screen (the quote form's code is fetched on that first " +
      "intent, over the slow network)." +
      (busy ? " In busy mode read once each and not judged, as the main thread's figures above." : ""),
    "",
    "| Page | Tap | INP | input delay | handlers | until frame | shown |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
  ];
}

function failingAuditLines(pages: PageResult[]): string[] {
  const lines = pages.flatMap(({ page, scores, error }) => {
    if (!scores) return [`- \`${page.path}\`: not measured: ${(error ?? "unknown error").replace(/\s+/g, " ")}`];
    if (scores.failing.length === 0) return [];
    return [
      `- \`${page.path}\``,
      ...CATEGORIES.flatMap((category) => {
        const audits = scores.failing.filter((audit) => audit.category === category);
        if (audits.length === 0) return [];
        const list = audits.map(
          (audit) => `\`${audit.id}\` ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
        );
        return [`  - ${CATEGORY_LABELS[category]} ${scores.scores[category]?.toFixed(2) ?? "n/a"}: ${list.join("; ")}`];
      }),
    ];
  });
  return lines.length > 0 ? ["### Failing audits", "", ...lines, ""] : [];
}

/** The audits failing on most pages, so the biggest fixes come first. */
function topAudits(pages: PageResult[], count = 10): string {
  const pagesPerAudit = new Map<string, number>();
  for (const { scores } of pages) {
    for (const id of new Set(scores?.failing.map((audit) => audit.id))) {
      pagesPerAudit.set(id, (pagesPerAudit.get(id) ?? 0) + 1);
    }
  }
  return [...pagesPerAudit]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([id, pageCount]) => `\`${id}\` (${pageCount} ${pageCount === 1 ? "page" : "pages"})`)
    .join(", ");
}

function summaryLine(report: BenchReport): string {
  // Each miss counted against the pages its step measured (Lighthouse: all; the slow phone: a sample).
  const pagesPerMiss = new Map<string, { pages: number; of: number }>();
  const count = (miss: string, of: number) =>
    pagesPerMiss.set(miss, { pages: (pagesPerMiss.get(miss)?.pages ?? 0) + 1, of });
  for (const result of report.pages) {
    for (const miss of pageMisses(result, report.floor?.weight)) count(miss, report.pages.length);
    if (slowerThanBaseline(result).length > 0) count(`slower than ${report.baseline}`, report.pages.length);
  }
  for (const result of report.realBrowser) {
    for (const miss of [...repeatMisses(result), ...mainThreadMisses(result, report.busy)])
      count(miss, report.realBrowser.length);
  }
  const { throughput, floor } = report;
  const runMisses = [
    ...(floor ? [] : ["floor not measured"]),
    ...(!throughput
      ? ["throughput not measured"]
      : throughput.site.requestsPerSecond < TARGETS.throughputPerBare * throughput.bare.requestsPerSecond
        ? [`throughput < ${TARGETS.throughputPerBare} × bare node:http`]
        : []),
  ];
  const misses = [...pagesPerMiss.values()].reduce((sum, { pages }) => sum + pages, 0) + runMisses.length;
  if (misses === 0) return "**Summary: every target met.**";
  const parts = [
    ...[...pagesPerMiss].map(([miss, { pages, of }]) => `${miss} on ${pages} of ${of} pages`),
    ...runMisses,
  ];
  const top = topAudits(report.pages);
  return `**Summary: ${misses} ${misses === 1 ? "target" : "targets"} missed** — ${parts.join("; ")}.${top ? ` Top failing audits: ${top}.` : ""}`;
}

function machineLine({ machine, date, busy }: BenchReport): string {
  return (
    `Measured ${date.toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine.cpu} (${machine.cores} cores), ` +
    `${machine.memoryGiB} GiB memory, ${machine.os}; Node ${machine.node}, Chromium ${machine.chromium}; ` +
    `load average ${machine.loadAverage.toFixed(1)} when measuring began` +
    `${busy ? "; busy mode: a second process kept one CPU core busy throughout" : ""}. Each page: ` +
    `${TARGETS.runs} Lighthouse runs, each right beside its static copy's (same HTML and CSS, no scripts); medians.`
  );
}

/** The results as Markdown: machine, the per-page table, floor and throughput, failing audits, summary. */
export function renderResults(report: BenchReport): string {
  return [
    machineLine(report),
    "",
    ...table(report),
    "",
    ...baselineTables(report),
    floorLine(report.floor),
    "",
    ...realBrowserTable(report.realBrowser),
    ...mainThreadTable(report),
    ...interactionTable(report.realBrowser, report.busy),
    throughputLine(report.throughput),
    "",
    ...failingAuditLines(report.pages),
    summaryLine(report),
    "",
  ].join("\n");
}

const DOC = join(ROOT, "docs", "performance.md");
const RESULTS_HEADING = "## Results";
const BUSY_RESULTS_HEADING = "## Results in busy mode";

const INTRO = `# Performance

\`npm run bench\` measures the production site on this machine and compares it with floors built
in the same run, so the numbers say how far the site is from what its stack costs at the least:

- **Lighthouse** (mobile, default simulated throttling; Performance, Accessibility, Best Practices,
  SEO, plus LCP, TBT and CLS) on every English page of the sitemap and a sample of the Russian and
  Uzbek pages (home, services, a service, case studies, a case study, an industry, about, careers, a
  job, blog, a post).
- **Page weight**: the JavaScript and CSS each page loads before any interaction (every request
  until load and network idle), counted as compressed bodies exactly as the server sends them
  (Brotli), beside a minimal React Router app (one layout, one route, one stylesheet) built in the
  same run with the same installed versions and served with the same compression.
- **A real browser on a slow phone**: Chromium at 1.6 Mbps / 150 ms with the CPU 4× slower, on each
  kind of page in each language and its static copy: time to first text, time until the Get a
  quote dialog opens, and what a second and third visit transfer again.
- **Throughput**: requests per second and p99 latency of \`GET /\` (Brotli, no cookies) under
  autocannon, beside a bare \`node:http\` server answering the same bytes under the same load. The
  load generator runs on the same machine, so on a small one the bare server's figure is what
  autocannon can drive rather than what Node can serve; a ratio near 1 means the site keeps up.

Targets (issue 36), each page beside its static copy measured in the same run: Performance at
most ${TARGETS.performanceBelowCopy} below the copy's, total blocking time at most ${TARGETS.tbtAboveCopyMs} ms above it, LCP at most
${TARGETS.lcpPerStatic} times it; Accessibility, Best Practices and SEO = 1; CLS = 0; JS ≤ ${TARGETS.jsPerFloor} × the floor;
throughput ≥ ${TARGETS.throughputPerBare} × the bare server. Every page is measured ${TARGETS.runs} times, each run of the page
right beside its copy's (and, with \`--compare\`, the other build's page and copy); every figure is the
median of its runs'. A miss is marked ✗; the command still exits 0, since it reports.

\`\`\`sh
npm run bench                      # build, then measure everything (tens of minutes)
npm run bench -- --no-build        # reuse build/
npm run bench -- --pages=3         # only the first 3 pages
npm run bench -- --only=/,/ru/blog # only these paths
npm run bench -- --write           # also replace the results below
npm run bench -- --compare=../old  # also measure another checkout's build in the same runs
\`\`\`

It is run by hand, not in CI: the numbers depend on the machine.
`;

/**
 * The spike's table (load-spike.ts): each way of serving, its rate, latency and failures, and
 * through the edge what Varnish answered itself and what reached Node; the bare server is the floor.
 */
export function spikeSection(rows: SpikeRow[], load: { connections: number; durationS: number }): string {
  const lines = rows.map(({ name, result, edge }) => {
    const share = (count: number) => `${count} (${((100 * count) / Math.max(1, edge?.requests ?? 0)).toFixed(1)} %)`;
    return `| ${[
      name,
      String(result.requests.total),
      (result.requests.total / result.duration).toFixed(0),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      String(result.errors + result.timeouts),
      String(result.non2xx),
      edge ? share(edge.hits) : "—",
      edge ? share(edge.backendRequests) : "—",
    ].join(" | ")} |`;
  });
  return [
    `\`npm run bench:load -- --spike\`: ${load.connections} connections for ${load.durationS} s each, as fast as this ` +
      "machine drives them (the load generator shares it), visitors of a shared post, the home page, the blog and " +
      "careers in three languages with and without cookies.",
    "",
    "| Served by | Requests | req/s | p50 | p99 | Errors | Non-2xx | Answered by Varnish | Reached Node |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...lines,
    "",
  ].join("\n");
}

/**
 * Replaces the Results section of docs/performance.md (busy mode: its own section), up to the
 * next section, creating the file if needed, and formats it as `npm run format` would, so the
 * format check stays green.
 */
export async function writeResults(results: string, { busy = false } = {}): Promise<void> {
  await writeSection(busy ? BUSY_RESULTS_HEADING : RESULTS_HEADING, results);
}

/** Replaces (or adds) one `## ` section of docs/performance.md, formatted as `npm run format` would. */
export async function writeSection(heading: string, body: string): Promise<void> {
  const section = `${heading}\n\n${body}`;
  const current = existsSync(DOC) ? readFileSync(DOC, "utf8") : INTRO;
  const start = current.indexOf(`\n${heading}\n`);
  let updated: string;
  if (start === -1) {
    updated = `${current.trimEnd()}\n\n${section}`;
  } else {
    const next = current.indexOf("\n## ", start + heading.length + 1);
    const rest = next === -1 ? "" : `\n${current.slice(next + 1)}`;
    updated = `${current.slice(0, start + 1)}${section}${rest}`;
  }
  const options = await resolveConfig(DOC);
  writeFileSync(DOC, await format(updated, { ...options, filepath: DOC }));
}
