import { Agent, get, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tooling/app/test-app";
import { waitFor } from "../../tooling/servers/free-port";

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

/*
 * Overload on real connections (decision 049): requests on more connections than the cap at
 * once. The gate's clock stands still, so no connection ever counts as idle and the counts below
 * do not depend on how fast this machine answers; what is asserted is the mechanism (503 with
 * Retry-After once the cap is reached, the shed connection closed, every request answered), never a time.
 */
describe("back-pressure past PRESSURE_MAX_CONNECTIONS, on real connections", () => {
  const CAP = 8;
  const CLIENTS = 120;
  let server: TestApp;
  let url: string;
  beforeAll(async () => {
    server = await createTestApp({
      backPressure: { maxConnections: CAP, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0, retryAfterSeconds: 2, clock: () => 0 },
    });
    url = await server.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => server.app.close());

  /** One GET on a connection of its own, kept open after the answer (as a browser keeps it) until `agent.destroy()`. */
  function getOnOwnConnection(path: string): Promise<{ status: number; headers: IncomingHttpHeaders; agent: Agent }> {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    return new Promise((resolve, reject) => {
      get(`${url}${path}`, { agent }, (answer) => {
        answer.resume();
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, agent }));
      }).on("error", reject);
    });
  }

  it(`serves ${CAP} connections at once and answers every request on the others 503 with Retry-After, closing them`, async () => {
    const answers = await Promise.all(Array.from({ length: CLIENTS }, () => getOnOwnConnection("/api/home/v1/downloads")));
    try {
      const served = answers.filter((answer) => answer.status === 200);
      const shed = answers.filter((answer) => answer.status === 503);
      expect(served.length + shed.length).toBe(CLIENTS);
      expect(served).toHaveLength(CAP);
      for (const answer of shed) {
        expect(answer.headers["retry-after"]).toBe("2");
        expect(answer.headers.connection).toBe("close");
      }
      // Health checks still answer on a full server.
      const ready = await getOnOwnConnection("/readyz");
      ready.agent.destroy();
      expect(ready.status).toBe(200);
      // A served visitor leaves: its place goes to the next connection, once the server has seen it close.
      served[0]?.agent.destroy();
      await waitFor(
        "a new connection to be served",
        async () => {
          const next = await getOnOwnConnection("/api/home/v1/downloads");
          next.agent.destroy();
          return next.status === 200;
        },
        10_000,
      );
    } finally {
      for (const answer of answers) answer.agent.destroy();
    }
  });
});
