import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { runLoad, type LoadResult } from "./load-autocannon.ts";
import { checkSubmissions } from "./load-check.ts";
import { newLedgers, pagePaths, pagesScenario, submissionScenarios } from "./load-scenarios.ts";
import { startProductionServer } from "./load-server.ts";
import { measureSpike } from "./load-spike.ts";
import { spikeSection, writeSection } from "./report.ts";
import { ensureBuilt } from "./site-server.ts";

/**
 * `npm run bench:load [-- --connections=200 --duration=30 --database-url=postgres://…]`:
 * the production server under load, pages first, then each form, one scenario after
 * another, then proves no submission was lost; then a traffic spike behind Varnish
 * (load-spike.ts). `--spike` runs the spike alone; `--write` records its table in
 * docs/performance.md. Exits non-zero on errors, non-2xx answers or a mismatch between
 * answers and stored rows. Run by hand, not in CI.
 */
const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    duration: { type: "string", default: "30" },
    "database-url": { type: "string" },
    spike: { type: "boolean", default: false },
    write: { type: "boolean", default: false },
  },
});
const connections = positiveInteger("connections", values.connections);
const durationS = positiveInteger("duration", values.duration);
const databaseUrl = values["database-url"];

ensureBuilt();
const problems: string[] = [];
if (!values.spike) await pagesAndForms();

console.log(
  `\nSpike: ${connections} connections, ${durationS} s each, through Varnish, straight to Node, on bare node:http`,
);
const spike = await measureSpike({ connections, durationS, log: (message) => console.log(message) });
const table = spikeSection(spike, { connections, durationS });
console.log(`\n${table}`);
for (const { name, result } of spike) problems.push(...answerProblems(`spike, ${name}`, result));
if (values.write) {
  await writeSection("## Spike behind a shared cache", table);
  console.log("Spike table written to docs/performance.md");
}
if (problems.length) {
  console.error(`\nFAILED:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log("\nOK: no errors, every answer 2xx, every acknowledged submission stored with its file.");

/** Errors, time-outs and answers other than 2xx of one scenario. */
function answerProblems(scenario: string, result: LoadResult): string[] {
  const found: string[] = [];
  if (result.errors) found.push(`${scenario}: ${result.errors} errors (${result.timeouts} timeouts)`);
  if (result.non2xx) {
    const codes = Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, { count }]) => `${count}× ${code}`);
    found.push(`${scenario}: non-2xx answers: ${codes.join(", ")}`);
  }
  return found;
}

/** Pages in three languages and every form, one scenario after another; then no submission may be missing. */
async function pagesAndForms() {
  const server = await startProductionServer({ databaseUrl });
  console.log(
    `Server ${server.url} on ${databaseUrl ? "PostgreSQL" : "SQLite"}, DATA_DIR ${server.dataDir}; ` +
      `${connections} connections, ${durationS} s per scenario`,
  );
  // Submissions carry this run's tag, so a PostgreSQL database that already has rows can be used.
  const tag = `load${Date.now().toString(36)}`;
  const ledgers = newLedgers();
  const rows: { scenario: string; result: LoadResult }[] = [];
  try {
    const paths = pagePaths();
    // This first visit also fills the server's page cache: the load measures cached pages.
    const missing: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) missing.push(`page ${path} answers ${response.status}, not 200`);
    }
    if (missing.length) throw new Error(`pages to load do not answer 200:\n${missing.join("\n")}`);

    for (const scenario of [pagesScenario(paths), ...submissionScenarios(tag, ledgers)]) {
      console.log(`${scenario.name}…`);
      const result = await runLoad({ url: server.url, connections, durationS, requests: scenario.requests });
      rows.push({ scenario: scenario.name, result });
    }
  } finally {
    await server.stop();
  }

  printTable(rows);
  const found = rows.flatMap(({ scenario, result }) => answerProblems(scenario, result));
  const check = await checkSubmissions({ dataDir: server.dataDir, databaseUrl, tag, ledgers });
  console.log("\nSubmissions: 2xx answers vs rows stored");
  for (const { endpoint, acknowledged, stored } of check.counts) {
    console.log(
      `  ${endpoint.padEnd(13)} ${String(acknowledged).padStart(7)} ${acknowledged === stored ? "=" : "≠"} ${stored}`,
    );
  }
  found.push(...check.problems);
  if (found.length) {
    console.error(`\nFAILED:\n${found.map((problem) => `  - ${problem}`).join("\n")}`);
    console.error(`Server log and data kept in ${server.dataDir}`);
    process.exit(1);
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

function printTable(results: { scenario: string; result: LoadResult }[]) {
  const header = ["scenario", "requests", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx", "timeouts"];
  const body = results.map(({ scenario, result }) => [
    scenario,
    String(result.requests.total),
    (result.requests.total / result.duration).toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.errors),
    String(result.non2xx),
    String(result.timeouts),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
  console.log(
    `\n${line(header)}\n|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`,
  );
  for (const row of body) console.log(line(row));
}

function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`--${name} must be a positive whole number, not "${value}"`);
    process.exit(2);
  }
  return number;
}
