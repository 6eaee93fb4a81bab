import { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, normalizeIP } from "@fastify/rate-limit";
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
  /** The key used last, already at the end of `windows`: counting it again needs no re-insert. */
  private newest: string | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly counted?: CountedRoutes,
  ) {}

  incr(key: string, callback: Parameters<Incr>[1], timeWindow: number, _max?: number): void {
    callback(null, this.count(key, timeWindow, Number.POSITIVE_INFINITY) as { current: number; ttl: number });
  }

  /**
   * Counts one request of `key` as incr() does, unless that would go over `max`: then it counts
   * nothing and gives null, so the request can be left to the plugin, which counts it and refuses it.
   */
  countWithin(key: string, timeWindow: number, max: number): { current: number; ttl: number } | null {
    return this.count(key, timeWindow, max);
  }

  /**
   * The one count both give, with the clock and the map read once: the update check counts every
   * installation's check here, before anything else it does (docs/decisions/070-near-the-platforms-speed.md).
   */
  private count(key: string, timeWindow: number, max: number): { current: number; ttl: number } | null {
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) window = { count: 0, startedAt: now };
    else if (window.count >= max) return null;
    window.count++;
    if (key === this.newest) this.windows.set(key, window);
    else {
      this.windows.delete(key);
      this.windows.set(key, window);
      this.newest = key;
      if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
    }
    return { current: window.count, ttl: window.startedAt + timeWindow - now };
  }

  /**
   * The plugin makes one child per route with a limit. A route that counts by the client's address
   * alone, as the plugin keys it by default, is recorded for the direct lane; one with its own or a
   * global key, a group or an allow-list is not, as the lane could not count it under the same key.
   */
  child(routeOptions?: Parameters<FastifyRateLimitStore["child"]>[0]): LocalCounts {
    const store = new LocalCounts(this.clock);
    // The plugin's types name the route's options; what it passes is its merged limit with them as `routeInfo` (@fastify/rate-limit's onRoute hook).
    const params = routeOptions as unknown as RouteLimitParams | undefined;
    const route = params?.routeInfo;
    const own = route?.config?.rateLimit;
    const byAddressAlone =
      own?.keyGenerator === undefined &&
      own?.groupId === undefined &&
      !params?.allowList &&
      // The plugin's own key (its defaultKeyGenerator, by that name): the address, within `ipv6Subnet` for IPv6.
      (params?.keyGenerator === undefined || (typeof params.keyGenerator === "function" && params.keyGenerator.name === "defaultKeyGenerator"));
    if (this.counted && route && typeof params.max === "number" && typeof params.timeWindow === "number" && byAddressAlone) {
      const { max, timeWindow } = params;
      const subnet = typeof params.ipv6Subnet === "number" ? params.ipv6Subnet : undefined;
      for (const method of [route.method].flat()) this.counted.add(method, route.url, (ip) => store.countWithin(addressKey(ip, subnet), timeWindow, max), max);
    }
    return store;
  }
}

/**
 * The plugin's key for an address (its `normalizeIP`), which parses every address with an IPv6
 * parser first: an address without a colon is not IPv6, and the plugin keys it as it is, lower-cased.
 */
export function addressKey(ip: string, ipv6Subnet: number | undefined): string {
  return ip.includes(":") ? normalizeIP(ip, ipv6Subnet) : ip.toLowerCase();
}

/** What @fastify/rate-limit hands `child()` for a route: its merged limit and the route's options. */
interface RouteLimitParams {
  max?: unknown;
  timeWindow?: unknown;
  keyGenerator?: unknown;
  allowList?: unknown;
  ipv6Subnet?: unknown;
  routeInfo?: { method: string | string[]; url: string; config?: { rateLimit?: { keyGenerator?: unknown; groupId?: unknown } } };
}

/** One request from the client at `ip` counted against a route's limit, as the plugin's headers give it; null when it would go over (and nothing was counted). */
export type RouteCount = (ip: string) => { current: number; ttl: number } | null;

/**
 * The routes whose limits this process counts by address alone, by method and pattern: the
 * direct lane (server/direct-answers.ts) counts its answers of such a route in the very counts
 * the route uses, so an address gets the same limit whichever way its requests are answered.
 * Counts kept in Redis are not here: asking Redis costs a round trip, which the route makes.
 */
export class CountedRoutes {
  private readonly routes = new Map<string, { count: RouteCount; max: number }>();

  add(method: string, url: string, count: RouteCount, max: number): void {
    this.routes.set(`${method} ${url}`, { count, max });
  }

  get(method: string, url: string): { count: RouteCount; max: number } | undefined {
    return this.routes.get(`${method} ${url}`);
  }
}

/** The `store` option of @fastify/rate-limit for counts kept in this process; routes it counts are recorded in `counted`. */
export function localCountsOption(clock: Clock, counted?: CountedRoutes): FastifyRateLimitStoreCtor {
  return function PerProcessStore() {
    return new LocalCounts(clock, counted);
  } as unknown as FastifyRateLimitStoreCtor;
}
