/** The Lighthouse categories measured, in the order the report shows them. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The targets ("Search, speed and accessibility"). */
export const TARGETS = {
  /** Lowest acceptable Lighthouse score per category (mobile, simulated throttling). */
  score: { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 } satisfies Record<Category, number>,
  /** A page's LCP may be at most this many times its static copy's (the same bytes, no scripts). */
  lcpPerStatic: 1.1,
  /** Cumulative Layout Shift: none at all. */
  cls: 0,
  /** A page's JavaScript may weigh at most this many times the minimal React Router app's. */
  jsPerFloor: 1.1,
  /**
   * Lighthouse's simulated times move by up to a tenth between runs on this machine: a page that
   * misses a target is measured this many times in all, and its median run reported.
   */
  runsOnMiss: 3,
  /** Our server's requests per second, at least this share of a bare node:http server's. */
  throughputPerBare: 0.5,
  /** Lighthouse's total blocking time (issue 30): at most this, on every page. */
  tbtMs: 50,
  /** On the real slow phone (4× CPU), no task that runs the page's script may last longer. */
  scriptTaskMs: 50,
  /** A first tap on the quote dialog, the phone menu or the careers filters answers within this (INP-style). */
  inpMs: 100,
};
