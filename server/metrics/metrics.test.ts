import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ManualClock, manualClock } from "../../tooling/app/manual-clock";
import { createTestApp, type TestApp } from "../../tooling/app/test-app";
import { Metrics } from "./metrics";

const API = "/api/home/v1";
const json = { "content-type": "application/json" };

let t: TestApp;
let metrics: Metrics;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock();
  metrics = new Metrics({ processMetrics: false });
  t = await createTestApp({ metrics, clock });
});
afterAll(() => t.app.close());

/** The value of one series in the Prometheus text, or undefined when there is no such series. */
async function sampleOf(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of (await metrics.registry.metrics()).split("\n")) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? "").split(",");
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

/** Every series (name and labels, without the value) now in the registry. */
async function series(): Promise<Set<string>> {
  const lines = (await metrics.registry.metrics()).split("\n").filter((line) => line !== "" && !line.startsWith("#"));
  return new Set(lines.map((line) => line.slice(0, line.lastIndexOf(" "))));
}

describe("request durations", () => {
  it("are labelled with the route pattern, a page's path, not-found or unmatched, never the URL as sent", async () => {
    await t.app.inject({ method: "GET", url: `${API}/downloads` });
    await t.app.inject({ method: "GET", url: `${API}/updates/win/x64/2.9.0?installation=abc` });
    await t.app.inject({ method: "GET", url: "/prijzen?lang=en" });
    await t.app.inject({ method: "GET", url: "/no-such-page-here" });
    await t.app.inject({ method: "PATCH", url: "/prijzen" });
    const count = (route: string, method: string, status: string) => sampleOf("http_request_duration_seconds_count", { route, method, status });
    expect(await count(`${API}/downloads`, "GET", "200")).toBeGreaterThanOrEqual(1);
    expect(await count(`${API}/updates/:os/:arch/:currentVersion`, "GET", "200")).toBeGreaterThanOrEqual(1);
    expect(await count("/prijzen", "GET", "200")).toBeGreaterThanOrEqual(1);
    expect(await count("not-found", "GET", "404")).toBeGreaterThanOrEqual(1);
    expect(await count("unmatched", "PATCH", "405")).toBeGreaterThanOrEqual(1);
    const text = await metrics.registry.metrics();
    expect(text).not.toContain("no-such-page-here");
    expect(text).not.toContain("installation=abc");
  });

  it("are not served on the public port: /metrics there is an ordinary not-found page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("http_request_duration_seconds");
  });
});

describe("release events", () => {
  it("count a download link by the file's os, version and architecture, only when one is handed out", async () => {
    const labels = { os: "win", version: "2.4.0", arch: "x86", route: "downloads" };
    const before = (await sampleOf("download_links_total", labels)) ?? 0;
    const ok = await t.app.inject({ method: "POST", url: `${API}/downloads`, headers: json, payload: { path: "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe" } });
    expect(ok.statusCode).toBe(200);
    const missing = await t.app.inject({ method: "POST", url: `${API}/downloads`, headers: json, payload: { path: "win/9.9.9/nothing.exe" } });
    expect(missing.statusCode).toBe(404);
    expect(await sampleOf("download_links_total", labels)).toBe(before + 1);
    expect(await metrics.registry.metrics()).not.toContain("9.9.9");
  });

  it("count update checks by outcome, with a current version the manifest does not list as other", async () => {
    const checks = (current_version: string, outcome: string) =>
      sampleOf("update_checks_total", { os: "win", channel: "stable", current_version, outcome }).then((value) => value ?? 0);
    const before = { offered: await checks("2.4.0", "offered"), upToDate: await checks("2.10.0", "up_to_date"), other: await checks("other", "offered") };
    expect((await t.app.inject({ method: "GET", url: `${API}/updates/win/x64/2.4.0` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `${API}/updates/win/x64/2.10.0` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: `${API}/updates/win/x64/1.2.3-never.published` })).statusCode).toBe(200);
    expect(await checks("2.4.0", "offered")).toBe(before.offered + 1);
    expect(await checks("2.10.0", "up_to_date")).toBe(before.upToDate + 1);
    expect(await checks("other", "offered")).toBe(before.other + 1);
    expect(await sampleOf("download_links_total", { os: "win", version: "2.10.0", arch: "x64", route: "update_check" })).toBeGreaterThanOrEqual(2);
    expect(await metrics.registry.metrics()).not.toContain("never.published");
  });

  it("count a check whose newer version a staged rollout keeps back as held_back", async () => {
    const own = new Metrics({ processMetrics: false });
    const rolledOut = await createTestApp({ metrics: own });
    try {
      await rolledOut.releases.store.updateManifest((manifest) => ({
        ...manifest,
        versions: [
          ...manifest.versions.filter((entry) => !(entry.os === "win" && entry.version === "2.10.0")),
          { os: "win", version: "2.10.0", rolloutPercent: 0 },
        ],
      }));
      await rolledOut.releases.catalogue.refresh();
      const answer = await rolledOut.app.inject({ method: "GET", url: `${API}/updates/win/x64/2.4.0?installation=one` });
      expect(answer.statusCode).toBe(204);
      expect(await own.registry.metrics()).toContain('update_checks_total{os="win",channel="stable",current_version="2.4.0",outcome="held_back"} 1');
    } finally {
      await rolledOut.app.close();
    }
  });
});

