import { describe, expect, it } from "vitest";
import { secondHalfGrowthMb } from "./api-report";

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
