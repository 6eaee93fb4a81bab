import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildDir } from "../../config/build-dir";
import { Nginx } from "../../tooling/servers/nginx";
import { runClusterBench } from "./api-cluster";
import { type LoadResult, load, mixedRequests, wrkLoad } from "./api-load";
import { BARE_BODIES, type BareBody, type CapturedAnswer, captureAnswer, interleave, PLATFORM_ROUTES, startBareNode } from "./api-platform";
import { clusterVerdicts, line, platformLine, platformSummary, platformVerdicts, secondHalfGrowthMb, type Verdict, verdicts } from "./api-report";
import { cpuSeconds, type Running, rssMb, startApp, startNginx } from "./api-servers";
import { openLoopLoad } from "./open-loop";
import { type OverloadResult, overloadLine, overloadStage, overloadVerdicts } from "./overload";

const USAGE = `Usage: npm run bench:api -- [--rounds N] [--platform-seconds N] [--platform-only] [--bare-body latin1|buffer] [--seconds N] [--mixed-seconds N] [--rate N] [--links-per-minute N]
       npm run bench:api -- --cluster [--mixed-seconds N] [--rate N] [--links-per-minute N]
Serves the current build (run \`npm run build\` first). First the platform comparison: the catalogue GET and the update check (latest.yml) against bare Node http answering the same bytes and headers, each round on a fresh process of its side, warmed on that route alone, with wrk -t1 -c50, in --rounds interleaved rounds of --platform-seconds each (default 5 × 5 s), judged on the median ratio (≥ 0.8×) and p99 (< 10 ms); --platform-only stops there. Bare Node sends its body as our direct lane does, a Latin-1 string written with the head in one write; --bare-body buffer sends it as a Buffer, which Node writes more slowly (the form the issue measured). Then the catalogue under load on loopback, beside nginx; then a mixed load of catalogue, downloads, update feeds and pages; then overload (pages and the catalogue on 400 and 1,000 connections, with wrk) through nginx as docs/deploy.md configures it, which must be shed with 503 and Retry-After, not queued, and the same straight to the replica for comparison.
--cluster: the same mixed load through nginx to two replicas sharing Redis rate limits (docs/deploy.md), at 4,000 requests per second unless --rate says otherwise.`;

let cluster = false;
let platformOnly = false;
let bareBody = "latin1" as BareBody;

