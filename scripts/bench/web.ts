/**
 * `npm run bench:web`: Lighthouse's default mobile run (median of --runs) on every route in
 * both locales, plus the 404 page, against the real build served by the real server, checked
 * against the page budgets of docs/budgets.md. Exit 0 when every page passes, 1 when any fails or
 * the build fails (so CI can gate on it), 2 on a bad flag. Full results go to .bench/.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { LaunchedChrome } from "chrome-launcher";
import type { FastifyInstance } from "fastify";
import { buildDir } from "../../config/build-dir";
import { buildApp } from "../../server/app";
import { createSampleReleases } from "../../tooling/releases/sample-releases";
import { type BenchArgs, parseBenchArgs, USAGE, UsageError } from "./args";
import { formatLine } from "./budgets";
import { launchChrome } from "./lighthouse";
import { measurePage } from "./measure";
import { errorReport, excusedNotes, type PageReport, summaryLine } from "./report";
import { busyHost, writeResults } from "./results";
import { snapshotBuild } from "./snapshot";

const ROOT = path.resolve(import.meta.dirname, "../..");
/**
 * The budgets hold "with the banner shown" (docs/budgets.md): a build without a container id has no
 * consent banner, so the bench builds with a fictional one unless the operator gives theirs.
 */
const BENCH_TAG_MANAGER_ID = "GTM-T3ST000";
const BUILD_DIR = buildDir();

function readArgs(): BenchArgs | number {
  try {
    const parsed = parseBenchArgs(process.argv.slice(2));
    if (parsed !== "help") return parsed;
    console.log(USAGE);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`bench:web: ${error.message}\n\n${USAGE}`);
    return 2;
  }
}

async function main(): Promise<number> {
  const args = readArgs();
  if (typeof args === "number") return args;
  const started = Date.now();

  if (args.build) {
    const env = { ...process.env, TAG_MANAGER_ID: process.env.TAG_MANAGER_ID || BENCH_TAG_MANAGER_ID };
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env });
    if (build.status !== 0) {
      console.error("bench:web: `npm run build` failed, so nothing was measured.");
      return 1;
    }
  } else if (!existsSync(path.join(BUILD_DIR, "pages", "manifest.json"))) {
    console.error(`bench:web: no build in ${path.relative(ROOT, BUILD_DIR)}/ to measure; run without --no-build (or \`npm run build\` first).`);
    return 1;
  }

  const snapshot = await snapshotBuild(BUILD_DIR);
  // Also on Ctrl-C, where chrome-launcher calls process.exit() and `finally` never runs.
  process.on("exit", snapshot.remove);
  const clientDir = path.join(snapshot.dir, "client");
  let server: FastifyInstance | undefined;
  let chrome: LaunchedChrome | undefined;
  const reports: PageReport[] = [];
  // The samples, as `npm start` has them: /downloads is measured with its list, not its error state.
  const samples = await createSampleReleases();
  try {
    server = await buildApp({ buildDir: snapshot.dir, releases: samples.releases });
    const origin = await server.listen({ port: 0, host: "127.0.0.1" });
    chrome = await launchChrome();
    const total = args.paths.length * args.locales.length;
    const width = Math.max(...args.paths.map((p) => p.length));
    console.log(`bench:web: ${total} pages × ${args.runs} runs (+${args.runs} without scripts) on ${origin}`);
    for (const note of busyHost()) console.warn(`bench:web: warning at start: ${note}`);

    // Sequential on purpose: one Lighthouse run at a time, or the 2-core timings mean nothing.
    for (const pagePath of args.paths) {
      for (const locale of args.locales) {
        const progress = (step: string) => {
          if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K  [${reports.length + 1}/${total}] ${locale} ${pagePath} ${step}`);
        };
        let report: PageReport;
        try {
          report = await measurePage(chrome, { origin, locale, path: pagePath, runs: args.runs, clientDir }, progress);
        } catch (error) {
          report = errorReport(locale, pagePath, `${origin}${pagePath}?lang=${locale}`, error);
          // A thrown run usually means Chrome itself is gone; start a fresh one for the rest.
          chrome.kill();
          chrome = await launchChrome();
        }
        if (process.stderr.isTTY) process.stderr.write("\r\x1b[K");
        reports.push(report);
        console.log(formatLine(locale, pagePath, width, report.measurement));
        report.problems.push(...busyHost());
        for (const problem of report.problems) console.log(`   ! ${problem}`);
      }
    }
  } finally {
    chrome?.kill();
    await server?.close();
    await samples.remove();
    snapshot.remove();
  }

  const elapsed = Date.now() - started;
  console.log(summaryLine(reports, elapsed));
  for (const note of excusedNotes(reports)) console.log(note);
  const file = writeResults(path.join(ROOT, ".bench"), { args, builtAt: snapshot.builtAt, elapsedMs: elapsed, pages: reports });
  console.log(`Full results: ${path.relative(ROOT, file)}`);
  return reports.every((report) => report.ok) ? 0 : 1;
}

process.exitCode = await main();
