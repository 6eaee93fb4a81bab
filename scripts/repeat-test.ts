/**
 * `npm run test:repeat -- <test file> [--times N] [--project <vitest project>] [--load K] [--bail] [-- <vitest args>]`:
 * runs one test file N times in a row, each run a fresh vitest process, and says how many passed.
 * For the next person who meets a flake: a test that fails one run in five is found here, not in CI.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..");

export const USAGE = `usage: npm run test:repeat -- <test file> [--times N] [--project <vitest project>] [--load K] [--bail] [-- <vitest args>]

  --times N      runs, one after another (default 5)
  --project NAME the vitest project (vitest.config.ts); by default chosen from the file:
                 *.e2e.test.ts → e2e, *.site.test.ts → site, *.integration.test.ts → integration,
                 tests/cluster/** → cluster, else unit
  --load K       keep K busy processes spinning meanwhile, as on a loaded CI machine (default 0)
  --bail         stop after the first failed run
  -- ARGS        passed to vitest, e.g. -- -t "name of one test"

Prints one line per run and a closing "N passed, M failed"; exits 1 if any run failed.
The output of a failed run is kept in test-results/repeat/.`;

export class UsageError extends Error {}

export interface RepeatArgs {
  file: string;
  times: number;
  /** Absent: chosen from the file's name (projectFor). */
  project?: TestProject;
  load: number;
  bail: boolean;
  vitestArgs: string[];
}

function count(flag: string, value: string | undefined, min: number): number {
  if (value === undefined || !/^\d+$/.test(value)) throw new UsageError(`${flag} needs a whole number, got ${value === undefined ? "nothing" : `"${value}"`}`);
  const number = Number(value);
  if (number < min) throw new UsageError(`${flag} must be at least ${min}, got ${number}`);
  return number;
}

export function parseRepeatArgs(argv: readonly string[]): RepeatArgs | "help" {
  const files: string[] = [];
  const parsed: Omit<RepeatArgs, "file"> = { times: 5, load: 0, bail: false, vitestArgs: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      parsed.vitestArgs = argv.slice(i + 1);
      break;
    }
    const equals = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const flag = equals === -1 ? arg : arg.slice(0, equals);
    // "--times 3" and "--times=3" alike.
    const value = () => (equals === -1 ? argv[++i] : arg.slice(equals + 1));
    if (flag === "--help" || flag === "-h") return "help";
    else if (flag === "--times") parsed.times = count(flag, value(), 1);
    else if (flag === "--load") parsed.load = count(flag, value(), 0);
    else if (flag === "--project") {
      const project = value();
      if (!project || project.startsWith("-")) throw new UsageError("--project needs a name");
      if (!isTestProject(project)) throw new UsageError(`--project must be one of ${TEST_PROJECTS.join(", ")}, got "${project}"`);
      parsed.project = project;
    } else if (flag === "--bail") {
      if (equals !== -1) throw new UsageError("--bail takes no value");
      parsed.bail = true;
    } else if (arg.startsWith("-")) throw new UsageError(`unknown option ${arg}`);
    else files.push(arg);
  }
  if (files.length !== 1) throw new UsageError(files.length === 0 ? "which test file?" : `one test file at a time, got ${files.join(", ")}`);
  return { file: files[0]!, ...parsed };
}

/** The projects of vitest.config.ts. */
export const TEST_PROJECTS = ["unit", "integration", "site", "e2e", "cluster"] as const;
export type TestProject = (typeof TEST_PROJECTS)[number];
const isTestProject = (name: string): name is TestProject => (TEST_PROJECTS as readonly string[]).includes(name);

