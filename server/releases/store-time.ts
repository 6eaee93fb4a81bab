import type { Clock } from "../clock";

/**
 * How far this machine's clock may differ from the store's and still be used as it is. Below it
 * the store's time is no better a guess: S3's Date header counts whole seconds and the answer takes
 * a round trip. Two seconds are nothing to a rollout step (a minute at least) or to repair's two
 * hours, and replicas' clocks differ by as much (docs/decisions/074-the-store-keeps-the-time.md).
 */
export const CLOCK_TOLERANCE_MS = 2000;

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 600) return `${seconds} s`;
  if (seconds < 600 * 60) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/**
 * The clock a release command takes its times from: this machine's while it agrees with the
 * store's within the tolerance, else the store's (this machine's, corrected by the difference), with
 * the one sentence that tells the operator. A store that cannot tell its time leaves this
 * machine's clock as it is.
 */
export async function clockOfStore(storeNow: () => Promise<number | null>, machine: Clock, location: string): Promise<{ clock: Clock; warning?: string }> {
  const before = machine();
  const store = await storeNow();
  if (store === null) return { clock: machine };
  // The store read its time somewhere during the call: its middle is the best guess of when.
  const skewMs = (before + machine()) / 2 - store;
  if (Math.abs(skewMs) <= CLOCK_TOLERANCE_MS) return { clock: machine };
  return {
    clock: () => machine() - skewMs,
    warning: `Warning: this machine's clock is ${duration(Math.abs(skewMs))} ${skewMs > 0 ? "ahead of" : "behind"} the store's (${location}), so this command took the store's time for what it writes and the ages it measures; set this machine's clock right (NTP) to stop this warning.`,
  };
}
