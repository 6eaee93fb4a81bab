/**
 * Chrome and Lighthouse for bench-web. Lighthouse gets no config object at all, so every run
 * is the default mobile run (Moto G-class emulation, simulated slow 4G and 4× CPU) that the
 * budgets in docs/budgets.md are written against; only flags that do not touch scoring are set.
 */
import { spawn } from "node:child_process";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, findChromium } from "../../tooling/browser/find-browser";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export async function launchChrome(): Promise<LaunchedChrome> {
  const chrome = await launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
    logLevel: "silent",
  });
  // chrome-launcher puts Chrome in its own process group, so Ctrl-C does not reach it, and
  // its SIGINT handler never runs if tsx SIGKILLs us (it does when a long Lighthouse audit
  // keeps the event loop busy). This shell outlives us and kills Chrome's group if we die.
  const watchdog = spawn("sh", ["-c", `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; kill -9 -${chrome.pid} 2>/dev/null`], {
    detached: true,
    stdio: "ignore",
  });
  watchdog.unref();
  return {
    ...chrome,
    kill: () => {
      watchdog.kill();
      chrome.kill();
    },
  };
}

export interface RunOptions {
  /** Block every .js request: module scripts and modulepreloads fail, inline scripts stay. */
  blockScripts?: boolean;
  /**
   * The 404 page answers 404 on purpose; without this Lighthouse refuses to audit it
   * (ERRORED_DOCUMENT_REQUEST). It only turns that error into a warning, scores are unchanged.
   */
  expectErrorStatus?: boolean;
}

/** The flags of every run: Lighthouse's defaults, plus only what does not touch scoring. */
export function lighthouseFlags(chrome: LaunchedChrome, options: RunOptions = {}): Flags {
  return {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    // The budgets cover these four. The 13.x default config also has "agentic-browsing",
    // which no budget covers; leaving it out (as --only-categories would) changes neither
    // throttling nor emulation nor how the four are scored.
    onlyCategories: [...CATEGORIES],
    ...(options.blockScripts ? { blockedUrlPatterns: ["*.js"] } : {}),
    ...(options.expectErrorStatus ? { ignoreStatusCode: true } : {}),
  };
}

export async function runLighthouse(chrome: LaunchedChrome, url: string, options: RunOptions = {}): Promise<Result> {
  const flags = lighthouseFlags(chrome, options);
  let lhr = await runOnce(url, flags);
  // A runtime error (NO_NAVSTART, NO_FCP…) is usually a hiccup of a busy host, not a result:
  // retry once. A real defect fails again and is reported; the retry is noted in runWarnings.
  if (lhr.runtimeError) {
    const first = lhr.runtimeError.code;
    lhr = await runOnce(url, flags);
    lhr.runWarnings.push(`bench-web: retried once after runtime error ${first}`);
  }
  return lhr;
}

async function runOnce(url: string, flags: Flags): Promise<Result> {
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}

/**
 * Lighthouse's own median (the run closest to the median FCP and TTI), so this bench and
 * `lighthouse -n` / LHCI pick the same run. Runs without FCP or TTI (runtime errors) are
 * dropped first; if none is left, the first run is returned so its runtimeError is reported.
 */
export function medianRun(runs: Result[]): Result {
  const valid = filterToValidRuns(runs);
  if (valid.length === 0) {
    const first = runs[0];
    if (!first) throw new Error("No Lighthouse runs to take a median of");
    return first;
  }
  return computeMedianRun(valid);
}

/** Median of one metric over runs, ignoring runs that lack it (NaN). */
export function medianOf(runs: Result[], auditId: string): number {
  const values = runs
    .map((run) => run.audits[auditId]?.numericValue)
    .filter((value): value is number => typeof value === "number" && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (values.length === 0) return Number.NaN;
  const mid = Math.floor(values.length / 2);
  return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}

/** Weighted audits of a category that did not score full marks, for the FAIL reasons. */
export function failingAudits(lhr: Result, categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      // An audit that errored counts as failing: its check did not pass.
      return audit?.scoreDisplayMode === "error" || (typeof audit?.score === "number" && audit.score < 1);
    })
    .map((ref) => ref.id);
}
