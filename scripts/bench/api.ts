import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildDir } from "../../config/build-dir";
import { Nginx } from "../../tooling/servers/nginx";
import { runClusterBench } from "./api-cluster";
import { type LoadResult, load, mixedRequests, wrkLoad } from "./api-load";
import { captureAnswer, interleave, PLATFORM_ROUTES, startBareNode } from "./api-platform";
import { clusterVerdicts, line, platformLine, platformSummary, platformVerdicts, secondHalfGrowthMb, type Verdict, verdicts } from "./api-report";
import { cpuSeconds, type Running, rssMb, startApp, startNginx } from "./api-servers";
import { openLoopLoad } from "./open-loop";
import { type OverloadResult, overloadLine, overloadStage, overloadVerdicts } from "./overload";

const USAGE = `Usage: npm run bench:api -- [--rounds N] [--platform-seconds N] [--platform-only] [--seconds N] [--mixed-seconds N] [--rate N] [--links-per-minute N]
       npm run bench:api -- --cluster [--mixed-seconds N] [--rate N] [--links-per-minute N]
Serves the current build (run \`npm run build\` first). First the platform comparison: the catalogue GET and the update check (latest.yml) against bare Node http answering the same bytes and headers, with wrk -t1 -c50, in --rounds interleaved rounds of --platform-seconds each (default 3 × 5 s), judged on the median ratio (≥ 0.8×) and p99 (< 10 ms); --platform-only stops there. Then the catalogue under load on loopback, beside nginx; then a mixed load of catalogue, downloads, update feeds and pages; then overload (pages and the catalogue on 400 and 1,000 connections, with wrk) through nginx as docs/deploy.md configures it, which must be shed with 503 and Retry-After, not queued, and the same straight to the replica for comparison.
--cluster: the same mixed load through nginx to two replicas sharing Redis rate limits (docs/deploy.md), at 4,000 requests per second unless --rate says otherwise.`;

let cluster = false;
let platformOnly = false;

