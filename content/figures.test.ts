import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkedFigures, FIGURE_GROUPS, figureProblems, figuresRefusal, groupProblems } from "./figures";
import { COMMISSION_RATE, MONTHLY_FEE, PLAN_IDS, PLAN_OFFER, TRIAL_PLANS } from "./pricing-constants";

type Group = Record<string, unknown>;
const stored = async () =>
  JSON.parse(await readFile(path.join(import.meta.dirname, "figures.json"), "utf8")) as Record<string, Group> & {
    plans: Group;
    start: Group;
    paymentMix: Group;
  };

describe("a figure as an editor types it", () => {
  it.each([
    ["not a number", "39", "euroExclVat", /Type a number/],
    ["empty", Number.NaN, "euroExclVat", /Type a number/],
    ["negative", -5, "euroExclVat", /below 0/],
    ["a percentage over 100", 107, "percent", /at most 100/],
    ["fractional trial days", 30.5, "days", /whole number of days/],
    ["an hour of the day past 24", 25, "hourOfDay", /at most 24/],
    ["a price in fractions of a cent", 0.255, "euroNoVat", /two digits after the decimal point/],
  ] as const)("refuses %s", (_, value, unit, message) => {
    expect(figureProblems(value, unit).join(" ")).toMatch(message);
  });

  it.each([
    [39, "euroExclVat"],
    [0.25, "euroNoVat"],
    [1.6, "percent"],
    [0, "percent"],
    [100, "percent"],
    [30, "days"],
    [24, "hourOfDay"],
  ] as const)("takes %s (%s)", (value, unit) => {
    expect(figureProblems(value, unit)).toEqual([]);
  });
});

describe("the rules between figures", () => {
  it("refuses a plan with a free trial and no monthly fee, naming the plan", async () => {
    const plans = { ...(await stored()).plans, starter: 0 };
    expect(groupProblems(FIGURE_GROUPS.plans, plans)).toEqual([{ problem: expect.stringMatching(/^Starter has a free trial/) }]);
  });

  it("names the plans with a trial as the offer has them, so the rule cannot drift from PLAN_OFFER", async () => {
    const withoutFees = Object.fromEntries(Object.entries((await stored()).plans).map(([key, value]) => [key, key === "commission" ? value : 0]));
    const named = groupProblems(FIGURE_GROUPS.plans, withoutFees).map(({ problem }) => problem.split(" ")[0]?.toLowerCase());
    expect(named).toEqual(PLAN_IDS.filter((id) => PLAN_OFFER[id].trial));
    expect(named).toEqual([...TRIAL_PLANS]);
  });

  it("refuses payment shares that do not add up to 100%", async () => {
    const mix = { ...(await stored()).paymentMix, ideal: 50 };
    expect(groupProblems(FIGURE_GROUPS.paymentMix, mix)).toEqual([{ problem: "The shares of the ways to pay add up to 95%, not 100%." }]);
  });

  it("refuses customer service that closes before it opens", async () => {
    expect(groupProblems(FIGURE_GROUPS.support, { opens: 23, closes: 10 })).toEqual([{ problem: "Customer service must open before it closes." }]);
  });

  it("checks a rule between figures only once each of them is a figure", () => {
    expect(groupProblems(FIGURE_GROUPS.support, { opens: -1, closes: 10 })).toEqual([{ box: "opens", problem: "A figure cannot be below 0." }]);
  });
});

describe("the figures file", () => {
  it("as it is in the repository, is what the site is built from", async () => {
    expect(figuresRefusal(await stored())).toEqual([]);
    expect(checkedFigures(await stored())).toEqual(await stored());
  });

  it("names each refused figure by its group and label, and a field or group it does not know", async () => {
    const figures = await stored();
    const refused = { ...figures, plans: { ...figures.plans, starter: -5, extra: 1 }, start: { ...figures.start, trialDays: 30.5 }, bonus: {} };
    expect(figuresRefusal(refused)).toEqual([
      "bonus: the figures have no such group.",
      "Plans › extra: The figures have no such field.",
      "Plans › Starter, per month: A figure cannot be below 0.",
      "Trial and start › Free trial of Starter and Professional: Type a whole number of days.",
    ]);
    expect(() => checkedFigures(refused)).toThrow(/^content\/figures\.json: bonus/);
  });

  it("refuses a figure left out, as an empty box", async () => {
    const { commission: _, ...plans } = (await stored()).plans;
    expect(figuresRefusal({ ...(await stored()), plans })).toEqual(["Plans › Gratis: commission on each successful order: Type a number."]);
  });

  it("holds percentages as typed, and the code counts with their share", async () => {
    const figures = await stored();
    expect(figures.plans.commission).toBe(7);
    expect(COMMISSION_RATE.free).toBe(0.07);
    expect(MONTHLY_FEE.starter).toBe(figures.plans.starter);
  });
});
