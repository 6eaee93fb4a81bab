import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY, serializeConsent } from "../../app/browser/consent/choice";
import { SPECULATION_RULES } from "../../app/navigation/speculation-rules";
import { CONSENT_BANNER_ID } from "../../app/shared/markup/attributes";
import { PAGES } from "../../app/shared/route-table";
import type { Locale } from "../../shared/locale";
import { builtTagManagerId, REJECTED, seedConsent } from "../../tooling/browser/consent";
import { PipeBrowser, WHEN_ENHANCED } from "../../tooling/browser/pipe-browser";
import { baseUrl, type ContextOptions, useBrowser } from "./support/browser";
import { recordLayoutShifts } from "./support/layout-shifts";
import { gotoEnhanced, waitForEnhancement } from "./support/navigation";

/*
 * Speculation rules, prerendered pages, and cross-document view transitions
 * (docs/decisions/030-speculation-rules-and-view-transitions.md). Chromium
 * does not prerender for a page that Playwright drives (PrerenderingDisabledByDevTools: Playwright
 * attaches to pages without a tab target), so most tests here see the prefetch rule at work and
 * the prerender rule as candidates; "a prerendered page" drives a Chromium of its own through the
 * tab target, where it does prerender.
 */

const { newContext, browser } = useBrowser();
const LOCALES = ["nl", "en"] as const;
const PAGE_PATHS = new Set(PAGES.map((page) => page.path));
const PHONES = [320, 360, 390] as const;
const DESKTOP = 1280;
/**
 * Each case once, in the two languages by turns: the rules, the prefetches and the transitions
 * are the same markup and script in both; the language only decides which document the server
 * sends, which the hover and tap tests check (decision 053).
 */
const inTurn = <T>(cases: readonly T[]) => cases.map((value, index) => [LOCALES[index % 2]!, value] as const);

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

function viewportOf(width: number): ContextOptions {
  return width < 1024 ? { viewport: { width, height: 800 }, hasTouch: true, isMobile: true } : { viewport: { width, height: 900 } };
}

/** Google's tag hosts, as tooling/browser/consent.ts answers them. */
const GOOGLE_TAG_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

/**
 * A context in the given language (the cookie the server reads) whose pages record, from their
 * first script on, every CSP violation, the documents the tab has opened (a reload shows as the
 * same path twice), whether they were revealed with a view transition, and the header's part in it.
 *
 * `intercepted: false` leaves out the fake Google answers of useBrowser().newContext: any route()
 * puts every request through DevTools' Fetch interception, and Chromium then drops every
 * cross-document view transition. The visitor has rejected tracking, so nothing goes to Google
 * anyway; `googleRequests` lists what would have.
 */
