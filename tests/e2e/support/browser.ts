import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

/** Connects once per test file to the browser the global setup started. */
export function useBrowser(): { browser: () => Browser; newContext: (options?: BrowserContextOptions) => Promise<BrowserContext> } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject("browserWsEndpoint"));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = () => {
    if (!browser) throw new Error("useBrowser(): the browser is not connected yet");
    return browser;
  };
  return {
    browser: current,
    // axe needs pages from a context of their own (see DEVELOPERS.md), so every test makes one.
    newContext: (options) => current().newContext({ baseURL: baseUrl(), ...options }),
  };
}
