import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { HELD_REQUEST_TIMEOUT_MS, type HoldingProxy, holdingProxy } from "../../tests/support/holding-proxy";
import { type ManualClock, manualClock } from "../../tooling/app/manual-clock";
import { MOTO_CREDENTIALS, MOTO_TIME_LIMITS, MotoServer } from "../../tooling/servers/moto";
import { runRelease } from "./cli";

/*
 * Decision 073 through `npm run release` against a folder and against S3 (moto): a yank
 * outlasts `remove` and a publish of the same file, and unyank gives back the share the rollout had
 * when it was yanked; on S3, every writing command whose manifest write lands while its answer is
 * lost (a proxy holds it past the time limit) knows its own change, says so and exits 0.
 */

let moto: MotoServer;
const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-yank-landed-"));
let buckets = 0;

beforeAll(async () => {
  Object.assign(process.env, MOTO_CREDENTIALS);
  moto = await MotoServer.start();
}, 120_000);
afterAll(async () => {
  await moto?.stop();
  await rm(scratch, { recursive: true, force: true });
});

const HOUR = 3_600_000;

async function s3Env(endpoint = moto.endpoint, bucket = `yank-landed-${++buckets}`): Promise<Record<string, string>> {
  if (endpoint === moto.endpoint) await moto.createBucket(bucket);
  return {
    RELEASE_STORE: "s3",
    S3_BUCKET: bucket,
    S3_PREFIX: "desktop/",
    S3_ENDPOINT: endpoint,
    S3_CONNECT_TIMEOUT_MS: String(MOTO_TIME_LIMITS.connectTimeoutMs),
    S3_REQUEST_TIMEOUT_MS: String(MOTO_TIME_LIMITS.requestTimeoutMs),
  };
}

const stores: Record<string, () => Promise<Record<string, string>>> = {
  local: async () => ({ RELEASE_DIR: await mkdtemp(path.join(scratch, "store-")) }),
  s3: () => s3Env(),
};

/**
 * Runs the CLI and gives its exit code and lines; 2.0.0 and 2.1.0 of win published first, to everyone.
 * The store's time follows the manual clock too (decision 074), or every command would warn of a skew of days.
 */
async function operator(env: Record<string, string>, clock: ManualClock) {
  const lines = { out: [] as string[], err: [] as string[] };
  const run = async (...argv: string[]) => {
    lines.out = [];
    lines.err = [];
    const code = await runRelease(argv, env, { out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) }, clock, { storeClock: clock });
    return code;
  };
  const publish = async (version: string, ...options: string[]) => {
    const file = path.join(scratch, `src-${buckets}-${env.RELEASE_DIR ? path.basename(env.RELEASE_DIR) : env.S3_BUCKET}`, `setup-${version}.exe`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `installer ${version}`);
    return run("publish", "--os", "win", "--version", version, "--arch", "x64", "--kind", "installer", "--file", file, ...options);
  };
  expect(await publish("2.0.0")).toBe(0);
  expect(await publish("2.1.0", "--percent", "100")).toBe(0);
  return { run, publish, lines };
}

describe.each(Object.keys(stores))("a yank on the %s store", (name) => {
  it("outlasts remove and a publish of the same file: the version stays offered to nobody until unyank", async () => {
    const clock = manualClock(Date.parse("2026-12-01T09:00:00.000Z"));
    const { run, publish, lines } = await operator(await stores[name]!(), clock);
    expect(await run("yank", "--os", "win", "--version", "2.1.0", "--reason", "loses orders offline")).toBe(0);
    // S3 cannot revoke a presigned link (decision 074); the file route of a folder store checks each one.
    const handedOut =
      "Links to its files that S3 signed before then keep working until they expire, at most RELEASE_LINK_TTL_SECONDS (300 s) after they were handed out.";
    if (name === "s3")
      expect(lines.out[0]).toContain(`its files answer 410, on every server within one catalogue refresh (RELEASE_REFRESH_SECONDS). ${handedOut}`);
    else expect(lines.out[0]).not.toContain("S3 signed");
    expect(await run("remove", "--path", "win/2.1.0/setup-2.1.0.exe")).toBe(0);
    expect(await publish("2.1.0", "--percent", "100")).toBe(0);
    expect(lines.err).toEqual([
      expect.stringMatching(/^Warning: win 2\.1\.0 was yanked on 2026-12-01T09:00:00\.000Z \(loses orders offline\) .* and stays yanked/),
    ]);
    expect(await run("status")).toBe(0);
    expect(lines.out[0]).toMatch(/^win stable: 2\.0\.0, to every installation/);
    expect(lines.out[0]).toContain("win 2.1.0: yanked 2026-12-01 09:00 UTC: loses orders offline");
    expect(await run("unyank", "--os", "win", "--version", "2.1.0")).toBe(0);
    expect(await run("status")).toBe(0);
    expect(lines.out[0]).toMatch(/^win stable: 2\.1\.0, to every installation/);
  }, 60_000);

  it("halts a running schedule, and unyank days later goes on from the share it had", async () => {
    const clock = manualClock(Date.parse("2026-12-01T09:00:00.000Z"));
    const { run, lines } = await operator(await stores[name]!(), clock);
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--steps", "5,25,50,100", "--every", "24h")).toBe(0);
    clock.advance(HOUR);
    expect(await run("yank", "--os", "win", "--version", "2.1.0", "--reason", "loses orders offline")).toBe(0);
    clock.advance(5 * 24 * HOUR);
    expect(await run("unyank", "--os", "win", "--version", "2.1.0")).toBe(0);
    expect(lines.out).toEqual([
      "win 2.1.0 is offered again with its notes, to 5% of installations as when it was yanked; its schedule goes on from there, 25% from 2026-12-07T09:00:00.000Z.",
    ]);
    expect(await run("status")).toBe(0);
    expect(lines.out[0]).toMatch(/^win stable: 2\.1\.0, to 5% of installations/);
  }, 60_000);
});