async function open(locale: Locale, options: ContextOptions = {}, { intercepted = true } = {}) {
  const context = intercepted ? await newContext(options) : await browser().newContext({ baseURL: baseUrl(), ...options });
  if (!intercepted) await seedConsent(context, REJECTED);
  contexts.push(context);
  const googleRequests: string[] = [];
  context.on("request", (request) => void (GOOGLE_TAG_HOSTS.test(request.url()) && googleRequests.push(request.url())));
  await context.addCookies([{ name: "preferredLocale", value: locale, url: baseUrl() }]);
  await context.addInitScript(() => {
    const record = { violations: [] as string[], revealed: null as null | { transition: boolean }, transitionDone: false, headerKeyframes: [] as string[][] };
    Object.assign(window, { __navigation: record });
    const documents = JSON.parse(sessionStorage.getItem("__documents") ?? "[]") as string[];
    sessionStorage.setItem("__documents", JSON.stringify([...documents, location.pathname]));
    document.addEventListener("securitypolicyviolation", (event) => record.violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`));
    addEventListener("pagereveal", (event) => {
      const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
      record.revealed = { transition: transition !== null };
      if (!transition) return;
      // The header's group animation: from where the header was to where it is. Equal frames: it stayed.
      void transition.ready.then(() => {
        for (const animation of document.getAnimations()) {
          const effect = animation.effect as KeyframeEffect | null;
          if (effect?.pseudoElement === "::view-transition-group(site-header)")
            record.headerKeyframes.push(effect.getKeyframes().map((frame) => String(frame.transform)));
        }
      });
      void transition.finished.finally(() => (record.transitionDone = true));
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => void errors.push(error.message));
  return { context, page, errors, googleRequests };
}

/** The paths of the documents this tab has opened, in order. */
const documentsOpened = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem("__documents") ?? "[]") as string[]);

type NavigationRecord = { violations: string[]; revealed: null | { transition: boolean }; transitionDone: boolean; headerKeyframes: string[][] };
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __navigation: NavigationRecord }).__navigation);

/** What Chromium reports about the page's rule sets and the links they take, through DevTools' Preload domain. */
async function watchPreloading(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const state = {
    ruleSets: [] as { errorType?: string }[],
    candidates: [] as { url: string; action: string }[],
    prefetches: [] as { url: string; status: string }[],
  };
  const waiting = new Set<() => void>();
  const changed = () => {
    for (const check of waiting) check();
  };
  cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => (state.ruleSets.push(ruleSet), changed()));
  cdp.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
    state.candidates = preloadingAttemptSources.map(({ key }) => ({ url: key.url, action: key.action }));
    changed();
  });
  cdp.on("Preload.prefetchStatusUpdated", ({ prefetchUrl, status }) => (state.prefetches.push({ url: prefetchUrl, status }), changed()));
  await cdp.send("Preload.enable");

  /** Resolves once `holds` is true of what Chromium has reported, checked on every report. */
  const until = (holds: (current: typeof state) => boolean | Error) =>
    new Promise<typeof state>((resolve, reject) => {
      const check = () => {
        const verdict = holds(state);
        if (verdict === false) return;
        waiting.delete(check);
        if (verdict instanceof Error) reject(verdict);
        else resolve(state);
      };
      waiting.add(check);
      check();
    });
  return {
    until,
    /** How many prefetch reports have come so far: `prefetched(url, since)` looks only at later ones. */
    reports: () => state.prefetches.length,
    /** A finished prefetch of `url` that a navigation would be served from (or already was). */
    prefetched: (url: string, since = 0) =>
      until(({ prefetches }) => {
        const last = prefetches
          .slice(since)
          .filter((entry) => entry.url === url)
          .at(-1)?.status;
        return last === "Failure" ? new Error(`the prefetch of ${url} failed`) : last === "Ready" || last === "Success";
      }),
    /** The browser has dropped what it held for `url` (a failure reported after `since`); resolves with the reports up to it. */
    dropped: async (url: string, since: number) => {
      const { prefetches } = await until(({ prefetches }) => prefetches.slice(since).some((entry) => entry.url === url && entry.status === "Failure"));
      return since + prefetches.slice(since).findIndex((entry) => entry.url === url && entry.status === "Failure") + 1;
    },
  };
}

/** The page's navigation entry: how its document came (deliveryType "navigational-prefetch" when from a prefetch). */
const navigationEntry = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string };
    return { deliveryType: entry.deliveryType, type: entry.type };
  });

describe("speculation rules", () => {
  it.each(inTurn(["/", "/prijzen", "/downloads", "/info/faq"]))(
    "in %s, %s carries the rules, its CSP allows them, and they take its page links only",
    async (locale, path) => {
      const { page, errors } = await open(locale, viewportOf(DESKTOP));
      const preloading = await watchPreloading(page);
      await gotoEnhanced(page, path);

      const scripts = await page.locator('script[type="speculationrules"]').allTextContents();
      expect(scripts).toHaveLength(1);
      expect(JSON.parse(scripts[0]!)).toEqual(SPECULATION_RULES);
      // Chromium took the rules and found the page's links: every link is in the HTML, so the
      // candidate list that names them is the whole list.
      const expected = ["/prijzen", "/downloads", "/info/faq", "/producten/webshop"].filter((wanted) => wanted !== path);
      const { ruleSets, candidates } = await preloading.until(({ candidates }) =>
        expected.every((wanted) => candidates.some(({ url }) => new URL(url).pathname === wanted)),
      );
      expect(ruleSets.map((ruleSet) => ruleSet.errorType ?? "ok")).toEqual(["ok"]);
      // A rule set the CSP refused would be reported here, and never parsed.
      expect((await recorded(page)).violations).toEqual([]);
      expect(errors).toEqual([]);

      const paths = new Set(candidates.map(({ url }) => new URL(url).pathname));
      // A link to a part of a page (the trial's terms, /prijzen#proefperiode) is a candidate of its
      // own; the page's own address is the one each rule must take.
      for (const wanted of expected) {
        expect(
          candidates
            .filter(({ url }) => new URL(url).pathname === wanted && new URL(url).hash === "")
            .map(({ action }) => action)
            .sort(),
          wanted,
        ).toEqual(["Prefetch", "Prerender"]);
      }
      for (const { url } of candidates) {
        const address = new URL(url);
        expect(address.origin).toBe(new URL(page.url()).origin);
        expect(PAGE_PATHS.has(address.pathname), url).toBe(true);
        expect(address.search, url).toBe("");
      }
      // The page's own menu and footer entry (aria-current) is not fetched again.
      if (path !== "/") expect(paths.has(path)).toBe(false);
    },
  );

  it("never takes a language link, a download form or the API, on the downloads page with its list", async () => {
    const { page } = await open("en", viewportOf(DESKTOP));
    const preloading = await watchPreloading(page);
    await gotoEnhanced(page, "/downloads");
    await expect.poll(() => page.locator("main form").count()).toBeGreaterThan(0);
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.some((href) => href.includes("lang="))).toBe(true);
    const { candidates } = await preloading.until(({ candidates }) => candidates.some(({ url }) => url.endsWith("/prijzen")));
    for (const { url } of candidates) expect(url).not.toMatch(/lang=|\/api\//);
  });

  it.each(["en"] as const)("in %s at 1280 px, a link the pointer rests on is fetched before the click, and the click is served from it", async (locale) => {
    const { page } = await open(locale, viewportOf(DESKTOP));
    const preloading = await watchPreloading(page);
    await gotoEnhanced(page, "/");
    const link = page.locator('footer a[href="/prijzen"]');
    await link.scrollIntoViewIfNeeded();
    const target = new URL("/prijzen", page.url()).href;

    await link.hover();
    await preloading.prefetched(target);
    await Promise.all([page.waitForURL(target), link.click()]);
    await waitForEnhancement(page);

    await expect(navigationEntry(page)).resolves.toEqual({ deliveryType: "navigational-prefetch", type: "navigate" });
    await expect(documentsOpened(page)).resolves.toEqual(["/", "/prijzen"]);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(locale);
  });

  it.each(PHONES)("at %i px with touch, a tap on a link is served from the prefetch its touch started", async (width) => {
    const { page } = await open("nl", viewportOf(width));
    const preloading = await watchPreloading(page);
    await gotoEnhanced(page, "/");
    const link = page.locator('main a[href="/producten/webshop"]').first();
    await link.scrollIntoViewIfNeeded();
    const target = new URL("/producten/webshop", page.url()).href;
    await Promise.all([page.waitForURL(target), preloading.prefetched(target), link.tap()]);
    await waitForEnhancement(page);
    await expect(navigationEntry(page)).resolves.toEqual({ deliveryType: "navigational-prefetch", type: "navigate" });
    // Prefetched for the Dutch visitor, it is the Dutch page.
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("nl-NL");
  });

  it("after switching language in place, the next page comes from a new prefetch in the new language, without a reload", async () => {
    const { page } = await open("nl", viewportOf(DESKTOP));
    const preloading = await watchPreloading(page);
    await gotoEnhanced(page, "/");
    const link = page.locator('footer a[href="/prijzen"]');
    const target = new URL("/prijzen", page.url()).href;
    await link.hover();
    await preloading.prefetched(target); // a Dutch /prijzen, now held by the browser
    const beforeSwitch = preloading.reports();

    await page.locator("#menu-language-toggle").click();
    await page.locator("#menu-language [lang='en']").click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    // The rules go and come back a frame later: the browser drops the Dutch page,
    const afterDrop = await preloading.dropped(target, beforeSwitch);
    await page.waitForFunction(() => document.querySelector('script[type="speculationrules"]')?.isConnected === true);
    // and fetches the English one when the pointer comes back to the link.
    await page.mouse.move(0, 0);
    await link.hover();
    await preloading.prefetched(target, afterDrop);
    await Promise.all([page.waitForURL(target), link.click()]);
    await waitForEnhancement(page);

    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await expect(navigationEntry(page)).resolves.toEqual({ deliveryType: "navigational-prefetch", type: "navigate" });
    // The English page, once: no reload out of a stale Dutch one.
    await expect(documentsOpened(page)).resolves.toEqual(["/", "/prijzen"]);
  });
});

describe("view transitions between pages", () => {
  /** Opens /prijzen at the top, follows the logo home, and returns what the new page recorded once its transition ended. */
  async function followLogo(locale: Locale, width: number, options: ContextOptions = {}) {
    const { page, errors, googleRequests } = await open(locale, { ...viewportOf(width), ...options }, { intercepted: false });
    await gotoEnhanced(page, "/prijzen");
    const headerBefore = await page.locator("body > header").boundingBox();
    const layoutShifts = await recordLayoutShifts(page);
    const logo = page.locator('header a[href="/"]').first();
    await Promise.all([page.waitForURL(new URL("/", page.url()).href), width < 1024 ? logo.tap() : logo.click()]);
    await waitForEnhancement(page);
    await page.waitForFunction(() => {
      const record = (window as unknown as { __navigation: NavigationRecord }).__navigation;
      return record.revealed !== null && (!record.revealed.transition || record.transitionDone);
    });
    return {
      page,
      errors,
      googleRequests,
      headerBefore,
      headerAfter: await page.locator("body > header").boundingBox(),
      headerName: await page.locator("body > header").evaluate((header) => getComputedStyle(header).viewTransitionName),
      record: await recorded(page),
      shifts: await layoutShifts(),
    };
  }

  it.each(inTurn([...PHONES, DESKTOP]))(
    "in %s at %i px the new page fades in while the header stays where it was, with no layout shift",
    async (locale, width) => {
      const { headerBefore, headerAfter, headerName, record, shifts, errors, googleRequests } = await followLogo(locale, width);
      expect(record.revealed).toEqual({ transition: true });
      expect(headerName).toBe("site-header");
      expect(headerAfter).toEqual(headerBefore);
      // The header's group animation goes from where it was to where it is: the same place.
      expect(record.headerKeyframes).toHaveLength(1);
      expect(new Set(record.headerKeyframes[0]).size).toBe(1);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
      expect(record.violations).toEqual([]);
      expect(errors, errors.join("\n")).toEqual([]);
      expect(googleRequests).toEqual([]);
    },
  );

  it.each([
    ["nl", 390],
    ["en", DESKTOP],
  ] as const)("in %s at %i px, a visitor who asks for less motion gets the plain page change", async (locale, width) => {
    const { record, headerName, headerAfter, headerBefore } = await followLogo(locale, width, { reducedMotion: "reduce" });
    expect(record.revealed).toEqual({ transition: false });
    expect(headerName).toBe("none");
    expect(headerAfter).toEqual(headerBefore);
  });
});

/** In-page waits on events, never on time: the attribute or element appears, or the page is shown. */
const IN_PAGE = {
  enhanced: WHEN_ENHANCED,
  activated: `document.prerendering ? new Promise((resolve) => document.addEventListener("prerenderingchange", () => resolve(true), { once: true })) : true`,
  bannerShown: `new Promise((resolve) => {
    const banner = document.getElementById(${JSON.stringify(CONSENT_BANNER_ID)});
    const done = () => !banner.hidden && (observer.disconnect(), resolve(true));
    const observer = new MutationObserver(done);
    observer.observe(banner, { attributes: true });
    done();
  })`,
  tagManagerAdded: `new Promise((resolve) => {
    const done = () => document.querySelector('script[src*="googletagmanager.com"]') && (observer.disconnect(), resolve(true));
    const observer = new MutationObserver(done);
    observer.observe(document.head, { childList: true });
    done();
  })`,
  state: `({
    prerendering: document.prerendering,
    activationStart: performance.getEntriesByType("navigation")[0].activationStart,
    bannerShown: document.getElementById(${JSON.stringify(CONSENT_BANNER_ID)})?.hidden === false,
    tagManagers: document.querySelectorAll('script[src*="googletagmanager.com"]').length,
    dataLayer: (window.dataLayer || []).map((entry) => Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry)[1] : entry.event),
  })`,
};

type PrerenderedState = { prerendering: boolean; activationStart: number; bannerShown: boolean; tagManagers: number; dataLayer: string[] };

const containerId = builtTagManagerId();
describe.skipIf(!containerId)("a prerendered page (a Chromium that prerenders)", () => {
  /**
   * Opens home in `locale`, optionally stores a consent choice (as an earlier visit would have),
   * rests the pointer on the footer's /prijzen link until Chromium has prerendered that page, and
   * returns what the prerendered page shows before and after the visitor clicks the link.
   */
  async function prerenderAndShow(locale: Locale, stored: string | null) {
    const chromium = PipeBrowser.launch();
    try {
      const page = await chromium.page();
      const loaded = chromium.event((method) => method === "Page.loadEventFired");
      await chromium.send("Page.navigate", { url: `${baseUrl()}/?lang=${locale}` }, page);
      await loaded;
      await chromium.evaluate(page, IN_PAGE.enhanced);
      if (stored !== null) await chromium.evaluate(page, `localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)}, ${JSON.stringify(stored)})`);
      const link = await chromium.evaluate<{ x: number; y: number }>(
        page,
        `(() => { const link = document.querySelector('footer a[href="/prijzen"]'); link.scrollIntoView({ block: "center" }); const box = link.getBoundingClientRect(); return { x: box.x + box.width / 2, y: box.y + box.height / 2 }; })()`,
      );

      const prerenderTarget = chromium.event(
        (method, params) => method === "Target.attachedToTarget" && (params.targetInfo as { subtype?: string }).subtype === "prerender",
      );
      const ready = chromium.event((method, params) => method === "Preload.prerenderStatusUpdated" && ["Ready", "Failure"].includes(params.status as string));
      await chromium.send("Input.dispatchMouseEvent", { type: "mouseMoved", x: link.x, y: link.y }, page);
      const prerendered = (await prerenderTarget).params.sessionId as string;
      const status = (await ready).params;
      expect(status, JSON.stringify(status)).toMatchObject({ status: "Ready" });
      await chromium.send("Runtime.enable", {}, prerendered);
      // Its whole document is in, and so is everything its head script and boot script did so far.
      await chromium.evaluate(
        prerendered,
        `new Promise((resolve) => document.readyState === "complete" ? resolve(true) : addEventListener("load", () => resolve(true), { once: true }))`,
      );
      const before = await chromium.evaluate<PrerenderedState>(prerendered, IN_PAGE.state);

      for (const type of ["mousePressed", "mouseReleased"])
        await chromium.send("Input.dispatchMouseEvent", { type, x: link.x, y: link.y, button: "left", clickCount: 1 }, page);
      await chromium.evaluate(prerendered, IN_PAGE.activated);
      return { chromium, prerendered, before };
    } catch (error) {
      await chromium.close();
      throw error;
    }
  }

  it("on a first visit asks nothing while prerendered, and shows the consent banner once the visitor opens it", async () => {
    const { chromium, prerendered, before } = await prerenderAndShow("nl", null);
    try {
      expect(before).toEqual({ prerendering: true, activationStart: 0, bannerShown: false, tagManagers: 0, dataLayer: ["default"] });
      await chromium.evaluate(prerendered, IN_PAGE.bannerShown);
      const after = await chromium.evaluate<PrerenderedState>(prerendered, IN_PAGE.state);
      expect(after).toMatchObject({ prerendering: false, bannerShown: true, tagManagers: 0, dataLayer: ["default"] });
      expect(after.activationStart).toBeGreaterThan(0); // it really was prerendered
    } finally {
      await chromium.close();
    }
  });

  it("for a visitor who accepted, loads no tag manager while prerendered, and loads it once the page is shown", async () => {
    const { chromium, prerendered, before } = await prerenderAndShow("en", serializeConsent({ analytics: true, ads: true }));
    try {
      expect(before).toEqual({ prerendering: true, activationStart: 0, bannerShown: false, tagManagers: 0, dataLayer: ["default"] });
      await chromium.evaluate(prerendered, IN_PAGE.tagManagerAdded);
      const after = await chromium.evaluate<PrerenderedState>(prerendered, IN_PAGE.state);
      expect(after).toMatchObject({ prerendering: false, bannerShown: false, tagManagers: 1, dataLayer: ["default", "update", "gtm.js"] });
      expect(after.activationStart).toBeGreaterThan(0);
    } finally {
      await chromium.close();
    }
  });
});
