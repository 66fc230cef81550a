import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Vitest's global setup for the suites that start servers: names the run, so its workers
 * share the templates of a start (start-template.ts) and none outlives the code that made
 * it; a rerun in watch mode gets a new name. Removes SQLite's templates at the end.
 */
export default function setup(project: TestProject) {
  const runs: string[] = [];
  const name = () => {
    runs.push(randomUUID());
    project.provide("startTemplateRun", runs.at(-1)!);
  };
  name();
  project.onTestsRerun(name);
  return () => {
    for (const run of runs) rmSync(join(tmpdir(), `lojuvard-start-${run}`), { recursive: true, force: true });
  };
}