/** The project whose `include` holds the file: each kind of test has its own setup and time limits. */
export function projectFor(file: string): TestProject {
  const posix = file.split(path.sep).join("/").replace(/^\.\//, "");
  if (posix.startsWith("tests/cluster/")) return "cluster";
  if (posix.endsWith(".e2e.test.ts")) return "e2e";
  if (posix.endsWith(".site.test.ts")) return "site";
  if (posix.endsWith(".integration.test.ts")) return "integration";
  return "unit";
}

export function runLine(run: number, times: number, passed: boolean, ms: number, kept?: string): string {
  const width = String(times).length;
  return `run ${String(run).padStart(width)}/${times}  ${passed ? "pass" : "FAIL"}  ${(ms / 1000).toFixed(1).padStart(6)} s${kept ? `  (output: ${kept})` : ""}`;
}

export const closingLine = (passed: number, failed: number) => `${passed} passed, ${failed} failed`;

/**
 * A process that keeps one core busy. It checks every half second that its parent is still the
 * one that started it, so a repeat run killed with SIGKILL leaves no spinner behind.
 */
const SPINNER = `const parent = process.ppid; let next = 0;
for (;;) { const now = Date.now(); if (now >= next) { if (process.ppid !== parent) process.exit(0); next = now + 500; } }`;

/**
 * After vitest has gone, whatever is left of its group (a server a crashed test never stopped)
 * gets SIGTERM and 5 s, then SIGKILL, so it cannot disturb the next run.
 */
async function endGroup(pid: number | undefined): Promise<void> {
  if (pid === undefined) return;
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-pid, name);
      return true;
    } catch {
      return false;
    }
  };
  if (!signal("SIGTERM")) return;
  const deadline = Date.now() + 5000;
  while (signal(0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  signal("SIGKILL");
}

async function main(): Promise<number> {
  let args: RepeatArgs | "help";
  try {
    args = parseRepeatArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`test:repeat: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args === "help") {
    console.log(USAGE);
    return 0;
  }
  // npm runs scripts from the project root; a path typed in a subfolder is relative to that folder.
  const file = path.relative(ROOT, path.resolve(process.env.INIT_CWD ?? process.cwd(), args.file));
  const project = args.project ?? projectFor(file);
  if (!existsSync(path.resolve(ROOT, file))) {
    console.error(`test:repeat: no test file ${file}`);
    return 2;
  }
  const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");

  const spinners: ChildProcess[] = [];
  let current: ChildProcess | null = null;
  let interrupted: NodeJS.Signals | null = null;
  const stopSpinners = () => {
    for (const spinner of spinners) if (spinner.exitCode === null) spinner.kill("SIGKILL");
  };
  // Each run is its own process group: a test's servers (moto, redis-server, nginx, replicas) are
  // grandchildren that would outlive a signal sent to vitest alone.
  const signalRun = (signal: NodeJS.Signals) => {
    if (current?.pid === undefined) return;
    try {
      process.kill(-current.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx),
  // and a second default SIGINT would kill it before the run's servers are stopped.
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted ??= signal;
    stopSpinners();
    signalRun("SIGTERM");
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  process.once("exit", () => {
    stopSpinners();
    signalRun("SIGKILL");
  });

  let passed = 0;
  let failed = 0;
  try {
    for (let i = 0; i < args.load; i++) spinners.push(spawn(process.execPath, ["-e", SPINNER], { stdio: "ignore" }));
    console.log(`test:repeat: ${file} × ${args.times} in project ${project}${args.load ? `, ${args.load} busy processes alongside` : ""}`);
    for (let run = 1; run <= args.times && !interrupted; run++) {
      const started = Date.now();
      const child = spawn(process.execPath, [vitest, "run", "--project", project, file, ...args.vitestArgs], {
        cwd: ROOT,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, FORCE_COLOR: "0" },
      });
      current = child;
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      const closed = new Promise((resolve) => child.once("close", resolve));
      const code = await new Promise<number | null>((resolve) => {
        child.once("error", (error) => {
          output += `\n${error.stack}`;
          resolve(null);
        });
        // "exit", not "close": a server left running may hold vitest's stdout open.
        child.once("exit", (exitCode) => resolve(exitCode));
      });
      await endGroup(child.pid);
      current = null;
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      if (interrupted) break;
      const ok = code === 0;
      let kept: string | undefined;
      if (ok) passed++;
      else {
        failed++;
        kept = path.join("test-results", "repeat", `${path.basename(file, ".ts")}.run-${run}.log`);
        await mkdir(path.resolve(ROOT, path.dirname(kept)), { recursive: true });
        await writeFile(path.resolve(ROOT, kept), output);
      }
      console.log(runLine(run, args.times, ok, Date.now() - started, kept));
      if (!ok && args.bail) {
        console.log("stopped at the first failure (--bail)");
        break;
      }
    }
  } finally {
    stopSpinners();
  }
  if (interrupted) console.log(`interrupted (${interrupted}); the run under way is not counted`);
  console.log(closingLine(passed, failed));
  if (interrupted) return interrupted === "SIGINT" ? 130 : 143;
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
