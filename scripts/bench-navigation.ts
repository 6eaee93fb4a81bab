/**
 * `npm run bench:navigation`: how long a tap from one page to the next takes on a cheap phone,
 * with the speculation rules and without them, side by side in one run (issue 24, decision 030).
 *
 * Chromium at 390 px with touch, 4× CPU slowdown, 150 ms round trip and 1.6 Mbit/s down (the
 * profile of bench:interactive), against the real build served by the real server over HTTP/1.1.
 * Two servers: one serves the build as it is, the other the same build with the one
 * `<script type="speculationrules">` taken out of every page (and the pages compressed again), so
 * the two sides differ in nothing else. Each run opens the home page and taps three links in a row
 * (TAPS); runs alternate between the sides, so a busy moment of the machine hits both.
 *
 * Per tap: the time from the finger going down (pointerdown, on the old page's clock) to the next
 * page's first contentful paint (on its clock; both clocks are performance.timeOrigin-based), and
 * to its largest contentful paint so far. The medians of both sides and their ratio are printed;
 * exit 0 when the ratio meets TARGET_RATIO, 1 when not, 2 on a bad flag.
 *
 * What a phone does before the tap is stood in for: Chrome's "eager" prefetch on a phone starts
 * when the link has been in view a moment, but a browser on Linux uses the desktop signal, a short
 * hover. So the bench scrolls the link into view and rests the (emulated) pointer on it on both
 * sides, then waits, with the rules, until the browser reports the prefetch ready, and on both
 * sides until no request of the page is in flight, then taps. Conditions, never a fixed time. A
 * browser driven through DevTools never prerenders (PrerenderingDisabledByDevTools), so this
 * measures the prefetch rule; a prerendered page would be shown at once.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, type CDPSession, type Page, chromium } from "playwright-core";
import { buildDir } from "../config/build-dir";
import { REJECTED, storedConsent } from "../tests/e2e/support/consent";
import { LOCALES, type Locale, PREFERRED_LOCALE_KEY, isLocale } from "../app/i18n/locales";
import { buildApp } from "../server/app";
import { createSampleReleases } from "../server/test-support/sample-releases";
import { CHROMIUM_ARGS, findChromium } from "../tests/e2e/support/find-browser";
import { TAPS, TARGET_RATIO, type TapRun, type Variant, formatSummary, summarise, withoutSpeculationRules } from "./bench/navigation-report";
import { snapshotBuild } from "./bench/snapshot";
import { precompress } from "./precompress";

const ROOT = path.resolve(import.meta.dirname, "..");
const PHONE = { width: 390, height: 844 };
/** The cheap-phone profile of issue 11, as in bench-interactive.ts. */
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** A page that has not painted or a prefetch that has not come by then never will. */
const GIVE_UP_MS = 30_000;

const USAGE = `Usage: npm run bench:navigation -- [--runs N] [--locale nl|en] [--reduced-motion] [--no-build]

  --runs N            runs per side and locale, each three taps (default 5; medians are reported)
  --locale L          limit to one locale: ${LOCALES.join(" or ")}
  --reduced-motion    as a visitor who asks for less motion: no view transitions, so their cost shows
  --no-build          skip \`npm run build\` and bench the existing build`;

/**
 * Runs in every page before its own code: the finger going down (kept in sessionStorage, as the
 * next document reads it), and the page's first and largest contentful paints as they come, all
 * as absolute times. A string, not a function: tsx would wrap a function's inner arrows in a
 * helper the page does not have.
 */
const INSTRUMENT = `(() => {
  addEventListener("pointerdown", (event) => sessionStorage.setItem("__tapAt", String(performance.timeOrigin + event.timeStamp)), { capture: true });
  const paints = { fcpAt: null, lcpAt: null, tapAt: Number(sessionStorage.getItem("__tapAt")) || null };
  window.__paints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) paints.fcpAt = performance.timeOrigin + entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.lcpAt = performance.timeOrigin + entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
})();`;

type Paints = { fcpAt: number | null; lcpAt: number | null; tapAt: number | null };

