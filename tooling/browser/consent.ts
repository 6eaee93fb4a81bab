import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { CONSENT_STORAGE_KEY, type ConsentChoice, serializeConsent } from "../../app/browser/consent/choice";
import { buildDir } from "../../config/build-dir";
import { PAGES_MANIFEST, type PagesManifest } from "../../server/pages-manifest";

/** Every host the tag manager or GA4 could call: the browser tests answer them all and never reach the internet. */
const GOOGLE_TAG_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

/**
 * Stands in for gtm.js: records the data layer as it was when the tag manager started, so a
 * test can check that the Consent Mode defaults came first.
 */
const FAKE_TAG_MANAGER = `window.__fakeTagManager = { sawDataLayer: (window.dataLayer || []).map(function (entry) {
  return Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.prototype.slice.call(entry) : entry;
}) };`;

const requests = new WeakMap<BrowserContext, string[]>();

export async function interceptGoogleTags(context: BrowserContext): Promise<void> {
  const seen: string[] = [];
  requests.set(context, seen);
  await context.route(GOOGLE_TAG_HOSTS, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_TAG_MANAGER });
  });
}

/** The URLs of every request this context sent to Google's tag hosts so far. */
export function googleTagRequests(context: BrowserContext): readonly string[] {
  const seen = requests.get(context);
  if (!seen) throw new Error("googleTagRequests: this context was not made by useBrowser().newContext");
  return seen;
}

/**
 * How many tag manager scripts the page holds. Only a script element brings Google in: the head
 * script adds gtm.js in the same task as the choice that allows it (app/browser/consent/bootstrap.ts),
 * and elements stay once added. So after a choice, or once the page's scripts have run, none in
 * the document means none is on its way, without waiting to see whether a request comes.
 */
export function tagManagerScripts(page: Page): Promise<number> {
  return page.locator('script[src*="googletagmanager.com"]').count();
}

/** A context that starts with this choice already stored, as for a returning visitor. */
export function storedConsent(origin: string, choice: ConsentChoice): BrowserContextOptions["storageState"] {
  return { cookies: [], origins: [{ origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value: serializeConsent(choice) }] }] };
}

/**
 * Gives every page of the context a stored choice, as a returning visitor has, unless the page's
 * origin already holds one (a choice made in the test stays). Written by an init script, before
 * the page's own scripts run: a `storageState` with localStorage makes Playwright open a page
 * on the origin to write it, about 0.4 s for every context, which over the suite's ~900 contexts
 * was minutes of CI.
 */
export async function seedConsent(context: BrowserContext, choice: ConsentChoice): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        // about:blank and opaque origins have no storage, and need no choice.
      }
    },
    { key: CONSENT_STORAGE_KEY, value: serializeConsent(choice) },
  );
}

export const REJECTED: ConsentChoice = { analytics: false, ads: false };

/**
 * The container id of the build under test, from its pages manifest: `npm test` sets
 * TAG_MANAGER_ID for the build step only, so the test process's own env cannot tell.
 */
export function builtTagManagerId(): string | undefined {
  const manifest = JSON.parse(readFileSync(path.join(buildDir(), "pages", PAGES_MANIFEST), "utf8")) as PagesManifest;
  return manifest.tagManagerId;
}
