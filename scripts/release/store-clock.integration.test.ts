import { mkdir, mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Clock } from "../../server/clock";
import { readReleaseConfig } from "../../server/config";
import { loadManifest, type RolloutSchedule, versionEntryOf } from "../../server/releases/manifest";
import { scheduleRollout } from "../../server/releases/rollout-commands";
import { scheduleAt } from "../../server/releases/rollout-schedule";
import { createReleases } from "../../server/releases/setup";
import type { ReleaseStore } from "../../server/releases/store";
import { FILES_URL } from "../../shared/home-api";
import { MOTO_CREDENTIALS, MotoServer } from "../../tooling/servers/moto";
import { runRelease } from "./cli";

/*
 * The operator's clock once moved rollouts (decision 074). With it 150 s ahead a `--halt` froze the
 * rollout past its next step, 250 s behind a new schedule started on its third step, and
 * `repair` measured ages with it. The store's own time (a folder's mtime, S3's Date header) is the
 * one the replicas share, so the CLI takes its times from there (decision 074). The skew is the
 * CLI's Clock; the store's time is the real one, on both stores, as the replicas' would be.
 */

const MINUTE = 60_000;
const skewed =
  (ms: number): Clock =>
  () =>
    Date.now() + ms;
/** What the release CLI says, and where. */
let lines: { out: string[]; err: string[] };
const io = { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) };

interface Target {
  env: Record<string, string>;
  /** An upload the manifest does not list, written by the store just now. */
  orphan(releasePath: string): Promise<void>;
  /** Release paths the store holds. */
  held(): Promise<string[]>;
}

let moto: MotoServer;
let buckets = 0;
const closers: Array<() => void> = [];
const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-store-clock-"));

beforeAll(async () => {
  Object.assign(process.env, MOTO_CREDENTIALS);
  moto = await MotoServer.start();
}, 120_000);
afterAll(() => moto?.stop());
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

const targets: Record<string, () => Promise<Target>> = {
  async local() {
    const dir = await mkdtemp(path.join(scratch, "local-"));
    const store = (...segments: string[]) => path.join(dir, "store", "files", ...segments);
    return {
      env: { RELEASE_DIR: path.join(dir, "store") },
      async orphan(releasePath) {
        await mkdir(path.dirname(store(...releasePath.split("/"))), { recursive: true });
        await writeFile(store(...releasePath.split("/")), "an upload in flight");
      },
      async held() {
        const entries = await readdir(store(), { recursive: true, withFileTypes: true });
        return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(store(), path.join(entry.parentPath, entry.name)));
      },
    };
  },
  async s3() {
    const bucket = `clock-${++buckets}`;
    await moto.createBucket(bucket);
    const client = moto.client();
    closers.push(() => client.destroy());
    return {
      env: moto.releaseEnv(bucket),
      async orphan(releasePath) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: `desktop/${releasePath}`, Body: "an upload in flight" }));
      },
      async held() {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: "desktop/" }));
        return (listed.Contents ?? []).map((object) => object.Key!.slice("desktop/".length));
      },
    };
  },
};

describe.each(Object.keys(targets))("the %s store's time, not the operator's clock", (name) => {
  let target: Target;
  let store: ReleaseStore;
  const run = (clock: Clock, ...argv: string[]) => runRelease(argv, target.env, io, clock);

  async function scheduleOf(): Promise<RolloutSchedule> {
    const { manifest } = loadManifest(await store.readManifest());
    return versionEntryOf(manifest, "win", "2.1.0")!.schedule!;
  }

  beforeEach(async () => {
    target = await targets[name]!();
    store = createReleases(readReleaseConfig(target.env), FILES_URL).store;
    closers.push(() => store.close?.());
    lines = { out: [], err: [] };
    for (const version of ["2.0.0", "2.1.0"]) {
      const file = path.join(scratch, `setup-${version}.exe`);
      await writeFile(file, `installer ${version}`);
      const publish = ["publish", "--os", "win", "--version", version, "--arch", "x64", "--kind", "installer", "--file", file, "--percent", "100"];
      expect(await run(Date.now, ...publish)).toBe(0);
    }
    lines = { out: [], err: [] };
  });

  it("halts at the share the store's time gives, with the CLI's clock 150 s ahead, and says so", async () => {
    // 5 % for eight minutes so far; 25 % two minutes from now, by the store's time.
    await scheduleRollout(store, "win", "2.1.0", [5, 25, 50, 100], 10, new Date(Date.now() - 8 * MINUTE));
    expect(await run(skewed(150_000), "rollout", "--os", "win", "--version", "2.1.0", "--halt")).toBe(0);
    expect(lines.out).toEqual(["The rollout of win 2.1.0 is halted at 5%; `rollout --resume` goes on from there."]);
    const schedule = await scheduleOf();
    expect(Math.abs(Date.parse(schedule.haltedAt!) - Date.now())).toBeLessThan(5000);
    // What every replica computes from now on.
    expect(scheduleAt(schedule, Date.now() + 60 * MINUTE).share).toBe(5);
    expect(lines.err).toEqual([
      expect.stringMatching(/^Warning: this machine's clock is 15\d s ahead of the store's \(.+\), so this command took the store's time/),
    ]);
  });

  it("starts a schedule at the store's time with the CLI's clock 250 s behind: the first step is not skipped", async () => {
    expect(await run(skewed(-250_000), "rollout", "--os", "win", "--version", "2.1.0", "--steps", "5,25,50,100", "--every", "2m")).toBe(0);
    expect(lines.out[0]).toMatch(/^win 2\.1\.0 is offered to 5% of installations now, 25% from /);
    const schedule = await scheduleOf();
    expect(Math.abs(Date.parse(schedule.startsAt) - Date.now())).toBeLessThan(5000);
    // S3's Date header counts whole seconds: the store's time is right within one.
    expect(scheduleAt(schedule, Date.now() + 1000).share).toBe(5);
    expect(lines.err).toEqual([expect.stringMatching(/^Warning: this machine's clock is 2\d\d s behind the store's/)]);
  });

  it("repair measures a leftover's age by the store's time: a fresh upload stays with the CLI's clock 3 hours ahead", async () => {
    await target.orphan("win/2.2.0/setup-2.2.0.exe");
    expect(await run(skewed(180 * MINUTE), "repair", "--apply")).toBe(0);
    expect(lines.err).toEqual([
      expect.stringMatching(/^Warning: this machine's clock is 180 min ahead of the store's/),
      expect.stringMatching(/^Kept (files\/)?win\/2\.2\.0\/setup-2\.2\.0\.exe \(orphan, not in the manifest, 19 bytes, 0 min old\): written /),
    ]);
    expect(await target.held()).toContain("win/2.2.0/setup-2.2.0.exe");
  });

  it("says nothing and keeps the machine's time when the clocks agree within the tolerance", async () => {
    expect(await run(skewed(1000), "rollout", "--os", "win", "--version", "2.1.0", "--steps", "5,25,50,100", "--every", "2m")).toBe(0);
    expect(lines.err).toEqual([]);
    expect(Math.abs(Date.parse((await scheduleOf()).startsAt) - (Date.now() + 1000))).toBeLessThan(5000);
  });
});
