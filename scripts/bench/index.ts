import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildFloor, startFloor } from "./floor-app.ts";
import { audit, type Chrome, launchChrome, PageAnswerError, type PageScores, pageScores } from "./lighthouse.ts";
import { describeMachine } from "./machine.ts";
import { type BenchPage, benchPages, languageOf, sitemapPaths } from "./pages.ts";
import { pageWeight } from "./page-weight.ts";
import { type BenchReport, type FloorResult, type PageResult, renderResults, writeResults } from "./report.ts";
import { buildSite, startSite } from "./site-server.ts";
import { startStaticCopy } from "./static-copy.ts";
import { CATEGORIES, TARGETS } from "./targets.ts";
import { measureThroughput, type Throughput } from "./throughput.ts";
import { measureRealBrowser } from "./real-browser.ts";
import { keepOneCoreBusy } from "./busy.ts";

/**
 * `npm run bench`: Lighthouse and page weight against a static copy of each page and a minimal
 * React Router app, a real throttled browser (first text, interactive, repeat visit) on a sample of
 * pages, and throughput against bare node:http, for the production build. Markdown report on
 * stdout, progress on stderr.
 * Flags: --no-build (reuse build/), --pages=N, --only=/path,/path, --write (update docs/performance.md),
 * --busy (a second process keeps one CPU core busy throughout, as other apps do on a phone),
 * --compare=DIR (another checkout, already built: its pages measured in the same runs, side by side).
 */
const { values: flags } = parseArgs({
  options: {
    build: { type: "boolean", default: true },
    pages: { type: "string" },
    only: { type: "string" },
    write: { type: "boolean", default: false },
    busy: { type: "boolean", default: false },
    compare: { type: "string" },
  },
  allowNegative: true,
  strict: true,
});

const log = (message: string) => process.stderr.write(`${message}\n`);
const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

function selectPages(all: BenchPage[]): BenchPage[] {
  const only = flags.only
    ?.split(",")
    .map((path) => path.trim())
    .filter(Boolean);
  // English (unprefixed) paths first, as in the sitemap's order: an unprefixed page measured after a
  // prefixed one would render in the language that visit stored.
  const chosen = only
    ? only
        .map((path) => ({ path, language: languageOf(path) }))
        .sort((a, b) => Number(a.language !== "en") - Number(b.language !== "en"))
    : all;
  if (flags.pages === undefined) return chosen;
  const limit = Number(flags.pages);
  if (!Number.isInteger(limit) || limit < 0) throw new Error(`--pages must be a whole number, not "${flags.pages}"`);
  return chosen.slice(0, limit);
}

/** Where a build measured beside this one is served: its pages and their static copies. */
interface Served {
  origin: string;
  copyOrigin: string;
}

/** Lighthouse now and then fails to trace a load (NO_NAVSTART, mostly on a busy machine); a retry passes. */
const ATTEMPTS = 3;

const median = (values: (number | null)[]) => {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b);
  return known.length > 0 ? known[Math.floor((known.length - 1) / 2)]! : null;
};

/** Each figure the median of the runs' own; the failing audits those of the run whose Performance is the median. */
function medianScores(all: PageScores[]): PageScores {
  const byPerformance = [...all].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, median(all.map((run) => run.scores[category]))]),
    ) as PageScores["scores"],
    lcpMs: median(all.map((run) => run.lcpMs)),
    fcpMs: median(all.map((run) => run.fcpMs)),
    tbtMs: median(all.map((run) => run.tbtMs)),
    cls: median(all.map((run) => run.cls)),
    failing: byPerformance[Math.floor((all.length - 1) / 2)]!.failing,
  };
}

/**
 * Every figure the median of the runs' own, each target judged on its median: one run's stray
 * blocking time (another process on the machine) must not decide the Performance score, nor
 * choose which run's LCP is shown.
 */
function medianRun(runs: PageResult[]): PageResult {
  const baselines = runs.flatMap((run) => (run.baseline ? [run.baseline] : []));
  return {
    ...runs[0]!,
    scores: medianScores(runs.map((run) => run.scores!)),
    copy: medianScores(runs.map((run) => run.copy!)),
    runs: runs.length,
    ...(baselines.length
      ? {
          baseline: {
            scores: medianScores(baselines.map((baseline) => baseline.scores)),
            copy: medianScores(baselines.map((baseline) => baseline.copy)),
            weight: baselines[0]!.weight,
          },
        }
      : {}),
  };
}

/**
 * One Lighthouse run of a page and right after it its static copy, on the same Chrome (and the
 * same for the build compared with), retried when a trace fails; Chrome is replaced then.
 */
