/**
 * The server's one source of "now": milliseconds since the epoch, as Date.now() gives. Every
 * decision that reads the time (a link's expiry, the pace of read-through manifest reads, a
 * rate-limit window) takes it from the Clock handed to `createReleases`, so a test sets the time
 * instead of sleeping until it has passed. What waits (the refresh timer, retry back-off) uses
 * setTimeout/setInterval, which tests drive with vi.useFakeTimers.
 */
export type Clock = () => number;

/** Reads Date.now() at each call, not once, so vi.useFakeTimers still governs it. */
export const systemClock: Clock = () => Date.now();
