import { spawn } from "node:child_process";
import { NODE } from "./workspace.ts";

/** Hashing without end: one CPU core's worth of work that competes with the browser and the server. */
const LOAD = `const { createHash } = require("node:crypto"); const block = Buffer.alloc(65536, 1); for (;;) createHash("sha256").update(block).digest();`;

/**
 * The bench's busy mode (issue 30): a phone is rarely idle, so a second process keeps one CPU
 * core busy while everything is measured. Returns a function that ends it.
 */
export function keepOneCoreBusy(): () => void {
  const child = spawn(NODE, ["-e", LOAD], { stdio: "ignore" });
  return () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
}
