import { PassThrough } from "node:stream";
import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { createTestApp, type TestApp } from "../../tooling/app/test-app";
import { Metrics } from "../metrics/metrics";
import { backPressure } from "./back-pressure";
import { IDLE_MS } from "./connection-gate";
import { health } from "./health";

/*
 * Pressure comes from a probe the test sets (under-pressure's health check), not from loading the
 * machine: the same code path sheds the requests, and no answer depends on how busy the machine is.
 */

const PROBE_MS = 1000;
const DUTCH = { "accept-language": "nl-NL,nl;q=0.9" };

let t: TestApp | null = null;
afterEach(async () => {
  await t?.app.close();
  t = null;
  vi.useRealTimers();
});

async function appUnderPressure(state: { healthy: boolean }, metrics?: Metrics): Promise<TestApp> {
  t = await createTestApp({
    metrics,
    backPressure: {
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0.98,
      retryAfterSeconds: 7,
      // The event-loop sampler never runs here: with faked timers it would read a histogram that
      // real time has not filled, which under-pressure takes for a loop blocked the whole time.
      sampleIntervalMs: 3_600_000,
      probe: { healthy: async () => state.healthy, intervalMs: PROBE_MS },
    },
  });
  return t;
}

describe("back-pressure", () => {
  it("answers the API with 503, Retry-After and an error in the visitor's language", async () => {
    const { app } = await appUnderPressure({ healthy: false });
    const english = await app.inject({ method: "GET", url: "/api/home/v1/downloads" });
    expect(english.statusCode).toBe(503);
    expect(english.headers["retry-after"]).toBe("7");
    expect(english.headers["cache-control"]).toBe("no-store");
    expect(english.json()).toEqual({ error: "The server is too busy right now. Please try again in 7 seconds." });
    const dutch = await app.inject({ method: "POST", url: "/api/home/v1/downloads", headers: { ...DUTCH, "content-type": "application/json" }, payload: "{}" });
    expect(dutch.statusCode).toBe(503);
    expect(dutch.headers["content-language"]).toBe("nl-NL");
    expect(dutch.json()).toEqual({ error: "De server is nu te druk. Probeer het over 7 seconden opnieuw." });
  });

  it("answers pages with a short text in every language, with the security headers", async () => {
    const { app } = await appUnderPressure({ healthy: false });
    const page = await app.inject({ method: "GET", url: "/prijzen" });
    expect(page.statusCode).toBe(503);
    expect(page.headers["retry-after"]).toBe("7");
    expect(page.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(page.body).toBe(
      "De server is nu te druk. Probeer het over 7 seconden opnieuw.\nThe server is too busy right now. Please try again in 7 seconds.\nLe serveur est trop sollicité pour le moment. Réessayez dans 7 secondes.\n",
    );
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("keeps /livez answering and turns /readyz not ready, saying why", async () => {
    const { app } = await appUnderPressure({ healthy: false });
    expect((await app.inject({ method: "GET", url: "/livez" })).statusCode).toBe(200);
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toMatch(
      /^Not ready: the server is under pressure \(event loop delay \d+ ms, busy \d+% of the time\) and sheds requests with 503\.$/,
    );
  });

  it("serves again once the pressure is gone, and the metrics show both", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const state = { healthy: false };
    const metrics = new Metrics({ processMetrics: false });
    const { app } = await appUnderPressure(state, metrics);
    expect((await app.inject({ method: "GET", url: "/api/home/v1/downloads" })).statusCode).toBe(503);
    expect(await metrics.registry.metrics()).toContain("back_pressure_shedding 1");
    expect(await metrics.registry.metrics()).toContain('http_request_duration_seconds_count{route="/api/home/v1/downloads",method="GET",status="503"} 1');

    state.healthy = true;
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect((await app.inject({ method: "GET", url: "/api/home/v1/downloads" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ready" });
    expect(await metrics.registry.metrics()).toContain("back_pressure_shedding 0");
  });

  it("is off in an app built without it", async () => {
    t = await createTestApp();
    expect(t.app.hasDecorator("isUnderPressure")).toBe(false);
    expect((await t.app.inject({ method: "GET", url: "/api/home/v1/downloads" })).statusCode).toBe(200);
  });
});

/*
 * app.inject() opens one stand-in connection per request (light-my-request's MockSocket), which
 * stays open until the test closes it: with a cap of one, the first request holds the place and
 * any other is over the cap, the same decision a real server makes (back-pressure.integration.test.ts).
 */
describe("back-pressure past PRESSURE_MAX_CONNECTIONS", () => {
  async function appWithOneConnection(metrics?: Metrics) {
    const clock = manualClock();
    t = await createTestApp({
      metrics,
      backPressure: { maxConnections: 1, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0, retryAfterSeconds: 3, clock },
    });
    return { app: t.app, clock };
  }

  it("sheds a request on a connection past the cap: 503, Retry-After, the visitor's language, and the connection closed", async () => {
    const metrics = new Metrics({ processMetrics: false });
    const { app } = await appWithOneConnection(metrics);
    const first = await app.inject({ method: "GET", url: "/api/home/v1/downloads" });
    expect(first.statusCode).toBe(200);
    const dutch = await app.inject({ method: "GET", url: "/api/home/v1/downloads", headers: DUTCH });
    expect(dutch.statusCode).toBe(503);
    expect(dutch.headers["retry-after"]).toBe("3");
    expect(dutch.headers.connection).toBe("close");
    expect(dutch.headers["cache-control"]).toBe("no-store");
    expect(dutch.json()).toEqual({ error: "De server is nu te druk. Probeer het over 3 seconden opnieuw." });
    const page = await app.inject({ method: "GET", url: "/prijzen" });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe(
      "De server is nu te druk. Probeer het over 3 seconden opnieuw.\nThe server is too busy right now. Please try again in 3 seconds.\nLe serveur est trop sollicité pour le moment. Réessayez dans 3 secondes.\n",
    );
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    const text = await metrics.registry.metrics();
    expect(text).toContain('back_pressure_shed_requests_total{reason="connections"} 2');
    expect(text).toContain('http_request_duration_seconds_count{route="/api/home/v1/downloads",method="GET",status="503"} 1');
  });

  it("always answers /livez and /readyz, and serves the next connection once the first closes or idles", async () => {
    const { app, clock } = await appWithOneConnection();
    const first = await app.inject({ method: "GET", url: "/api/home/v1/downloads" });
    expect((await app.inject({ method: "GET", url: "/livez" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/home/v1/downloads" })).statusCode).toBe(503);
    first.raw.req.socket.emit("close");
    const second = await app.inject({ method: "GET", url: "/api/home/v1/downloads" });
    expect(second.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/home/v1/downloads" })).statusCode).toBe(503);
    clock.advance(IDLE_MS);
    expect((await app.inject({ method: "GET", url: "/api/home/v1/downloads" })).statusCode).toBe(200);
  });

  it("counts requests shed for a saturated event loop apart", async () => {
    const metrics = new Metrics({ processMetrics: false });
    await appUnderPressure({ healthy: false }, metrics);
    expect((await t!.app.inject({ method: "GET", url: "/api/home/v1/downloads" })).statusCode).toBe(503);
    expect(await metrics.registry.metrics()).toContain('back_pressure_shed_requests_total{reason="event_loop"} 1');
  });
});

/*
 * A download from the local store streams for as long as the visitor's line needs (minutes on a
 * shop's line). If it kept its connection's place until the last byte, a few dozen downloads
 * would shut every page out of a replica with CPU to spare.
 */
describe("back-pressure past PRESSURE_MAX_CONNECTIONS, with a download streaming", () => {
  async function appWithAStream() {
    const clock = manualClock();
    const app = Fastify();
    await app.register(health);
    await app.register(backPressure, { apiPrefix: "/api", maxConnections: 1, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0, retryAfterSeconds: 3, clock });
    const stream = new PassThrough();
    const { promise: downloadStarted, resolve: startDownload } = Promise.withResolvers<void>();
    app.get("/download", async (_request, reply) => {
      startDownload();
      return reply.type("application/octet-stream").send(stream);
    });
    app.get("/page", async () => "page");
    await app.ready();
    return { app, clock, stream, downloadStarted };
  }

  it("gives up a streaming answer's place once its bytes are on their way, so pages are served beside it", async () => {
    const { app, clock, stream, downloadStarted } = await appWithAStream();
    try {
      const download = app.inject({ method: "GET", url: "/download" });
      // Settled here too, so a failing check above does not leave it rejected unseen.
      download.catch(() => undefined);
      await downloadStarted;
      stream.write("the first bytes of an installer");
      clock.advance(IDLE_MS);
      expect((await app.inject({ method: "GET", url: "/page" })).statusCode).toBe(200);
      stream.end("the last bytes");
      expect((await download).body).toBe("the first bytes of an installerthe last bytes");
    } finally {
      stream.destroy();
      await app.close();
    }
  });
});
