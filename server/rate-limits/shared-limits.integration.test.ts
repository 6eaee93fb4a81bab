import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS_URL, FILES_URL } from "../../shared/home-api";
import { createFixtureBuild } from "../../tooling/app/fixture-build";
import { buildTestApp } from "../../tooling/app/test-app";
import { waitFor } from "../../tooling/servers/free-port";
import { RedisServer } from "../../tooling/servers/redis";
import { API_PREFIX } from "../api";
import { Metrics } from "../metrics/metrics";
import { ensureSampleReleases } from "../releases/samples";
import { createReleases } from "../releases/setup";
import { RateLimits } from "./shared-limits";

/*
 * With DOWNLOAD_LINKS_PER_MINUTE=5 and two replicas, one IP once got 10 links a minute
 * (docs/decisions/024-shared-rate-limits.md).
 * Two apps over one store and one Redis stand in for two replicas.
 */

let redis: RedisServer;
let dir: string;
let buildDir: string;
const opened: FastifyInstance[] = [];
const KEY = { path: "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe" };

beforeAll(async () => {
  redis = await RedisServer.start();
  dir = path.join(await mkdtemp(path.join(tmpdir(), "bestelwijs-limits-")), "store");
  buildDir = await createFixtureBuild();
  await ensureSampleReleases(createReleases({ dir, linkTtlSeconds: 60, refreshSeconds: 30, linksPerMinute: 5, samples: true }, FILES_URL).store);
}, 30_000);
afterAll(() => redis?.stop());
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

/**
 * One app over the shared store. `commandTimeoutMs` is production's 200 ms where the test is about
 * Redis failing; where it is about counting in Redis, 5 s, so a reply that waits for a busy
 * machine's event loop is not taken for a Redis that is down.
 */
