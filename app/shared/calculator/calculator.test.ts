import { describe, expect, it } from "vitest";
import { CALCULATOR_MAX_REVENUE, MONTHLY_FEE } from "../../../content/pricing-constants";
import {
  breakEvenRevenue,
  cheapestPlans,
  exampleCosts,
  monthlyCost,
  PRICED_PLANS,
  type PriceList,
  parseRevenue,
  paymentCostShare,
  paymentCosts,
  readRevenue,
} from "./calculator";

describe("monthlyCost", () => {
  it.each([
    ["free", 0, 0],
    ["free", 250, 17.5],
    ["free", 557, 38.99],
    ["free", 558, 39.06],
    ["free", 1000, 70],
    ["free", 557.14, 39],
    ["starter", 0, 39],
    ["starter", 5000, 39],
    ["professional", 5000, 49],
  ] as const)("%s at €%d revenue costs €%d, to the cent", (plan, revenue, cost) => {
    expect(monthlyCost(plan, revenue)).toBe(cost);
  });

  it("has no figure for Enterprise, whose price is agreed per business", () => {
    expect(monthlyCost("enterprise", 1000)).toBeNull();
  });
});

describe("breakEvenRevenue: the first whole euro at which a plan is really the cheapest", () => {
  it.each([
    ["starter", 558],
    ["free", null], // cheapest from the first euro: there is nothing to break even with
    ["professional", null], // Starter always costs less
    ["enterprise", null], // custom price
  ] as const)("%s: %j", (plan, expected) => {
    expect(breakEvenRevenue(plan)).toBe(expected);
  });

  // At, below and above Starter's break-even, in whole euros and in the cents around the exact tie (€557.142857…).
  it.each([
    [556, ["free"], false],
    [557, ["free"], false], // 7% of €557 is €38.99, still less than €39
    [557.14, ["free", "starter"], false], // 7% is €38.9998: charged as €39.00, a tie
    [557.21, ["free", "starter"], false], // €39.0047: charged as €39.00, a tie, so neither is cheaper
    [557.22, ["starter"], true], // €39.0054, charged as €39.01
    [558, ["starter"], true],
    [559, ["starter"], true],
  ] as const)("at €%d the cheapest plans are %j (Starter strictly cheaper than Gratis: %s)", (revenue, cheapest, starterCheaper) => {
    expect(cheapestPlans(revenue)).toEqual(cheapest);
    expect(monthlyCost("starter", revenue)! < monthlyCost("free", revenue)!).toBe(starterCheaper);
  });

  it("is the first such euro: the plan is the cheapest there and not a euro earlier", () => {
    for (const plan of PRICED_PLANS) {
      const euro = breakEvenRevenue(plan);
      if (euro === null) continue;
      expect(cheapestPlans(euro)).toEqual([plan]);
      expect(cheapestPlans(euro - 1)).not.toEqual([plan]);
    }
  });

  // Professional against Gratis alone breaks even at €700, where both cost €49; but Starter is cheaper still.
  it.each([0, 557, 558, 699, 700, 701, 5000, 1_000_000])("never names Professional the cheapest, at €%d either", (revenue) => {
    expect(cheapestPlans(revenue)).not.toContain("professional");
    expect(monthlyCost("starter", revenue)!).toBeLessThan(monthlyCost("professional", revenue)!);
  });

  it("makes Gratis and Professional cost the same at €700, so neither is cheaper there", () => {
    expect(monthlyCost("free", 700)).toBe(monthlyCost("professional", 700));
  });

  // Computed from the price list, never typed: other prices give other break-evens.
  const prices = (starter: number | null, professional: number | null, rate: number): PriceList => ({
    fee: { free: 0, starter, professional, enterprise: null },
    rate: { free: rate, starter: 0, professional: 0, enterprise: 0 },
  });
  it.each([
    ["a tie on a whole euro moves to the next one", prices(40, 49, 0.08), "starter", 501],
    ["fees that are not a whole number of commission euros", prices(10, 49, 0.03), "starter", 334],
    ["a float rate that is not exact in binary", prices(39, 49, 0.07), "starter", 558],
    ["a commission that is charged rounded to the cent (0.01% of €10,049 is charged as €1.00: a tie)", prices(1, 49, 0.0001), "starter", 10_050],
    ["Professional against Gratis alone, at its €700 tie", prices(null, 49, 0.07), "professional", 701],
    ["a Professional cheaper than Starter", prices(49, 39, 0.07), "professional", 558],
    ["a Starter dearer than Professional", prices(49, 39, 0.07), "starter", null],
  ] as const)("%s", (_, list, plan, expected) => {
    expect(breakEvenRevenue(plan, list)).toBe(expected);
  });
});

