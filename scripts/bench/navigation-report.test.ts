import { describe, expect, it } from "vitest";
import { formatSummary, formatTap, summarise, TAPS, type TapRun, withoutSpeculationRules } from "./navigation-report";

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
  const runs = (variant: TapRun["variant"], fcps: number[], extra: Partial<TapRun> = {}): TapRun[] =>
    TAPS.flatMap(({ from, to }) =>
      fcps.map((fcp) => ({
        variant,
        locale: "nl",
        from,
        to,
        tapToStartMs: 5,
        tapToHtmlMs: fcp / 2,
        tapToFcpMs: fcp,
        tapToLcpMs: fcp + 50,
        prefetched: false,
        ...extra,
      })),
    );
  const prerendered = { prefetched: true, prerendered: true, tapToActivationMs: 60, tapToFirstFrameMs: 90 };

  it("compares the medians of every side with the side without the rules, and judges the prerendered side when there was prerendering", () => {
    const summary = summarise([
      ...runs("with rules", [380, 400, 900], { prefetched: true }),
      ...runs("with rules, prerendered", [100, 120, 800], prerendered),
      ...runs("without rules", [400, 420, 380]),
    ]);
    expect(summary.overall["with rules"]).toMatchObject({ fcpMs: 400, lcpMs: 450, prefetched: 9, runs: 9 });
    expect(summary.overall["with rules"].ratio).toBeCloseTo(1);
    expect(summary.overall["with rules, prerendered"]).toMatchObject({ fcpMs: 120, lcpMs: 170, prerendered: 9, runs: 9 });
    expect(summary.overall["with rules, prerendered"].ratio).toBeCloseTo(0.3);
    expect(summary.overall["without rules"]).toMatchObject({ fcpMs: 400, lcpMs: 450 });
    expect(summary.judgedOn).toBe("with rules, prerendered");
    expect(summary.ratio).toBeCloseTo(0.3);
    expect(summary.ok).toBe(true);
    expect(summary.taps.find((tap) => tap.variant === "with rules")).toMatchObject({ from: "/", to: "/producten/webshop", prefetched: 3, runs: 3 });
    const lines = formatSummary(summary);
    expect(lines[0]).toMatch(
      /^\/ → \/producten\/webshop +prefetch 400 ms \(LCP 450 ms, 3\/3 from the prefetch, ratio 1\.00\) +prerendered 120 ms \(LCP 170 ms, 3\/3 prerendered, ratio 0\.30\) +without 400 ms/,
    );
    expect(lines.at(-1)).toBe("verdict on the prerendered side, what a visitor's Chrome shows (9/9 taps prerendered): ratio 0.30 (target ≤ 0.7) OK");
  });

  it("counts the taps that were not prerendered in the prerendered side's median, with why", () => {
    const summary = summarise([
      ...runs("with rules, prerendered", [100], prerendered),
      ...runs("with rules, prerendered", [392, 395], { notPrerendered: "Failure: MemoryLimitExceeded" }),
      ...runs("without rules", [400]),
    ]);
    expect(summary.overall["with rules, prerendered"]).toMatchObject({ fcpMs: 392, prerendered: 3, runs: 9 });
    expect(summary.notPrerendered).toEqual([{ reason: "Failure: MemoryLimitExceeded", taps: 6 }]);
    expect(summary.ok).toBe(false);
    expect(formatSummary(summary).at(-1)).toBe(
      "verdict on the prerendered side, what a visitor's Chrome shows (3/9 taps prerendered; not: 6× Failure: MemoryLimitExceeded): ratio 0.98 (target ≤ 0.7) FAIL",
    );
  });

  it("when nothing was prerendered, judges the prefetch side and says so", () => {
    const summary = summarise([
      ...runs("with rules", [200], { prefetched: true }),
      ...runs("with rules, prerendered", [390], { notPrerendered: "Failure: PrerenderingDisabledByDevTools" }),
      ...runs("without rules", [400]),
    ]);
    expect(summary.judgedOn).toBe("with rules");
    expect(summary.ratio).toBeCloseTo(0.5);
    expect(summary.ok).toBe(true);
    expect(formatSummary(summary).at(-1)).toMatch(
      /^verdict on the prefetch side: NO TAP WAS PRERENDERED \(3× Failure: PrerenderingDisabledByDevTools\), so this run says nothing about prerender: ratio 0\.50/,
    );
  });

  it("fails above the target, and when a side has no runs", () => {
    expect(summarise([...runs("with rules, prerendered", [300], prerendered), ...runs("without rules", [400])]).ok).toBe(false);
    expect(summarise(runs("with rules, prerendered", [100], prerendered)).ok).toBe(false);
    expect(summarise(runs("with rules", [100], { prefetched: true })).ok).toBe(false);
  });
});

describe("formatTap", () => {
  const tap: TapRun = {
    variant: "with rules",
    locale: "nl",
    from: "/",
    to: "/prijzen",
    tapToStartMs: 70.4,
    tapToHtmlMs: 72,
    tapToFcpMs: 1100.2,
    tapToLcpMs: 1100.2,
    prefetched: true,
  };
  it("marks a tap from the prefetch, from a prerender, and one the prerendered side could not prerender", () => {
    expect(formatTap(tap)).toBe("1100 ms* (start 70, HTML 72)");
    expect(formatTap({ ...tap, variant: "with rules, prerendered", prerendered: true, tapToFcpMs: 976, tapToActivationMs: 118, tapToFirstFrameMs: 865 })).toBe(
      "976 ms** (activation 118, first frame 865)",
    );
    expect(formatTap({ ...tap, variant: "with rules, prerendered", prerendered: false, notPrerendered: "Failure: TriggerDestroyed" })).toBe(
      "1100 ms* (start 70, HTML 72, not prerendered: Failure: TriggerDestroyed)",
    );
  });
});
