/**
 * `npm run bench:interactive`: how soon each page works on a cheap phone (docs/budgets.md). Chromium at
 * 390 px with touch, 4× CPU slowdown, 150 ms round trip and 1.6 Mbit/s down, against the real build
 * served by the real server over HTTP/1.1. Per page and locale, median of --runs:
 * - the dead-tap window: the bench taps the menu button as soon as it is visible, then every
 *   TAP_INTERVAL_MS until the menu opens; the window is the time from the first tap to the one
 *   that worked (0 when the first tap works, as it must for native controls);
 * - when the page's script finished (`data-enhanced` on <html>), from navigation start;
 * - first-load JavaScript: brotli bytes and the number of requests until the page is enhanced.
 * Same flags as bench:web. Exit 0 when every page meets INTERACTIVE_BUDGETS, 1 otherwise, 2 on a bad flag.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { PREFERRED_LOCALE_KEY } from "../../app/shared/locales";
import { buildDir } from "../../config/build-dir";
import { buildApp } from "../../server/app";
import { CHROMIUM_ARGS, findChromium } from "../../tooling/browser/find-browser";
import { createSampleReleases } from "../../tooling/releases/sample-releases";
import { parseBenchArgs, USAGE, UsageError } from "./args";
import { ownFileBrotliBytes } from "./bytes";
import { formatInteractiveLine, INTERACTIVE_BUDGETS, type InteractiveReport, type InteractiveRun, judge } from "./interactive-report";
import { snapshotBuild } from "./snapshot";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PHONE = { width: 390, height: 844 };
/** The cheap-phone profile of docs/budgets.md. */
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const TAP_INTERVAL_MS = 100;
/** A page that has not opened its menu or been enhanced by then never will. */
const GIVE_UP_MS = 15_000;
const MENU_TOGGLE = "#site-menu-toggle";
const MENU_PANEL = "#site-menu";

/**
 * Runs in the page before any of its own code: notes, on the page's clock, every pointerdown on
 * the menu button, when the panel first showed, and when the page's script marked the page enhanced. A string,
 * not a function: tsx would wrap a function's inner arrows in a helper the page does not have.
 */
const INSTRUMENT = `(() => {
  const state = { taps: [], openedAt: null, enhancedAt: null, openAtEnhancement: null };
  window.__interactive = state;
  const panelShown = () => {
    const panel = document.querySelector(${JSON.stringify(MENU_PANEL)});
    return panel instanceof HTMLElement && panel.checkVisibility();
  };
  addEventListener("pointerdown", (event) => {
    if (event.target instanceof Element && event.target.closest(${JSON.stringify(MENU_TOGGLE)})) state.taps.push(performance.now());
  }, { capture: true });
  const watch = () => {
    if (state.openedAt === null && panelShown()) state.openedAt = performance.now();
    if (state.enhancedAt === null && document.documentElement.hasAttribute("data-enhanced")) {
      state.enhancedAt = performance.now();
      // Read a frame later, once React's first commit has settled.
      requestAnimationFrame(() => (state.openAtEnhancement = panelShown()));
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})();`;

type PageState = { taps: number[]; openedAt: number | null; enhancedAt: number | null; openAtEnhancement: boolean | null };
const readState = (page: Page) => page.evaluate(() => (window as unknown as { __interactive: PageState }).__interactive);