async function replica(
  redisUrl: string | undefined,
  lines: string[] = [],
  commandTimeoutMs = 5000,
  metrics?: Metrics,
  { linksPerMinute = 5, connected = true } = {},
) {
  const releases = createReleases(
    {
      dir,
      signingSecret: "limits-secret-that-is-at-least-32-chars",
      linkTtlSeconds: 60,
      refreshSeconds: 30,
      linksPerMinute,
      updateChecksPerMinute: 4,
      samples: false,
    },
    FILES_URL,
  );
  const rateLimits = new RateLimits(redisUrl, { commandTimeoutMs });
  const app = await buildTestApp({
    buildDir,
    releases,
    rateLimits,
    metrics,
    logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
  opened.push(app);
  // Connected before the first request, as a server is long before its first visitor.
  if (redisUrl && connected) await rateLimits.whenShared();
  return { app, rateLimits };
}

const post = (app: FastifyInstance, ip: string) => app.inject({ method: "POST", url: DOWNLOADS_URL, payload: KEY, remoteAddress: ip });

describe("with REDIS_URL", () => {
  it("shares the POST limit between replicas: 5 a minute in all, not 5 each", async () => {
    const [a, b] = [await replica(redis.url), await replica(redis.url)];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(i % 2 === 0 ? a.app : b.app, "10.9.0.1")).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    const limited = await post(b.app, "10.9.0.1");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post(a.app, "10.9.0.2")).statusCode).toBe(200);
  });

  it("shares the update-feed limit too, in the visitor's language", async () => {
    const [a, b] = [await replica(redis.url), await replica(redis.url)];
    const ask = (app: FastifyInstance) =>
      app.inject({ method: "GET", url: `${API_PREFIX}/updates/win/x64/2.3.1`, remoteAddress: "10.9.1.1", headers: { "accept-language": "nl" } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(i % 2 === 0 ? a.app : b.app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await ask(a.app)).json().error).toContain("Te veel updatecontroles");
  });

  it("falls back to per-process limits while Redis is down: no hang, no failed request, and says so", async () => {
    const lines: string[] = [];
    const { app, rateLimits } = await replica(redis.url, lines, 200);
    expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
    // On a loaded machine a reply at start can outlast the 200 ms too (a fall-back and a return,
    // each logged): what is counted here is what the pause made.
    const linesBefore = lines.length;
    redis.pause();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await post(app, "10.9.2.1")).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(rateLimits.mode).toBe("fallback");
      const ready = await app.inject({ url: "/readyz" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().degraded).toEqual([expect.stringContaining("rate limits are counted per process")]);
      // A frozen Redis answers nothing: what ended the wait was the command timeout (REDIS_COMMAND_TIMEOUT_MS),
      // logged once; without it the first request would hang and the test's own timeout would fail it.
      const fallbacks = lines
        .slice(linesBefore)
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.level === 40 && entry.msg.includes("fall back to per-process"));
      expect(fallbacks).toEqual([expect.objectContaining({ err: "Command timed out" })]);
    } finally {
      redis.unpause();
    }
    // The connection never dropped, so ioredis will not say "ready" again: RateLimits asks Redis itself.
    await rateLimits.whenShared();
    expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
    expect(lines.some((line) => line.includes("Redis is reachable: rate limits are shared"))).toBe(true);
  });

  it("after a stall under load, both replicas share the limit again and /readyz drops its note", async () => {
    // redis-server paused (SIGSTOP, SIGCONT) while requests arrived left both replicas
    // counting alone for good: /readyz said degraded and a new client got 2 × the limit.
    const [a, b] = [await replica(redis.url, [], 200), await replica(redis.url, [], 200)];
    redis.pause();
    try {
      const load = Array.from({ length: 20 }, (_, i) => post(i % 2 === 0 ? a.app : b.app, `10.9.5.${i % 4}`));
      expect((await Promise.all(load)).every((answer) => answer.statusCode === 200 || answer.statusCode === 429)).toBe(true);
      expect([a.rateLimits.mode, b.rateLimits.mode]).toEqual(["fallback", "fallback"]);
      for (const { app } of [a, b])
        expect((await app.inject({ url: "/readyz" })).json().degraded).toEqual([expect.stringContaining("Redis (REDIS_URL) is unreachable")]);
    } finally {
      redis.unpause();
    }
    await Promise.all([a.rateLimits.whenShared(), b.rateLimits.whenShared()]);
    for (const { app } of [a, b]) expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(i % 2 === 0 ? a.app : b.app, "10.9.5.99")).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  });

  it("tells the metrics of each Redis command, of the one that failed while Redis froze, and of the mode", async () => {
    const metrics = new Metrics({ processMetrics: false });
    const { app, rateLimits } = await replica(redis.url, [], 200, metrics);
    expect((await post(app, "10.9.6.1")).statusCode).toBe(200);
    let text = await metrics.registry.metrics();
    expect(text).toContain('rate_limit_mode{mode="shared"} 1');
    expect(text).toContain('redis_command_duration_seconds_count{command="rate_limit"} 1\n');
    redis.pause();
    try {
      expect((await post(app, "10.9.6.1")).statusCode).toBe(200);
      text = await metrics.registry.metrics();
      expect(text).toContain('redis_command_failures_total{command="rate_limit"} 1\n');
      expect(text).toContain('rate_limit_mode{mode="fallback"} 1');
    } finally {
      redis.unpause();
    }
    await rateLimits.whenShared();
    text = await metrics.registry.metrics();
    expect(text).toContain('rate_limit_mode{mode="shared"} 1');
    expect(text).toMatch(/redis_command_duration_seconds_count\{command="probe"\} [1-9]/);
  });

  it("counts per process when Redis is stopped, and shares again once it is back", async () => {
    const lines: string[] = [];
    const { app, rateLimits } = await replica(redis.url, lines, 200);
    await redis.stop();
    expect((await post(app, "10.9.3.1")).statusCode).toBe(200);
    expect(rateLimits.mode).toBe("fallback");
    // A refused connection fails at once (no offline queue), not after the command timeout.
    expect(lines.some((line) => line.includes("Command timed out"))).toBe(false);
    await redis.resume();
    await rateLimits.whenShared();
    expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });
});

