import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_ARGS, findTestChromium } from "../../../tooling/browser/find-browser";

/** Kept on globalThis: with `isolate: false` every test file of a worker shares one module state. */
const WORKER_BROWSER = Symbol.for("bestelwijs.e2e.workerBrowser");

/**
 * The browser of this test worker, launched on first use and driven over a pipe. A worker runs
 * one file at a time, so its files take turns with it; each test makes its own context.
 * Playwright closes a browser it launched when its process exits, so a worker needs no
 * teardown hook (Vitest has none). The e2e project does not isolate files (vitest.config.ts), so a
 * worker's files share this one browser (decision 052).
 */
export function workerBrowser(): Promise<Browser> {
  const holder = globalThis as { [WORKER_BROWSER]?: Promise<Browser> };
  holder[WORKER_BROWSER] ??= chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS, headless: true });
  return holder[WORKER_BROWSER];
}