describe("S3 answers a manifest write after the time limit, though it landed", () => {
  let proxy: HoldingProxy | undefined;
  afterEach(() => proxy?.close());

  /** The store set up straight on moto; then the commands go through a proxy that loses the answers `hold` picks. */
  async function throughProxy(hold: (manifestPut: number) => boolean) {
    const clock = manualClock(Date.parse("2026-12-01T09:00:00.000Z"));
    const direct = await s3Env();
    await operator(direct, clock);
    proxy = await holdingProxy(moto.endpoint, hold);
    // A time limit above moto's answer time on a loaded machine, so only the held answers time out.
    const env = { ...(await s3Env(proxy.endpoint, direct.S3_BUCKET!)), S3_REQUEST_TIMEOUT_MS: String(HELD_REQUEST_TIMEOUT_MS), S3_MAX_ATTEMPTS: "2" };
    return { direct, env, clock };
  }

  it("yank, rollout and pin know their own change, say so and exit 0", async () => {
    // Every answer lost: the first PUT landed, the SDK's retry was refused and that answer lost too.
    const { env, clock } = await throughProxy(() => true);
    const lines = { out: [] as string[], err: [] as string[] };
    const run = (...argv: string[]) => {
      lines.out = [];
      lines.err = [];
      return runRelease(argv, env, { out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) }, clock, { storeClock: clock });
    };
    const LATE =
      "The store's answer to the manifest write came after the time limit, but the manifest read back holds this very change: it is done, so do not run the command again.";
    expect(await run("yank", "--os", "win", "--version", "2.1.0", "--reason", "loses orders offline")).toBe(0);
    expect(lines.out[0]).toMatch(/^win 2\.1\.0 is yanked: /);
    expect(lines.out[0]).toContain(LATE);
    expect(await run("unyank", "--os", "win", "--version", "2.1.0")).toBe(0);
    expect(lines.out[0]).toContain(LATE);
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--percent", "20")).toBe(0);
    expect(lines.out).toEqual([`win 2.1.0 is offered to 20% of installations. ${LATE}`]);
    expect(await run("pin", "--os", "win", "--version", "2.0.0")).toBe(0);
    expect(lines.out).toEqual([`Latest for win is now pinned to 2.0.0. ${LATE}`]);
    expect(proxy!.heldAnswers.map((answer) => answer.status)).toEqual([200, 412, 200, 412, 200, 412, 200, 412]);
  }, 120_000);

  it("remove knows its own removal, deletes the file and exits 0, and verify finds the store clean", async () => {
    // Only the first answer lost: the SDK's retry is answered 412, and the store's loop reads its own change.
    const { direct, env, clock } = await throughProxy((count) => count === 1);
    const lines = { out: [] as string[], err: [] as string[] };
    const io = { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) };
    expect(await runRelease(["remove", "--path", "win/2.1.0/setup-2.1.0.exe"], env, io, clock, { storeClock: clock })).toBe(0);
    expect(lines.out[0]).toMatch(/^Removed win\/2\.1\.0\/setup-2\.1\.0\.exe; .* it is done, so do not run the command again\.$/);
    expect(proxy!.heldAnswers).toEqual([{ status: 200 }]);
    const client = moto.client();
    const head = await client.send(new HeadObjectCommand({ Bucket: direct.S3_BUCKET, Key: "desktop/win/2.1.0/setup-2.1.0.exe" })).catch((error) => error);
    client.destroy();
    expect(head.$metadata?.httpStatusCode).toBe(404);
    lines.out = [];
    lines.err = [];
    expect(await runRelease(["verify"], direct, io, clock, { storeClock: clock })).toBe(0);
    expect(lines.err).toEqual([]);
  }, 120_000);
});
