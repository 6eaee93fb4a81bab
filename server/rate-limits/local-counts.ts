import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Clock } from "../clock";

type Incr = FastifyRateLimitStore["incr"];

/** As many client keys as @fastify/rate-limit's own LocalStore keeps (its default `cache`). */
const MAX_KEYS = 5000;

/**
 * This process's own counts: fixed windows per key, the least recently used key dropped past
 * MAX_KEYS, the same answers as @fastify/rate-limit's LocalStore. That store reads Date.now()
 * itself (the plugin has no timers of its own; a window is only compared with "now" at each
 * request), so this one reads the server's Clock instead and a test can end a window by moving it.
 */
export class LocalCounts implements FastifyRateLimitStore {
  /** A Map iterates in insertion order: re-inserting a key on each use keeps the least recently used first. */
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  constructor(private readonly clock: Clock) {}

  incr(key: string, callback: Parameters<Incr>[1], timeWindow: number, _max?: number): void {
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) window = { count: 0, startedAt: now };
    window.count++;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  child(): LocalCounts {
    return new LocalCounts(this.clock);
  }
}

/** The `store` option of @fastify/rate-limit for counts kept in this process. */
export function localCountsOption(clock: Clock): FastifyRateLimitStoreCtor {
  return function PerProcessStore() {
    return new LocalCounts(clock);
  } as unknown as FastifyRateLimitStoreCtor;
}
