import { EventEmitter, once } from "node:events";
import { createRequire } from "node:module";
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Clock } from "../clock";
import { type CountedRoutes, LocalCounts, localCountsOption } from "./local-counts";

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
/** How often a Redis that failed a command or refused a write is asked, with a write, whether it counts again. */
const RECHECK_MS = 1000;
/** The key of that write: it expires at once, and the counting keys never collide with it. */
const PROBE_KEY = "bestelwijs-limit-probe";

export const LIMITS_MODES = ["shared", "per-process", "fallback"] as const;
export type LimitsMode = (typeof LIMITS_MODES)[number];

/** What the rate limits ask Redis: the counting script of @fastify/rate-limit, and the write that checks Redis counts again. */
export type RedisCommand = "rate_limit" | "probe";

/** Told of every Redis command the rate limits sent: how long it took and whether it failed. */
export interface RedisCallObserver {
  redisCalled(command: RedisCommand, seconds: number, failed: boolean): void;
}

type Incr = FastifyRateLimitStore["incr"];
type Count = { current: number; ttl: number };

/** connecting: not yet known (at start); shared: the last write to Redis worked; fallback: Redis failed or refused since. */
type Counting = "connecting" | "shared" | "fallback";

/**
 * Why Redis does not count: an answer from Redis itself (OOM, READONLY, NOAUTH, WRONGPASS,
 * MISCONF…) means it is there but refuses the writes; anything else that it cannot be reached.
 */
export function whyNotCounting(error: Error | undefined): { refuses: boolean; reason: string } {
  if (!error) return { refuses: false, reason: "connection closed" };
  // ioredis's replies from Redis are ReplyErrors; its own (timeouts, closed streams) and the socket's are not.
  const refuses = error.name === "ReplyError" || /^(OOM|READONLY|NOAUTH|WRONGPASS|MISCONF)\b/.test(error.message.replace(/^Ready check failed: /, ""));
  // A script's refusal ends with where in the script it happened, which says nothing to an operator.
  return { refuses, reason: error.message.replace(/\s*script: .*$/s, "").trim() || error.name };
}

/** Redis's own refusals, by the word they start with, and what an operator changes for each; never a password, as none is in them. */
const TO_DO: Array<[RegExp, string]> = [
  [
    /^NOAUTH\b/,
    "Redis asks for a password and REDIS_URL gives none: put it in REDIS_URL, redis://:PASSWORD@host:6379 (or redis://USER:PASSWORD@host:6379 for an ACL user)",
  ],
  [
    /^(WRONGPASS|ERR invalid password)\b/,
    "Redis refuses the user name or password in REDIS_URL: set the ones Redis expects there (redis://USER:PASSWORD@host:6379)",
  ],
  [/^OOM\b/, "Redis is out of memory: raise its maxmemory, or let it evict (maxmemory-policy volatile-ttl: every counter expires within a minute)"],
  [/^READONLY\b/, "REDIS_URL points at a read-only replica: point it at the primary"],
  [
    /^MISCONF\b/,
    'Redis cannot save its snapshots and so refuses writes: give it room on its disk, or turn snapshots off (save ""), as nothing here needs them',
  ],
];

/** What the operator does about a Redis that does not count, for the log line that says so. */
export function whatToDo(failure: { refuses: boolean; reason: string }): string {
  const reason = failure.reason.replace(/^Ready check failed: /, "");
  const known = TO_DO.find(([pattern]) => pattern.test(reason));
  if (known) return known[1];
  return failure.refuses
    ? "see Redis's own log for why it refuses writes"
    : "check that Redis runs and that this replica reaches the host and port in REDIS_URL";
}

