/**
 * `npm run bench:navigation`: how long a tap from one page to the next takes on a cheap phone,
 * with the speculation rules and without them, side by side in one run
 * (docs/decisions/030-speculation-rules-and-view-transitions.md).
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
 * to its largest contentful paint so far.
 *
 * Three sides. "with rules" and "without rules" run in Chromium driven by Playwright, which never
 * prerenders (PrerenderingDisabledByDevTools): there only the prefetch rule acts. "with rules,
 * prerendered" runs the same taps against the same with-rules server in a Chromium of its own
 * driven over DevTools' pipe through its tab target (tooling/browser/pipe-browser.ts), which
 * prerenders as a visitor's Chrome does; the pages report their own activationStart and paint
 * times (INSTRUMENT), nothing is read through DevTools. The medians of every side, their ratio to
 * "without rules", and a verdict on what a visitor's Chrome does: the prerendered side when at
 * least one tap was prerendered, else (said so) the prefetch side. Exit 0 when that ratio meets
 * TARGET_RATIO, 1 when not, 2 on a bad flag.
 *
 * What a phone does before the tap is stood in for: Chrome's "eager" prefetch on a phone starts
 * when the link has been in view a moment, and its "moderate" prerender when Chrome picks the
 * link as the likely tap, but a browser on Linux uses the desktop signal, a hover. So the bench
 * scrolls the link into view and rests the (emulated) pointer on it on every side, then waits,
 * with the rules, until the browser reports the prefetch (Playwright) or the prerender (pipe)
 * ready, and on every side until no request of the page (or its prerender) is in flight, then
 * taps. Conditions, never a fixed time: the best case for the rules, a visitor who pauses.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, type CDPSession, chromium, type Page } from "playwright-core";
import { CONSENT_STORAGE_KEY, serializeConsent } from "../../app/browser/consent/choice";
import { isLocale, LOCALES, type Locale, PREFERRED_LOCALE_KEY } from "../../app/shared/locales";
import { buildDir } from "../../config/build-dir";
import { buildApp } from "../../server/app";
import { REJECTED, storedConsent } from "../../tooling/browser/consent";
import { CHROMIUM_ARGS, findChromium } from "../../tooling/browser/find-browser";
import { PipeBrowser, WHEN_ENHANCED } from "../../tooling/browser/pipe-browser";
import { createSampleReleases } from "../../tooling/releases/sample-releases";
import { precompress } from "../precompress";
import { formatSummary, formatTap, summarise, TAPS, type TapRun, VARIANTS, type Variant, withoutSpeculationRules } from "./navigation-report";
import { snapshotBuild } from "./snapshot";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PHONE = { width: 390, height: 844 };
/** The cheap-phone profile of docs/budgets.md, as in bench-interactive.ts. */
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** A page that has not painted or a prefetch that has not come by then never will. */
const GIVE_UP_MS = 30_000;

const USAGE = `Usage: npm run bench:navigation -- [--runs N] [--locale ${LOCALES.join("|")}] [--reduced-motion] [--no-build]

  --runs N            runs per side and locale, each three taps (default 5; medians are reported)
  --locale L          limit to one locale: ${LOCALES.join(" or ")}
  --reduced-motion    as a visitor who asks for less motion: no view transitions, so their cost shows
  --no-build          skip \`npm run build\` and bench the existing build`;

/**
 * Runs in every page before its own code: the finger going down (kept in sessionStorage, as the
 * next document reads it), and the page's first and largest contentful paints as they come, all
 * as absolute times. A prerendered page was laid out while hidden, so for it what counts is when
 * it was shown: on prerenderingchange it records its activationStart and the first frame after it
 * (a requestAnimationFrame; Chromium reports its first contentful paint when that frame is
 * presented, after activation, and so a little later), and reads the tap again, since
 * sessionStorage is the tab's own only from then on (while prerendering it is a copy taken when
 * the prerender started). `__painted` settles at the first contentful paint, or for a prerendered
 * page at that first frame. A string, not a function: tsx would wrap a function's inner arrows in
 * a helper the page does not have.
 */
