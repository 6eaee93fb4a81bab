import { mkdtemp, rm } from "node:fs/promises";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBuild } from "../../tooling/app/fixture-build";
import { freePort } from "../../tooling/servers/free-port";
import { Replica } from "../../tooling/servers/replica";
import { listenForMetrics } from "./listener";
import { Metrics } from "./metrics";

/** Replica.start()'s own limit for tsx compiling server.ts on two loaded cores, and a margin. */
const START_LIMIT_MS = 100_000;

describe("the metrics listener on its own", () => {
  it("serves GET /metrics in Prometheus' text format and nothing else", async () => {
    const metrics = new Metrics();
    const listener = await listenForMetrics(metrics, { port: 0, host: "127.0.0.1" });
    try {
      const base = `http://127.0.0.1:${listener.address.port}`;
      const scrape = await fetch(`${base}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get("content-type")).toBe(metrics.registry.contentType);
      const text = await scrape.text();
      expect(text).toContain("# TYPE http_request_duration_seconds histogram");
      expect(text).toContain("# TYPE process_cpu_seconds_total counter");
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});

/** An address of this machine other than loopback, if it has one: where a neighbour would connect. */
const outwardAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === "IPv4")?.address;

// The deploy guide's HOST=0.0.0.0, without METRICS_HOST: the metrics port once followed HOST onto every interface; it binds loopback unless METRICS_HOST says otherwise (decision 047).
describe("server.ts with METRICS_PORT, HOST=0.0.0.0 and no METRICS_HOST", () => {
  let server: Replica | undefined;
  let port = 0;
  let metricsPort = 0;
  let buildDir = "";
  let releaseDir = "";

  beforeAll(async () => {
    [buildDir, releaseDir, metricsPort] = await Promise.all([createFixtureBuild(), mkdtemp(path.join(tmpdir(), "bestelwijs-metrics-releases-")), freePort()]);
    server = await Replica.start("server.ts", {
      NODE_ENV: "development",
      BUILD_DIR: buildDir,
      RELEASE_DIR: releaseDir,
      RELEASE_SAMPLES: "true",
      HOST: "0.0.0.0",
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: "",
      LOG_LEVEL: "info",
    });
    port = server.port;
  }, START_LIMIT_MS);

  afterAll(async () => {
    await server?.terminate();
    await Promise.all([buildDir, releaseDir].map((dir) => dir && rm(dir, { recursive: true, force: true })));
  });

  it("serves /metrics on METRICS_PORT with the public port's requests in it, and not on PORT", async () => {
    const publicBase = `http://127.0.0.1:${port}`;
    expect((await fetch(`${publicBase}/api/home/v1/downloads`)).status).toBe(200);
    const onPublic = await fetch(`${publicBase}/metrics`);
    expect(onPublic.status).toBe(404);
    expect(await onPublic.text()).not.toContain("http_request_duration_seconds");

    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/api\/home\/v1\/downloads",method="GET",status="200"\} 1\n/);
    expect(text).toContain('rate_limit_mode{mode="per-process"} 1');
    expect(text).toContain("release_catalogue_serving 1");
    expect(text).toContain("back_pressure_shedding 0");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("binds the metrics port to loopback only, says so at start, and leaves the public port on every interface", async () => {
    const started = server!.logLines().find((line) => line.msg === "metrics listening");
    expect(started).toMatchObject({ address: `http://127.0.0.1:${metricsPort}/metrics`, reachableFrom: "this machine only" });
    if (outwardAddress === undefined) return;
    expect((await fetch(`http://${outwardAddress}:${port}/livez`)).status).toBe(200);
    await expect(fetch(`http://${outwardAddress}:${metricsPort}/metrics`)).rejects.toMatchObject({ cause: { code: "ECONNREFUSED" } });
  });

  it("closes both listeners on SIGTERM and exits 0", async () => {
    expect(await server!.terminate()).toBe(0);
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});
