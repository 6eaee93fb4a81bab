import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import en from "../../content/en/frame";
import nl from "../../content/nl/frame";
import type { Locale } from "../../shared/locale";
import { builtTagManagerId, interceptGoogleTags, REJECTED, seedConsent, tagManagerScripts } from "../../tooling/browser/consent";
import { CHROMIUM_ARGS, findChromium } from "../../tooling/browser/find-browser";
import { baseUrl } from "./support/browser";
import { gotoEnhanced, waitForEnhancement } from "./support/navigation";

/*
 * Back and forward are instant (docs/decisions/030-speculation-rules-and-view-transitions.md),
 * because every page can be kept in the back/forward cache. Playwright starts Chromium with
 * --disable-back-forward-cache among its default arguments, and the headless shell the other
 * browser tests drive has no back/forward cache at all (BackForwardCacheDisabledForDelegate), so
 * this file starts the full Chromium with that one default left out (decision 066). When a page is
 * not restored, Chromium says why (Page.backForwardCacheNotUsed), and the failure names it.
 * That no page is sent with no-store, which keeps a page out of the cache, is checked over every
 * page without a browser in tests/site/no-store.site.test.ts.
 */

let browser: Browser | undefined;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true, ignoreDefaultArgs: ["--disable-back-forward-cache"] });
});
afterAll(async () => {
  await browser?.close();
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const COPY = { nl, en } as const;
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/**
 * A visitor in `locale` whose pages note every pageshow (persisted: restored from the cache), and
 * the reasons Chromium gives for each page it did not restore. Google's hosts get the fake answers
 * of the other browser tests, so nothing reaches the internet.
 */
async function open(locale: Locale, options: BrowserContextOptions, consent: "rejected" | "none" = "rejected") {
  if (!browser) throw new Error("the browser has not started");
  const context = await browser.newContext({ ...options, baseURL: baseUrl() });
  contexts.push(context);
  if (consent === "rejected") await seedConsent(context, REJECTED);
  await interceptGoogleTags(context);
  await context.addCookies([{ name: "preferredLocale", value: locale, url: baseUrl() }]);
  await context.addInitScript(() => {
    const shown: boolean[] = [];
    Object.assign(window, { __pageshows: shown });
    addEventListener("pageshow", (event) => shown.push(event.persisted));
  });
  const page = await context.newPage();
  const notRestored: string[] = [];
  const cdp = await context.newCDPSession(page);
  cdp.on("Page.backForwardCacheNotUsed", ({ notRestoredExplanations }) => {
    notRestored.push(notRestoredExplanations.map(({ reason, type }) => `${reason} (${type})`).join(", "));
  });
  await cdp.send("Page.enable");
  return { context, page, notRestored };
}

/** Follows the page's own link to `path`, by touch on a touch screen. */
async function follow(page: Page, path: string, touch: boolean) {
  const link = page.locator(`footer a[href="${path}"]`);
  await link.scrollIntoViewIfNeeded();
  await Promise.all([page.waitForURL(new URL(path, baseUrl()).href), touch ? link.tap() : link.click()]);
  await waitForEnhancement(page);
}

/**
 * After a history step: the path shown and whether its document came back from the cache. A page
 * that was loaded anew shows one pageshow, not persisted; a restored one its earlier ones and then
 * a persisted one. Waits for the page to have shown itself either way, never for a set time.
 */
async function shownAfterHistoryStep(page: Page) {
  await page.waitForFunction(() => document.readyState === "complete" && ((window as unknown as { __pageshows?: boolean[] }).__pageshows?.length ?? 0) > 0);
  return page.evaluate(() => ({ path: location.pathname, persisted: (window as unknown as { __pageshows: boolean[] }).__pageshows.at(-1) }));
}

const TRAIL = ["/", "/prijzen", "/downloads", "/info/faq"];
/** Four page loads and six history steps: on a busy two-core machine more than the default minute. */
const WALK_TIMEOUT_MS = 120_000;

describe("back/forward cache", () => {
  // One walk per kind of screen, each in another language: the cache does not depend on the language.
  it.each([
    ["nl", "390 px with touch", PHONE],
    ["en", "1280 px", DESKTOP],
  ] as const)(
    "in %s at %s, going back and forward through four pages restores each one from the cache",
    async (locale, _label, options) => {
      const { page, notRestored } = await open(locale, options);
      const touch = options.hasTouch === true;
      await gotoEnhanced(page, TRAIL[0]!);
      for (const path of TRAIL.slice(1)) await follow(page, path, touch);

      for (const path of TRAIL.slice(0, -1).reverse()) {
        await page.goBack({ waitUntil: "commit" });
        expect(await shownAfterHistoryStep(page), `back to ${path}: ${notRestored.join("; ")}`).toEqual({ path, persisted: true });
      }
      for (const path of TRAIL.slice(1)) {
        await page.goForward({ waitUntil: "commit" });
        expect(await shownAfterHistoryStep(page), `forward to ${path}: ${notRestored.join("; ")}`).toEqual({ path, persisted: true });
      }
      expect(notRestored).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  const containerId = builtTagManagerId();
  it.skipIf(!containerId).each(["nl"] as const)(
    "in %s, a page back from the cache applies the choice made on the next page: its banner goes and the tag manager loads",
    async (locale) => {
      const { page, notRestored } = await open(locale, DESKTOP, "none");
      const copy = COPY[locale].consent;
      await gotoEnhanced(page, "/");
      await page.getByRole("region", { name: copy.title }).waitFor();
      await expect(tagManagerScripts(page)).resolves.toBe(0);

      await gotoEnhanced(page, "/prijzen");
      const banner = page.getByRole("region", { name: copy.title });
      await banner.getByRole("button", { name: copy.accept }).click();
      await page.waitForFunction(() => "__fakeTagManager" in window);

      await page.goBack({ waitUntil: "commit" });
      expect(await shownAfterHistoryStep(page), notRestored.join("; ")).toEqual({ path: "/", persisted: true });
      await page.waitForFunction(() => "__fakeTagManager" in window);
      await expect(tagManagerScripts(page)).resolves.toBe(1);
      await expect.poll(() => page.getByRole("region", { name: copy.title }).isVisible()).toBe(false);
    },
  );
});
