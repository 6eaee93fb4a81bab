// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  total: number;
  errors: number;
  timeouts: number;
  statusCounts: Record<string, number>;
}

export interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One autocannon run; `rate` holds the load at that many requests per second overall. */
export async function load(url: string, options: { seconds: number; connections: number; rate?: number; requests?: BenchRequest[] }): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    // A rate per connection spreads requests over the second; overallRate sends them in a burst at its start.
    connectionRate: options.rate === undefined ? undefined : Math.max(1, Math.round(options.rate / options.connections)),
    timeout: 5,
    requests: options.requests ?? [{ method: "GET", path: "/api/home/v1/downloads" }],
  });
  const statusCounts: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = (stats as { count: number }).count;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCounts,
  };
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);

/**
 * Debian's wrk (C, one thread per core) for the plain GET race: autocannon runs in Node and
 * tops out before either server does, which would make every server look equal.
 */
export async function wrkLoad(url: string, seconds: number, connections: number): Promise<LoadResult | null> {
  const { execFile } = await import("node:child_process");
  const output = await new Promise<string | null>((resolve) =>
    execFile("wrk", ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "5s", `${url}/api/home/v1/downloads`], (error, stdout) => resolve(error ? null : stdout)),
  );
  if (output === null) return null;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(output);
  const total = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: rps,
    p99Ms: p99 ? Math.round(toMs(p99[1]!, p99[2]!) * 10) / 10 : Number.NaN,
    total,
    errors: socketErrors ? Number(socketErrors[1]) + Number(socketErrors[2]) + Number(socketErrors[3]) : 0,
    timeouts: socketErrors ? Number(socketErrors[4]) : 0,
    statusCounts: non2xx > 0 ? { "2xx": total - non2xx, other: non2xx } : { "2xx": total },
  };
}
