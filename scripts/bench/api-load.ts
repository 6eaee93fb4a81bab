// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";
import { API_PREFIX, DOWNLOADS_URL } from "../../shared/home-api";

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
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

/** The mixed load of both runs: catalogue, link POSTs, pages, update checks and electron-updater's feed. */
export function mixedRequests(samplePath: string): BenchRequest[] {
  return [
    { method: "GET", path: DOWNLOADS_URL },
    { method: "POST", path: DOWNLOADS_URL, headers: { "content-type": "application/json" }, body: JSON.stringify({ path: samplePath }) },
    { method: "GET", path: "/" },
    { method: "GET", path: "/downloads", headers: { "accept-encoding": "br" } },
    { method: "GET", path: "/prijzen?lang=nl" },
    // The installed apps asking for updates: one that gets an offer (a signed link), one up to date, and electron-updater's feed.
    { method: "GET", path: `${API_PREFIX}/updates/win/x64/2.9.0?installation=0b7e6c1e-bench` },
    { method: "GET", path: `${API_PREFIX}/updates/mac_os/arm64/2.10.0` },
    { method: "GET", path: `${API_PREFIX}/updates/electron/win/x64/latest.yml` },
  ];
}

/**
 * One autocannon run as fast as the server answers (a closed loop): for throughput. A load at a
 * fixed rate is openLoopLoad's (open-loop.ts): autocannon's rate sends each second's requests in a burst.
 */
export async function load(url: string, options: { seconds: number; connections: number; requests?: BenchRequest[] }): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 5,
    requests: options.requests ?? [{ method: "GET", path: DOWNLOADS_URL }],
  });
  const statusCounts: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = (stats as { count: number }).count;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
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
export async function wrkLoad(
  url: string,
  seconds: number,
  connections: number,
  { path = DOWNLOADS_URL, threads = 2 }: { path?: string; threads?: number } = {},
): Promise<LoadResult | null> {
  const { execFile } = await import("node:child_process");
  const output = await new Promise<string | null>((resolve) =>
    execFile("wrk", [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "5s", `${url}${path}`], (error, stdout) =>
      resolve(error ? null : stdout),
    ),
  );
  if (output === null) return null;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
  const p50 = /50%\s+([\d.]+)(us|ms|s)/.exec(output);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(output);
  const total = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: rps,
    p50Ms: p50 ? Math.round(toMs(p50[1]!, p50[2]!) * 10) / 10 : Number.NaN,
    p99Ms: p99 ? Math.round(toMs(p99[1]!, p99[2]!) * 10) / 10 : Number.NaN,
    total,
    errors: socketErrors ? Number(socketErrors[1]) + Number(socketErrors[2]) + Number(socketErrors[3]) : 0,
    timeouts: socketErrors ? Number(socketErrors[4]) : 0,
    statusCounts: non2xx > 0 ? { "2xx": total - non2xx, other: non2xx } : { "2xx": total },
  };
}
