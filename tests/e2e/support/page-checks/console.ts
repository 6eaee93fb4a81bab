import type { Page, Request } from "playwright-core";
import { expect } from "vitest";

/** Every console error and uncaught exception of a page from now on (e.g. an exception in the page's script). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Follows every request the page starts from now on, and returns a wait until none of them is
 * still open: answered, failed or cancelled. A failed load reaches the console with its answer, so
 * once none is open (and the page's script has run) the console holds all it will say about the
 * load. The sweeps read it this way instead of Playwright's "networkidle", which also waits half a
 * second after the last request on every load, whether one is open or not. Called after the work
 * that runs in the page (axe), so the renderer's own console lines about an answer come first.
 */
export function followRequests(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  page.on("request", (request) => open.add(request));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  return () => expect.poll(() => [...open].map((request) => request.url()), { message: "requests still open" }).toEqual([]);
}