describe("the catalogue gauges", () => {
  it("give the age of the last good manifest read on the catalogue's clock, and degraded while it serves the last good list", async () => {
    await t.releases.catalogue.refresh();
    expect(await sampleOf("release_manifest_age_seconds")).toBe(0);
    clock.advance(90_000);
    expect(await sampleOf("release_manifest_age_seconds")).toBe(90);
    expect(await sampleOf("release_catalogue_degraded")).toBe(0);
    expect(await sampleOf("release_catalogue_serving")).toBe(1);

    const manifest = path.join(t.dir, "manifest.json");
    const kept = await t.releases.store.readManifest();
    await rm(manifest);
    await t.releases.catalogue.refresh();
    expect(await sampleOf("release_catalogue_degraded")).toBe(1);
    expect(await sampleOf("release_manifest_age_seconds")).toBe(90);

    await t.releases.store.updateManifest(() => kept as never);
    await t.releases.catalogue.refresh();
    expect(await sampleOf("release_catalogue_degraded")).toBe(0);
    expect(await sampleOf("release_manifest_age_seconds")).toBe(0);
  });

  it("say the rate limits are counted per process without Redis", async () => {
    expect(await sampleOf("rate_limit_mode", { mode: "per-process" })).toBe(1);
    expect(await sampleOf("rate_limit_mode", { mode: "shared" })).toBe(0);
    expect(await sampleOf("rate_limit_mode", { mode: "fallback" })).toBe(0);
  });
});

describe("label cardinality", () => {
  const random = () => randomBytes(6).toString("hex");
  const shapes = [
    () => ({ method: "GET" as const, url: `/${random()}/${random()}?${random()}=${random()}` }),
    () => ({ method: "GET" as const, url: `/prijzen?lang=${random()}&${random()}=1` }),
    () => ({ method: "GET" as const, url: `${API}/updates/win/x64/2.${Number.parseInt(random().slice(0, 4), 16)}.0?installation=${random()}` }),
    () => ({ method: "GET" as const, url: `${API}/updates/win/x64/${random()}` }),
    () => ({ method: "GET" as const, url: `${API}/${random()}` }),
    () => ({ method: "POST" as const, url: `${API}/downloads`, headers: json, payload: { path: `win/${random()}/${random()}.exe` } }),
    () => ({ method: "GET" as const, url: `${API}/updates/electron/win/x64/${random()}/${random()}.exe` }),
    () => ({ method: "PROPFIND" as "GET", url: `/${random()}` }),
  ];

  it("does not grow with 1,200 random paths, versions, query strings and methods", async () => {
    for (const shape of shapes) await t.app.inject(shape());
    const known = await series();
    let sent = 0;
    for (let round = 0; round < 150; round++) for (const shape of shapes) sent += (await t.app.inject(shape())) ? 1 : 0;
    expect(sent).toBe(1200);
    const now = await series();
    expect([...now].filter((line) => !known.has(line))).toEqual([]);
    expect(now.size).toBe(known.size);
  });
});
