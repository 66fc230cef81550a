import { describe, expect, it } from "vitest";
import { type BenchReport, type PageResult, renderResults } from "../../scripts/bench/report.ts";
import type { RealBrowserResult } from "../../scripts/bench/real-browser.ts";

const scores = {
  scores: { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 },
  lcpMs: 1400,
  fcpMs: 900,
  tbtMs: 0,
  cls: 0,
  failing: [],
};
const weight = { jsBytes: 105 * 1024, cssBytes: 9 * 1024 };

const lighthousePage = (path: string): PageResult => ({
  page: { path, language: "en" },
  scores,
  copy: scores,
  weight,
});

const slowPhone = (path: string, longestScriptMs: number): RealBrowserResult => {
  const thread = { runs: 1, longestScriptMs, scriptBlockingMs: 0, scriptLongTasks: 0, longestDrawingMs: 100 };
  return {
    page: { path, language: "en" },
    site: { firstTextMs: 800, interactiveMs: 2300 },
    copy: { firstTextMs: 800, interactiveMs: 800 },
    repeat: { assetRequests: 0, assetBytes: 0, documentStatus: 304, documentBytes: 1207 },
    mainThread: { site: thread, copy: { ...thread, longestScriptMs: 0 } },
  };
};

const report = (realBrowser: RealBrowserResult[]): BenchReport => ({
  date: new Date("2026-11-28T05:00:00Z"),
  machine: {
    cpu: "AMD EPYC",
    cores: 2,
    memoryGiB: 24,
    os: "Debian",
    node: "v24",
    chromium: "156",
    loadAverage: 0.1,
  },
  busy: false,
  pages: ["/", "/services", "/blog", "/ru"].map(lighthousePage),
  floor: { scores, weight: { jsBytes: 96.8 * 1024, cssBytes: 100 } },
  realBrowser,
  throughput: {
    path: "/",
    bodyBytes: 7800,
    connections: 50,
    seconds: 10,
    site: { requestsPerSecond: 16000, p99Ms: 7, failures: 0 },
    instance: { requestsPerSecond: 400, p99Ms: 150, failures: 0 },
    bare: { requestsPerSecond: 16000, p99Ms: 6, failures: 0 },
  },
});

describe("the bench's summary line", () => {
  it("says every target was met when none was missed", () => {
    expect(renderResults(report([slowPhone("/", 44), slowPhone("/ru", 40)]))).toContain(
      "**Summary: every target met.**",
    );
  });

  it("counts a slow-phone miss against the pages the slow phone measured, in the singular for one", () => {
    const summary = renderResults(report([slowPhone("/", 44), slowPhone("/ru", 52)]));
    expect(summary).toContain("**Summary: 1 target missed** — a script task > 50 ms at 4× CPU on 1 of 2 pages.");
  });

  it("in busy mode reports the slow phone's CPU figures without judging them, and says why", () => {
    const busy = { ...report([slowPhone("/", 44), slowPhone("/ru", 97)]), busy: true };
    const results = renderResults(busy);
    expect(results).toContain("**Summary: every target met.**");
    expect(results).toContain("| `/ru` | 0 ms | 0 ms | 97 ms | 0 |");
    expect(results).toContain("In busy mode these slow-phone figures are read once each and not judged (decision 065)");
  });

  it("in busy mode still judges Lighthouse's blocking time", () => {
    const busy = { ...report([slowPhone("/", 44)]), busy: true };
    busy.pages[2] = { ...busy.pages[2]!, scores: { ...scores, tbtMs: 80 } };
    expect(renderResults(busy)).toContain("**Summary: 1 target missed** — TBT > static copy + 50 ms on 1 of 4 pages.");
  });

  it("judges Performance and blocking time beside each page's static copy, not against fixed numbers", () => {
    const slowCopy = { ...scores, scores: { ...scores.scores, performance: 0.9 }, tbtMs: 200 };
    const run = report([slowPhone("/", 44)]);
    // A page whose copy itself scores 0.90 and blocks 200 ms meets the target at 0.89 and 240 ms…
    run.pages[0] = {
      ...run.pages[0]!,
      copy: slowCopy,
      scores: { ...slowCopy, scores: { ...slowCopy.scores, performance: 0.89 }, tbtMs: 240 },
    };
    expect(renderResults(run)).toContain("**Summary: every target met.**");
    // …and misses it at 0.87 and 260 ms.
    run.pages[0] = {
      ...run.pages[0]!,
      scores: { ...slowCopy, scores: { ...slowCopy.scores, performance: 0.87 }, tbtMs: 260 },
    };
    expect(renderResults(run)).toContain(
      "**Summary: 2 targets missed** — Performance > 0.02 below static copy on 1 of 4 pages; TBT > static copy + 50 ms on 1 of 4 pages.",
    );
  });

  it("shows the build it compares with beside this one, and counts a page slower than it", () => {
    const run = { ...report([slowPhone("/", 44)]), baseline: "the build of commit 6e5751f" };
    const before = { scores, copy: scores, weight };
    run.pages = run.pages.map((page) => ({ ...page, baseline: before }));
    const results = renderResults(run);
    expect(results).toContain("### the build of commit 6e5751f, in the same runs");
    expect(results).toContain(
      "| `/` | 1.00 / 1.00 | 0 ms / 0 ms | 1.40 s / 1.40 s | 105.0 / 105.0 | at least as fast |",
    );
    expect(results).toContain("**Summary: every target met.**");
    run.pages[1] = { ...run.pages[1]!, scores: { ...scores, tbtMs: 30 } };
    expect(renderResults(run)).toContain("slower than the build of commit 6e5751f on 1 of 4 pages");
  });
});
