import type { BrowserContext, Page, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { compileBootScript } from "../../scripts/prerender/head-scripts";
import { useBrowser } from "./support/browser";
import { afterNextFrame } from "./support/frames";

/*
 * The boot script as the build compiles it (app/browser/enhance/boot.ts through compileBootScript), run by
 * Chromium in a page of its own: a heading that paints, maybe a picture on the screen whose
 * answer the test holds, and a picture far below the screen that never comes. What happened is
 * logged in the page, each with its time: "shown" (the first contentful paint, at its paint
 * time), "picture" (the picture on screen loaded), "preload:<file>" (a modulepreload link
 * added) and "import:<file>" (the entry module ran).
 */

const { newContext } = useBrowser();

const ORIGIN = "http://boot.test";
const FILES = ["/assets/entry-1.js", "/assets/enhance-2.js", "/assets/shared-3.js"];
/** The boot script's LOAD_WAIT_LIMIT_MS (app/browser/enhance/boot.ts): how long a picture on screen may hold the scripts back. */
const LOAD_WAIT_LIMIT_MS = 3000;
/** A 1×1 PNG: a picture that decodes. */
const PICTURE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

interface Logged {
  what: string;
  at: number;
}

let bootScript: string;
beforeAll(async () => {
  bootScript = await compileBootScript(FILES);
});

function pageHtml(pictureOnScreen: boolean): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Boot</title></head>
<body style="margin:0"><h1>A page that is whole without scripts</h1>
${pictureOnScreen ? '<img src="/on-screen.png" width="200" height="200" alt="">' : ""}
<div style="height:4000px"></div><img src="/below.png" width="200" height="200" alt="">
<script type="module">${bootScript}</script></body></html>`;
}

/** What the page logs, set up before its HTML arrives. */
function recordInPage() {
  const log: Array<{ what: string; at: number }> = [];
  (window as unknown as { bootLog: typeof log }).bootLog = log;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) log.push({ what: "shown", at: entry.startTime });
  }).observe({ type: "paint", buffered: true });
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLLinkElement && node.rel === "modulepreload")
          log.push({ what: `preload:${new URL(node.href).pathname}`, at: performance.now() });
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener(
    "load",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.src.endsWith("/on-screen.png")) log.push({ what: "picture", at: performance.now() });
    },
    true,
  );
}

interface BootPage {
  context: BrowserContext;
  page: Page;
  log: () => Promise<Logged[]>;
  /** Resolves once the picture on screen was asked for; `releasePicture` answers it. */
  pictureAsked: Promise<void>;
  releasePicture: () => void;
  /** How many times each script file was asked for. */
  requests: Map<string, number>;
}

async function openBootPage(pictureOnScreen: boolean): Promise<BootPage> {
  const context = await newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const requests = new Map<string, number>();
  let releasePicture = () => {};
  let asked = () => {};
  const pictureAsked = new Promise<void>((resolve) => (asked = resolve));
  const released = new Promise<void>((resolve) => (releasePicture = resolve));
  await page.addInitScript(recordInPage);
  await page.route(`${ORIGIN}/**`, async (route: Route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/") return route.fulfill({ contentType: "text/html", body: pageHtml(pictureOnScreen) });
    if (pathname.startsWith("/assets/")) {
      requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
      const body = pathname === FILES[0] ? `window.bootLog.push({ what: "import:${pathname}", at: performance.now() });` : "export {};";
      return route.fulfill({ contentType: "text/javascript", body });
    }
    if (pathname === "/on-screen.png") {
      asked();
      await released;
      return route.fulfill({ contentType: "image/png", body: PICTURE }).catch(() => undefined);
    }
    // The picture below the screen never comes: the boot script must not wait for it.
    return undefined;
  });
  // Not "load": that waits for the pictures, which the test holds.
  await page.goto(`${ORIGIN}/`, { waitUntil: "domcontentloaded" });
  const log = () => page.evaluate(() => (window as unknown as { bootLog: Logged[] }).bootLog);
  return { context, page, log, pictureAsked, releasePicture, requests };
}

const imported = (page: Page) =>
  page.waitForFunction((entry) => (window as unknown as { bootLog: Logged[] }).bootLog.some((line) => line.what === `import:${entry}`), FILES[0]);
const timeOf = (log: Logged[], what: string | RegExp) => log.find((line) => (typeof what === "string" ? line.what === what : what.test(line.what)))?.at;

describe("the boot script, compiled as the build compiles it, in Chromium", () => {
  it("starts no download before the first paint is shown and the picture on screen has loaded", async () => {
    const { context, page, log, pictureAsked, releasePicture } = await openBootPage(true);
    await pictureAsked;
    await page.waitForFunction(() => (window as unknown as { bootLog: Logged[] }).bootLog.some((line) => line.what === "shown"));
    // Two frames after the paint was reported, a script that did not wait for the picture would have preloaded.
    await afterNextFrame(page);
    releasePicture();
    await imported(page);
    const lines = await log();

    const shown = timeOf(lines, "shown")!;
    const picture = timeOf(lines, "picture")!;
    expect(shown).toBeLessThan(picture);
    // After the picture; or, should the test's own steps on a loaded machine outlast the limit, after the limit, when the scripts come anyway.
    expect(timeOf(lines, /^preload:/)).toBeGreaterThan(Math.min(picture, shown + LOAD_WAIT_LIMIT_MS));
    await context.close();
  });

  it("imports the entry once, last, after preloading the entry and the files it imports", async () => {
    const { context, page, log, requests } = await openBootPage(false);
    await imported(page);
    const lines = (await log()).map((line) => line.what);
    expect(lines.filter((what) => what.startsWith("preload:"))).toEqual(FILES.map((file) => `preload:${file}`));
    expect(lines.filter((what) => what.startsWith("import:"))).toEqual([`import:${FILES[0]}`]);
    expect(lines.at(-1)).toBe(`import:${FILES[0]}`);
    expect(requests.get(FILES[0]!)).toBe(1);
    await context.close();
  });

  it("does not wait for a picture below the screen", async () => {
    const { context, page, log } = await openBootPage(false);
    await imported(page);
    const lines = await log();
    expect(lines.map((line) => line.what)).not.toContain("picture");
    // Its wait would have ended only at the limit.
    expect(timeOf(lines, /^preload:/)! - timeOf(lines, "shown")!).toBeLessThan(LOAD_WAIT_LIMIT_MS);
    await context.close();
  });

  it("loads the scripts after the limit when the picture on screen never comes", async () => {
    const { context, page, log, pictureAsked, releasePicture } = await openBootPage(true);
    await pictureAsked;
    await imported(page);
    const lines = await log();
    expect(lines.map((line) => line.what)).not.toContain("picture");
    expect(timeOf(lines, /^preload:/)! - timeOf(lines, "shown")!).toBeGreaterThanOrEqual(LOAD_WAIT_LIMIT_MS);
    releasePicture();
    await context.close();
  });
});