/** Requests of the page in flight, and prefetches the browser has made ready, from DevTools. */
async function watchNetwork(cdp: CDPSession) {
  const inFlight = new Set<string>();
  const ready = new Set<string>();
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((check) => check());
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    if (!request.url.startsWith("data:")) inFlight.add(requestId);
    changed();
  });
  for (const event of ["Network.loadingFinished", "Network.loadingFailed"] as const) {
    cdp.on(event, ({ requestId }) => {
      inFlight.delete(requestId);
      changed();
    });
  }
  cdp.on("Preload.prefetchStatusUpdated", ({ prefetchUrl, status }) => {
    if (status === "Ready") ready.add(prefetchUrl);
    changed();
  });
  await cdp.send("Network.enable");
  await cdp.send("Preload.enable");
  const until = (holds: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`bench:navigation: gave up waiting for ${what}`));
      }, GIVE_UP_MS);
      const check = () => {
        if (!holds()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });
  return {
    prefetchReady: (url: string) => until(() => ready.has(url), `the prefetch of ${url}`),
    quiet: () => until(() => inFlight.size === 0, "the page's requests to finish"),
  };
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, { timeout: GIVE_UP_MS });

/** One run: open home, then tap the three links; returns one measurement per tap. */
async function runOnce(browser: Browser, origin: string, variant: Variant, locale: Locale, reducedMotion: boolean): Promise<TapRun[]> {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    reducedMotion: reducedMotion ? "reduce" : "no-preference",
    storageState: storedConsent(origin, REJECTED),
  });
  await context.addCookies([{ name: PREFERRED_LOCALE_KEY, value: locale, url: origin }]);
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const network = await watchNetwork(cdp);
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const runs: TapRun[] = [];
  try {
    await page.goto(`${origin}${TAPS[0].from}`, { waitUntil: "load", timeout: GIVE_UP_MS });
    await hydrated(page);
    for (const { from, to } of TAPS) {
      const target = `${origin}${to}`;
      // A link in the page's own content where there is one, else the footer's.
      const inMain = page.locator(`main a[href="${to}"]`).first();
      const link = (await inMain.count()) > 0 ? inMain : page.locator(`footer a[href="${to}"]`);
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      if (variant === "with rules") await network.prefetchReady(target);
      // The pointer leaves again: a finger is not left hovering over the next page's links.
      await page.mouse.move(1, PHONE.height - 1);
      await network.quiet();
      await Promise.all([page.waitForURL(target, { timeout: GIVE_UP_MS, waitUntil: "commit" }), link.tap()]);
      await page.waitForFunction(() => (window as unknown as { __paints?: Paints }).__paints?.fcpAt != null, undefined, { timeout: GIVE_UP_MS });
      await hydrated(page);
      const paints = await page.evaluate(() => (window as unknown as { __paints: Paints }).__paints);
      const entry = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string };
        return { deliveryType: navigation.deliveryType, startAt: performance.timeOrigin, htmlAt: performance.timeOrigin + navigation.responseEnd };
      });
      if (paints.tapAt === null || paints.fcpAt === null) throw new Error(`bench:navigation: ${from} → ${to} left no tap or paint time`);
      runs.push({
        variant,
        locale,
        from,
        to,
        tapToStartMs: entry.startAt - paints.tapAt,
        tapToHtmlMs: entry.htmlAt - paints.tapAt,
        tapToFcpMs: paints.fcpAt - paints.tapAt,
        tapToLcpMs: (paints.lcpAt ?? paints.fcpAt) - paints.tapAt,
        prefetched: entry.deliveryType === "navigational-prefetch",
      });
    }
  } finally {
    await context.close();
  }
  return runs;
}

/** The snapshot's pages without their speculation rules, compressed again as the build does. */
async function stripSpeculationRules(pagesDir: string): Promise<number> {
  let pages = 0;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".html") ? [path.join(dir, entry.name)] : []));
  for (const file of walk(pagesDir)) {
    writeFileSync(file, withoutSpeculationRules(readFileSync(file, "utf8")));
    pages++;
  }
  await precompress(pagesDir);
  return pages;
}

