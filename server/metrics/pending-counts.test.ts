import { Counter, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { Metrics } from "./metrics";
import { PendingCounts } from "./pending-counts";

/** A counter that drains `pending` whenever it is read, as server/metrics/metrics.ts makes its feed checks. */
function counterDraining(pending: PendingCounts<"os" | "arch" | "channel" | "version">) {
  const registry = new Registry();
  new Counter({
    name: "checks_total",
    help: "checks",
    labelNames: ["os", "arch", "channel", "version"],
    registers: [registry],
    collect() {
      pending.drainInto(this);
    },
  });
  return registry;
}

const samples = async (registry: Registry) => (await registry.metrics()).split("\n").filter((line) => line.startsWith("checks_total"));

describe("PendingCounts", () => {
  it("adds each combination's counts to the counter when it is read, and only once", async () => {
    const pending = new PendingCounts(["os", "arch", "channel", "version"] as const);
    const registry = counterDraining(pending);
    for (let at = 0; at < 3; at++) pending.add("win", "x64", "stable", "2.1.0");
    pending.add("win", "x64", "stable", "unsent");
    pending.add("win", "arm64", "stable", "2.1.0");
    pending.add("mac_os", "arm64", "beta", "2.1.0");
    const first = await samples(registry);
    expect(first).toEqual([
      'checks_total{os="win",arch="x64",channel="stable",version="2.1.0"} 3',
      'checks_total{os="win",arch="x64",channel="stable",version="unsent"} 1',
      'checks_total{os="win",arch="arm64",channel="stable",version="2.1.0"} 1',
      'checks_total{os="mac_os",arch="arm64",channel="beta",version="2.1.0"} 1',
    ]);
    expect(await samples(registry)).toEqual(first);
    pending.add("win", "x64", "stable", "2.1.0");
    expect(await samples(registry)).toContain('checks_total{os="win",arch="x64",channel="stable",version="2.1.0"} 4');
  });

  it("shows nothing before the first count", async () => {
    const registry = counterDraining(new PendingCounts(["os", "arch", "channel", "version"] as const));
    expect(await samples(registry)).toEqual([]);
  });

  it("reach the counter in the order they were first counted, as counting with inc each time would", async () => {
    const pending = new PendingCounts(["os", "arch", "channel", "version"] as const);
    const registry = counterDraining(pending);
    const mirror = new Registry();
    const counted = new Counter({ name: "checks_total", help: "checks", labelNames: ["os", "arch", "channel", "version"], registers: [mirror] });
    const checks = [
      ["win", "x64", "stable", "2.1.0"],
      ["mac_os", "arm64", "stable", "2.1.0"],
      ["win", "x64", "stable", "2.0.0"],
      ["win", "x64", "stable", "2.1.0"],
    ] as const;
    for (const [os, arch, channel, version] of checks) {
      pending.add(os, arch, channel, version);
      counted.inc({ os, arch, channel, version });
    }
    expect(await registry.metrics()).toBe(await mirror.metrics());
  });
});

describe("the feed checks' counter", () => {
  it("forgets on a reset what was counted before it and not yet read", async () => {
    const metrics = new Metrics({ processMetrics: false });
    metrics.feedChecked({ os: "win", arch: "x64", channel: "stable", installedVersion: undefined }, null);
    metrics.registry.resetMetrics();
    expect(await metrics.registry.metrics()).not.toContain("update_feed_checks_total{");
    metrics.feedChecked({ os: "win", arch: "x64", channel: "stable", installedVersion: undefined }, null);
    expect(await metrics.registry.metrics()).toContain('update_feed_checks_total{os="win",arch="x64",channel="stable",installed_version="unsent"} 1');
  });
});
