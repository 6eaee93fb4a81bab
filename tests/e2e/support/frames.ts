import type { Page } from "playwright-core";

/**
 * Resolves once the page has rendered a frame after everything it has done so far. The first
 * requestAnimationFrame callback runs before the next frame is rendered, the second one after
 * it: by then that frame's style, layout, scroll anchoring and layout-shift accounting are done.
 * This is how a test says "and nothing moved" without waiting a guessed time.
 */
export function afterNextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
