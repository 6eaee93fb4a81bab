import { describe, expect, it } from "vitest";
import { formatWholeEuro } from "../sections/figures";
import { breakEvenRevenue, cheapestPlan, monthlyCost, parseRevenue } from "./calculator";

describe("monthlyCost", () => {
  it.each([
    ["free", 0, 0],
    ["free", 1000, 70],
    ["free", 557.14, 38.9998],
    ["starter", 0, 39],
    ["starter", 5000, 39],
    ["professional", 5000, 49],
  ] as const)("%s at €%d revenue costs €%d", (plan, revenue, cost) => {
    expect(monthlyCost(plan, revenue)).toBeCloseTo(cost, 4);
  });

  it("has no figure for Enterprise, whose price is agreed per business", () => {
    expect(monthlyCost("enterprise", 1000)).toBeNull();
  });
});

describe("breakEvenRevenue", () => {
  it("puts Starter level with 7% commission at €557.14, shown as €557 a month", () => {
    expect(breakEvenRevenue("starter")).toBeCloseTo(557.142857, 5);
    expect(formatWholeEuro("en", breakEvenRevenue("starter")!)).toBe("€557");
    expect(formatWholeEuro("nl", breakEvenRevenue("starter")!)).toBe("€\u00a0557"); // Intl keeps the sign and amount together with a no-break space
  });

  it("puts Professional at €700", () => {
    expect(breakEvenRevenue("professional")).toBeCloseTo(700, 6);
  });

  it("has none for the free plan and Enterprise", () => {
    expect(breakEvenRevenue("free")).toBeNull();
    expect(breakEvenRevenue("enterprise")).toBeNull();
  });
});

describe("cheapestPlan", () => {
  it.each([
    [0, "free"],
    [557, "free"],
    [557.15, "starter"],
    [10_000, "starter"],
  ] as const)("at €%d revenue it is %s", (revenue, plan) => {
    expect(cheapestPlan(revenue)).toBe(plan);
  });
});

describe("parseRevenue", () => {
  it.each([
    ["1500", ",", 1500],
    ["1.500,50", ",", 1500.5],
    ["€ 2.000", ",", 2000],
    ["1,500.50", ".", 1500.5],
    ["€750", ".", 750],
  ] as const)("reads %j with %j as decimal separator", (input, separator, expected) => {
    expect(parseRevenue(input, separator)).toBe(expected);
  });

  it.each(["", "abc", "-5", "12e3", "1,5,5"])("rejects %j", (input) => {
    expect(parseRevenue(input, ",")).toBeNull();
  });
});