function parse(argv: string[]): { runs: number; locales: Locale[]; reducedMotion: boolean; build: boolean } | "help" {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      runs: { type: "string" },
      locale: { type: "string", multiple: true },
      "reduced-motion": { type: "boolean" },
      "no-build": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return "help";
  const runs = Number(values.runs ?? "5");
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`--runs must be a whole number from 1 to 50, got "${values.runs}"`);
  const locales = values.locale ?? [...LOCALES];
  const bad = locales.find((code) => !isLocale(code));
  if (bad !== undefined) throw new Error(`--locale must be ${LOCALES.join(" or ")}, got "${bad}"`);
  return { runs, locales: locales as Locale[], reducedMotion: values["reduced-motion"] === true, build: !values["no-build"] };
}

async function main(): Promise<number> {
  let args;
  try {
    args = parse(process.argv.slice(2));
  } catch (error) {
    console.error(`bench:navigation: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args === "help") {
    console.log(USAGE);
    return 0;
  }

  const dir = buildDir();
  if (args.build) {
    const env = { ...process.env, TAG_MANAGER_ID: process.env.TAG_MANAGER_ID || "GTM-T3ST000" };
    if (spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env }).status !== 0) {
      console.error("bench:navigation: `npm run build` failed, so nothing was measured.");
      return 1;
    }
  } else if (!existsSync(path.join(dir, "pages", "manifest.json"))) {
    console.error(`bench:navigation: no build in ${path.relative(ROOT, dir)}/; run without --no-build.`);
    return 1;
  }

  const asBuilt = await snapshotBuild(dir);
  const stripped = await snapshotBuild(dir);
  const cleanUp = () => {
    asBuilt.remove();
    stripped.remove();
  };
  process.on("exit", cleanUp);
  const strippedPages = await stripSpeculationRules(path.join(stripped.dir, "pages"));
  const samples = await createSampleReleases();
  const servers = [await buildApp({ buildDir: asBuilt.dir, releases: samples.releases }), await buildApp({ buildDir: stripped.dir, releases: samples.releases })];
  const [withOrigin, withoutOrigin] = await Promise.all(servers.map((server) => server.listen({ port: 0, host: "127.0.0.1" })));
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  const runs: TapRun[] = [];
  try {
    console.log(
      `bench:navigation: ${PHONE.width} px with touch, ${CPU_SLOWDOWN}× CPU, ${NETWORK.latency} ms RTT, 1.6 Mbit/s; ` +
        `${args.runs} runs per side in ${args.locales.join(" and ")}, each tapping ${TAPS.map((tap) => tap.to).join(", ")}; ` +
        `${args.reducedMotion ? "reduced motion (no view transitions); " : ""}` +
        `rules taken out of ${strippedPages} pages for the other side`,
    );
    for (let run = 1; run <= args.runs; run++) {
      for (const locale of args.locales) {
        for (const [variant, origin] of [
          ["with rules", withOrigin!],
          ["without rules", withoutOrigin!],
        ] as const) {
          const taps = await runOnce(browser, origin, variant, locale, args.reducedMotion);
          runs.push(...taps);
          const line = taps.map((tap) => `${Math.round(tap.tapToFcpMs)} ms${tap.prefetched ? "*" : ""} (start ${Math.round(tap.tapToStartMs)}, HTML ${Math.round(tap.tapToHtmlMs)})`);
          console.log(`  run ${run} ${locale} ${variant.padEnd(13)} ${line.join("  ")}`);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
    await samples.remove();
    cleanUp();
  }
  const summary = summarise(runs);
  console.log("tap → first contentful paint of the next page, medians (* above: served from the prefetch; start and HTML: tap → its navigation start and its HTML in):");
  for (const line of formatSummary(summary)) console.log(`  ${line}`);
  console.log(`bench:navigation: ${summary.ok ? "OK" : `FAIL (ratio above ${TARGET_RATIO})`}`);
  return summary.ok ? 0 : 1;
}

process.exitCode = await main();
