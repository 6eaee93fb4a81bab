import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";
import { Child } from "../../../tooling/servers/child";
import { publish } from "../../releases/publish";
import { rolloutPosition } from "./offer";

/*
 * A release published with its rollout is never offered beyond its first step, not even for a
 * moment: the feed and the update check are polled, catalogue refresh after catalogue refresh,
 * while `release publish --percent 5` runs in its own process
 * (docs/decisions/067-staged-from-the-first-second.md).
 */

const API = "/api/home/v1";
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ samples: false, updateChecksPerMinute: 1_000_000 });
  const source = path.join(t.dir, "..", `src-${path.basename(t.dir)}`, "bestelwijs-2.0.0-x64.exe");
  await mkdir(path.dirname(source), { recursive: true });
  await writeFile(source, "installer 2.0.0");
  await publish(t.releases.store, { os: "win", version: "2.0.0", arch: "x64", kind: "installer", file: source });
  await t.releases.catalogue.refresh();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await Child.killAll();
  await t.app.close();
});

/** electron-updater's own test (AppUpdater.isStagingMatch): the last four bytes of its stored staging id, as a share of 2³²−1. */
const stagingShare = (stagingUserId: string) => Buffer.from(stagingUserId.replaceAll("-", ""), "hex").readUInt32BE(12) / 0xffffffff;
const offeredByFeed = (feed: { version: string; stagingPercentage?: number }, stagingUserId: string) =>
  feed.version === "2.1.0" && (feed.stagingPercentage == null || stagingShare(stagingUserId) < feed.stagingPercentage / 100);

/** The feed as electron-updater asks for it, with its staging id (the server bands by it, and the client checks again). */
const feedFor = async (stagingUserId: string) =>
  parseYaml(await (await fetch(`${base}${API}/updates/electron/win/x64/latest.yml`, { headers: { "x-user-staging-id": stagingUserId } })).text());
/** Either side of 5 %: 0x0ccccccc / (2³²−1) is just below 0.05, 0x0ccccccd just above. */
const BAND_EDGE = { inside: "9e0f6d1c-2a3b-4c5d-8e6f-00000ccccccc", outside: "9e0f6d1c-2a3b-4c5d-8e6f-00000ccccccd" };

it("offers the new version to no installation beyond 5% in any poll while `publish --percent 5` runs", async () => {
  // Per poll, one feed per id: fewer ids than the update check's, with the edge of the band among them.
  const stagingIds = [...Array.from({ length: 60 }, () => randomUUID()), BAND_EDGE.inside, BAND_EDGE.outside];
  const installations = Array.from({ length: 100 }, (_, index) => `installation-${index}`);
  const file = path.join(t.dir, "..", `src-${path.basename(t.dir)}`, "bestelwijs-2.1.0-x64.exe");
  await writeFile(file, "installer 2.1.0");
  const child = Child.tsx(
    "scripts/release/index.ts",
    ["publish", "--os", "win", "--version", "2.1.0", "--arch", "x64", "--kind", "installer", "--file", file, "--percent", "5"],
    {
      name: "release publish",
      env: { ...process.env, RELEASE_DIR: t.dir },
    },
  );
  const exit = child.exited;
  let finished = false;
  void exit.then(() => (finished = true));

  const beyondBand: string[] = [];
  let pollsBefore = 0;
  let pollsAfter = 0;
  // Once more after the publish has exited, so the last poll sees what it wrote.
  for (let last = false; !last; ) {
    last = finished;
    await t.releases.catalogue.refresh();
    let seen = false;
    for (const id of stagingIds) {
      const feed = await feedFor(id);
      seen ||= feed.version === "2.1.0";
      if (offeredByFeed(feed, id) && stagingShare(id) >= 0.05) beyondBand.push(`feed ${feed.stagingPercentage}% ${id}`);
    }
    for (const id of installations) {
      const response = await fetch(`${base}${API}/updates/win/x64/2.0.0?installation=${id}`);
      if (response.status === 204) continue;
      expect(response.status).toBe(200);
      const offer = (await response.json()) as { version: string };
      if (offer.version !== "2.1.0") continue;
      seen = true;
      if (rolloutPosition("win", "2.1.0", id) >= 5) beyondBand.push(`update check ${id}`);
    }
    if (seen) pollsAfter++;
    else pollsBefore++;
  }

  expect(await exit, child.output).toBe(0);
  expect(beyondBand).toEqual([]);
  expect(child.output).toContain("win 2.1.0 is offered to 5% of installations.");
  // The polls ran through the publish: some before the manifest change, and the last one after it.
  expect(pollsBefore).toBeGreaterThan(0);
  expect(pollsAfter).toBeGreaterThan(0);
  expect(await feedFor(BAND_EDGE.inside)).toMatchObject({ version: "2.1.0", stagingPercentage: 5 });
  expect(await feedFor(BAND_EDGE.outside)).toMatchObject({ version: "2.0.0" });
  const inBand = installations.filter((id) => rolloutPosition("win", "2.1.0", id) < 5);
  expect(inBand.length).toBeGreaterThan(0);
  for (const id of inBand) expect((await (await fetch(`${base}${API}/updates/win/x64/2.0.0?installation=${id}`)).json()).version).toBe("2.1.0");
}, 120_000);
