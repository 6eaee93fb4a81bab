import { type Server, createServer } from "node:http";
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

describe("openLoopLoad", () => {
  it("spreads the requests over each second instead of sending them in a burst at its start", async () => {
    const arrivals: number[] = [];
    const url = await serve((_request, response) => {
      arrivals.push(performance.now());
      response.end("ok");
    });
    const result = await openLoopLoad(url, { rate: 200, seconds: 1, connections: 10, requests: [{ method: "GET", path: "/" }] });
    expect(result.statusCounts).toEqual({ "200": 200 });
    const start = arrivals[0]!;
    const inFirstTenth = arrivals.filter((at) => at - start < 100).length;
    // Evenly spread, a tenth of the second holds about 20 of the 200; a burst would put nearly all there.
    expect(inFirstTenth).toBeLessThan(40);
    expect(arrivals.at(-1)! - start).toBeGreaterThan(800);
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
    // About 30 requests were due during the stall: the p99 sees it, not just the one slow answer.
    expect(result.p99Ms).toBeGreaterThan(200);
    expect(result.p50Ms).toBeLessThan(150);
  });

  it("counts a refused connection as an error, not as an answer", async () => {
    const url = await serve((_request, response) => response.end("ok"));
    await stop();
    const result = await openLoopLoad(url, { rate: 20, seconds: 0.5, connections: 2, requests: [{ method: "GET", path: "/" }] });
    expect(result.total).toBe(0);
    expect(result.errors).toBe(10);
  });
});