/** The log's warnings that the limits fell back to per-process counting. */
const fallbackLines = (lines: string[]) =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40 && String(entry.msg).includes("fall back to per-process"));

/** How many of the Redis commands that are not counting (the checks whether Redis counts again) the metrics saw. */
async function checksSent(metrics: Metrics): Promise<number> {
  const text = await metrics.registry.metrics();
  return [...text.matchAll(/^redis_command_duration_seconds_count\{command="(\w+)"\} (\d+)$/gm)]
    .filter(([, command]) => command !== "rate_limit")
    .reduce((sum, [, , count]) => sum + Number(count), 0);
}

/** 40 POSTs from one address; the statuses. */
async function fortyPosts(app: FastifyInstance, ip: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await post(app, ip)).statusCode);
  return statuses;
}

const THIRTY_THEN_429 = [...Array(30).fill(200), ...Array(10).fill(429)];

describe("when Redis loses its counts", () => {
  /** POSTs from one address, alternating between the replicas; the statuses. */
  async function alternating(replicas: FastifyInstance[], ip: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await post(replicas[i % replicas.length] as FastifyInstance, ip)).statusCode);
    return statuses;
  }

  it("FLUSHALL mid-window resets the counts (expected: Redis holds only one-minute counters, docs/deploy.md): the server keeps serving, stays shared without a fallback, and shares the fresh count at once", async () => {
    const linesA: string[] = [];
    const linesB: string[] = [];
    const [a, b] = [await replica(redis.url, linesA), await replica(redis.url, linesB)];
    expect(await alternating([a.app, b.app], "10.9.8.1", 3)).toEqual([200, 200, 200]);
    const client = new Redis(redis.url);
    try {
      expect(await client.flushall()).toBe("OK");
    } finally {
      client.disconnect();
    }
    // The window starts again for every address: 5 more links in all, shared between both replicas.
    const after = await alternating([a.app, b.app], "10.9.8.1", 8);
    expect(after).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect([a.rateLimits.mode, b.rateLimits.mode]).toEqual(["shared", "shared"]);
    for (const lines of [linesA, linesB]) {
      expect(fallbackLines(lines)).toEqual([]);
      expect(lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50)).toEqual([]);
    }
    for (const { app } of [a, b]) expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("a restart of redis-server on the same port (SIGTERM, then started again) resets the counts: both replicas count per process meanwhile, say so once, and share again once it is back", async () => {
    const linesA: string[] = [];
    const linesB: string[] = [];
    const [a, b] = [await replica(redis.url, linesA, 200), await replica(redis.url, linesB, 200)];
    expect(await alternating([a.app, b.app], "10.9.8.2", 4)).toEqual([200, 200, 200, 200]);
    await redis.stop();
    // Down: every request is still answered, counted in each process.
    expect(await alternating([a.app, b.app], "10.9.8.3", 2)).toEqual([200, 200]);
    expect([a.rateLimits.mode, b.rateLimits.mode]).toEqual(["fallback", "fallback"]);
    await redis.resume();
    await Promise.all([a.rateLimits.whenShared(), b.rateLimits.whenShared()]);
    // Redis runs without persistence (docs/deploy.md): what it counted before the restart is gone.
    expect(await alternating([a.app, b.app], "10.9.8.2", 7)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect([a.rateLimits.mode, b.rateLimits.mode]).toEqual(["shared", "shared"]);
    for (const lines of [linesA, linesB]) {
      expect(fallbackLines(lines)).toHaveLength(1);
      // Once at start, once when it is back: no flapping in between.
      const reachable = lines.filter((line) => line.includes("Redis is reachable: rate limits are shared"));
      expect(reachable).toHaveLength(2);
      expect(lines.indexOf(reachable[1] as string)).toBeGreaterThan(lines.findIndex((line) => line.includes("fall back to per-process")));
    }
    for (const { app } of [a, b]) expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });
});

