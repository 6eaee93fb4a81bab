import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ManualClock, manualClock } from "../../../tooling/app/manual-clock";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";
import { publish, rollout } from "../../releases/publish";
import { scheduleRollout, steerRollout } from "../../releases/rollout-commands";
import { rolloutPosition } from "./offer";

/*
 * A scheduled rollout (decision 057): the feed's stagingPercentage and the update check's
 * banding follow the share the schedule gives at this moment, with no timer: the test moves the
 * clock and the next answer follows.
 */

const API = "/api/home/v1";
const HOUR = 3_600_000;
let t: TestApp;
let clock: ManualClock;

beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ clock });
  const source = path.join(t.dir, "..", `src-${path.basename(t.dir)}`, "bestelwijs-2.12.0-x64.exe");
  await mkdir(path.dirname(source), { recursive: true });
  await writeFile(source, "installer 2.12.0");
  await publish(t.releases.store, { os: "win", version: "2.12.0", arch: "x64", kind: "installer", file: source }, undefined, { rollout: { percent: 100 } });
  await scheduleRollout(t.releases.store, "win", "2.12.0", [5, 50, 100], 24 * 60, new Date(clock()));
  await t.releases.catalogue.refresh();
});
afterEach(() => t.app.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
/** An installation inside every band (electron-updater's place 0): the feed names the newest version, with its share. */
const INSIDE = { "x-user-staging-id": "9e0f6d1c-2a3b-4c5d-8e6f-000000000000" };
const staging = async () =>
  /stagingPercentage: (\d+)/.exec((await t.app.inject({ method: "GET", url: `${API}/updates/electron/win/x64/latest.yml`, headers: INSIDE })).body)?.[1] ??
  "none";

/** An installation id whose position in 2.12.0's rollout lies between 5 and 50. */
function idBetween(low: number, high: number): string {
  for (let index = 0; ; index++) {
    const id = `installation-${index}`;
    const position = rolloutPosition("win", "2.12.0", id);
    if (position >= low && position < high) return id;
  }
}

describe("a scheduled rollout", () => {
  it("gives the feed the share of the moment, step by step, and none once it reaches 100", async () => {
    expect(await staging()).toBe("5");
    clock.advance(24 * HOUR);
    expect(await staging()).toBe("50");
    clock.advance(24 * HOUR);
    expect(await staging()).toBe("none");
  });

  it("bands the update check's installations by the same share", async () => {
    const id = idBetween(5, 50);
    expect((await get(`${API}/updates/win/x64/2.10.0?installation=${id}`)).statusCode).toBe(204);
    clock.advance(24 * HOUR);
    expect((await get(`${API}/updates/win/x64/2.10.0?installation=${id}`)).json().version).toBe("2.12.0");
  });

  it("stays at its share while halted, and goes on after resume", async () => {
    await steerRollout(t.releases.store, "win", "2.12.0", "halt", new Date(clock()));
    await t.releases.catalogue.refresh();
    clock.advance(72 * HOUR);
    expect(await staging()).toBe("5");
    await steerRollout(t.releases.store, "win", "2.12.0", "resume", new Date(clock()));
    await t.releases.catalogue.refresh();
    expect(await staging()).toBe("5");
    clock.advance(24 * HOUR);
    expect(await staging()).toBe("50");
  });

  it("is replaced by a fixed share set by hand", async () => {
    await rollout(t.releases.store, "win", "2.12.0", 30);
    await t.releases.catalogue.refresh();
    clock.advance(72 * HOUR);
    expect(await staging()).toBe("30");
  });
});

describe("rollout refuses, in one sentence, and changes nothing", () => {
  it("a schedule for an unknown version, a halt without a schedule, a second halt, a resume that is not halted", async () => {
    const before = JSON.stringify(await t.releases.store.readManifest());
    const now = new Date(clock());
    await expect(scheduleRollout(t.releases.store, "win", "9.9.9", [5, 100], 60, now)).rejects.toThrow(
      "win has no version 9.9.9 to roll out; `release list` shows what is published.",
    );
    await expect(steerRollout(t.releases.store, "win", "2.10.0", "halt", now)).rejects.toThrow(
      "win 2.10.0 has no rollout to halt: it is offered to every installation.",
    );
    await expect(steerRollout(t.releases.store, "win", "2.12.0", "resume", now)).rejects.toThrow("The rollout of win 2.12.0 is not halted; nothing to resume.");
    expect(JSON.stringify(await t.releases.store.readManifest())).toBe(before);
    await steerRollout(t.releases.store, "win", "2.12.0", "halt", now);
    const halted = JSON.stringify(await t.releases.store.readManifest());
    await expect(steerRollout(t.releases.store, "win", "2.12.0", "halt", now)).rejects.toThrow(/^The rollout of win 2\.12\.0 is already halted at 5%/);
    expect(JSON.stringify(await t.releases.store.readManifest())).toBe(halted);
  });
});
