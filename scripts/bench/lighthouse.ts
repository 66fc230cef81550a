import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { CATEGORIES, type Category, TARGETS } from "./targets.ts";

/** The system Chromium: no tool may download a browser of its own. */
const CHROME_PATH = "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Chrome {
  port: number;
  /** E.g. "156.0.8078.79". */
  version: string;
  close(): void;
}

/** One headless Chromium that every Lighthouse run of the benchmark connects to in turn. */
export async function launchChrome(): Promise<Chrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    const { Browser: browser } = (await response.json()) as { Browser: string };
    return { port: chrome.port, version: browser.replace(/^.*\//, ""), close: () => chrome.kill() };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/** The page answered with an error status: running Lighthouse again would not help. */
export class PageAnswerError extends Error {}

const DOCUMENT_ERRORS = new Set(["ERRORED_DOCUMENT_REQUEST", "FAILED_DOCUMENT_REQUEST"]);

/** Lighthouse's defaults (mobile, simulated throttling), the four categories the targets name. */
export async function audit(chrome: Chrome, url: string): Promise<Result> {
  const flags: Flags = { port: chrome.port, logLevel: "error", onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`${url}: Lighthouse returned no result`);
  const failure = result.lhr.runtimeError;
  if (failure) {
    const message = `${url}: ${failure.message}`;
    throw DOCUMENT_ERRORS.has(failure.code) ? new PageAnswerError(message) : new Error(message);
  }
  return result.lhr;
}

interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  displayValue?: string;
}

export interface PageScores {
  /** Per category, 0–1; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The audits that cost points in each category below its target. */
  failing: FailingAudit[];
}

/** Audits that score the page; the others only inform or do not apply. */
const SCORED_MODES = new Set(["binary", "numeric", "metricSavings", "error"]);

export function pageScores(lhr: Result): PageScores {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? null]),
  ) as Record<Category, number | null>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const cls = numeric("cumulative-layout-shift");
  // What cost points: any Performance audit below full marks (its target is relative), the others below theirs.
  const floorOf = (category: Category) => (category === "performance" ? 1 : TARGETS.score[category]);
  const failing = CATEGORIES.filter((category) => (scores[category] ?? 0) < floorOf(category)).flatMap((category) =>
    failingAudits(lhr, category),
  );
  // CLS has its own target, met or not whatever the Performance score: name what moved.
  const shifts = (cls ?? 0) > TARGETS.cls ? layoutShifts(lhr) : null;
  return {
    scores,
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls,
    failing: shifts ? [...failing, shifts] : failing,
  };
}

interface LayoutShiftItem {
  node?: { selector?: string };
  score?: number;
}

/** The layout-shifts audit, its displayValue extended with the elements that moved most. */
function layoutShifts(lhr: Result): FailingAudit | null {
  const result = lhr.audits["layout-shifts"];
  if (!result) return null;
  const items = result.details?.type === "table" ? (result.details.items as unknown as LayoutShiftItem[]) : [];
  const culprits = items.map((item) => `${item.node?.selector ?? "unknown element"} (${item.score?.toFixed(3)})`);
  const displayValue = [result.displayValue, culprits.join(", ")].filter(Boolean).join(": ");
  return { category: "performance", id: result.id, title: result.title, displayValue };
}

function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.group !== "hidden")
    .flatMap((ref) => {
      const result = lhr.audits[ref.id];
      if (!result || !SCORED_MODES.has(result.scoreDisplayMode)) return [];
      if (result.scoreDisplayMode !== "error" && (result.score === null || result.score >= 1)) return [];
      const displayValue = result.scoreDisplayMode === "error" ? result.errorMessage : result.displayValue;
      return [{ category, id: result.id, title: result.title, displayValue }];
    });
}