describe("with a Redis that refuses writes or the password", () => {
  let own: RedisServer;
  let admin: Redis;
  beforeAll(async () => {
    own = await RedisServer.start();
    admin = new Redis(own.url);
  });
  afterAll(async () => {
    admin?.disconnect();
    await own?.stop();
  });

  it("counts per process while Redis is out of memory, says so once with the reason, and shares again after a write works", async () => {
    const lines: string[] = [];
    const metrics = new Metrics({ processMetrics: false });
    const { app, rateLimits } = await replica(own.url, lines, 5000, metrics, { linksPerMinute: 30 });
    expect((await post(app, "10.9.7.1")).statusCode).toBe(200);
    const since = lines.length;
    // Redis full and keeping what it has: it still answers PING, but refuses every write.
    await admin.config("SET", "maxmemory-policy", "noeviction");
    await admin.config("SET", "maxmemory", "1");
    try {
      const statuses: number[] = [];
      // Across several checks of whether Redis counts again: each PING it answers must not bring the mode back.
      for (let round = 0; round < 4; round++) {
        for (let i = 0; i < 10; i++) statuses.push((await post(app, "10.9.7.2")).statusCode);
        const before = await checksSent(metrics);
        await waitFor("Redis to be checked again", async () => (await checksSent(metrics)) > before, 10_000);
      }
      expect(statuses).toEqual(THIRTY_THEN_429);
      expect(rateLimits.mode).toBe("fallback");
      expect(await metrics.registry.metrics()).toContain('rate_limit_mode{mode="fallback"} 1');
      expect(fallbackLines(lines)).toEqual([
        expect.objectContaining({ err: expect.stringMatching(/^OOM command not allowed when used memory > 'maxmemory'/) }),
      ]);
      expect(lines.slice(since).filter((line) => line.includes("Redis is reachable"))).toEqual([]);
      const ready = await app.inject({ url: "/readyz" });
      expect(ready.json().degraded).toEqual([
        expect.stringMatching(/^Redis \(REDIS_URL\) refuses writes \(OOM command not allowed.*\): rate limits are counted per process/),
      ]);
    } finally {
      await admin.config("SET", "maxmemory", "0");
    }
    await rateLimits.whenShared();
    expect(lines.slice(since).filter((line) => line.includes("Redis is reachable"))).toHaveLength(1);
    expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("holds DOWNLOAD_LINKS_PER_MINUTE exactly when Redis fills up mid-minute: 14 POSTs from one address get 6 links", async () => {
    const { app } = await replica(own.url, [], 5000, undefined, { linksPerMinute: 6 });
    // The first link is counted in Redis; the rest of the minute Redis refuses every write.
    const statuses = [(await post(app, "10.9.7.3")).statusCode];
    await admin.config("SET", "maxmemory-policy", "noeviction");
    await admin.config("SET", "maxmemory", "1");
    try {
      for (let i = 0; i < 13; i++) statuses.push((await post(app, "10.9.7.3")).statusCode);
    } finally {
      await admin.config("SET", "maxmemory", "0");
    }
    expect(statuses).toEqual([...Array(6).fill(200), ...Array(8).fill(429)]);
  });

  it("holds the limit exactly when Redis takes writes again mid-minute: what this process counted meanwhile still counts", async () => {
    const { app, rateLimits } = await replica(own.url, [], 5000, undefined, { linksPerMinute: 6 });
    await admin.config("SET", "maxmemory-policy", "noeviction");
    await admin.config("SET", "maxmemory", "1");
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 4; i++) statuses.push((await post(app, "10.9.7.4")).statusCode);
    } finally {
      await admin.config("SET", "maxmemory", "0");
    }
    await rateLimits.whenShared();
    for (let i = 0; i < 6; i++) statuses.push((await post(app, "10.9.7.4")).statusCode);
    expect(statuses).toEqual([...Array(6).fill(200), ...Array(4).fill(429)]);
  });

  it("logs a wrong password once at start with its reason, says it on /readyz, and the limit holds per process", async () => {
    await admin.config("SET", "requirepass", "the-right-one");
    await admin.auth("the-right-one");
    try {
      const lines: string[] = [];
      const url = `redis://:the-wrong-one@127.0.0.1:${own.port}`;
      const { app, rateLimits } = await replica(url, lines, 5000, undefined, { linksPerMinute: 30, connected: false });
      const connections = async () => Number(/total_connections_received:(\d+)/.exec(await admin.info("stats"))?.[1]);
      const before = await connections();
      // ioredis tries again and again (250 ms, 500 ms, …): each try fails the same way, one line in all.
      await waitFor("three more tries of the wrong password", async () => (await connections()) >= before + 3, 15_000);
      expect(fallbackLines(lines)).toEqual([
        expect.objectContaining({
          err: expect.stringMatching(/WRONGPASS/),
          variable: "REDIS_URL",
          msg: expect.stringContaining("user name or password in REDIS_URL"),
        }),
      ]);
      expect(lines.join("\n")).not.toContain("the-wrong-one");
      expect(rateLimits.mode).toBe("fallback");
      expect((await app.inject({ url: "/readyz" })).json().degraded).toEqual([expect.stringMatching(/^Redis \(REDIS_URL\) refuses writes \(.*WRONGPASS/)]);
      expect(await fortyPosts(app, "10.9.8.1")).toEqual(THIRTY_THEN_429);
    } finally {
      await admin.config("SET", "requirepass", "");
    }
  });

  it("logs a Redis that asks for a password REDIS_URL does not give (NOAUTH), at start and when it begins to, saying to put it in REDIS_URL", async () => {
    await admin.config("SET", "requirepass", "the-right-one");
    await admin.auth("the-right-one");
    try {
      const atStart: string[] = [];
      await replica(own.url, atStart, 5000, undefined, { connected: false });
      await waitFor("the log to say Redis asks for a password", async () => fallbackLines(atStart).length > 0, 10_000);
      expect(fallbackLines(atStart)).toEqual([
        expect.objectContaining({
          err: expect.stringMatching(/NOAUTH/),
          variable: "REDIS_URL",
          msg: expect.stringContaining("REDIS_URL gives none: put it in REDIS_URL"),
        }),
      ]);
    } finally {
      await admin.config("SET", "requirepass", "");
    }

    // Counting, then Redis begins to ask for a password (and drops its connections).
    const later: string[] = [];
    await replica(own.url, later);
    await admin.config("SET", "requirepass", "the-right-one");
    await admin.auth("the-right-one");
    try {
      await admin.client("KILL", "TYPE", "normal", "SKIPME", "yes");
      const noauth = () => fallbackLines(later).filter((line) => /NOAUTH/.test(line.err));
      await waitFor("the log to say Redis asks for a password", async () => noauth().length > 0, 10_000);
      // The closed connection first, then what the reconnect found, once however often ioredis tries again.
      expect(fallbackLines(later)).toEqual([
        expect.objectContaining({ err: "connection closed" }),
        expect.objectContaining({ err: expect.stringMatching(/NOAUTH/), msg: expect.stringContaining("put it in REDIS_URL") }),
      ]);
    } finally {
      await admin.config("SET", "requirepass", "");
    }
  });

  it("logs a Redis that cannot be reached at start once, with the reason", async () => {
    const lines: string[] = [];
    const nobody = await RedisServer.start();
    const url = nobody.url;
    await nobody.stop();
    const { app } = await replica(url, lines, 5000, undefined, { connected: false });
    await waitFor("the log to say Redis is unreachable", async () => fallbackLines(lines).length > 0, 10_000);
    expect(fallbackLines(lines)).toEqual([expect.objectContaining({ err: expect.stringMatching(/ECONNREFUSED/) })]);
    expect((await app.inject({ url: "/readyz" })).json().degraded).toEqual([expect.stringMatching(/^Redis \(REDIS_URL\) is unreachable \(.*ECONNREFUSED.*\)/)]);
  });
});

describe("without REDIS_URL", () => {
  it("counts per process, as the README says", async () => {
    const [a, b] = [await replica(undefined), await replica(undefined)];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(i % 2 === 0 ? a.app : b.app, "10.9.4.1")).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(a.rateLimits.mode).toBe("per-process");
  });
});
