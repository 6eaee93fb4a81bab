import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { API_PREFIX, DOWNLOADS_URL } from "../../shared/home-api";
import type { LoadResult } from "./api-load";
import { freePort, type Running, startedOrKilled, stopper, waitFor } from "./api-servers";

/** The two answers the installed base asks for most: the catalogue and electron-updater's update check. */
export const PLATFORM_ROUTES = [
  { name: "catalogue GET", path: DOWNLOADS_URL },
  { name: "update check latest.yml", path: `${API_PREFIX}/updates/electron/win/x64/latest.yml` },
] as const;

/** One answer as our server gave it: what bare Node then sends, byte for byte, headers included. */
export interface CapturedAnswer {
  path: string;
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** Headers Node's http writes itself, in both servers alike, so the bare one does not send them twice. */
const NODE_OWN = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

export async function captureAnswer(url: string, routePath: string): Promise<CapturedAnswer> {
  const answer = await fetch(`${url}${routePath}`);
  const body = Buffer.from(await answer.arrayBuffer()).toString("base64");
  const headers = [...answer.headers].filter(([name]) => !NODE_OWN.has(name));
  if (answer.status !== 200) throw new Error(`${routePath} answered ${answer.status}, not 200: the comparison needs the real answer`);
  return { path: routePath, status: answer.status, headers, body };
}

/**
 * How bare Node sends a body: like our direct lane, as a Latin-1 string that Node writes with the
 * head in one write(2) (the default: both sides write the same way, so the ratio is our own
 * work), or as the Buffer it is, which Node writes through the stream's corked writev, 1–2 µs
 * more per update check and less per catalogue (`--bare-body buffer`, the form the issue
 * measured; decision 070).
 */
export const BARE_BODIES = ["latin1", "buffer"] as const;
export type BareBody = (typeof BARE_BODIES)[number];

/**
 * The platform's speed: bare Node `http` in its own process, answering each captured path with
 * the same status, headers and bytes, with nothing else to do (no routing, logging, limits).
 */
const BARE_SERVER = `
const http = require("node:http");
const latin1 = process.env.BARE_BODY === "latin1";
const answers = new Map(JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")).map((a) => {
  const body = Buffer.from(a.body, "base64");
  return [a.path, { ...a, body: latin1 ? body.toString("latin1") : body }];
}));
http.createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) { response.writeHead(404); response.end(); return; }
  response.writeHead(answer.status, answer.headers.flat());
  if (latin1) response.end(answer.body, "latin1");
  else response.end(answer.body);
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

export async function startBareNode(answers: CapturedAnswer[], workDir: string, body: BareBody): Promise<Running> {
  const port = await freePort();
  const file = path.join(workDir, "answers.json");
  await writeFile(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ["-e", BARE_SERVER, file], {
    env: { ...process.env, PORT: String(port), BARE_BODY: body },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await startedOrKilled(waitFor(`${url}${answers[0]!.path}`, child, "bare Node"), child);
  return { url, pid: child.pid!, stop: stopper(child) };
}

/** A load run and the server's CPU time per answer through it, in microseconds. */
export type PlatformRun = LoadResult & { cpuUsPerAnswer: number };

/** One route's runs, in the order they ran: ours, bare, ours, bare… */
export interface InterleavedRuns {
  ours: PlatformRun[];
  bare: PlatformRun[];
}

/**
 * A B A B rounds against the two servers: the machine's load (other processes, CPU frequency)
 * drifts over a run, and alternating spreads the drift over both sides instead of one.
 */
export async function interleave(rounds: number, run: (side: "ours" | "bare") => Promise<PlatformRun>): Promise<InterleavedRuns> {
  const runs: InterleavedRuns = { ours: [], bare: [] };
  for (let round = 0; round < rounds; round++) {
    runs.ours.push(await run("ours"));
    runs.bare.push(await run("bare"));
  }
  return runs;
}
