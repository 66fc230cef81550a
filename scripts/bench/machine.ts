import { readFileSync } from "node:fs";
import { cpus, release, totalmem } from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  /** The 1-minute load average when measuring began: other work on the machine slows Lighthouse's CPU tasks. */
  loadAverage: number;
}

function osName(): string {
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync("/etc/os-release", "utf8"))?.[1];
    return `${pretty ?? process.platform}, kernel ${release()}`;
  } catch {
    return `${process.platform} ${release()}`;
  }
}

/** What the numbers were measured on: they only compare with runs on the same kind of machine. */
export function describeMachine(chromium: string, loadAverage: number): Machine {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? "unknown",
    cores: processors.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: osName(),
    node: process.version,
    chromium,
    loadAverage,
  };
}
