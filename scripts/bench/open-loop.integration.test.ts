import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { openLoopLoad } from "./open-loop";

let server: Server | undefined;

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop() {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}

afterEach(stop);

/*
 * Real time by nature: this drives a real server on loopback. A slow or loaded machine only ever
 * makes a request later than its moment (openLoopLoad never sends one early), so every timing
 * assertion here is a bound that delay cannot break: "no more than the schedule allows by then",
 * "at least as late as the schedule says". None asserts that something was fast.
 */
describe("openLoopLoad", () => {
  it("spreads the requests over each second instead of sending them in a burst at its start", async () => {
    const arrivals: number[] = [];
    const url = await serve((_request, response) => {
      arrivals.push(performance.now());
      response.end("ok");
    });
    const before = performance.now();
    const result = await openLoopLoad(url, { rate: 200, seconds: 1, connections: 10, requests: [{ method: "GET", path: "/" }] });
    expect(result.statusCounts).toEqual({ "200": 200 });
    expect(arrivals).toHaveLength(200);
    // Request n is due 5n ms after the load starts (which is after `before`): by 100 ms at most
    // requests 0..20 may have been sent, however slow the machine; a burst would send all 200 at once.
    expect(arrivals.filter((at) => at - before < 100).length).toBeLessThanOrEqual(21);
    // The last is due 995 ms in, so it cannot arrive sooner.
    expect(Math.max(...arrivals) - before).toBeGreaterThanOrEqual(995);
  });

  it("times a request from its due moment, so a stall counts for every request due during it", async () => {
    let stalled = false;
    const url = await serve((_request, response) => {
      if (!stalled) {
        // One answer holds its connection for 300 ms; with one connection the rest queue behind it.
        stalled = true;
        setTimeout(() => response.end("late"), 300);
      } else response.end("ok");
    });
    const result = await openLoopLoad(url, { rate: 100, seconds: 1, connections: 1, requests: [{ method: "GET", path: "/" }] });
    expect(result.total).toBe(100);
    // Request n (due 10n ms in) waits for the stalled first answer, which ends 300 ms or more in:
    // requests 0 and 1 took at least 300 and 290 ms from their moments, so the p99 (the second
    // slowest of 100) is at least 290 ms. Timed from when each got the connection, only one would be slow.
    expect(result.p99Ms).toBeGreaterThanOrEqual(289);
  });

  it("counts a refused connection as an error, not as an answer", async () => {
    const url = await serve((_request, response) => response.end("ok"));
    await stop();
    const result = await openLoopLoad(url, { rate: 20, seconds: 0.5, connections: 2, requests: [{ method: "GET", path: "/" }] });
    expect(result.total).toBe(0);
    expect(result.errors).toBe(10);
  });
});
