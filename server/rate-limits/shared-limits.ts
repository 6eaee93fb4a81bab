import { EventEmitter, once } from "node:events";
import { createRequire } from "node:module";
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Clock } from "../clock";
import { LocalCounts, localCountsOption } from "./local-counts";

/*
 * Rate limits that hold across replicas: with REDIS_URL, counters live in Redis through
 * @fastify/rate-limit's own Redis store; without it, or while Redis is unreachable, each process
 * counts for itself (docs/decisions/024-shared-rate-limits.md). A request never waits on a Redis
 * that is down: commands fail at once when not connected, and time out when Redis hangs.
 */

const require = createRequire(import.meta.url);
type StoreCtor = new (...args: unknown[]) => FastifyRateLimitStore;
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as StoreCtor;

/** How long one Redis call may take before the request is counted locally instead. */
const REDIS_COMMAND_TIMEOUT_MS = 200;
/** How often a Redis that failed a command on an open connection is asked whether it answers again. */
const RECHECK_MS = 1000;

export const LIMITS_MODES = ["shared", "per-process", "fallback"] as const;
export type LimitsMode = (typeof LIMITS_MODES)[number];

/** What the rate limits ask Redis: the counting script of @fastify/rate-limit, and the PING that checks it is back. */
export type RedisCommand = "rate_limit" | "ping";

/** Told of every Redis command the rate limits sent: how long it took and whether it failed. */
export interface RedisCallObserver {
  redisCalled(command: RedisCommand, seconds: number, failed: boolean): void;
}

type Incr = FastifyRateLimitStore["incr"];

export class RateLimits {
  private readonly redis: Redis | null;
  private reachable = false;
  private log: FastifyBaseLogger | null = null;
  /** Emits "mode" each time the counts move between Redis and this process. */
  private readonly changes = new EventEmitter();
  private recheck: NodeJS.Timeout | null = null;
  private closed = false;
  private observer: RedisCallObserver | null = null;

  /**
   * `commandTimeoutMs` is for tests that count in Redis on a loaded machine, where a reply can
   * wait longer than 200 ms for the event loop; production keeps REDIS_COMMAND_TIMEOUT_MS.
   */
  constructor(redisUrl?: string, { commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS }: { commandTimeoutMs?: number } = {}) {
    this.redis = redisUrl
      ? new Redis(redisUrl, {
          // Fail fast: no queue of commands waiting for a connection, no retries per command.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          connectTimeout: 1000,
          commandTimeout: commandTimeoutMs,
          retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
          keyPrefix: "",
        })
      : null;
    this.redis?.on("ready", () => this.markReachable(true));
    this.redis?.on("error", (error: Error) => this.markReachable(false, error));
    this.redis?.on("close", () => this.markReachable(false));
  }

  useLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  /** Reports each Redis command to `observer`: the server's metrics (server/metrics/). */
  observeCalls(observer: RedisCallObserver): void {
    this.observer = observer;
  }

  /** `callback` wrapped to tell the observer how the command went, from now until it is called. */
  private timed<A extends unknown[]>(command: RedisCommand, callback: (error: Error | null, ...rest: A) => void): (error: Error | null, ...rest: A) => void {
    const observer = this.observer;
    if (!observer) return callback;
    const started = performance.now();
    return (error, ...rest) => {
      observer.redisCalled(command, (performance.now() - started) / 1000, Boolean(error));
      callback(error, ...rest);
    };
  }

  /** shared: counted in Redis; per-process: no REDIS_URL; fallback: Redis is set but unreachable. */
  get mode(): LimitsMode {
    if (!this.redis) return "per-process";
    return this.reachable && this.redis.status === "ready" ? "shared" : "fallback";
  }

  /** For /readyz: null when all is as configured. */
  get problem(): string | null {
    return this.mode === "fallback" ? "Redis (REDIS_URL) is unreachable: rate limits are counted per process until it is back" : null;
  }

  /**
   * Settles once the counts are kept in Redis (at once when they are), so a caller can wait for
   * the connection instead of polling `mode`. Rejects without REDIS_URL, where that never happens.
   */
  async whenShared(): Promise<void> {
    if (!this.redis) throw new Error("No REDIS_URL: rate limits are counted per process.");
    while (this.mode !== "shared") await once(this.changes, "mode");
  }

  private markReachable(reachable: boolean, error?: Error): void {
    if (!reachable) this.checkBackLater();
    if (reachable === this.reachable) return;
    this.reachable = reachable;
    this.changes.emit("mode", this.mode);
    if (reachable) this.log?.info({ limits: "shared" }, "Redis is reachable: rate limits are shared by every replica");
    else this.log?.warn({ limits: "fallback", err: error?.message }, "Redis is unreachable: rate limits fall back to per-process counting");
  }

  /**
   * A command that failed or timed out on a connection that stays open (a frozen or overloaded
   * Redis) gets no "ready" from ioredis when Redis answers again, so without this the process
   * would count alone until the connection happened to drop. A lost connection needs no check:
   * ioredis reconnects and says "ready" itself.
   */
  private checkBackLater(): void {
    if (this.recheck || !this.redis || this.closed) return;
    this.recheck = setTimeout(() => {
      this.recheck = null;
      const redis = this.redis;
      if (redis?.status !== "ready" || this.reachable) return;
      const answered = this.timed("ping", (error) => (error ? this.checkBackLater() : this.markReachable(true)));
      redis.ping().then(
        () => answered(null),
        (error: Error) => answered(error),
      );
    }, RECHECK_MS);
    this.recheck.unref();
  }

  /** The `store` option of @fastify/rate-limit: Redis while it answers, this process's own counts (on `clock`) when not. */
  storeOption(clock: Clock): FastifyRateLimitStoreCtor {
    const redis = this.redis;
    if (!redis) return localCountsOption(clock);
    const limits = this;
    const failed = (error: Error) => limits.markReachable(false, error);

    class FallbackStore implements FastifyRateLimitStore {
      constructor(
        private readonly shared: FastifyRateLimitStore,
        private readonly local: FastifyRateLimitStore,
      ) {}

      incr(key: string, callback: Parameters<Incr>[1], timeWindow: number, max: number): void {
        if (limits.mode !== "shared") {
          this.local.incr(key, callback, timeWindow, max);
          return;
        }
        this.shared.incr(
          key,
          limits.timed("rate_limit", (error, result) => {
            if (!error) return callback(null, result);
            failed(error);
            this.local.incr(key, callback, timeWindow, max);
          }),
          timeWindow,
          max,
        );
      }

      child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
        return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
      }
    }

    return function SharedStore(options: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      return new FallbackStore(new RedisStore(continueExceeding, exponentialBackoff, redis, "bestelwijs-limit-"), new LocalCounts(clock));
    } as unknown as FastifyRateLimitStoreCtor;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.recheck) clearTimeout(this.recheck);
    this.recheck = null;
    if (!this.redis) return;
    this.redis.removeAllListeners("close");
    this.redis.disconnect();
  }
}
