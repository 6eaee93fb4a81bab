import * as hdr from "hdr-histogram-js";
import { Pool } from "undici";
import type { BenchRequest, LoadResult } from "./api-load";

export interface OpenLoopOptions {
  /** Requests per second, spread evenly over every second. */
  rate: number;
  seconds: number;
  connections: number;
  requests: readonly BenchRequest[];
  /** Longest wait for a whole answer before it counts as a timeout. */
  timeoutMs?: number;
}

/**
 * A fixed-rate load that sends each request at its own moment, whether or not earlier ones have
 * answered (an "open loop"), and times it from that moment. So a stall in the server shows in the
 * latency of every request that was due during it, as a visitor would feel it.
 *
 * autocannon's rate does neither: each connection sends its quota for the second at once and
 * then waits for the next second. A load "at 4,000/s" was a 4,000-request burst at the top of
 * every second, and its p99 measured how long the burst took to drain
 * (docs/decisions/028-open-loop-api-bench.md).
 */
export async function openLoopLoad(url: string, options: OpenLoopOptions): Promise<LoadResult> {
  const { rate, seconds, connections, requests } = options;
  const timeoutMs = options.timeoutMs ?? 5000;
  const pool = new Pool(url, { connections, pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const latency = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  const inFlight = new Set<Promise<void>>();

  const send = async (request: BenchRequest, dueAt: number) => {
    try {
      const response = await pool.request({ method: request.method, path: request.path, headers: request.headers, body: request.body });
      // The answer is whole when its last byte is in, as a browser would wait for it.
      for await (const _chunk of response.body);
      latency.recordValue(Math.max(1, Math.round((performance.now() - dueAt) * 1000)));
      statusCounts[response.statusCode] = (statusCounts[response.statusCode] ?? 0) + 1;
    } catch (error) {
      const code = (error as { code?: string }).code ?? "";
      if (code.includes("TIMEOUT")) timeouts++;
      else errors++;
    }
  };

  const total = Math.round(rate * seconds);
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    // Timers tick about once a millisecond; each tick sends every request whose moment has come.
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      for (; sent < due; sent++) {
        const request = requests[sent % requests.length]!;
        const sending = send(request, start + (sent / rate) * 1000);
        inFlight.add(sending);
        void sending.finally(() => inFlight.delete(sending));
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - start) / 1000;
  await pool.close();

  const answered = Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  const result: LoadResult = {
    requestsPerSecond: answered / elapsedSeconds,
    p50Ms: Math.round(latency.getValueAtPercentile(50) / 100) / 10,
    p99Ms: Math.round(latency.getValueAtPercentile(99) / 100) / 10,
    total: answered,
    errors,
    timeouts,
    statusCounts,
  };
  latency.destroy();
  return result;
}
