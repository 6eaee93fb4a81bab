import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../test-support/free-port";
import { createTestApp, type TestApp } from "../test-support/test-app";

/*
 * The real sampler on a really blocked event loop (the unit tests, back-pressure.test.ts, set the
 * pressure through a probe instead). Real time, so an integration test. It waits on the sampler's
 * own verdict (isUnderPressure), never on a time, and asks nothing of how busy the machine is
 * before the block: a loaded machine can only add pressure.
 */

/** Each turn of the loop is busy this long: every delay the sampler measures is about this, far above the limit. */
const BUSY_TURN_MS = 300;
const MAX_DELAY_MS = 100;
const SAMPLE_MS = 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    backPressure: { maxEventLoopDelayMs: MAX_DELAY_MS, maxEventLoopUtilization: 0, retryAfterSeconds: 5, sampleIntervalMs: SAMPLE_MS },
  });
});
afterAll(() => t.app.close());

/**
 * Keeps the event loop busy, as CPU-bound requests would, turn after turn until the sampler says
 * so (one long block is not enough: its one late tick is averaged with a sample's normal ones).
 * Each turn yields, so the timers (the delay histogram, the sampler) run between them.
 */
async function loadUntilUnderPressure(limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (!t.app.isUnderPressure()) {
    if (performance.now() > deadline) throw new Error(`the sampler did not see a busy event loop within ${limitMs} ms`);
    const until = performance.now() + BUSY_TURN_MS;
    while (performance.now() < until) {
      // busy on purpose
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("back-pressure on a blocked event loop", () => {
  it("sheds API requests with 503 once the sampler sees the delay, and serves again once it is gone", async () => {
    await loadUntilUnderPressure(30_000);
    const shed = await t.app.inject({ method: "GET", url: "/api/home/v1/downloads" });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe("5");
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).json().error).toMatch(/under pressure \(event loop delay (over )?\d+ ms/);
    expect((await t.app.inject({ method: "GET", url: "/livez" })).statusCode).toBe(200);

    await waitFor("the pressure to pass", async () => !t.app.isUnderPressure(), 30_000);
    expect((await t.app.inject({ method: "GET", url: "/api/home/v1/downloads" })).statusCode).toBe(200);
  });
});
