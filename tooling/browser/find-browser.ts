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

/**
 * The configured browser, else Debian's Chromium, else Playwright's own download.
 * Fails with the command that fixes it, instead of a stack trace from deep inside Playwright.
 */
export function findChromium(env: Record<string, string | undefined> = process.env): string {
  const candidates = [env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", safePlaywrightPath()];
  const found = candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install one with `sudo apt-get install -y chromium` " +
        "(or point CHROMIUM_PATH at a Chrome/Chromium binary), then run the tests again.",
    );
  }
  return found;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
