import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Fault, FaultyStore } from "../../tests/support/faulty-store";
import { findLeftovers } from "./hygiene";
import { versionEntryOf } from "./manifest";
import { migrate, pin, publish, publishFile, remove, rollout, setNotes } from "./publish";
import { scheduleRollout, steerRollout } from "./rollout-commands";
import { StoreUnavailableError } from "./store";
import { unyank, yank } from "./yank";

/*
 * A manifest write whose answer comes after the time limit may have landed all the
 * same. Every writing command, as publish does, knows its own change in the manifest it reads
 * back, says it landed late, and finishes what it does after the write (remove deletes the file).
 */

let scratch: string;
let store: FaultyStore;
const at = (minutes: number) => new Date(Date.parse("2026-11-25T16:00:00.000Z") + minutes * 60_000);
const OLD = "win/2.4.0/bestelwijs-2.4.0-x64.exe";
const NEW = "win/2.5.0/bestelwijs-2.5.0-x64.exe";

beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-landed-late-"));
  store = new FaultyStore();
  for (const [version, minutes] of [
    ["2.4.0", 0],
    ["2.5.0", 1],
  ] as const) {
    const file = path.join(scratch, `bestelwijs-${version}-x64.exe`);
    await writeFile(file, `installer ${version}`);
    await publish(store, { os: "win", version, arch: "x64", kind: "installer", file }, at(minutes), { rollout: { percent: 100 } });
  }
});
afterEach(() => rm(scratch, { recursive: true, force: true }));

const LANDING_FAULTS: Fault[] = ["lands-then-times-out", "lands-then-fails-every-retry"];

describe.each(LANDING_FAULTS)("every writing command when its manifest write lands and the answer is lost (%s)", (fault) => {
  it("yank knows its own yank and says it landed late", async () => {
    store.fault = fault;
    const outcome = await yank(store, "win", "2.5.0", "loses orders", at(10));
    expect(outcome.landedLate).toBe(true);
    expect(versionEntryOf(outcome.manifest, "win", "2.5.0")?.yanked).toEqual({ at: at(10).toISOString(), reason: "loses orders" });
  });

  it("unyank, rollout, notes, pin and unpin know theirs", async () => {
    await yank(store, "win", "2.5.0", "loses orders", at(10));
    store.fault = fault;
    expect((await unyank(store, "win", "2.5.0", at(11))).landedLate).toBe(true);
    expect(versionEntryOf(store.manifest!, "win", "2.5.0")?.yanked).toBeUndefined();
    expect((await rollout(store, "win", "2.5.0", 20)).landedLate).toBe(true);
    expect(versionEntryOf(store.manifest!, "win", "2.5.0")?.rolloutPercent).toBe(20);
    expect((await setNotes(store, "win", "2.5.0", { en: "Faster." })).landedLate).toBe(true);
    expect((await pin(store, "win", "2.4.0")).landedLate).toBe(true);
    expect(store.manifest?.pinned).toEqual({ win: "2.4.0" });
    expect((await pin(store, "win", null)).landedLate).toBe(true);
    expect(store.manifest?.pinned).toEqual({});
  });

  it("rollout --steps, --halt and --resume know theirs", async () => {
    store.fault = fault;
    const scheduled = await scheduleRollout(store, "win", "2.5.0", [5, 50, 100], 60, at(10));
    expect(scheduled.landedLate).toBe(true);
    expect(scheduled.schedule).toEqual({ steps: [5, 50, 100], everyMinutes: 60, startsAt: at(10).toISOString() });
    expect((await steerRollout(store, "win", "2.5.0", "halt", at(20))).landedLate).toBe(true);
    const resumed = await steerRollout(store, "win", "2.5.0", "resume", at(30));
    expect(resumed.landedLate).toBe(true);
    expect(resumed.schedule.haltedAt).toBeUndefined();
  });

  it("remove knows its own removal and deletes the file, so verify names no leftover", async () => {
    store.fault = fault;
    const outcome = await remove(store, NEW, at(10));
    expect(outcome.landedLate).toBe(true);
    expect(store.manifest?.files.map((file) => file.path)).toEqual([OLD]);
    expect(store.objects.has(NEW)).toBe(false);
    expect(findLeftovers(await store.listStored(), store.manifest!, at(11).getTime())).toEqual([]);
  });

  it("migrate knows its own write", async () => {
    store.fault = fault;
    expect((await migrate(store))?.landedLate).toBe(true);
  });

  it("publish says its own entry landed late", async () => {
    const file = path.join(scratch, "bestelwijs-2.6.0-x64.exe");
    await writeFile(file, "installer 2.6.0");
    store.fault = fault;
    const outcome = await publishFile(store, { os: "win", version: "2.6.0", arch: "x64", kind: "installer", file }, at(10), { rollout: { percent: 5 } });
    expect(outcome.landedLate).toBe(true);
  });
});

describe("a command whose write never landed", () => {
  it("still fails, naming the store's failure", async () => {
    store.fault = "never-lands";
    await expect(yank(store, "win", "2.5.0", "loses orders", at(10))).rejects.toThrow(StoreUnavailableError);
    await expect(remove(store, NEW, at(10))).rejects.toThrow(StoreUnavailableError);
    expect(store.objects.has(NEW)).toBe(true);
  });

  it("a fault-free write is not called late", async () => {
    expect((await yank(store, "win", "2.5.0", "loses orders", at(10))).landedLate).toBe(false);
    expect((await remove(store, NEW, at(11))).landedLate).toBe(false);
  });
});