const INSTRUMENT = `(() => {
  addEventListener("pointerdown", (event) => sessionStorage.setItem("__tapAt", String(performance.timeOrigin + event.timeStamp)), { capture: true });
  const storedTap = () => Number(sessionStorage.getItem("__tapAt")) || null;
  const paints = { fcpAt: null, lcpAt: null, tapAt: storedTap(), prerendered: document.prerendering === true, activationAt: null, shownAt: null };
  window.__paints = paints;
  let painted;
  window.__painted = new Promise((resolve) => (painted = resolve));
  if (paints.prerendered) {
    document.addEventListener("prerenderingchange", () => {
      paints.tapAt = storedTap();
      paints.activationAt = performance.timeOrigin + performance.getEntriesByType("navigation")[0].activationStart;
      requestAnimationFrame(() => {
        paints.shownAt = performance.timeOrigin + performance.now();
        painted();
      });
    }, { once: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) paints.fcpAt = performance.timeOrigin + entry.startTime;
    if (!paints.prerendered && paints.fcpAt !== null) painted();
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.lcpAt = performance.timeOrigin + entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
})();`;

type Paints = { fcpAt: number | null; lcpAt: number | null; tapAt: number | null; prerendered: boolean; activationAt: number | null; shownAt: number | null };

/** Requests of the page in flight, and prefetches the browser has made ready, from DevTools. */
async function watchNetwork(cdp: CDPSession) {
  const inFlight = new Set<string>();
  const ready = new Set<string>();
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const check of waiters) check();
  };
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

const enhanced = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"), undefined, { timeout: GIVE_UP_MS });

