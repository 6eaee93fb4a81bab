/**
 * What bench-web records about the run besides the pages themselves: the JSON results file
 * (for comparing runs and reading per-run spread) and whether the host was busy.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { BenchArgs } from "./args";
import { BUDGETS } from "./budgets";
import type { PageReport } from "./report";

/**
 * Simulated throttling multiplies the CPU time it observes, so load from anything else
 * inflates TBT (and with it the score). Said per page, so a timing failure on a busy host
 * is not mistaken for a regression; bytes, CLS and the other three categories are unaffected.
 */
export function busyHost(): string[] {
  const [load = 0] = os.loadavg();
  const cores = os.availableParallelism();
  return load > cores ? [`host busy (load ${load.toFixed(1)} on ${cores} cores): TBT and perf are not trustworthy`] : [];
}

export interface RunResults {
  args: BenchArgs;
  /** The pages manifest's build time, so a result names the build it measured. */
  builtAt: string;
  elapsedMs: number;
  pages: PageReport[];
}

/** Writes .bench/web-<timestamp>.json and returns its path. */
export function writeResults(dir: string, results: RunResults): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const lighthouseVersion = (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
  // NaN is not JSON; null says "not measured" more honestly than 0.
  const body = JSON.stringify(
    { ...results, budgets: BUDGETS, lighthouseVersion },
    (_key, value) => (typeof value === "number" && !Number.isFinite(value) ? null : value),
    2,
  );
  writeFileSync(file, `${body}\n`);
  return file;
}
