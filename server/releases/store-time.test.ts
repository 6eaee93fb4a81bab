import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { findLeftovers } from "./hygiene";
import { LocalReleaseStore } from "./local-store";
import { emptyManifest } from "./manifest";
import { LinkSigner } from "./signing";
import { CLOCK_TOLERANCE_MS, clockOfStore } from "./store-time";

/* Which clock a release command takes its times from (decision 074); on the stores themselves: scripts/release/store-clock.integration.test.ts. */

const START = Date.parse("2026-11-29T09:00:00.000Z");

describe("clockOfStore", () => {
  it("keeps this machine's clock, silently, within the tolerance either way", async () => {
    for (const skew of [CLOCK_TOLERANCE_MS, -CLOCK_TOLERANCE_MS, 0]) {
      const machine = manualClock(START + skew);
      const taken = await clockOfStore(async () => START, machine, "s3://b/p/");
      expect(taken.clock).toBe(machine);
      expect(taken.warning).toBeUndefined();
    }
  });

  it("takes the store's time beyond it, as the machine's clock moves on, and says so in one sentence", async () => {
    const machine = manualClock(START + 150_000);
    const taken = await clockOfStore(async () => START, machine, "s3://b/p/");
    expect(taken.clock()).toBe(START);
    machine.advance(60_000);
    expect(taken.clock()).toBe(START + 60_000);
    expect(taken.warning).toBe(
      "Warning: this machine's clock is 150 s ahead of the store's (s3://b/p/), so this command took the store's time for what it writes and the ages it measures; set this machine's clock right (NTP) to stop this warning.",
    );
    const behind = await clockOfStore(async () => START, manualClock(START - 3 * 3_600_000), "/srv/releases");
    expect(behind.clock()).toBe(START);
    expect(behind.warning).toMatch(/^Warning: this machine's clock is 180 min behind the store's \(\/srv\/releases\),/);
    expect((await clockOfStore(async () => START, manualClock(START + 2 * 86_400_000), "x")).warning).toMatch(/is 48 h ahead/);
  });

  it("counts the store's answer from the middle of the call, so a slow answer is not taken for a skew", async () => {
    const machine = manualClock(START);
    const taken = await clockOfStore(
      async () => {
        machine.advance(3000);
        return START + 1500;
      },
      machine,
      "x",
    );
    expect(taken.warning).toBeUndefined();
  });

  it("keeps this machine's clock when the store cannot tell its time", async () => {
    const machine = manualClock(START);
    expect((await clockOfStore(async () => null, machine, "x")).clock).toBe(machine);
  });
});

describe("the local store's time", () => {
  const storeIn = (dir: string) => new LocalReleaseStore({ dir, signer: new LinkSigner(), linkTtlSeconds: 60, filesUrl: "/files" });

  it("is the mtime of a file it writes in the folder, which it removes", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-store-time-"));
    const before = Date.now();
    const now = await storeIn(dir).now();
    // The file system stamps with the kernel's coarser clock: a few milliseconds either way.
    expect(now).toBeGreaterThanOrEqual(before - 50);
    expect(now).toBeLessThanOrEqual(Date.now() + 50);
    expect(await readdir(dir)).toEqual([]);
  });

  it("is unknown for a folder not made yet, which it does not make", async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), "bestelwijs-store-time-")), "store");
    expect(await storeIn(dir).now()).toBeNull();
    await expect(readdir(dir)).rejects.toThrow(/ENOENT/);
  });

  it("leaves a probe a killed run left for repair, as a temporary file", async () => {
    const object = { key: ".clock-probe.4242.0badf00d.tmp", size: 0, modifiedMs: START };
    expect(findLeftovers([object], emptyManifest(), START + 3 * 3_600_000)).toEqual([{ object, kind: "temp", removable: true }]);
  });
});