/** One run: open home, then tap the three links; returns one measurement per tap. */
async function runOnce(
  browser: Browser,
  origin: string,
  variant: Exclude<Variant, "with rules, prerendered">,
  locale: Locale,
  reducedMotion: boolean,
): Promise<TapRun[]> {
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
    await enhanced(page);
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
      await enhanced(page);
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

/** `promise`, or an error naming `what` once GIVE_UP_MS have passed. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`bench:navigation: gave up waiting for ${what}`)), GIVE_UP_MS);
  });
  return Promise.race([promise, giveUp]).finally(() => clearTimeout(timer));
}

type PrerenderStatus = { status: string; reason?: string };

/** What one page of the pipe browser reports: its requests in flight, and the prerenders it started (by address). */
function watchSession(chromium: PipeBrowser, sessionId: string) {
  const inFlight = new Set<string>();
  const prerenders = new Map<string, PrerenderStatus>();
  const waiters = new Set<() => void>();
  chromium.on(({ method, params, sessionId: from }) => {
    if (from !== sessionId || !params) return;
    if (method === "Network.requestWillBeSent") {
      if (!(params.request as { url: string }).url.startsWith("data:")) inFlight.add(params.requestId as string);
    } else if (method === "Network.loadingFinished" || method === "Network.loadingFailed") inFlight.delete(params.requestId as string);
    else if (method === "Preload.prerenderStatusUpdated") {
      prerenders.set((params.key as { url: string }).url, { status: params.status as string, reason: params.prerenderStatus as string | undefined });
    } else return;
    for (const check of waiters) check();
  });
  const until = (holds: () => boolean, what: string) =>
    within(
      new Promise<void>((resolve) => {
        const check = () => {
          if (!holds()) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
      what,
    );
  return {
    prerender: (url: string) => prerenders.get(url),
    /** Resolves once the prerender of `url` is ready to be shown, or has failed (or cannot be). */
    prerenderSettled: async (url: string) => {
      await until(() => ["Ready", "Failure", "NotSupported"].includes(prerenders.get(url)?.status ?? ""), `the prerender of ${url}`);
      return prerenders.get(url)!;
    },
    quiet: () => until(() => inFlight.size === 0, "the page's requests to finish"),
  };
}

/** In-page waits on events, never on time. */
const IN_PAGE = {
  enhanced: WHEN_ENHANCED,
  painted: `window.__painted.then(() => true)`,
  /** Scrolls the link a tap goes to into view (one in the page's own content where there is one, else the footer's) and returns its centre. */
  link: (to: string) => `(() => {
    const link = document.querySelector(${JSON.stringify(`main a[href="${to}"]`)}) ?? document.querySelector(${JSON.stringify(`footer a[href="${to}"]`)});
    link.scrollIntoView({ block: "center", behavior: "instant" });
    const box = link.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  })()`,
  measured: `(() => {
    const navigation = performance.getEntriesByType("navigation")[0];
    return { paints: window.__paints, deliveryType: navigation.deliveryType, startAt: performance.timeOrigin, htmlAt: performance.timeOrigin + navigation.responseEnd };
  })()`,
};

/**
 * The side "with rules, prerendered": the same taps on the same with-rules server, in a Chromium
 * of its own driven over DevTools' pipe through its tab target, where it does prerender. The
 * phone profile is set over DevTools on the page and, before its document loads, on every
 * prerendered page (Chromium holds each new page of the tab until told to run): a prerender is a
 * page of its own, with its own emulation, init scripts and network throttling. Before each tap
 * the pointer rests on the link until Chromium reports the prerender ready (or failed: then the
 * tap loads the page, counted as not prerendered), leaves, and the tap waits for no request in
 * flight on the page or its prerender.
 */
async function runPrerendered(origin: string, locale: Locale, reducedMotion: boolean): Promise<TapRun[]> {
  const chromium = PipeBrowser.launch();
  const initScript = `try { if (localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}) === null) localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)}, ${JSON.stringify(serializeConsent(REJECTED))}); } catch {}\n${INSTRUMENT}`;
  /** Sent in one go and in order, so on a prerendered page held before its document loads they all come before Runtime.runIfWaitingForDebugger. */
  const setUp = (session: string) =>
    Promise.all([
      chromium.send("Emulation.setDeviceMetricsOverride", { ...PHONE, deviceScaleFactor: 2, mobile: true }, session),
      chromium.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 }, session),
      chromium.send(
        "Emulation.setEmulatedMedia",
        { features: [{ name: "prefers-reduced-motion", value: reducedMotion ? "reduce" : "no-preference" }] },
        session,
      ),
      chromium.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN }, session),
      chromium.send("Network.enable", {}, session),
      chromium.send("Network.emulateNetworkConditions", NETWORK, session),
      chromium.send("Page.addScriptToEvaluateOnNewDocument", { source: initScript }, session),
      ...["Page.enable", "Runtime.enable", "Preload.enable"].map((method) => chromium.send(method, {}, session)),
    ]);
  /** Prerendered pages as they attach: their session, their watcher, and their set-up, after which they run. */
  const prerendered: { session: string; url: string; watch: ReturnType<typeof watchSession>; running: Promise<unknown> }[] = [];
  chromium.on(({ method, params, sessionId }) => {
    if (!params) return;
    if (method === "Page.frameNavigated") {
      // A prerender attaches before it knows its address; its first document tells.
      const frame = params.frame as { parentId?: string; url: string };
      const entry = prerendered.find((candidate) => candidate.session === sessionId);
      if (entry && frame.parentId === undefined) entry.url = frame.url;
      return;
    }
    if (method !== "Target.attachedToTarget") return;
    const info = params.targetInfo as { targetId: string; subtype?: string; url: string };
    const session = params.sessionId as string;
    if (info.subtype !== "prerender") {
      if (params.waitingForDebugger) void chromium.send("Runtime.runIfWaitingForDebugger", {}, session);
      return;
    }
    const watch = watchSession(chromium, session);
    const running = Promise.all([setUp(session), params.waitingForDebugger ? chromium.send("Runtime.runIfWaitingForDebugger", {}, session) : undefined]);
    running.catch(() => {}); // a prerender dropped while being set up; its status says so
    prerendered.push({ session, url: info.url, watch, running });
  });
  const runs: TapRun[] = [];
  try {
    let page = await within(chromium.page({ waitForDebuggerOnStart: true }), "the pipe browser's tab");
    let watch = watchSession(chromium, page);
    await setUp(page);
    await chromium.send("Network.setCookie", { name: PREFERRED_LOCALE_KEY, value: locale, url: origin }, page);
    const loaded = chromium.event((method) => method === "Page.loadEventFired");
    await chromium.send("Page.navigate", { url: `${origin}${TAPS[0].from}` }, page);
    await within(loaded, `${TAPS[0].from} to load`);
    await within(chromium.evaluate(page, IN_PAGE.enhanced), `${TAPS[0].from} to run its script`);
    for (const { from, to } of TAPS) {
      const target = `${origin}${to}`;
      const link = await chromium.evaluate<{ x: number; y: number }>(page, IN_PAGE.link(to));
      await chromium.send("Input.dispatchMouseEvent", { type: "mouseMoved", ...link }, page);
      const settled = await watch.prerenderSettled(target);
      // The pointer leaves again: a finger is not left hovering over the next page's links.
      await chromium.send("Input.dispatchMouseEvent", { type: "mouseMoved", x: 1, y: PHONE.height - 1 }, page);
      const prerender = settled.status === "Ready" ? prerendered.filter((entry) => entry.url === target).at(-1) : undefined;
      await watch.quiet();
      if (prerender) {
        await within(prerender.running, `the prerender of ${target} to run`);
        await prerender.watch.quiet();
      }
      // Either the prerendered page is shown, or (its prerender failed or was dropped) the page loads as without it.
      const shown = prerender ? chromium.evaluate<boolean>(prerender.session, IN_PAGE.painted).then(() => prerender) : new Promise<never>(() => {});
      shown.catch(() => {});
      const tappedOn = page;
      let stopWatching = () => {};
      const navigated = new Promise<undefined>((resolve) => {
        stopWatching = chromium.on(({ method, params, sessionId }) => {
          const frame = params?.frame as { parentId?: string; url: string } | undefined;
          if (sessionId === tappedOn && method === "Page.frameNavigated" && frame !== undefined && frame.parentId === undefined && frame.url === target)
            resolve(undefined);
        });
      });
      const touch = { x: link.x, y: link.y };
      // Sent in order but not awaited: Chromium answers an input event once the page has handled it,
      // and the page a tap has swapped for its prerender sometimes never does (the bench hung there).
      for (const type of ["touchStart", "touchEnd"])
        chromium.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchStart" ? [touch] : [] }, page).catch(() => {});
      const shownFrom = await within(Promise.race([shown, navigated]), `${to} to be shown after the tap`).finally(stopWatching);
      if (shownFrom) {
        page = shownFrom.session;
        watch = shownFrom.watch;
      } else await within(chromium.evaluate(page, IN_PAGE.painted), `${to} to paint`);
      await within(chromium.evaluate(page, IN_PAGE.enhanced), `${to} to run its script`);
      const { paints, deliveryType, startAt, htmlAt } = await chromium.evaluate<{ paints: Paints; deliveryType: string; startAt: number; htmlAt: number }>(
        page,
        IN_PAGE.measured,
      );
      const wasPrerendered = shownFrom !== undefined && paints.prerendered && paints.shownAt !== null && paints.activationAt !== null;
      // Chromium reports a prerendered page's first contentful paint when it is first presented after
      // activation, the same measure as the other sides; should it come from before, the first frame after activation stands in.
      const paintedAt = wasPrerendered ? (paints.fcpAt !== null && paints.fcpAt >= paints.activationAt! ? paints.fcpAt : paints.shownAt) : paints.fcpAt;
      if (paints.tapAt === null || paintedAt === null) throw new Error(`bench:navigation: ${from} → ${to} left no tap or paint time`);
      runs.push({
        variant: "with rules, prerendered",
        locale,
        from,
        to,
        tapToStartMs: startAt - paints.tapAt,
        tapToHtmlMs: htmlAt - paints.tapAt,
        tapToFcpMs: paintedAt - paints.tapAt,
        tapToLcpMs: Math.max(paints.lcpAt ?? paintedAt, paintedAt) - paints.tapAt,
        prefetched: deliveryType === "navigational-prefetch",
        prerendered: wasPrerendered,
        ...(wasPrerendered
          ? { tapToActivationMs: paints.activationAt! - paints.tapAt, tapToFirstFrameMs: paints.shownAt! - paints.tapAt }
          : { notPrerendered: settled.status === "Ready" ? "ready, but not used by the tap" : `${settled.status}: ${settled.reason ?? "no reason given"}` }),
      });
    }
  } finally {
    await chromium.close();
  }
  return runs;
}

