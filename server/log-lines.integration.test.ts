import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBuild } from "../tooling/app/fixture-build";
import { waitFor } from "../tooling/servers/free-port";
import { RedisServer } from "../tooling/servers/redis";
import { Replica } from "../tooling/servers/replica";

/*
 * A replica's output is its JSON log, one object a line, whatever a library writes (ioredis warns
 * through the console), and its start-up lines say what is configured, not that Redis counts
 * before it does.
 */

let redis: RedisServer;
let env: Record<string, string>;
const started: Replica[] = [];

beforeAll(async () => {
  redis = await RedisServer.start();
  const [buildDir, releaseDir] = await Promise.all([createFixtureBuild(), mkdtemp(path.join(tmpdir(), "bestelwijs-log-lines-"))]);
  env = { NODE_ENV: "development", BUILD_DIR: buildDir, RELEASE_DIR: releaseDir, RELEASE_SAMPLES: "true", LOG_LEVEL: "info" };
}, 60_000);
afterAll(async () => {
  await Promise.all(started.map((replica) => replica.terminate()));
  await redis?.stop();
});

const notJson = (output: string) => output.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("{"));

describe("a replica's log", () => {
  it("holds only JSON lines when ioredis warns through the console (a password Redis does not ask for)", async () => {
    const replica = await Replica.start("password not needed", { ...env, REDIS_URL: redis.url.replace("redis://", "redis://:not-needed@") });
    started.push(replica);
    await waitFor("Redis to count", async () => replica.logLines().some((line) => line.limits === "shared"), 15_000);
    expect(notJson(replica.output)).toEqual([]);
    expect(replica.logLines()).toContainEqual(
      expect.objectContaining({ level: 40, source: "console", msg: expect.stringContaining("does not require a password, but a password was supplied") }),
    );
  }, 120_000);

  it("never says the limits are shared through a Redis that cannot be reached at start", async () => {
    const nobody = await RedisServer.start();
    const url = nobody.url;
    await nobody.stop();
    const replica = await Replica.start("redis unreachable", { ...env, REDIS_URL: url });
    started.push(replica);
    await waitFor("the fallback line", async () => replica.logLines().some((line) => line.limits === "fallback"), 15_000);
    // "redis": what is configured (shared while it takes writes); "fallback": what holds now. Never "shared".
    const said = replica.logLines().flatMap((line) => ("limits" in line ? [line.limits] : []));
    expect([...new Set(said)].sort()).toEqual(["fallback", "redis"]);
    // What holds until Redis takes a write, not what would hold if it did (decision 076).
    expect(replica.logLines().filter((line) => /shared (through|by)/.test(String(line.msg)) && line.limits !== "shared")).toEqual([]);
    expect(replica.logLines()).toContainEqual(
      expect.objectContaining({ limits: "redis", msg: expect.stringMatching(/^rate limits are counted per process until Redis \(REDIS_URL\) takes a write/) }),
    );
    expect(notJson(replica.output)).toEqual([]);
  }, 120_000);
});
