import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { createTestApp, type TestApp } from "../../tooling/app/test-app";
import { publish } from "../releases/publish";
import { scheduleRollout } from "../releases/rollout-commands";
import { Metrics } from "./metrics";

/* What a rollout looks like from the metrics (docs/operations/README.md): the feeds' checks, downloads full and differential, the share offered. */

const FEED = "/api/home/v1/updates/electron/win/x64";
const FILE = "bestelwijs-2.12.0-x64.exe";
let t: TestApp;
let metrics: Metrics;
const clock = manualClock();

beforeAll(async () => {
  metrics = new Metrics({ processMetrics: false });
  t = await createTestApp({ metrics, clock });
  const source = path.join(t.dir, "..", `src-${path.basename(t.dir)}`, FILE);
  await mkdir(path.dirname(source), { recursive: true });
  await writeFile(source, "installer 2.12.0, forty bytes long......");
  await publish(t.releases.store, { os: "win", version: "2.12.0", arch: "x64", kind: "installer", file: source }, undefined, { rollout: { percent: 100 } });
  await scheduleRollout(t.releases.store, "win", "2.12.0", [10, 100], 60, new Date(clock()));
  await t.releases.catalogue.refresh();
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const exposition = () => metrics.registry.metrics();

describe("the update feed metrics", () => {
  it("count electron-updater checks by the version the app sends, with unknown versions as other and none as unsent", async () => {
    await get(`${FEED}/latest.yml`, { "x-bestelwijs-version": "2.10.0" });
    await get(`${FEED}/latest.yml`, { "x-bestelwijs-version": "9.9.9-made.up" });
    await get(`${FEED}/latest.yml`);
    const text = await exposition();
    expect(text).toContain('update_feed_checks_total{os="win",arch="x64",channel="stable",installed_version="2.10.0"} 1');
    expect(text).toContain('update_feed_checks_total{os="win",arch="x64",channel="stable",installed_version="other"} 1');
    expect(text).toContain('update_feed_checks_total{os="win",arch="x64",channel="stable",installed_version="unsent"} 1');
    expect(text).not.toContain("made.up");
  });

  it("count full and differential downloads with their bytes, and what the differential ones would have cost", async () => {
    await get(`${FEED}/2.12.0/${FILE}`);
    await get(`${FEED}/2.12.0/${FILE}.blockmap`, { "x-bestelwijs-version": "2.10.0" });
    await get(`${FEED}/2.12.0/${FILE}`, { range: "bytes=0-9" });
    await get(`${FEED}/2.12.0/${FILE}`, { range: "bytes=20-24" });
    const text = await exposition();
    expect(text).toContain('update_downloads_total{os="win",version="2.12.0",kind="full"} 1');
    expect(text).toContain('update_downloads_total{os="win",version="2.12.0",kind="differential"} 1');
    expect(text).toContain('update_download_bytes_total{os="win",version="2.12.0",kind="full"} 40');
    expect(text).toContain('update_download_bytes_total{os="win",version="2.12.0",kind="differential"} 15');
    expect(text).toContain('update_differential_whole_bytes_total{os="win",version="2.12.0"} 40');
  });

  it("give the share each channel's newest version is offered to now", async () => {
    expect(await exposition()).toContain('update_rollout_share_percent{os="win",channel="stable",version="2.12.0"} 10');
    clock.advance(3_600_000);
    expect(await exposition()).toContain('update_rollout_share_percent{os="win",channel="stable",version="2.12.0"} 100');
  });
});
