import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's build of Chromium's headless shell (package `chromium-headless-shell`), the same Blink and V8 as its `chromium`. */
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The full Chromium, as a visitor runs it: the configured browser, else Debian's Chromium, else
 * Playwright's own download. For what only the full browser does (the back/forward cache) and
 * for the benchmarks, whose numbers must be a real browser's. Fails with the command that fixes
 * it, instead of a stack trace from deep inside Playwright.
 */
export function findChromium(env: Record<string, string | undefined> = process.env): string {
  const candidates = [env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", safePlaywrightPath()];
  const found = candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install one with `sudo apt-get install -y chromium chromium-headless-shell` " +
        "(or point CHROMIUM_PATH at a Chrome/Chromium binary), then run the tests again.",
    );
  }
  return found;
}

/**
 * The browser the browser tests drive: Chromium's headless shell when it is installed (the
 * configured CHROMIUM_HEADLESS_SHELL_PATH, else Debian's), else the full Chromium. The shell lays
 * out, paints and runs scripts with the same engine, without the full browser's windowing and
 * compositing, which took half the browser stage's two cores (decision 066). It has no
 * back/forward cache, so tests/e2e/back-forward.e2e.test.ts launches findChromium() itself.
 */
export function findTestChromium(env: Record<string, string | undefined> = process.env): string {
  const shell = [env.CHROMIUM_HEADLESS_SHELL_PATH, DEBIAN_HEADLESS_SHELL].find((candidate) => Boolean(candidate) && existsSync(candidate!));
  return shell ?? findChromium(env);
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