function args() {
  try {
    const { values } = parseArgs({
      options: {
        seconds: { type: "string", default: "10" },
        "mixed-seconds": { type: "string", default: "60" },
        rate: { type: "string" },
        "links-per-minute": { type: "string", default: "1000000" },
        rounds: { type: "string", default: "5" },
        "platform-seconds": { type: "string", default: "5" },
        cluster: { type: "boolean", default: false },
        "platform-only": { type: "boolean", default: false },
        "bare-body": { type: "string", default: "latin1" },
      },
    });
    cluster = values.cluster;
    platformOnly = values["platform-only"];
    const body = values["bare-body"];
    if (!(BARE_BODIES as readonly string[]).includes(body)) throw new Error(`--bare-body is ${BARE_BODIES.join(" or ")}, not ${body}`);
    bareBody = body as BareBody;
    const numbers = Object.fromEntries(
      Object.entries({ ...values, rate: values.rate ?? (cluster ? "4000" : "2000") })
        .filter(([key]) => key !== "cluster" && key !== "platform-only" && key !== "bare-body")
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
/** Our server's settings in every stage, with its own release store in `name` under the work folder. */
const appEnv = (name: string) => ({
  RELEASE_DIR: path.join(work, name),
  DOWNLOAD_LINKS_PER_MINUTE: String(options["links-per-minute"]),
  RELEASE_SIGNING_SECRET:
    "7d3a9f1c5e8b2a6d4f0c9e3b7a1d5f8c2e6b0a4d9f3c7e1b5a8d2f6c0e4b9a3d" /* shaped like `openssl rand -hex 32`: production refuses a guessable one */,
  RELEASE_SAMPLES: "true",
  UPDATE_CHECKS_PER_MINUTE: String(options["links-per-minute"]),
});
/** The server the stages after the platform comparison load; started after it, so that nothing else runs beside its rounds. */
let app: Running | undefined;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let guideNginx: Nginx | undefined;
const platformServers: Running[] = [];
async function cleanUp() {
  await Promise.all([app?.stop(), nginx?.stop(), guideNginx?.stop(), ...platformServers.map((server) => server.stop())]);
  await rm(work, { recursive: true, force: true });
}
try {
  // The platform's speed first: per route, rounds of ours and of bare Node answering the bytes and
  // headers ours gave, interleaved, each round on a fresh process of its side warmed on that route
  // alone. The same Node server answering the same request runs at one of two speeds, chosen
  // when the process starts (bare Node's update check: 19 µs of CPU in one process, 24–27 µs in the
  // next, whatever it answered before; decision 070): a fresh process per round samples that on
  // both sides, where one process per side drew it once for the whole comparison.
  const platformResults: Verdict[] = [];
  console.log(
    `platform: wrk -t1 -c50, ${options.rounds} interleaved rounds of ${options["platform-seconds"]} s per side and route, each on a fresh process; medians; bare Node sends its body as a ${bareBody === "buffer" ? "Buffer" : "Latin-1 string"}`,
  );
  for (const [index, route] of PLATFORM_ROUTES.entries()) {
    // Captured from the first fresh server of ours: the next ones' samples differ only in their dates.
    let captured: CapturedAnswer | undefined;
    let started = 0;
    const freshProcess = async (side: "ours" | "bare"): Promise<Running> => {
      const name = `platform-${index}-${started++}-${side}`;
      if (side === "ours") {
        const server = await startApp(appEnv(name), path.join(work, `${name}.log`));
        captured ??= await captureAnswer(server.url, route.path);
        return server;
      }
      await mkdir(path.join(work, name), { recursive: true });
      // interleave() runs ours first in every round.
      return startBareNode([captured as CapturedAnswer], path.join(work, name), bareBody);
    };
    const runs = await interleave(options.rounds, async (side) => {
      const server = await freshProcess(side);
      platformServers.push(server);
      const wrk = async (seconds: number) => {
        const before = await cpuSeconds(server.pid);
        const result = await wrkLoad(server.url, seconds, 50, { path: route.path, threads: 1 });
        if (!result) throw new Error("the platform comparison needs wrk (apt-get install wrk)");
        return { ...result, cpuUsPerAnswer: (((await cpuSeconds(server.pid)) - before) * 1e6) / Math.max(result.total, 1) };
      };
      try {
        // Warmed (JIT, connection pools) before the run that counts.
        await wrk(2);
        return await wrk(options["platform-seconds"]);
      } finally {
        await server.stop();
      }
    });
    const summary = platformSummary(route.name, runs);
    console.log(platformLine(summary, runs));
    platformResults.push(...platformVerdicts(summary));
  }
  if (platformOnly) {
    for (const verdict of platformResults) console.log(`${verdict.ok ? "PASS" : "FAIL"}  ${verdict.label}`);
    await cleanUp();
    process.exit(platformResults.every((verdict) => verdict.ok) ? 0 : 1);
  }
  app = await startApp(appEnv("releases"), path.join(work, "server.log"));
  const { url: appUrl, pid: appPid } = app;
  const catalogue = await (await fetch(`${appUrl}/api/home/v1/downloads`)).text();
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
  const ours = await race(appUrl);
  const theirs = await race(nginx.url);
  console.log(`catalogue: ${catalogue.length} bytes; ${options.seconds} s per GET run, 50 connections, ${tool}`);
  console.log(line("catalogue GET, ours", ours));
  console.log(line("catalogue GET, nginx", theirs));

  const requests = mixedRequests(samplePath);
  await openLoopLoad(appUrl, { seconds: 10, connections: 50, rate: options.rate, requests });
  const rss: Array<{ seconds: number; mb: number }> = [];
  const started = Date.now();
  const sample = async () => rss.push({ seconds: (Date.now() - started) / 1000, mb: await rssMb(appPid) });
  await sample();
  const sampler = setInterval(sample, 5_000);
  const mixed = await openLoopLoad(appUrl, { seconds: options["mixed-seconds"], connections: 50, rate: options.rate, requests }).finally(() =>
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
  guideNginx = await Nginx.start([appUrl.replace("http://", "")], path.join(work, "nginx-guide"));
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
  await overload(appUrl, "straight to the replica");
  if (throughNginx.length === 0) console.log("SKIP  overload: needs wrk (apt-get install wrk)");
  const results = [...platformResults, ...verdicts(ours, theirs, mixed, growth), ...overloadVerdicts(throughNginx, "through nginx")];
  for (const verdict of results) console.log(`${verdict.ok ? "PASS" : "FAIL"}  ${verdict.label}`);
  process.exitCode = results.every((verdict) => verdict.ok) ? 0 : 1;
} finally {
  await cleanUp();
}
