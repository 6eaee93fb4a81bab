import { describe, expect, it } from "vitest";
import { clusterVerdicts, platformLine, platformSummary, platformVerdicts, secondHalfGrowthMb, verdicts } from "./api-report";

const series = (mbs: number[]) => mbs.map((mb, index) => ({ seconds: index * 5, mb }));

describe("secondHalfGrowthMb", () => {
  it("reports a steady climb (24 MB over this hold) as growth that fails the 20 MB target", () => {
    expect(secondHalfGrowthMb(series([100, 102, 104, 106, 108, 110, 112, 114, 116, 118, 120, 122, 124]))).toBeGreaterThanOrEqual(20);
  });

  it("does not count the heap's one step up while it settles", () => {
    expect(secondHalfGrowthMb(series([158, 158, 158, 159, 159, 183, 183, 184, 184, 184, 185, 185, 185, 185]))).toBeLessThan(4);
  });

  it("counts a fall at a major GC as no growth", () => {
    expect(secondHalfGrowthMb(series([149, 149, 150, 151, 152, 126, 129, 137, 137]))).toBeLessThan(0);
  });

  it("refuses too few samples to tell", () => {
    expect(() => secondHalfGrowthMb(series([150, 151]))).toThrow(/six samples/);
  });
});

describe("verdicts", () => {
  const result = { requestsPerSecond: 1000, p50Ms: 2, p99Ms: 10, total: 1000, errors: 0, timeouts: 0, statusCounts: { "200": 1000 } };
  it("leaves memory out of a smoke run too short to judge it, and judges it otherwise", () => {
    expect(verdicts(result, result, result, null).map((verdict) => verdict.label)).not.toContainEqual(expect.stringContaining("memory"));
    expect(verdicts(result, result, result, 25).find((verdict) => verdict.label.includes("memory"))?.ok).toBe(false);
  });
});

describe("clusterVerdicts", () => {
  const held = { requestsPerSecond: 3990, p50Ms: 3, p99Ms: 20, total: 239_400, errors: 0, timeouts: 0, statusCounts: { "200": 200_000, "429": 39_400 } };
  it("passes a held rate with 429s, and fails on a 5xx, a reset or a slow p99", () => {
    expect(clusterVerdicts(held, 4000).every((verdict) => verdict.ok)).toBe(true);
    expect(clusterVerdicts({ ...held, statusCounts: { "200": 1, "502": 1 } }, 4000).some((verdict) => !verdict.ok)).toBe(true);
    expect(clusterVerdicts({ ...held, errors: 1 }, 4000).some((verdict) => !verdict.ok)).toBe(true);
    expect(clusterVerdicts({ ...held, p99Ms: 50 }, 4000).some((verdict) => !verdict.ok)).toBe(true);
    expect(clusterVerdicts({ ...held, requestsPerSecond: 2500 }, 4000).some((verdict) => !verdict.ok)).toBe(true);
  });
});

describe("platformSummary", () => {
  const run = (requestsPerSecond: number, p99Ms = 4, statusCounts: Record<string, number> = { "2xx": 1000 }) => ({
    requestsPerSecond,
    cpuUsPerAnswer: 1e6 / requestsPerSecond,
    p50Ms: 1,
    p99Ms,
    total: 1000,
    errors: 0,
    timeouts: 0,
    statusCounts,
  });

  it("takes each side's median over the interleaved rounds, so one disturbed round does not move the ratio", () => {
    const summary = platformSummary("catalogue GET", { ours: [run(16_000, 5), run(4_000, 90), run(17_000, 6)], bare: [run(20_000), run(19_000), run(40_000)] });
    expect(summary.oursRps).toBe(16_000);
    expect(summary.bareRps).toBe(20_000);
    expect(summary.ratio).toBe(0.8);
    expect(summary.oursP99Ms).toBe(6);
  });

  it("takes the mean of the middle two of an even number of rounds", () => {
    expect(platformSummary("r", { ours: [run(10), run(20), run(30), run(40)], bare: [run(50), run(50)] }).ratio).toBe(0.5);
  });

  it("passes at 0.8× with p99 under 10 ms, and fails below 0.8×, at a p99 of 10 ms or on an answer that is not 2xx", () => {
    const at = (ours: number, p99: number, statusCounts?: Record<string, number>) =>
      platformVerdicts(platformSummary("r", { ours: [run(ours, p99, statusCounts)], bare: [run(10_000)] }));
    expect(at(8_000, 9.9).every((verdict) => verdict.ok)).toBe(true);
    expect(at(7_999, 9.9).some((verdict) => !verdict.ok)).toBe(true);
    expect(at(9_000, 10).some((verdict) => !verdict.ok)).toBe(true);
    expect(at(9_000, 2, { "2xx": 990, other: 10 }).some((verdict) => !verdict.ok)).toBe(true);
  });

  it("prints the ratio, both medians with their p99 and every round, so a noisy run shows", () => {
    const runs = { ours: [run(8_000), run(9_000)], bare: [run(10_000), run(11_000)] };
    const text = platformLine(platformSummary("update check", runs), runs);
    expect(text).toContain("ratio 0.81× (by CPU 0.81×)");
    expect(text).toContain("ours 8000 9000 | bare 10000 11000");
    expect(text).toMatch(/ours\s+8500 req\/s \(p99 4 ms, 118.1 µs CPU\/answer\).*bare Node\s+10500 req\/s \(p99 4 ms, 95.5 µs CPU\/answer\)/);
  });
});