async function measureOnce(browser: Browser, origin: string, clientDir: string, locale: string, pagePath: string): Promise<InteractiveRun> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await context.addCookies([{ name: PREFERRED_LOCALE_KEY, value: locale, url: origin }]);
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !request.url().startsWith("data:")) scripts.add(request.url());
  });

  try {
    await page.goto(`${origin}${pagePath}`, { waitUntil: "commit" });
    const toggle = page.locator(MENU_TOGGLE);
    await toggle.waitFor({ state: "visible", timeout: GIVE_UP_MS });
    // Tap until the menu shows, as an impatient visitor would.
    const deadline = Date.now() + GIVE_UP_MS;
    let state = await readState(page);
    while (state.openedAt === null && Date.now() < deadline) {
      await toggle.tap({ timeout: GIVE_UP_MS, noWaitAfter: true }).catch(() => undefined);
      await page.waitForTimeout(TAP_INTERVAL_MS);
      state = await readState(page);
    }
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"), undefined, { timeout: GIVE_UP_MS }).catch(() => undefined);
    await page.waitForTimeout(300); // lets the post-enhancement frame note whether the menu stayed open
    state = await readState(page);

    const firstTap = state.taps[0] ?? Number.NaN;
    const openingTap = state.openedAt === null ? undefined : state.taps.filter((tap) => tap <= state.openedAt!).at(-1);
    const enhancedAt = state.enhancedAt;
    const jsBytes = [...scripts].reduce((total, url) => total + (ownFileBrotliBytes(url, origin, clientDir) ?? 0), 0);
    return {
      deadTapMs: openingTap === undefined ? null : Math.max(0, openingTap - firstTap),
      firstTapMs: firstTap,
      enhancedMs: enhancedAt,
      // Opened before the page's script runs and closed by it is a defect; opened only after it is not this check's concern.
      stayedOpen: !(state.openedAt !== null && enhancedAt !== null && state.openedAt < enhancedAt && state.openAtEnhancement === false),
      jsBytes,
      jsRequests: scripts.size,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`bench:interactive: ${error.message}\n\n${USAGE.replaceAll("bench:web", "bench:interactive")}`);
    return 2;
  }
  if (args === "help") {
    console.log(USAGE.replaceAll("bench:web", "bench:interactive").replace("Lighthouse runs per page, with and without scripts", "loads per page"));
    return 0;
  }

  const dir = buildDir();
  if (args.build) {
    const env = { ...process.env, TAG_MANAGER_ID: process.env.TAG_MANAGER_ID || "GTM-T3ST000" };
    if (spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env }).status !== 0) {
      console.error("bench:interactive: `npm run build` failed, so nothing was measured.");
      return 1;
    }
  } else if (!existsSync(path.join(dir, "pages", "manifest.json"))) {
    console.error(`bench:interactive: no build in ${path.relative(ROOT, dir)}/; run without --no-build.`);
    return 1;
  }

  const snapshot = await snapshotBuild(dir);
  process.on("exit", snapshot.remove);
  const clientDir = path.join(snapshot.dir, "client");
  const samples = await createSampleReleases();
  const server = await buildApp({ buildDir: snapshot.dir, releases: samples.releases });
  const origin = await server.listen({ port: 0, host: "127.0.0.1" });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  const reports: InteractiveReport[] = [];
  try {
    const width = Math.max(...args.paths.map((p) => p.length));
    const b = INTERACTIVE_BUDGETS;
    console.log(
      `bench:interactive: ${args.paths.length * args.locales.length} pages × ${args.runs} loads, ${CPU_SLOWDOWN}× CPU, ` +
        `${NETWORK.latency} ms RTT, 1.6 Mbit/s; budgets: dead tap ≤ ${b.deadTapMs} ms, enhanced ≤ ${b.enhancedMs} ms on ` +
        `${b.enhancedPaths.join(" ")}, JS ≤ ${b.jsBytes / 1024} KiB in ≤ ${b.jsRequests} requests`,
    );
    for (const pagePath of args.paths) {
      for (const locale of args.locales) {
        const runs: InteractiveRun[] = [];
        for (let i = 0; i < args.runs; i++) runs.push(await measureOnce(browser, origin, clientDir, locale, pagePath));
        const report = judge(locale, pagePath, runs);
        reports.push(report);
        console.log(formatInteractiveLine(report, width));
      }
    }
  } finally {
    await browser.close();
    await server.close();
    await samples.remove();
    snapshot.remove();
  }
  const failed = reports.filter((report) => !report.ok).length;
  console.log(`bench:interactive: ${reports.length - failed} OK, ${failed} FAIL`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
