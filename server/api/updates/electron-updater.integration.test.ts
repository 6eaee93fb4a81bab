import { createHash } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";
import { type UpdaterClient, updaterClient } from "../../../tooling/releases/electron-updater-client";
import { installerPair } from "../../../tooling/releases/installer-pair";
import { publish, rollout } from "../../releases/publish";
import { scheduleRollout } from "../../releases/rollout-commands";
import { yank } from "../../releases/yank";

/*
 * The real client against a running server: electron-updater's NsisUpdater (a development
 * dependency) checks the feed, downloads through the signed 302, checks the sha512, and with the
 * previous installer cached fetches only the blocks that changed (decision 056).
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
    // Outside 2.1.0's band the feed names the highest version it may have: 2.0.0, which it runs.
    expect(held?.updateInfo.version).toBe("2.0.0");
    expect(held?.updateInfo.stagingPercentage).toBeUndefined();
    expect(held?.isUpdateAvailable).toBe(false);
  });
});

describe("electron-updater outside a staged version's band", () => {
  let bands: TestApp;
  let bandsFeed: string;

  beforeAll(async () => {
    bands = await createTestApp({ samples: false });
    const { store, catalogue } = bands.releases;
    for (const version of ["2.0.0", "2.1.0", "2.2.0"])
      await publish(
        store,
        { os: "win", version, arch: "x64", kind: "installer", file: await source(`bestelwijs-${version}-x64.exe`, Buffer.from(`installer ${version}`)) },
        undefined,
        { rollout: { percent: version === "2.0.0" ? 100 : 30 } },
      );
    await catalogue.refresh();
    bandsFeed = `${await bands.app.listen({ port: 0, host: "127.0.0.1" })}/api/home/v1/updates/electron/win/x64/`;
  }, 60_000);
  afterAll(() => bands?.app.close());

  // Places in electron-updater's own banding (the id's last four bytes over 2^32 - 1), the same for every version.
  const AT_6 = "9e0f6d1c-2a3b-4c5d-8e6f-000010000000";
  const AT_40 = "9e0f6d1c-2a3b-4c5d-8e6f-000066666666";
  const AT_94 = "9e0f6d1c-2a3b-4c5d-8e6f-0000f0000000";
  /** Inside every band, but its requests carry no staging id (an empty header in place of electron-updater's own). */
  const NO_ID = { stagingId: AT_6, headers: { "x-user-staging-id": "" } };

  // 2.0.0 is everyone's; 2.1.0 stays at 30 %; 2.2.0 goes from 0 % to 100 %.
  it.each([
    [0, { AT_6: "2.1.0", AT_40: "2.0.0", AT_94: "2.0.0", NO_ID: "2.0.0" }],
    [50, { AT_6: "2.2.0", AT_40: "2.2.0", AT_94: "2.0.0", NO_ID: "2.0.0" }],
    [100, { AT_6: "2.2.0", AT_40: "2.2.0", AT_94: "2.2.0", NO_ID: "2.2.0" }],
  ])("with the newest at %i%, each installation is offered the highest version whose band it is in", async (percent, expected) => {
    await rollout(bands.releases.store, "win", "2.2.0", percent);
    await bands.releases.catalogue.refresh();
    const clients = {
      AT_6: await updaterClient(bandsFeed, "1.9.0", { stagingId: AT_6 }),
      AT_40: await updaterClient(bandsFeed, "1.9.0", { stagingId: AT_40 }),
      AT_94: await updaterClient(bandsFeed, "1.9.0", { stagingId: AT_94 }),
      NO_ID: await updaterClient(bandsFeed, "1.9.0", NO_ID),
    };
    const offered: Record<string, string | null> = {};
    for (const [name, client] of Object.entries(clients)) {
      const check = await client.updater.checkForUpdates();
      offered[name] = check?.isUpdateAvailable ? check.updateInfo.version : null;
    }
    expect(offered).toEqual(expected);
    // What it is offered downloads and checks out, a lower version included.
    const bytes = await downloaded(clients.AT_94);
    expect(bytes.toString()).toBe(`installer ${expected.AT_94}`);
  });
});
