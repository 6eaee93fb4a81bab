import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DOWNLOADS_URL } from "../../shared/home-api";
import type { Verdict } from "./api-report";

/** One overload stage: far more connections than a replica serves at once (docs/decisions/049-shed-overload-by-connections.md). */
export interface OverloadResult {
  connections: number;
  total: number;
  p99Ms: number;
  maxMs: number;
  shed: number;
  /** Of the shed answers, how many said when to come back. */
  shedWithRetryAfter: number;
  otherErrors: number;
}

/** wrk's Lua: a page and the catalogue in turn, and the count of 503s (with and without Retry-After) over all threads. */
const SCRIPT = `
local paths = {"${DOWNLOADS_URL}", "/prijzen", "${DOWNLOADS_URL}", "/"}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) i = 0; shed = 0; retry = 0; other = 0 end
function request() i = i + 1; return wrk.format("GET", paths[(i % #paths) + 1]) end
function response(status, headers, body)
  if status == 503 then
    shed = shed + 1
    if headers["Retry-After"] or headers["retry-after"] then retry = retry + 1 end
  elseif status >= 400 then other = other + 1 end
end
function done(summary, latency, requests)
  local s, r, o = 0, 0, 0
  for _, t in ipairs(threads) do s = s + t:get("shed"); r = r + t:get("retry"); o = o + t:get("other") end
  io.write(string.format("OVERLOAD total=%d p99us=%d maxus=%d shed=%d retry=%d other=%d\\n", summary.requests, latency:percentile(99), latency.max, s, r, o))
end
`;

/** Parses the line the script's done() writes; null when wrk did not get that far. */
export function parseOverload(output: string, connections: number): OverloadResult | null {
  const match = /OVERLOAD total=(\d+) p99us=(\d+) maxus=(\d+) shed=(\d+) retry=(\d+) other=(\d+)/.exec(output);
  if (!match) return null;
  const [total, p99, max, shed, retry, other] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  return { connections, total, p99Ms: Math.round(p99 / 1000), maxMs: Math.round(max / 1000), shed, shedWithRetryAfter: retry, otherErrors: other };
}

/** One stage with Debian's wrk (autocannon in Node cannot open a thousand busy connections and measure them fairly); null without wrk. */
export async function overloadStage(url: string, connections: number, seconds: number, work: string): Promise<OverloadResult | null> {
  const script = path.join(work, "overload.lua");
  await writeFile(script, SCRIPT);
  const output = await new Promise<string | null>((resolve) =>
    execFile("wrk", ["-t2", `-c${connections}`, `-d${seconds}s`, "--timeout", "15s", "-s", script, url], { maxBuffer: 1 << 20 }, (error, stdout) =>
      resolve(error ? null : stdout),
    ),
  );
  return output === null ? null : parseOverload(output, connections);
}

/** `where`: how the load reached the replica ("through nginx", "straight to the replica"). */
export const overloadLine = (result: OverloadResult, where: string) =>
  `overload ${where}, ${String(result.connections).padStart(4)} connections  ${String(result.total).padStart(7)} answers  p99 ${String(result.p99Ms).padStart(5)} ms  max ${String(result.maxMs).padStart(5)} ms  503×${result.shed} (${result.shedWithRetryAfter} with Retry-After)`;

/** How long a shed visitor may wait at most, at the 99th percentile, for the answer that tells it to come back. */
const OVERLOAD_P99_TARGET_MS = 1000;

/**
 * Overload is shed, not queued: p99 under a second at every stage, and at the largest stage (far
 * beyond what a replica serves) 503s that all carry Retry-After.
 */
export function overloadVerdicts(stages: OverloadResult[], where: string): Verdict[] {
  const largest = stages.reduce<OverloadResult | null>((top, stage) => (!top || stage.connections > top.connections ? stage : top), null);
  return [
    ...stages.map((stage) => ({
      label: `overload ${where} at ${stage.connections} connections: p99 ${stage.p99Ms} ms (target < ${OVERLOAD_P99_TARGET_MS} ms)`,
      ok: stage.p99Ms < OVERLOAD_P99_TARGET_MS,
    })),
    ...(largest
      ? [
          {
            label: `overload ${where} at ${largest.connections} connections: ${largest.shed} answered 503, ${largest.shedWithRetryAfter} of them with Retry-After (target: some, all with it)`,
            ok: largest.shed > 0 && largest.shedWithRetryAfter === largest.shed,
          },
        ]
      : []),
  ];
}
