import type { LoadResult } from "./api-load";

export interface Verdict {
  label: string;
  ok: boolean;
}

const codes = (result: LoadResult) =>
  Object.entries(result.statusCounts)
    .map(([code, count]) => `${code}×${count}`)
    .join(" ");

export const line = (name: string, result: LoadResult) =>
  `${name.padEnd(28)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(result.p50Ms).padStart(4)} ms  p99 ${String(result.p99Ms).padStart(4)} ms  ${codes(result)}${result.errors ? `  errors ${result.errors}` : ""}${result.timeouts ? `  timeouts ${result.timeouts}` : ""}`;

/**
 * Memory growth over a held load, from RSS samples taken through it. The heap settles in the
 * first half (V8 grows its young generation once, in a step); a leak keeps climbing after that.
 * So: the rise from the middle of the hold to its end (medians of three samples each), doubled
 * to stand for the whole hold. A single before/after pair cannot tell a step from a leak.
 */
export function secondHalfGrowthMb(samples: ReadonlyArray<{ seconds: number; mb: number }>): number {
  if (samples.length < 6) throw new Error("secondHalfGrowthMb needs at least six samples");
  const median3 = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
  const middle = Math.floor(samples.length / 2);
  const atMiddle = median3(samples.slice(middle - 1, middle + 2).map((s) => s.mb));
  const atEnd = median3(samples.slice(-3).map((s) => s.mb));
  return 2 * (atEnd - atMiddle);
}

/** The issue's targets, one verdict each; memory is left out when the hold was too short to judge it (null). */
export function verdicts(app: LoadResult, nginx: LoadResult, mixed: LoadResult, memoryGrowthMb: number | null): Verdict[] {
  const serverErrors = Object.entries(mixed.statusCounts)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const ratio = app.requestsPerSecond / nginx.requestsPerSecond;
  return [
    { label: `catalogue GET at ${ratio.toFixed(2)}× nginx (target ≥ 0.4×)`, ok: ratio >= 0.4 },
    {
      label: `mixed load: ${serverErrors} 5xx, ${mixed.errors} errors/resets, ${mixed.timeouts} timeouts (target 0)`,
      ok: serverErrors === 0 && mixed.errors === 0 && mixed.timeouts === 0,
    },
    { label: `mixed load p99 ${mixed.p99Ms} ms (target < 50 ms)`, ok: mixed.p99Ms < 50 },
    ...(memoryGrowthMb === null
      ? []
      : [{ label: `memory growth ${memoryGrowthMb.toFixed(1)} MB over the held load, from its second half (target < 20 MB)`, ok: memoryGrowthMb < 20 }]),
  ];
}

/** The cluster run's targets: p99 under 50 ms and no error; 429s are reported, not judged (a limit may be meant to bite). */
export function clusterVerdicts(mixed: LoadResult, rate: number): Verdict[] {
  const serverErrors = Object.entries(mixed.statusCounts)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  return [
    { label: `cluster: ${mixed.requestsPerSecond.toFixed(0)} req/s held (target ${rate})`, ok: mixed.requestsPerSecond >= rate * 0.95 },
    {
      label: `cluster: ${serverErrors} 5xx, ${mixed.errors} errors/resets, ${mixed.timeouts} timeouts (target 0)`,
      ok: serverErrors === 0 && mixed.errors === 0 && mixed.timeouts === 0,
    },
    { label: `cluster: p99 ${mixed.p99Ms} ms (target < 50 ms)`, ok: mixed.p99Ms < 50 },
  ];
}

const median = (values: readonly number[]) => {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One route against bare Node: the medians of each side's interleaved runs, and their ratio. */
export interface PlatformSummary {
  route: string;
  oursRps: number;
  bareRps: number;
  ratio: number;
  oursP99Ms: number;
  bareP99Ms: number;
  /** The server's CPU time per answer (µs), median over the rounds: steadier than the rate when other work shares the cores. */
  oursCpuUs: number;
  bareCpuUs: number;
  /** Answers that were not 2xx, or socket errors and timeouts, on our side: a fast refusal is no speed. */
  oursFailures: number;
}

const failures = (result: LoadResult) =>
  result.errors + result.timeouts + Object.entries(result.statusCounts).reduce((sum, [code, count]) => sum + (code.startsWith("2") ? 0 : count), 0);

type Run = LoadResult & { cpuUsPerAnswer: number };

export function platformSummary(route: string, runs: { ours: readonly Run[]; bare: readonly Run[] }): PlatformSummary {
  const oursRps = median(runs.ours.map((run) => run.requestsPerSecond));
  const bareRps = median(runs.bare.map((run) => run.requestsPerSecond));
  return {
    route,
    oursRps,
    bareRps,
    ratio: oursRps / bareRps,
    oursP99Ms: median(runs.ours.map((run) => run.p99Ms)),
    bareP99Ms: median(runs.bare.map((run) => run.p99Ms)),
    oursCpuUs: median(runs.ours.map((run) => run.cpuUsPerAnswer)),
    bareCpuUs: median(runs.bare.map((run) => run.cpuUsPerAnswer)),
    oursFailures: runs.ours.reduce((sum, run) => sum + failures(run), 0),
  };
}

const rates = (runs: readonly LoadResult[]) => runs.map((run) => run.requestsPerSecond.toFixed(0)).join(" ");

/** The medians, the ratio, and each round's rate on both sides, so a noisy run shows itself. */
export const platformLine = (summary: PlatformSummary, runs: { ours: readonly LoadResult[]; bare: readonly LoadResult[] }) =>
  `${summary.route.padEnd(24)} ours ${summary.oursRps.toFixed(0).padStart(6)} req/s (p99 ${summary.oursP99Ms} ms, ${summary.oursCpuUs.toFixed(1)} µs CPU/answer)  bare Node ${summary.bareRps.toFixed(0).padStart(6)} req/s (p99 ${summary.bareP99Ms} ms, ${summary.bareCpuUs.toFixed(1)} µs CPU/answer)  ratio ${summary.ratio.toFixed(2)}× (by CPU ${(summary.bareCpuUs / summary.oursCpuUs).toFixed(2)}×)  [ours ${rates(runs.ours)} | bare ${rates(runs.bare)}]`;

/** The platform targets (decision 070): at least 0.8× bare Node, p99 under 10 ms at 50 connections, every answer a 2xx. */
export function platformVerdicts(summary: PlatformSummary): Verdict[] {
  return [
    { label: `${summary.route} at ${summary.ratio.toFixed(2)}× bare Node http (target ≥ 0.8×)`, ok: summary.ratio >= 0.8 },
    { label: `${summary.route} p99 ${summary.oursP99Ms} ms at 50 connections (target < 10 ms)`, ok: summary.oursP99Ms < 10 },
    { label: `${summary.route}: ${summary.oursFailures} answers not 2xx, errors or timeouts (target 0)`, ok: summary.oursFailures === 0 },
  ];
}
