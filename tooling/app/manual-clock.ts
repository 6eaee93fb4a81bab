import type { Clock } from "../../server/clock";

/** A Clock that stands still until the test moves it: time passes in a test only when it says so. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
}

export function manualClock(start = Date.parse("2026-11-01T10:00:00.000Z")): ManualClock {
  let now = start;
  return Object.assign(() => now, {
    advance(ms: number) {
      now += ms;
    },
  });
}