function args() {
  try {
    const { values } = parseArgs({
      options: {
        seconds: { type: "string", default: "10" },
        "mixed-seconds": { type: "string", default: "60" },
        rate: { type: "string" },
        "links-per-minute": { type: "string", default: "1000000" },
        rounds: { type: "string", default: "3" },
        "platform-seconds": { type: "string", default: "5" },
        cluster: { type: "boolean", default: false },
        "platform-only": { type: "boolean", default: false },
      },
    });
    cluster = values.cluster;
    platformOnly = values["platform-only"];
    const numbers = Object.fromEntries(
      Object.entries({ ...values, rate: values.rate ?? (cluster ? "4000" : "2000") })
        .filter(([key]) => key !== "cluster" && key !== "platform-only")
        .map(([key, value]) => [key, Number(value)]),
    );
    if (Object.values(numbers).some((value) => !Number.isInteger(value) || value <= 0)) throw new Error("every option takes a positive whole number");
    return numbers as Record<"seconds" | "mixed-seconds" | "rate" | "links-per-minute" | "rounds" | "platform-seconds", number>;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const options = args();
if (!existsSync(path.join(buildDir(), "pages"))) {
  console.error(`No build in ${buildDir()}; run \`npm run build\` first.`);
  process.exit(2);
}
if (cluster) {
  const { mixed } = await runClusterBench(
    { seconds: options["mixed-seconds"], rate: options.rate, linksPerMinute: options["links-per-minute"], connections: 100 },
    (text) => console.log(text),
  );
  console.log(
    `429s seen: ${mixed.statusCounts["429"] ?? 0} (DOWNLOAD_LINKS_PER_MINUTE=UPDATE_CHECKS_PER_MINUTE=${options["links-per-minute"]}, shared through Redis)`,
  );
  const results = clusterVerdicts(mixed, options.rate);
  for (const verdict of results) console.log(`${verdict.ok ? "PASS" : "FAIL"}  ${verdict.label}`);
  process.exit(results.every((verdict) => verdict.ok) ? 0 : 1);
}
const work = await mkdtemp(path.join(tmpdir(), "bestelwijs-bench-api-"));
const app = await startApp(
  {
    RELEASE_DIR: path.join(work, "releases"),
    DOWNLOAD_LINKS_PER_MINUTE: String(options["links-per-minute"]),
    RELEASE_SIGNING_SECRET:
      "7d3a9f1c5e8b2a6d4f0c9e3b7a1d5f8c2e6b0a4d9f3c7e1b5a8d2f6c0e4b9a3d" /* shaped like `openssl rand -hex 32`: production refuses a guessable one */,
    RELEASE_SAMPLES: "true",
    UPDATE_CHECKS_PER_MINUTE: String(options["links-per-minute"]),
  },
  path.join(work, "server.log"),
);
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let guideNginx: Nginx | undefined;
let bare: Running | undefined;
async function cleanUp() {
  await Promise.all([app.stop(), nginx?.stop(), guideNginx?.stop(), bare?.stop()]);
  await rm(work, { recursive: true, force: true });
}
try {
  // The platform's speed first, on a fresh server: bare Node answering the very bytes and headers ours gave.
  const answers = await Promise.all(PLATFORM_ROUTES.map((route) => captureAnswer(app.url, route.path)));
  bare = await startBareNode(answers, work);
  const platformResults: Verdict[] = [];
  console.log(`platform: wrk -t1 -c50, ${options.rounds} interleaved rounds of ${options["platform-seconds"]} s per side and route; medians`);
  const urls = { ours: app.url, bare: bare.url };
  const pids = { ours: app.pid, bare: bare.pid };
  const wrk = async (side: "ours" | "bare", routePath: string, seconds: number) => {
    const before = await cpuSeconds(pids[side]);
    const result = await wrkLoad(urls[side], seconds, 50, { path: routePath, threads: 1 });
    if (!result) throw new Error("the platform comparison needs wrk (apt-get install wrk)");
    return { ...result, cpuUsPerAnswer: (((await cpuSeconds(pids[side])) - before) * 1e6) / Math.max(result.total, 1) };
  };
  // Both servers warmed on every route before any round counts: a Node server that has only ever
  // sent one answer's headers sends them faster than one that has sent two (V8 specialises Node's
  // header writing to them), so without this the first route was compared with a bare server that
  // had answered one route and the second with one that had answered two (decision 070).
  for (const route of PLATFORM_ROUTES) for (const side of ["ours", "bare"] as const) await wrk(side, route.path, 2);
  for (const route of PLATFORM_ROUTES) {
    const runs = await interleave(options.rounds, (side) => wrk(side, route.path, options["platform-seconds"]));
    const summary = platformSummary(route.name, runs);
    console.log(platformLine(summary, runs));
    platformResults.push(...platformVerdicts(summary));
  }
  await bare.stop();
  if (platformOnly) {
    for (const verdict of platformResults) console.log(`${verdict.ok ? "PASS" : "FAIL"}  ${verdict.label}`);
    await cleanUp();
    process.exit(platformResults.every((verdict) => verdict.ok) ? 0 : 1);
  }
  const catalogue = await (await fetch(`${app.url}/api/home/v1/downloads`)).text();
  nginx = await startNginx(catalogue, path.join(work, "nginx"));
  const samplePath = (JSON.parse(catalogue) as { latestVersions: { win: { url: string } } }).latestVersions.win.url;
  let tool = "wrk";
  const race = async (url: string): Promise<LoadResult> => {
    await load(url, { seconds: 3, connections: 50 });
    const result = await wrkLoad(url, options.seconds, 50);
    if (result) return result;
    tool = "autocannon (wrk is not installed)";
    return load(url, { seconds: options.seconds, connections: 50 });
  };
  const ours = await race(app.url);
  const theirs = await race(nginx.url);
  console.log(`catalogue: ${catalogue.length} bytes; ${options.seconds} s per GET run, 50 connections, ${tool}`);
  console.log(line("catalogue GET, ours", ours));
  console.log(line("catalogue GET, nginx", theirs));

  const requests = mixedRequests(samplePath);
  await openLoopLoad(app.url, { seconds: 10, connections: 50, rate: options.rate, requests });
  const rss: Array<{ seconds: number; mb: number }> = [];
  const started = Date.now();
  const sample = async () => rss.push({ seconds: (Date.now() - started) / 1000, mb: await rssMb(app.pid) });
  await sample();
  const sampler = setInterval(sample, 5_000);
  const mixed = await openLoopLoad(app.url, { seconds: options["mixed-seconds"], connections: 50, rate: options.rate, requests }).finally(() =>
    clearInterval(sampler),
  );
  await sample();
  console.log(line(`mixed ${options.rate}/s × ${options["mixed-seconds"]} s`, mixed));
  console.log(`429s seen: ${mixed.statusCounts["429"] ?? 0} (DOWNLOAD_LINKS_PER_MINUTE=${options["links-per-minute"]})`);
  console.log(`RSS every 5 s (MB): ${rss.map((s) => s.mb.toFixed(0)).join(" ")}`);

  // A short smoke run (--mixed-seconds under 30) has too few samples to judge memory; say so rather than guess.
  const growth = rss.length >= 6 ? secondHalfGrowthMb(rss) : null;
  if (growth === null) console.log(`SKIP  memory growth: ${rss.length} RSS samples; hold the load for 30 s or more to judge it`);
  // Last: overload leaves the replica with thousands of closed connections, which the stages above should not see.
  // Judged through nginx as docs/deploy.md configures it, which sheds in front (decision 058); straight
  // to the replica, where only its own gate sheds (decision 049), measured for comparison.
  guideNginx = await Nginx.start([app.url.replace("http://", "")], path.join(work, "nginx-guide"));
  const overload = async (url: string, where: string) => {
    const stages: OverloadResult[] = [];
    for (const connections of [400, 1000]) {
      const stage = await overloadStage(url, connections, options.seconds, work);
      if (!stage) break;
      stages.push(stage);
      console.log(overloadLine(stage, where));
    }
    return stages;
  };
  const throughNginx = await overload(guideNginx.url, "through nginx");
  await overload(app.url, "straight to the replica");
  if (throughNginx.length === 0) console.log("SKIP  overload: needs wrk (apt-get install wrk)");
  const results = [...platformResults, ...verdicts(ours, theirs, mixed, growth), ...overloadVerdicts(throughNginx, "through nginx")];
  for (const verdict of results) console.log(`${verdict.ok ? "PASS" : "FAIL"}  ${verdict.label}`);
  process.exitCode = results.every((verdict) => verdict.ok) ? 0 : 1;
} finally {
  await cleanUp();
}