/** The snapshot's pages without their speculation rules, compressed again as the build does. */
async function stripSpeculationRules(pagesDir: string): Promise<number> {
  let pages = 0;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".html") ? [path.join(dir, entry.name)] : [],
    );
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
  const servers = [
    await buildApp({ buildDir: asBuilt.dir, releases: samples.releases }),
    await buildApp({ buildDir: stripped.dir, releases: samples.releases }),
  ];
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
        for (const variant of VARIANTS) {
          const taps =
            variant === "with rules, prerendered"
              ? await runPrerendered(withOrigin!, locale, args.reducedMotion)
              : await runOnce(browser, variant === "with rules" ? withOrigin! : withoutOrigin!, variant, locale, args.reducedMotion);
          runs.push(...taps);
          console.log(`  run ${run} ${locale} ${variant.padEnd(23)} ${taps.map(formatTap).join("  ")}`);
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
  console.log(
    "tap → the next page's first contentful paint (a prerendered page's: the first presented after its activation), medians; " +
      "above, * served from the prefetch, ** shown from a prerender; start and HTML: tap → its navigation start and its HTML in; " +
      "activation and first frame: tap → a prerendered page's activationStart and its first frame after it:",
  );
  for (const line of formatSummary(summary)) console.log(`  ${line}`);
  console.log(
    `bench:navigation: ${summary.ok ? "OK" : "FAIL"} (judged on ${summary.judgedOn === "with rules, prerendered" ? "the prerendered side" : "the prefetch side: nothing was prerendered"})`,
  );
  return summary.ok ? 0 : 1;
}

process.exitCode = await main();
