/** The Lighthouse categories measured, in the order the report shows them. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The categories judged against a fixed score; Performance is judged against the page's static copy. */
export type AbsoluteCategory = Exclude<Category, "performance">;

/** The targets (issues 18, 30 and 36), judged side by side with each page's static copy where they can be. */
export const TARGETS = {
  /** Lowest acceptable Lighthouse score (mobile, simulated throttling) of the categories not about speed. */
  score: { accessibility: 1, "best-practices": 1, seo: 1 } satisfies Record<AbsoluteCategory, number>,
  /** A page's Performance at most this far below its static copy's (the same bytes, no scripts), same run. */
  performanceBelowCopy: 0.02,
  /** A page's total blocking time at most this much above its static copy's. */
  tbtAboveCopyMs: 50,
  /** A page's LCP may be at most this many times its static copy's. */
  lcpPerStatic: 1.1,
  /** Cumulative Layout Shift: none at all. */
  cls: 0,
  /** A page's JavaScript may weigh at most this many times the minimal React Router app's. */
  jsPerFloor: 1.1,
  /**
   * Lighthouse runs of every page, each right beside its static copy's (and today's pipeline's, with
   * --compare): its simulated times move by up to a tenth between runs, so medians are reported.
   */
  runs: 3,
  /** The real slow phone measures a page again after a miss, this many times in all, and reports the median. */
  runsOnMiss: 3,
  /** Our server's requests per second, at least this share of a bare node:http server's. */
  throughputPerBare: 0.5,
  /** On the real slow phone (4× CPU), no task that runs the page's script may last longer. */
  scriptTaskMs: 50,
  /** A first tap on the quote dialog or the phone menu answers within this (INP-style). */
  inpMs: 100,
  /**
   * Against another build of the site (--compare, e.g. the pipeline before issue 36): how much a
   * median may move before the page counts as slower (one run's noise on this machine).
   */
  compared: { performance: 0.01, tbtMs: 10, lcpRatio: 1.05 },
};

/** Whether a page's Performance meets its target beside its static copy's. */
export const performanceMet = (page: number | null, copy: number | null | undefined) =>
  page !== null && copy != null && page >= copy - TARGETS.performanceBelowCopy;

/** Whether a page's total blocking time meets its target beside its static copy's. */
export const tbtMet = (page: number | null, copy: number | null | undefined) =>
  page !== null && copy != null && page <= copy + TARGETS.tbtAboveCopyMs;
