import type { StdioOptions } from "node:child_process";
import { join, resolve } from "node:path";

/** The repository the benchmark measures. */
export const ROOT = resolve(import.meta.dirname, "../..");

/** The project's Node (24): the system one is older. */
export const NODE = join(ROOT, "node_modules", ".bin", "node");

/** Scratch space for one run: the floor app's build, the bare server's response. Git-ignored. */
export const BENCH_DIR = join(ROOT, ".bench");

/** Child-process output goes to stderr, so stdout carries only the report. */
export const TO_STDERR: StdioOptions = ["ignore", 2, 2];
