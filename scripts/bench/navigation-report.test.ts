import { describe, expect, it } from "vitest";
import { TAPS, type TapRun, formatSummary, summarise, withoutSpeculationRules } from "./navigation-report";

describe("withoutSpeculationRules", () => {
  it("takes out the rules and nothing else", () => {
    const page = '<head><script type="speculationrules">{"prefetch":[]}</script><script>x()</script></head>';
    expect(withoutSpeculationRules(page)).toBe("<head><script>x()</script></head>");
  });

  it.each([
    ["no rules", "<head></head>"],
    ["two rule sets", '<script type="speculationrules">{}</script><script type="speculationrules">{}</script>'],
  ])("refuses a page with %s, which the bench would compare with itself", (_name, html) => {
    expect(() => withoutSpeculationRules(html)).toThrow(/one speculation rules script/);
  });
});

describe("summarise", () => {
  const runs = (variant: TapRun["variant"], fcps: number[], prefetched: boolean): TapRun[] =>
    TAPS.flatMap(({ from, to }) => fcps.map((fcp) => ({ variant, locale: "nl", from, to, tapToStartMs: 5, tapToHtmlMs: fcp / 2, tapToFcpMs: fcp, tapToLcpMs: fcp + 50, prefetched })));

  it("compares the medians of every tap, with and without the rules", () => {
    const summary = summarise([...runs("with rules", [200, 240, 900], true), ...runs("without rules", [400, 420, 380], false)]);
    expect(summary.overall["with rules"]).toEqual({ fcpMs: 240, lcpMs: 290 });
    expect(summary.overall["without rules"]).toEqual({ fcpMs: 400, lcpMs: 450 });
    expect(summary.ratio).toBeCloseTo(0.6);
    expect(summary.ok).toBe(true);
    expect(summary.taps.find((tap) => tap.variant === "with rules")).toMatchObject({ from: "/", to: "/producten/webshop", prefetched: 3, runs: 3 });
    expect(formatSummary(summary).at(-1)).toMatch(/ratio 0\.60 \(target ≤ 0\.7\) OK$/);
  });

  it("fails above the target, and when a side has no runs", () => {
    expect(summarise([...runs("with rules", [300], true), ...runs("without rules", [400], false)]).ok).toBe(false);
    expect(summarise(runs("with rules", [100], true)).ok).toBe(false);
  });
});
