import { describe, expect, it } from "vitest";
import { type OverloadResult, overloadVerdicts, parseOverload } from "./overload";

const stage = (connections: number, overrides: Partial<OverloadResult> = {}): OverloadResult => ({
  connections,
  total: 100_000,
  p99Ms: 400,
  maxMs: 1500,
  shed: 5000,
  shedWithRetryAfter: 5000,
  otherErrors: 0,
  ...overrides,
});

describe("overload stages", () => {
  it("reads the line wrk's script writes, in milliseconds", () => {
    expect(parseOverload("Running 15s test\nOVERLOAD total=1200 p99us=845123 maxus=2100000 shed=300 retry=300 other=0\n", 1000)).toEqual({
      connections: 1000,
      total: 1200,
      p99Ms: 845,
      maxMs: 2100,
      shed: 300,
      shedWithRetryAfter: 300,
      otherErrors: 0,
    });
    expect(parseOverload("unable to connect", 400)).toBeNull();
  });

  it("passes shed overload, and fails a slow p99, no 503 at the largest stage, or a 503 without Retry-After", () => {
    expect(overloadVerdicts([stage(400), stage(1000)], "through nginx").every((verdict) => verdict.ok)).toBe(true);
    expect(overloadVerdicts([stage(400, { p99Ms: 2700 }), stage(1000)], "through nginx").some((verdict) => !verdict.ok)).toBe(true);
    expect(overloadVerdicts([stage(400), stage(1000, { shed: 0, shedWithRetryAfter: 0 })], "through nginx").some((verdict) => !verdict.ok)).toBe(true);
    expect(overloadVerdicts([stage(400), stage(1000, { shedWithRetryAfter: 4999 })], "through nginx").some((verdict) => !verdict.ok)).toBe(true);
  });
});
