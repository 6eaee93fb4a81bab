import { describe, expect, it } from "vitest";
import { clusterVerdicts, secondHalfGrowthMb, verdicts } from "./api-report";

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
