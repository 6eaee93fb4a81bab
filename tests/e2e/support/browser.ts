import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, inject, vi } from "vitest";
import type { ConsentChoice } from "../../../app/browser/consent/choice";
import { interceptGoogleTags, REJECTED, seedConsent } from "../../../tooling/browser/consent";
import { gotoEnhanced } from "./navigation";
import { workerBrowser } from "./worker-browser";

export const baseUrl = () => inject("baseUrl");

export interface ContextOptions extends BrowserContextOptions {
  /**
   * The consent choice the visitor has stored. Rejected by default, so the banner does not
   * cover what other tests click; "none" shows the banner, as on a first visit.
   */
  consent?: ConsentChoice | "none";
}

/**
 * How long expect.poll waits for its condition before it fails: as long as Playwright's own
 * waits. Vitest's 1 s default suits unit tests; a browser sharing two busy cores can take
 * longer than that to run a handler (decision 029). A condition that holds ends the wait at once.
 */
export const POLL_TIMEOUT_MS = 30_000;

/**
 * The worker's browser (./worker-browser.ts) for this test file. At the file's end every context
 * still open is closed, so the next file in the worker starts from a browser with none.
 */
export function useBrowser(): {
  browser: () => Browser;
  newContext: (options?: ContextOptions) => Promise<BrowserContext>;
  openEnhanced: (url: string, options?: ContextOptions) => Promise<Page>;
} {
  vi.setConfig({ expect: { poll: { timeout: POLL_TIMEOUT_MS } } });
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  const current = () => {
    if (!browser) throw new Error("useBrowser(): the browser is not launched yet");
    return browser;
  };
  // axe refuses pages from browser.newPage(), which have no context of their own, so every test makes one.
  const newContext = async ({ consent = REJECTED, ...options }: ContextOptions = {}) => {
    const context = await current().newContext({ baseURL: baseUrl(), ...options });
    if (consent !== "none") await seedConsent(context, consent);
    // Whatever a test does, nothing reaches Google: a fake answers, and googleTagRequests() counts.
    await interceptGoogleTags(context);
    return context;
  };
  return {
    browser: current,
    newContext,
    /** A page in a context of its own, opened at `url` once its script has run; `page.context().close()` ends both. */
    openEnhanced: async (url, options) => {
      const page = await (await newContext(options)).newPage();
      await gotoEnhanced(page, url);
      return page;
    },
  };
}