async function measureOnce(
  site: Served,
  baseline: Served | null,
  page: BenchPage,
  prefix: string,
  chrome: Chrome,
): Promise<[PageResult, Chrome]> {
  for (let attempt = 1; ; attempt += 1) {
    const started = Date.now();
    try {
      const lhr = await audit(chrome, `${site.origin}${page.path}`);
      const copy = pageScores(await audit(chrome, `${site.copyOrigin}${page.path}`));
      const result: PageResult = { page, scores: pageScores(lhr), weight: await pageWeight(lhr), copy };
      if (baseline) {
        const before = await audit(chrome, `${baseline.origin}${page.path}`);
        result.baseline = {
          scores: pageScores(before),
          weight: await pageWeight(before),
          copy: pageScores(await audit(chrome, `${baseline.copyOrigin}${page.path}`)),
        };
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      const figures = (scores: PageScores, copied: PageScores) =>
        `Perf ${scores.scores.performance?.toFixed(2)} (static ${copied.scores.performance?.toFixed(2)}), ` +
        `TBT ${scores.tbtMs?.toFixed(0)} ms (static ${copied.tbtMs?.toFixed(0)}), ` +
        `LCP ${scores.lcpMs?.toFixed(0)} ms (static ${copied.lcpMs?.toFixed(0)})`;
      const compared = result.baseline ? `; compared: ${figures(result.baseline.scores, result.baseline.copy)}` : "";
      log(
        `${prefix}: ${figures(result.scores!, copy)}, JS ${(result.weight!.jsBytes / 1024).toFixed(1)} KB${compared} (${seconds} s)`,
      );
      return [result, chrome];
    } catch (error) {
      const pageAnswered = error instanceof PageAnswerError;
      const retry = attempt < ATTEMPTS && !pageAnswered;
      log(`${prefix}: failed${retry ? ` (attempt ${attempt} of ${ATTEMPTS})` : ""}: ${describeError(error)}`);
      if (!pageAnswered) {
        chrome.close();
        chrome = await launchChrome();
      }
      if (!retry) return [{ page, error: describeError(error) }, chrome];
    }
  }
}

/** Runs each page through Lighthouse TARGETS.runs times in turn on one Chrome, and keeps the medians. */
async function measurePages(
  site: Served,
  baseline: Served | null,
  pages: BenchPage[],
  chrome: Chrome,
): Promise<[PageResult[], Chrome]> {
  const results: PageResult[] = [];
  for (const [index, page] of pages.entries()) {
    const runs: PageResult[] = [];
    let failed: PageResult | undefined;
    for (let run = 1; run <= TARGETS.runs && !failed; run += 1) {
      const prefix = `[${index + 1}/${pages.length}] ${page.path} (run ${run} of ${TARGETS.runs})`;
      let result: PageResult;
      [result, chrome] = await measureOnce(site, baseline, page, prefix, chrome);
      if (result.error) failed = result;
      else runs.push(result);
    }
    results.push(runs.length > 0 ? medianRun(runs) : failed!);
  }
  return [results, chrome];
}

/** The build compared with, as the report names it: its checkout's commit. */
function baselineName(root: string): string {
  try {
    const commit = execFileSync("git", ["-C", root, "log", "-1", "--format=%h"], { encoding: "utf8" }).trim();
    return `the build of commit ${commit}`;
  } catch {
    return `the build in ${root}`;
  }
}

/** The Russian and Uzbek pages measured (one of each kind) and the English pages of the same kinds. */
function realBrowserSample(pages: BenchPage[]): BenchPage[] {
  const localized = pages.filter((page) => page.language !== "en");
  const kinds = new Set(localized.map((page) => page.path.replace(/^\/(ru|uz)(?=\/|$)/, "") || "/"));
  return [...pages.filter((page) => page.language === "en" && kinds.has(page.path)), ...localized];
}

async function measureFloor(chrome: Chrome): Promise<FloorResult | null> {
  const floor = await startFloor();
  try {
    log("Floor app: Lighthouse…");
    const lhr = await audit(chrome, `${floor.origin}/`);
    return { scores: pageScores(lhr), weight: await pageWeight(lhr) };
  } catch (error) {
    log(`Floor app: failed: ${describeError(error)}`);
    return null;
  } finally {
    await floor.stop();
  }
}

async function main(): Promise<BenchReport> {
  if (flags.build) buildSite();
  await buildFloor();
  const stopBusy = flags.busy ? keepOneCoreBusy() : () => {};
  const site = await startSite().catch((error: unknown) => {
    stopBusy();
    throw error;
  });
  const copy = await startStaticCopy(site.origin);
  // The build compared with: another checkout's own server and static copies, measured in the same runs.
  const other = flags.compare ? await startSite({ root: resolve(flags.compare) }) : null;
  const otherCopy = other ? await startStaticCopy(other.origin) : null;
  const baseline = other && otherCopy ? { origin: other.origin, copyOrigin: otherCopy.origin } : null;
  try {
    log(`Site: ${site.origin}`);
    const pages = selectPages(benchPages(await sitemapPaths(site.origin)));
    const loadAverage = loadavg()[0] ?? 0;
    let chrome = await launchChrome();
    const chromium = chrome.version;
    let results: PageResult[];
    let floor: FloorResult | null;
    try {
      log(`Lighthouse: ${pages.length} pages, Chromium ${chromium}`);
      [results, chrome] = await measurePages({ origin: site.origin, copyOrigin: copy.origin }, baseline, pages, chrome);
      floor = await measureFloor(chrome);
    } finally {
      chrome.close();
    }
    // The sample of each kind of page in each language: the real browser is slower than Lighthouse.
    const sample = flags.only || flags.pages ? pages : realBrowserSample(pages);
    log(`Real browser (slow phone): ${sample.length} pages…`);
    // In busy mode the slow phone's figures are reported, not judged (decision 065): read once each.
    const realBrowser = await measureRealBrowser(site.origin, copy.origin, sample, log, { judged: !flags.busy });
    let throughput: Throughput | null = null;
    try {
      throughput = await measureThroughput(site.origin);
    } catch (error) {
      log(`Throughput: failed: ${describeError(error)}`);
    }
    return {
      date: new Date(),
      machine: describeMachine(chromium, loadAverage),
      busy: flags.busy,
      ...(flags.compare ? { baseline: baselineName(resolve(flags.compare)) } : {}),
      pages: results,
      floor,
      realBrowser,
      throughput,
    };
  } finally {
    stopBusy();
    await otherCopy?.stop();
    await other?.stop();
    await copy.stop();
    await site.stop();
  }
}

try {
  const results = renderResults(await main());
  process.stdout.write(results);
  if (flags.write) {
    await writeResults(results, { busy: flags.busy });
    log("Results written to docs/performance.md");
  }
} catch (error) {
  log(`bench: ${describeError(error)}`);
  process.exitCode = 1;
}
