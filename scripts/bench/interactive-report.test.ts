import { describe, expect, it } from "vitest";
import { type InteractiveRun, judge, median } from "./interactive-report";

const run = (overrides: Partial<InteractiveRun> = {}): InteractiveRun => ({
  deadTapMs: 0,
  firstTapMs: 600,
  enhancedMs: 1200,
  stayedOpen: true,
  jsBytes: 90 * 1024,
  jsRequests: 10,
  ...overrides,
});

describe("median", () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])("of %j is %d", (values, expected) => expect(median(values)).toBe(expected));
});

describe("judge", () => {
  it("passes a page within every budget", () => {
    expect(judge("nl", "/", [run(), run(), run()])).toMatchObject({ ok: true, problems: [] });
  });

  it("fails a dead-tap window above 0 ms in the median", () => {
    const report = judge("en", "/info/faq", [run({ deadTapMs: 1900 }), run({ deadTapMs: 1700 }), run()]);
    expect(report.ok).toBe(false);
    expect(report.problems.join()).toContain("dead-tap window 1700 ms");
  });

  it("counts a menu that never opened as never, not as fast", () => {
    const report = judge("nl", "/", [run({ deadTapMs: null }), run({ deadTapMs: null }), run()]);
    expect(report.problems.join()).toContain("dead-tap window never");
  });

  it("judges enhancement time only on the pages the issue names", () => {
    const late = [run({ enhancedMs: 2400 }), run({ enhancedMs: 2400 }), run({ enhancedMs: 2400 })];
    expect(judge("nl", "/prijzen", late).problems.join()).toContain("enhanced at 2400 ms");
    expect(judge("nl", "/info/faq", late).ok).toBe(true);
  });

  it("fails too many bytes or requests of JavaScript", () => {
    const heavy = [run({ jsBytes: 120 * 1024, jsRequests: 34 })];
    const problems = judge("en", "/", heavy).problems.join();
    expect(problems).toContain("JS 120.0 KiB > 100.0 KiB");
    expect(problems).toContain("34 requests > 12");
  });

  it("fails when the page's script closed a menu the visitor had opened", () => {
    expect(judge("en", "/", [run({ stayedOpen: false })]).problems.join()).toContain("closed by it");
  });
});