export class RateLimits {
  private readonly redis: Redis | null;
  private counting: Counting = "connecting";
  /** Why the counts are per process while Redis is set, for the log and /readyz. */
  private failure: { refuses: boolean; reason: string } | null = null;
  private log: FastifyBaseLogger | null = null;
  /** The change of state not yet logged because no logger was given yet (at start). */
  private unlogged = false;
  /** The reason the last fallback line gave: a new refusal is said once more, the same one never again. */
  private loggedReason: string | null = null;
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
    // "ready" says Redis answers, not that it takes writes (a full or read-only Redis answers too): write first.
    this.redis?.on("ready", () => this.probe());
    this.redis?.on("error", (error: Error) => this.notCounting(error));
    this.redis?.on("close", () => this.notCounting());
  }

  useLogger(log: FastifyBaseLogger): void {
    this.log = log;
    if (this.unlogged) this.logState();
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

  /** shared: counted in Redis; per-process: no REDIS_URL; fallback: Redis is set but unreachable or refuses writes. */
  get mode(): LimitsMode {
    if (!this.redis) return "per-process";
    return this.counting === "shared" && this.redis.status === "ready" ? "shared" : "fallback";
  }

  /** For /readyz: null when all is as configured, else what is wrong and why. */
  get problem(): string | null {
    if (this.mode !== "fallback") return null;
    const failure = this.failure ?? { refuses: false, reason: "not connected yet" };
    return `Redis (REDIS_URL) ${failure.refuses ? "refuses writes" : "is unreachable"} (${failure.reason}): rate limits are counted per process until it counts again`;
  }

  /**
   * Settles once the counts are kept in Redis (at once when they are), so a caller can wait for
   * the connection instead of polling `mode`. Rejects without REDIS_URL, where that never happens.
   */
  async whenShared(): Promise<void> {
    if (!this.redis) throw new Error("No REDIS_URL: rate limits are counted per process.");
    while (this.mode !== "shared") await once(this.changes, "mode");
  }

  /**
   * Redis failed a command, refused a write or lost the connection: count in this process. Only
   * a change of state is logged, once, with its reason; back to shared only after a write worked
   * (probe), so a Redis that answers PING but refuses writes does not make the mode flap.
   */
  private notCounting(error?: Error): void {
    // A replica that is stopping says nothing of the connection it closes itself.
    if (this.closed) return;
    this.checkBackLater();
    // A close after an error says less than the error did.
    if (error || !this.failure) this.failure = whyNotCounting(error);
    if (this.counting === "fallback") {
      // A refusal found on a reconnect (a password asked for since, memory full) is what the
      // operator must act on, where the line already written said only that the connection closed.
      if (this.failure.refuses && this.failure.reason !== this.loggedReason) {
        this.unlogged = true;
        if (this.log) this.logState();
      }
      return;
    }
    this.counting = "fallback";
    this.stateChanged();
  }

  private countingAgain(): void {
    if (this.counting === "shared") return;
    this.counting = "shared";
    this.failure = null;
    this.stateChanged();
  }

  private stateChanged(): void {
    this.changes.emit("mode", this.mode);
    this.unlogged = true;
    if (this.log) this.logState();
  }

  private logState(): void {
    this.unlogged = false;
    this.loggedReason = this.counting === "shared" ? null : (this.failure?.reason ?? null);
    if (this.counting === "shared") this.log?.info({ limits: "shared" }, "Redis is reachable: rate limits are shared by every replica");
    else if (this.failure)
      this.log?.warn(
        { limits: "fallback", err: this.failure.reason, variable: "REDIS_URL" },
        `Redis ${this.failure.refuses ? "refuses writes" : "is unreachable"} (${this.failure.reason}): rate limits fall back to per-process counting until it takes a write; ${whatToDo(this.failure)}`,
      );
  }

  /**
   * A write to Redis, at connection and RECHECK_MS after a failure while connected: only a write
   * that works brings the counts back to Redis. A command that failed on a connection that stays
   * open (a frozen, full or read-only Redis) gets no new "ready" from ioredis, so without this the
   * process would count alone until the connection happened to drop.
   */
  private probe(): void {
    const redis = this.redis;
    if (!redis || this.closed) return;
    const answered = this.timed("probe", (error) => (error ? this.notCounting(error) : this.countingAgain()));
    redis.set(PROBE_KEY, "1", "PX", RECHECK_MS).then(
      () => answered(null),
      (error: Error) => answered(error),
    );
  }

  private checkBackLater(): void {
    if (this.recheck || !this.redis || this.closed) return;
    this.recheck = setTimeout(() => {
      this.recheck = null;
      // Not connected: ioredis reconnects by itself and its "ready" starts a probe.
      if (this.redis?.status === "ready" && this.counting !== "shared") this.probe();
    }, RECHECK_MS);
    this.recheck.unref();
  }

  /** The `store` option of @fastify/rate-limit: Redis while it answers, this process's own counts (on `clock`) when not. */
  storeOption(clock: Clock, counted?: CountedRoutes): FastifyRateLimitStoreCtor {
    const redis = this.redis;
    if (!redis) return localCountsOption(clock, counted);
    const limits = this;
    const failed = (error: Error) => limits.notCounting(error);

    class FallbackStore implements FastifyRateLimitStore {
      constructor(
        private readonly shared: FastifyRateLimitStore,
        private readonly local: FastifyRateLimitStore,
      ) {}

      /**
       * Every request is counted in this process too, and the higher of the two counts decides: a
       * process never sees more of one address's requests than all replicas together, so the
       * shared count is the higher while Redis counts them all. What Redis did not count (it was
       * down, full or read-only for part of the window) this process still did, so the limit
       * holds exactly across a fall-back and a return, never one window's worth more.
       */
      incr(key: string, callback: Parameters<Incr>[1], timeWindow: number, max: number): void {
        let local: Count = { current: 0, ttl: timeWindow };
        this.local.incr(key, (_error, result) => (local = result ?? local), timeWindow, max);
        if (limits.mode !== "shared") {
          callback(null, local);
          return;
        }
        this.shared.incr(
          key,
          limits.timed("rate_limit", (error, shared) => {
            if (error || !shared) {
              if (error) failed(error);
              return callback(null, local);
            }
            callback(null, shared.current >= local.current ? shared : local);
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
