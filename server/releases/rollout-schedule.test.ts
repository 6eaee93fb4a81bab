import { describe, expect, it } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { halted, newSchedule, parseInterval, resumed, rolloutShareOf, scheduleAt } from "./rollout-schedule";

const HOUR = 3_600_000;

describe("a scheduled rollout, computed from the manifest and the clock", () => {
  it("moves through its steps at each interval, and reaching 100 ends the rollout", () => {
    const clock = manualClock();
    const schedule = newSchedule([5, 25, 50, 100], 24 * 60, clock());
    expect(scheduleAt(schedule, clock())).toEqual({ share: 5, next: { share: 25, at: new Date(clock() + 24 * HOUR) }, halted: false });
    clock.advance(24 * HOUR - 1);
    expect(scheduleAt(schedule, clock()).share).toBe(5);
    clock.advance(1);
    expect(scheduleAt(schedule, clock()).share).toBe(25);
    clock.advance(48 * HOUR);
    expect(scheduleAt(schedule, clock())).toEqual({ share: 100, next: null, halted: false });
    expect(rolloutShareOf({ os: "win", version: "2.0.0", schedule }, clock())).toBeUndefined();
    expect(rolloutShareOf({ os: "win", version: "2.0.0", schedule }, clock() - 24 * HOUR)).toBe(50);
  });

  it("agrees on every replica and after a restart: the same manifest and moment give the same share", () => {
    const schedule = JSON.parse(JSON.stringify(newSchedule([10, 60], 30, Date.parse("2026-11-01T10:00:00Z"))));
    const at = Date.parse("2026-11-01T10:45:00Z");
    expect(scheduleAt(schedule, at)).toEqual(scheduleAt(structuredClone(schedule), at));
    expect(scheduleAt(schedule, at).share).toBe(60);
  });

  it("halts at the current share, and resumes without skipping a step", () => {
    const clock = manualClock();
    let schedule = newSchedule([5, 25, 50], 60, clock());
    clock.advance(90 * 60_000);
    schedule = halted(schedule, clock());
    clock.advance(10 * HOUR);
    expect(scheduleAt(schedule, clock())).toEqual({ share: 25, next: null, halted: true });
    schedule = resumed(schedule, clock());
    // 30 minutes were left of the 25 % step when it halted.
    expect(scheduleAt(schedule, clock())).toEqual({ share: 25, next: { share: 50, at: new Date(clock() + 30 * 60_000) }, halted: false });
  });

  it("reads intervals in minutes, hours and days", () => {
    expect([parseInterval("30m"), parseInterval("24h"), parseInterval("2d")]).toEqual([30, 1440, 2880]);
    expect([parseInterval("0h"), parseInterval("1w"), parseInterval("h"), parseInterval("1.5h")]).toEqual([null, null, null, null]);
  });
});
