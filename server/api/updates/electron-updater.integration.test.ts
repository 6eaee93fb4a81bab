import { createHash } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";
import { type UpdaterClient, updaterClient } from "../../../tooling/releases/electron-updater-client";
import { installerPair } from "../../../tooling/releases/installer-pair";
import { publish } from "../../releases/publish";
import { scheduleRollout } from "../../releases/rollout-commands";
import { yank } from "../../releases/yank";

/*
 * The real client against a running server: electron-updater's NsisUpdater (a development
 * dependency) checks the feed, downloads through the signed 302, checks the sha512, and with the
 * previous installer cached fetches only the blocks that changed (issue 35).
 */

let t: TestApp;
let feedUrl: string;
const { old, next } = installerPair(4, 3);
const sha512 = (bytes: Buffer) => createHash("sha512").update(bytes).digest("base64");

async function source(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "bestelwijs-installer-")), name);
  await writeFile(file, bytes);
  return file;
}

beforeAll(async () => {
  t = await createTestApp({ samples: false });
  const { store, catalogue } = t.releases;
  await publish(store, { os: "win", version: "2.0.0", arch: "x64", kind: "installer", file: await source("bestelwijs-2.0.0-x64.exe", old) }, undefined, {
    rollout: { percent: 100 },
  });
  await publish(store, { os: "win", version: "2.1.0", arch: "x64", kind: "installer", file: await source("bestelwijs-2.1.0-x64.exe", next) }, undefined, {
    rollout: { percent: 100 },
  });
  await catalogue.refresh();
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  feedUrl = `${address}/api/home/v1/updates/electron/win/x64/`;
}, 60_000);
afterAll(() => t?.app.close());

async function downloaded(client: UpdaterClient): Promise<Buffer> {
  const check = await client.updater.checkForUpdates();
  expect(check?.isUpdateAvailable).toBe(true);
  const [file] = await client.updater.downloadUpdate();
  return readFile(file!);
}

const installerBytes = (client: UpdaterClient) =>
  client.exchanges.filter((exchange) => exchange.path.endsWith(".exe")).reduce((sum, exchange) => sum + exchange.bytes, 0);

describe("electron-updater against the feed", () => {
  it("finds the update, downloads it whole through the signed link and checks its sha512", async () => {
    const client = await updaterClient(feedUrl, "2.0.0");
    const check = await client.updater.checkForUpdates();
    expect(check?.updateInfo.version).toBe("2.1.0");
    const bytes = await downloaded(client);
    expect(sha512(bytes)).toBe(sha512(next));
    // No cached installer: nothing to build on, so one request for the whole file.
    expect(installerBytes(client)).toBe(next.length);
  });

  it("with the previous installer cached, fetches only the changed blocks, and the result's sha512 matches", async () => {
    const client = await updaterClient(feedUrl, "2.0.0", { cachedInstaller: old });
    const bytes = await downloaded(client);
    expect(sha512(bytes)).toBe(sha512(next));
    const blockmaps = client.exchanges.filter((exchange) => exchange.path.endsWith(".blockmap"));
    expect(blockmaps.map((exchange) => [exchange.path.split("/").slice(-2).join("/"), exchange.status])).toEqual([
      ["2.1.0/bestelwijs-2.1.0-x64.exe.blockmap", 200],
      ["2.0.0/bestelwijs-2.0.0-x64.exe.blockmap", 200],
    ]);
    const ranges = client.exchanges.filter((exchange) => exchange.range !== undefined);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((exchange) => exchange.status === 206)).toBe(true);
    const fetched = installerBytes(client);
    // 3 % of the installer changed; the blocks around each change come along.
    expect(fetched).toBeLessThan(next.length * 0.1);
    expect(fetched).toBeGreaterThan(next.length * 0.03);
  });
});

describe("electron-updater and the fleet controls", () => {
  let fleet: TestApp;
  let fleetFeed: string;

  beforeAll(async () => {
    fleet = await createTestApp({ samples: false });
    const { store, catalogue, clock } = fleet.releases;
    for (const version of ["2.0.0", "2.1.0", "2.2.0"])
      await publish(
        store,
        {
          os: "win",
          version,
          arch: "x64",
          kind: "installer",
          file: await source(`bestelwijs-${version}-x64.exe`, Buffer.from(`installer ${version}`)),
        },
        undefined,
        { rollout: { percent: 100 } },
      );
    await yank(store, "win", "2.2.0", "loses orders when the line drops", new Date(clock()));
    await scheduleRollout(store, "win", "2.1.0", [50, 100], 24 * 60, new Date(clock()));
    await catalogue.refresh();
    fleetFeed = `${await fleet.app.listen({ port: 0, host: "127.0.0.1" })}/api/home/v1/updates/electron/win/x64/`;
  }, 60_000);
  afterAll(() => fleet?.app.close());

  // electron-updater's own banding: the last four bytes of the id, as a share of 2^32 (AppUpdater.isStagingMatch).
  const BELOW_THE_LINE = "9e0f6d1c-2a3b-4c5d-8e6f-000010000000"; // 6.25 %
  const ABOVE_THE_LINE = "9e0f6d1c-2a3b-4c5d-8e6f-0000f0000000"; // 93.75 %

  it("is not offered a yanked version, but the highest one that is not yanked", async () => {
    const client = await updaterClient(fleetFeed, "2.0.0", { stagingId: BELOW_THE_LINE });
    const check = await client.updater.checkForUpdates();
    expect(check?.updateInfo.version).toBe("2.1.0");
    expect(check?.isUpdateAvailable).toBe(true);
  });

  it("takes the update when its staging id is below the rollout's line, and waits when it is above", async () => {
    const inside = await updaterClient(fleetFeed, "2.0.0", { stagingId: BELOW_THE_LINE });
    const outside = await updaterClient(fleetFeed, "2.0.0", { stagingId: ABOVE_THE_LINE });
    expect((await inside.updater.checkForUpdates())?.isUpdateAvailable).toBe(true);
    const held = await outside.updater.checkForUpdates();
    expect(held?.updateInfo.stagingPercentage).toBe(50);
    expect(held?.isUpdateAvailable).toBe(false);
  });
});