describe("cheapestPlans", () => {
  it.each([
    [0, ["free"]],
    [500, ["free"]],
    [10_000, ["starter"]],
    [CALCULATOR_MAX_REVENUE, ["starter"]],
  ] as const)("at €%d revenue it is %j", (revenue, plans) => {
    expect(cheapestPlans(revenue)).toEqual(plans);
  });

  it("names every plan of a tie, in the plans' order, so none is called cheaper than another of the same cost", () => {
    expect(cheapestPlans(557.14)).toEqual(["free", "starter"]);
    const allAlike: PriceList = {
      fee: { free: 10, starter: 10, professional: 10, enterprise: null },
      rate: { free: 0, starter: 0, professional: 0, enterprise: 0 },
    };
    expect(cheapestPlans(1000, allAlike)).toEqual(["free", "starter", "professional"]);
  });
});

describe("exampleCosts: the table shown before the live calculator", () => {
  it("gives each priced plan's cost at the example revenues, and marks the cheapest", () => {
    expect(exampleCosts([250, 500, 1000, 2500, 5000])).toEqual([
      { revenue: 250, costs: { free: 17.5, starter: 39, professional: 49 }, cheapest: ["free"] },
      { revenue: 500, costs: { free: 35, starter: 39, professional: 49 }, cheapest: ["free"] },
      { revenue: 1000, costs: { free: 70, starter: 39, professional: 49 }, cheapest: ["starter"] },
      { revenue: 2500, costs: { free: 175, starter: 39, professional: 49 }, cheapest: ["starter"] },
      { revenue: 5000, costs: { free: 350, starter: 39, professional: 49 }, cheapest: ["starter"] },
    ]);
    expect(MONTHLY_FEE.starter).toBe(39); // the figures above are the plans' fees
  });
});

describe("parseRevenue", () => {
  // Visitors of either language write either form: English pages are read in the Netherlands and
  // Belgium too, where the comma is the decimal separator.
  it.each([
    ["1500", 1500],
    ["1.500,50", 1500.5],
    ["1,500.50", 1500.5],
    ["1500,50", 1500.5],
    ["1500.50", 1500.5],
    ["1500,5", 1500.5],
    ["1.500", 1500],
    ["1,500", 1500],
    ["1.500.000", 1500000],
    ["1,500,000", 1500000],
    ["1.500.000,25", 1500000.25],
    ["€ 2.000", 2000],
    ["€750", 750],
    ["2 500", 2500],
    ["2\u00a0500", 2500],
    // French (Belgium): spaces of any kind between thousands, a decimal comma.
    ["1 500,50", 1500.5],
    ["1\u202f500,50", 1500.5],
    ["1\u00a0500,50", 1500.5],
    ["1 500 000,25", 1500000.25],
    ["2 500 €", 2500],
  ] as const)("reads %j as %d", (input, expected) => {
    expect(parseRevenue(input)).toBe(expected);
  });

  it.each(["", "abc", "-5", "12e3", "1,5,5", "1.50.0", "1,5000", ",50", "1,,5", "1.500,000.5", "15.00,5"])("rejects %j", (input) => {
    expect(parseRevenue(input)).toBeNull();
  });
});

describe("readRevenue: what the calculator can count with, and why not", () => {
  it.each([
    ["1500", 1500],
    ["0", 0],
    ["557,14", 557.14],
    ["1.000.000", CALCULATOR_MAX_REVENUE],
  ] as const)("counts with %j", (input, revenue) => {
    expect(readRevenue(input)).toEqual({ revenue });
  });

  it.each([
    ["-100", "negative"],
    ["−100", "negative"], // U+2212, the minus sign a phone's keyboard may offer
    ["- 1.500,50", "negative"],
    ["€ -100", "negative"],
    ["-0", "negative"],
    ["1.000.000,01", "tooLarge"],
    ["99999999999999999999", "tooLarge"], // 20 digits: the total lost the plan's fee in floating point
    ["999999999999999999999", "tooLarge"], // 21 digits: "€ NaN"
    ["", "notAnAmount"],
    ["abc", "notAnAmount"],
    ["-", "notAnAmount"],
    ["-abc", "notAnAmount"],
    ["12e3", "notAnAmount"],
  ] as const)("refuses %j as %s", (input, problem) => {
    expect(readRevenue(input)).toEqual({ problem });
  });
});

describe("paymentCosts", () => {
  it("counts the stated mix: €1,000 in €25 orders is 40 payments at €0.40 on average, €16", () => {
    // 22 by iDEAL at €0.25, 4 by Bancontact at €0.35, 14 by card or wallet at 1.6% of €25 + €0.25.
    expect(paymentCosts(1000)).toBe(16);
    expect(paymentCosts(0)).toBe(0);
    expect(paymentCostShare()).toBeCloseTo(0.016, 10);
  });

  it("adds each method's fixed amount per order and its share of the amount", () => {
    const onlyCards = { averageOrder: 20, shares: { ideal: 0, bancontact: 0, cards: 1, wallets: 0 } };
    // 10 card payments of €20: 10 × €0.25 + 1.6% of €200.
    expect(paymentCosts(200, onlyCards)).toBe(5.7);
    const onlyIdeal = { averageOrder: 20, shares: { ideal: 1, bancontact: 0, cards: 0, wallets: 0 } };
    expect(paymentCosts(200, onlyIdeal)).toBe(2.5);
  });
});
